import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { ContentContext } from "~/lib/content-context";
import { closuresOf, hoursAttribute, hoursFromAttribute, type OfficeCalendar, officeStatus } from "~/lib/office-hours";
import { officeHours, openHours } from "~/lib/office-hours-text";
import { business, openingHoursSpecification, specialOpeningHoursSpecification } from "~/lib/structured-data";
import Hours from "~/routes/hours";
import { clockAt } from "../../tests/support/clock-at";
import { edition } from "../../tests/support/editions";
import type { ContentDocument } from "./editable";
import { seedWeek } from "./hours-apply";
import type { HoursEdit } from "./hours-edit";
import { build } from "./live";

/*
 * The owner's hours applied over app/content/hours.ts: the hours page in both languages, the footer, the
 * structured data and the open-now rule (on the server and as the browser reads the page's data-hours) follow.
 */

const TODAY = "2026-11-27";
// The page lists the closures of this year and the next: the clock is the edition's day.
clockAt(`${TODAY}T18:00:00Z`);
const hours: HoursEdit = {
  week: { ...seedWeek, Saturday: { opens: "10:00", closes: "14:00" } },
  dates: [
    { date: "2026-12-24", hours: { opens: "09:00", closes: "13:00" }, name: { en: "Christmas Eve", es: "Nochebuena" } },
    { date: "2026-12-28", hours: null, name: { en: "Inventory day", es: "Día de inventario" } },
    { date: "2026-11-02", hours: null, name: { en: "Already past", es: "Ya pasó" } },
  ],
  holidaysOff: ["2026-12-25"],
};

let shown = build(edition(), TODAY);
/** Publishes `doc`: the snapshot the pages are rendered from says it. */
const apply = (doc: ContentDocument) => {
  shown = build(doc, TODAY);
};

/** A component rendered at `path`, as the site's routes render it (the root's data as before it loads). */
const render = (Component: () => React.ReactNode, path: string) => {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: Outlet, children: [{ path: "*", Component }] }]);
  const stub = createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: null } } });
  return renderToString(createElement(ContentContext, { value: shown }, stub));
};
const page = (path: string) => render(Hours, path);
const footer = (path: string) => render(SiteFooter, path);
/** Text as a reader sees it: tags out, no-break spaces as spaces. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\u00a0|&nbsp;/g, " ")
    .replace(/\s+/g, " ");
const open = (iso: string, from: OfficeCalendar = shown.hours) => officeStatus(new Date(iso), from).open;

describe("the owner's hours", () => {
  it("change nothing while the edition has none, or has the repository's week and no dates", () => {
    const seen = () => [
      JSON.stringify(shown.hours),
      shown.en.company.hoursPage.hero.intro,
      shown.es.company.hoursPage.hero.intro,
      words(page("/hours")),
      words(page("/es/hours")),
      words(footer("/hours")),
      JSON.stringify(business("https://valet.example", shown)),
      open("2026-11-27T17:00:00Z"),
    ];
    const before = seen();
    apply(edition());
    expect(seen()).toEqual(before);
    apply(edition({ hours: { week: seedWeek, dates: [], holidaysOff: [] } }));
    expect(seen()).toEqual(before);
    expect(JSON.stringify(business("https://valet.example", shown))).not.toContain("specialOpeningHours");
  });

  it("show a closure and a half day on the hours page in both languages, and drop a holiday kept open", () => {
    apply(edition());
    expect(words(page("/hours"))).toContain("Christmas Day Friday, December 25");
    apply(edition({ hours }));
    const en = words(page("/hours"));
    expect(en).toContain(
      "Christmas Eve Thursday, December 24 Special hours: 9:00 am – 1:00 pm CT (7:00 am – 11:00 am PT)",
    );
    expect(en).toContain("Inventory day Monday, December 28");
    expect(en).not.toContain("Christmas Day Friday, December 25");
    expect(en).not.toContain("Already past");
    expect(en).toContain("Saturday 10:00 am – 2:00 pm CT 8:00 am – 12:00 pm PT");
    expect(en).toContain("Our office is open Monday – Saturday,");
    const es = words(page("/es/hours"));
    expect(es).toContain(
      "Nochebuena jueves, 24 de diciembre Horario especial: 9:00 a. m. – 1:00 p. m., hora del Centro",
    );
    expect(es).toContain("Día de inventario");
    expect(es).toContain("Nuestra oficina abre lunes a sábado,");
    expect(closuresOf(2026, shown.hours).map((c) => c.date)).toEqual([
      "2026-01-01",
      "2026-05-25",
      "2026-07-03",
      "2026-09-07",
      "2026-11-26",
      "2026-12-24",
      "2026-12-28",
    ]);
  });

  it("reach the footer and the header's words", () => {
    apply(edition({ hours }));
    expect(words(footer("/hours"))).toContain(
      "Saturday, 10:00 am – 2:00 pm CT (8:00 am – 12:00 pm PT). Sunday closed.",
    );
    expect(words(footer("/es/hours"))).toContain(
      "sábado, 10:00 a. m. – 2:00 p. m., hora del Centro (8:00 a. m. – 12:00 p. m., hora del Pacífico). Domingo, cerrado.",
    );
    expect(openHours("en", shown.hours)).toContain("Saturday, 10:00");
    expect(officeHours("en", shown.hours).open.map((g) => g.daysShort)).toEqual(["Mon–Fri", "Sat"]);
  });

  it("reach the structured data: the week, and each date from today on", () => {
    apply(edition({ hours }));
    expect(openingHoursSpecification(shown.hours)).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Saturday"],
      opens: "08:00",
      closes: "12:00",
    });
    expect(specialOpeningHoursSpecification(shown.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-24",
        validThrough: "2026-12-24",
        opens: "07:00",
        closes: "11:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        validFrom: "2026-12-28",
        validThrough: "2026-12-28",
        opens: "00:00",
        closes: "00:00",
      },
    ]);
  });

  it("decide the open-now line on the server and in the browser, from the hours the page carries", () => {
    const bundled = hoursFromAttribute(null);
    expect(open("2026-12-28T17:00:00Z", bundled)).toBe(true); // Monday 11:00 CST, by the repository's week
    apply(edition({ hours }));
    expect(hoursAttribute(shown.hours)).not.toContain("Inventory day");
    const carried = hoursFromAttribute(hoursAttribute(shown.hours));
    for (const from of [shown.hours, carried]) {
      expect(open("2026-12-28T17:00:00Z", from)).toBe(false); // the closure
      expect(open("2026-12-24T18:30:00Z", from)).toBe(true); // Christmas Eve 12:30, the half day
      expect(open("2026-12-24T19:00:00Z", from)).toBe(false); // 13:00
      expect(open("2026-12-25T17:00:00Z", from)).toBe(true); // Christmas kept open: a Friday
      expect(open("2026-11-28T17:00:00Z", from)).toBe(true); // Saturday 11:00
      expect(officeStatus(new Date("2027-01-01T17:00:00Z"), from).holiday?.name).toBe("New Year's Day");
    }
    expect(hoursFromAttribute("{not json")).toBe(hoursFromAttribute(null));
    expect(hoursFromAttribute('{"week":{}}')).toBe(hoursFromAttribute(null));
  });
});
