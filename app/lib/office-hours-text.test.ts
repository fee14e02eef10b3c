import { describe, expect, it } from "vitest";
import { type OpeningHours, openingHours } from "~/content/hours";
import { ui } from "~/content/ui";
import { hoursByDay, hoursSentences, officeHours, openDays, openHours } from "./office-hours-text";
import { openingHoursSpecification } from "./structured-data";

/** A time stays whole on a line: no-break spaces before "am" and in "a. m.". */
const nb = (s: string) =>
  s.replace(/ (am|pm|[ap]\. m\.)/g, (_, suffix: string) => `\u00a0${suffix.replace(" ", "\u00a0")}`);

const week = (days: Partial<OpeningHours["week"]>): OpeningHours => ({
  timeZone: "America/Chicago",
  week: {
    Monday: null,
    Tuesday: null,
    Wednesday: null,
    Thursday: null,
    Friday: null,
    Saturday: null,
    Sunday: null,
    ...days,
  },
  dates: [],
  holidaysOff: [],
});
const nineToFive = { opens: "09:00", closes: "17:00" } as const;
const tenToSix = { opens: "10:00", closes: "18:00" } as const;
const tuesdayToSaturday = week({
  Tuesday: tenToSix,
  Wednesday: tenToSix,
  Thursday: tenToSix,
  Friday: tenToSix,
  Saturday: tenToSix,
});
const splitWeek = week({
  Monday: nineToFive,
  Tuesday: nineToFive,
  Wednesday: nineToFive,
  Thursday: nineToFive,
  Friday: nineToFive,
  Saturday: { opens: "10:00", closes: "14:00" },
});

describe("the office's own week (Monday to Friday, 9 to 5 Central)", () => {
  it("says the hours in groups, Central and Pacific, in English and Spanish", () => {
    expect(officeHours("en", openingHours)).toEqual({
      open: [
        {
          days: "Monday – Friday",
          daysShort: "Mon–Fri",
          central: nb("9:00 am – 5:00 pm CT"),
          pacific: nb("7:00 am – 3:00 pm PT"),
        },
      ],
      closed: { days: "Saturday – Sunday", daysShort: "Sat–Sun", line: "Saturday – Sunday: Closed" },
      closedWord: "Closed",
    });
    expect(officeHours("es", openingHours)).toEqual({
      open: [
        {
          days: "Lunes a viernes",
          daysShort: "Lunes a viernes",
          central: nb("9:00 a. m. – 5:00 p. m., hora del Centro"),
          pacific: nb("7:00 a. m. – 3:00 p. m., hora del Pacífico"),
        },
      ],
      closed: { days: "Sábado y domingo", daysShort: "Sábado y domingo", line: "Sábado y domingo: cerrado" },
      closedWord: "Cerrado",
    });
  });

  it("writes the footer line and the /hours descriptions from the week", () => {
    expect(hoursSentences("en", openingHours)).toBe(
      nb("Monday – Friday, 9:00 am – 5:00 pm CT (7:00 am – 3:00 pm PT). Saturday – Sunday closed."),
    );
    expect(hoursSentences("es", openingHours)).toBe(
      nb(
        "Lunes a viernes, 9:00 a. m. – 5:00 p. m., hora del Centro (7:00 a. m. – 3:00 p. m., hora del Pacífico). Sábado y domingo, cerrado.",
      ),
    );
    expect(ui.en.pages.hours.description(2026, openingHours)).toBe(
      nb(
        "Office hours Monday – Friday, 9:00 am – 5:00 pm CT (7:00 am – 3:00 pm PT). Event valet runs 7 days a week. Holiday closures for 2026 and 2027.",
      ),
    );
    expect(ui.es.pages.hours.description(2026, openingHours)).toBe(
      nb(
        "Oficina: lunes a viernes, 9:00 a. m. – 5:00 p. m., hora del Centro (7:00 a. m. – 3:00 p. m., hora del Pacífico). Valet a diario. Festivos de 2026 y 2027.",
      ),
    );
  });
});

describe("Tuesday to Saturday, 10:00 to 18:00", () => {
  it("renders the table day by day, Monday and Sunday closed", () => {
    const ten = { central: nb("10:00 am – 6:00 pm CT"), pacific: nb("8:00 am – 4:00 pm PT") };
    expect(hoursByDay("en", tuesdayToSaturday)).toEqual([
      { day: "Monday", central: null, pacific: null },
      { day: "Tuesday", ...ten },
      { day: "Wednesday", ...ten },
      { day: "Thursday", ...ten },
      { day: "Friday", ...ten },
      { day: "Saturday", ...ten },
      { day: "Sunday", central: null, pacific: null },
    ]);
    expect(hoursByDay("es", tuesdayToSaturday).map((r) => [r.day, r.central, r.pacific])).toEqual([
      ["Lunes", null, null],
      ["Martes", nb("10:00 a. m. – 6:00 p. m., hora del Centro"), nb("8:00 a. m. – 4:00 p. m., hora del Pacífico")],
      ["Miércoles", nb("10:00 a. m. – 6:00 p. m., hora del Centro"), nb("8:00 a. m. – 4:00 p. m., hora del Pacífico")],
      ["Jueves", nb("10:00 a. m. – 6:00 p. m., hora del Centro"), nb("8:00 a. m. – 4:00 p. m., hora del Pacífico")],
      ["Viernes", nb("10:00 a. m. – 6:00 p. m., hora del Centro"), nb("8:00 a. m. – 4:00 p. m., hora del Pacífico")],
      ["Sábado", nb("10:00 a. m. – 6:00 p. m., hora del Centro"), nb("8:00 a. m. – 4:00 p. m., hora del Pacífico")],
      ["Domingo", null, null],
    ]);
  });

  it("groups the days in both languages, the closed ones across the weekend", () => {
    expect(officeHours("en", tuesdayToSaturday)).toMatchObject({
      open: [{ days: "Tuesday – Saturday", daysShort: "Tue–Sat", central: nb("10:00 am – 6:00 pm CT") }],
      closed: { days: "Sunday – Monday", daysShort: "Sun–Mon" },
    });
    expect(officeHours("es", tuesdayToSaturday)).toMatchObject({
      open: [
        {
          days: "Martes a sábado",
          daysShort: "Martes a sábado",
          pacific: nb("8:00 a. m. – 4:00 p. m., hora del Pacífico"),
        },
      ],
      closed: { days: "Domingo y lunes", daysShort: "Domingo y lunes" },
    });
    expect([openDays("en", tuesdayToSaturday), openDays("es", tuesdayToSaturday)]).toEqual([
      "Tuesday – Saturday",
      "martes a sábado",
    ]);
  });

  it("writes the footer line", () => {
    expect(hoursSentences("en", tuesdayToSaturday)).toBe(
      nb("Tuesday – Saturday, 10:00 am – 6:00 pm CT (8:00 am – 4:00 pm PT). Sunday – Monday closed."),
    );
    expect(hoursSentences("es", tuesdayToSaturday)).toBe(
      nb(
        "Martes a sábado, 10:00 a. m. – 6:00 p. m., hora del Centro (8:00 a. m. – 4:00 p. m., hora del Pacífico). Domingo y lunes, cerrado.",
      ),
    );
  });

  it("gives search engines the days and the Los Angeles hours", () => {
    expect(openingHoursSpecification(tuesdayToSaturday)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "08:00",
        closes: "16:00",
      },
    ]);
  });
});

describe("a split week: Monday to Friday 9 to 5, Saturday 10 to 2", () => {
  it("renders the table with Saturday's own hours", () => {
    const rows = hoursByDay("en", splitWeek);
    expect(rows[4]).toEqual({
      day: "Friday",
      central: nb("9:00 am – 5:00 pm CT"),
      pacific: nb("7:00 am – 3:00 pm PT"),
    });
    expect(rows[5]).toEqual({
      day: "Saturday",
      central: nb("10:00 am – 2:00 pm CT"),
      pacific: nb("8:00 am – 12:00 pm PT"),
    });
    expect(rows[6]).toEqual({ day: "Sunday", central: null, pacific: null });
    expect(hoursByDay("es", splitWeek)[5]).toEqual({
      day: "Sábado",
      central: nb("10:00 a. m. – 2:00 p. m., hora del Centro"),
      pacific: nb("8:00 a. m. – 12:00 p. m., hora del Pacífico"),
    });
  });

  it("says each group of hours, and the one closed day in the singular", () => {
    expect(officeHours("en", splitWeek)).toEqual({
      open: [
        {
          days: "Monday – Friday",
          daysShort: "Mon–Fri",
          central: nb("9:00 am – 5:00 pm CT"),
          pacific: nb("7:00 am – 3:00 pm PT"),
        },
        {
          days: "Saturday",
          daysShort: "Sat",
          central: nb("10:00 am – 2:00 pm CT"),
          pacific: nb("8:00 am – 12:00 pm PT"),
        },
      ],
      closed: { days: "Sunday", daysShort: "Sun", line: "Sunday: Closed" },
      closedWord: "Closed",
    });
    expect(hoursSentences("en", splitWeek)).toBe(
      nb(
        "Monday – Friday, 9:00 am – 5:00 pm CT (7:00 am – 3:00 pm PT); Saturday, 10:00 am – 2:00 pm CT (8:00 am – 12:00 pm PT). Sunday closed.",
      ),
    );
    expect(hoursSentences("es", splitWeek)).toBe(
      nb(
        "Lunes a viernes, 9:00 a. m. – 5:00 p. m., hora del Centro (7:00 a. m. – 3:00 p. m., hora del Pacífico); sábado, 10:00 a. m. – 2:00 p. m., hora del Centro (8:00 a. m. – 12:00 p. m., hora del Pacífico). Domingo, cerrado.",
      ),
    );
    expect(openHours("es", splitWeek)).toMatch(/^lunes a viernes, /);
    expect([openDays("en", splitWeek), openDays("es", splitWeek)]).toEqual(["Monday – Saturday", "lunes a sábado"]);
  });

  it("gives search engines one specification per set of hours", () => {
    expect(openingHoursSpecification(splitWeek)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "07:00",
        closes: "15:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "08:00", closes: "12:00" },
    ]);
  });
});

describe("days apart", () => {
  it("lists days that are not consecutive, and a pair in Spanish with y", () => {
    const days = week({ Monday: nineToFive, Wednesday: nineToFive, Friday: nineToFive, Sunday: tenToSix });
    expect(officeHours("en", days).open.map((g) => [g.days, g.daysShort])).toEqual([
      ["Monday, Wednesday and Friday", "Mon, Wed, Fri"],
      ["Sunday", "Sun"],
    ]);
    expect(officeHours("es", days).open[0]?.days).toBe("Lunes, miércoles y viernes");
    expect(officeHours("es", days).closed?.days).toBe("Martes, jueves y sábado");
  });

  it("writes noon and midnight on the twelve-hour clock", () => {
    const late = week({ Friday: { opens: "12:00", closes: "23:30" } });
    expect(officeHours("en", late).open[0]?.central).toBe(nb("12:00 pm – 11:30 pm CT"));
    expect(officeHours("es", late).open[0]?.central).toBe(nb("12:00 p. m. – 11:30 p. m., hora del Centro"));
    expect(hoursByDay("en", week({ Friday: { opens: "01:00", closes: "03:00" } }))[4]?.pacific).toBe(
      nb("11:00 pm – 1:00 am PT"),
    );
  });
});
