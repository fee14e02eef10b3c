import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { applicationSchema, applicationSchemaFor } from "./application";
import { bookingSchema, bookingSchemaFor } from "./booking";
import { contactQuoteSchema, contactQuoteSchemaFor } from "./contact-quote";
import { todayInLosAngeles } from "./fields";
import { humanValue } from "./format";
import { parseForm, parseLeadForm } from "./parse";
import { quoteSchema, quoteSchemaFor } from "./quote";
import { formRegistry } from "./registry";

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const errors = (schema: Parameters<typeof parseForm>[1], fields: Record<string, string | File>) => {
  const result = parseForm(form(fields), schema, ["guestCount"]);
  return Object.fromEntries(Object.entries(result.reply().error ?? {}).map(([k, v]) => [k, v?.[0]]));
};
/** A date `days` from today in Los Angeles (the schemas' calendar), whatever the time of day in UTC. */
const inDays = (days: number) => {
  const date = new Date(`${todayInLosAngeles()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("the validation messages", () => {
  it("Book Now", () => {
    expect(errors(bookingSchema, { specialRequirements: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email is required",
      phone: "Phone number is required",
      serviceType: "Service type is required",
      eventDate: "Event date is required",
      eventTime: "Event time is required",
      guestCount: "Guest count is required",
      venueName: "Venue name is required",
      venueAddress: "Venue address is required",
    });
  });

  it("Contact quote", () => {
    expect(errors(contactQuoteSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      eventType: "Event type is required",
      datetime: "Date and time are required",
    });
  });

  it("Quote page", () => {
    expect(errors(quoteSchema, {})).toMatchObject({
      firstName: "First name is required",
      eventType: "Event type is required",
      guestCount: "Guest count is required",
      venueAddress: "Event location is required",
    });
  });

  it("Careers", () => {
    expect(errors(applicationSchema, { resume: new File([], "") })).toEqual({
      fullName: "Full name is required",
      phone: "Phone number is required",
      email: "Email is required",
      resume: "Resume is required",
      coverLetter: "A brief message is required",
    });
  });
});

describe("field rules", () => {
  it.each(["plain", "a@b", "a b@c.d", "@b.c", "a@.c d"])("refuses the e-mail %s", (email) => {
    expect(errors(contactQuoteSchema, { email }).email).toBe("Please enter a valid email address");
  });

  it("accepts a normal e-mail", () => {
    expect(errors(contactQuoteSchema, { email: "ana.ruiz+events@example.co.uk" }).email).toBeUndefined();
  });

  it("wants a whole number of at least one guest", () => {
    expect(errors(bookingSchema, { guestCount: "0" }).guestCount).toBe("Guest count must be at least 1");
    expect(errors(bookingSchema, { guestCount: "2.5" }).guestCount).toBe("Guest count must be a whole number");
    expect(errors(bookingSchema, { guestCount: "many" }).guestCount).toBe("Please enter a number of guests");
    expect(errors(bookingSchema, { guestCount: "40" }).guestCount).toBeUndefined();
  });

  it("wants a real date, today or later, within three years", () => {
    expect(errors(bookingSchema, { eventDate: "2027-02-30" }).eventDate).toBe("Please enter a valid date");
    expect(errors(bookingSchema, { eventDate: inDays(-2) }).eventDate).toBe("Event date cannot be in the past");
    expect(errors(bookingSchema, { eventDate: todayInLosAngeles() }).eventDate).toBeUndefined();
    expect(errors(bookingSchema, { eventDate: inDays(4 * 366) }).eventDate).toBe(
      "Event date must be within the next 3 years",
    );
    expect(errors(contactQuoteSchema, { datetime: `${inDays(-1)}T10:00` }).datetime).toBe(
      "Event date cannot be in the past",
    );
    expect(errors(contactQuoteSchema, { datetime: `${inDays(10)}T25:00` }).datetime).toBe(
      "Please enter a valid date and time",
    );
  });

  it("wants a real time", () => {
    expect(errors(bookingSchema, { eventTime: "24:00" }).eventTime).toBe("Please enter a valid time");
    expect(errors(bookingSchema, { eventTime: "18:30" }).eventTime).toBeUndefined();
  });

  it("only offers the spec's options", () => {
    expect(errors(bookingSchema, { serviceType: "Funeral" }).serviceType).toBe("Service type is required");
    expect(errors(bookingSchema, { serviceType: "Charity" }).serviceType).toBeUndefined();
  });

  it("keeps text fields to a sane length", () => {
    expect(errors(bookingSchema, { firstName: "x".repeat(121) }).firstName).toBe(
      "Please keep this under 120 characters",
    );
    expect(errors(bookingSchema, { specialRequirements: "x".repeat(4001) }).specialRequirements).toBe(
      "Please keep this under 4,000 characters",
    );
  });

  it("checks a résumé's name and size in the browser too", () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf");
    expect(errors(applicationSchema, { resume: big }).resume).toBe("The resume must be 5 MB or smaller");
    expect(errors(applicationSchema, { resume: new File(["x"], "cv.txt") }).resume).toBe(
      "Please upload a PDF, DOC or DOCX file",
    );
    expect(errors(applicationSchema, { resume: new File([], "cv.pdf") }).resume).toBe(
      "The file is empty. Please choose your resume again",
    );
    expect(errors(applicationSchema, { resume: new File(["%PDF-"], "CV.PDF") }).resume).toBeUndefined();
  });
});

describe("parseLeadForm", () => {
  // The browser's bundle leaves out @conform-to/zod (app/forms/parse.ts); what it answers must not change.
  const inputs: Record<string, string | File>[] = [
    {},
    { firstName: " ", lastName: "Lee", email: "not an address", guestCount: "  " },
    { guestCount: "12.5", eventDate: "2020-01-01", eventTime: "25:00", serviceType: "Bus" },
    { guestCount: "abc", resume: new File([], ""), eventDateTime: "soon", yearsExperience: "" },
    {
      firstName: "Ana",
      lastName: "Lee",
      email: "ana@example.com",
      phone: "310 555 0100",
      serviceType: "Wedding",
      eventType: "Wedding",
      eventDate: inDays(30),
      eventTime: "18:00",
      guestCount: "150",
      venueName: "Garden Estate",
      venueAddress: "1 Garden Way",
      specialRequirements: "",
    },
  ];
  for (const definition of Object.values(formRegistry)) {
    it(`answers as @conform-to/zod's parseWithZod does: ${definition.form}, in English and Spanish`, () => {
      for (const [fields, words] of inputs.flatMap((f) =>
        Object.values(definition.languages).map((w) => [f, w] as const),
      )) {
        const ours = parseLeadForm(form(fields), words);
        const reference = parseWithZod(form(fields), { schema: words.schema });
        expect(ours.status, JSON.stringify(fields)).toBe(reference.status);
        expect(ours.reply(), JSON.stringify(fields)).toEqual(reference.reply());
        if (ours.status === "success" && reference.status === "success") expect(ours.value).toEqual(reference.value);
      }
    });
  }
});

describe("the Spanish validation messages (the same schemas, built for /es)", () => {
  it("Book Now: every required field in Spanish, none in English", () => {
    expect(errors(bookingSchemaFor("es"), {})).toEqual({
      firstName: "El nombre es obligatorio",
      lastName: "El apellido es obligatorio",
      email: "El correo electrónico es obligatorio",
      phone: "El número de teléfono es obligatorio",
      serviceType: "El tipo de servicio es obligatorio",
      eventDate: "La fecha del evento es obligatoria",
      eventTime: "La hora del evento es obligatoria",
      guestCount: "El número de invitados es obligatorio",
      venueName: "El nombre del lugar es obligatorio",
      venueAddress: "La dirección del lugar es obligatoria",
    });
  });

  it("the shared rules: e-mail, dates, guests and length", () => {
    const es = bookingSchemaFor("es");
    expect(errors(es, { email: "not-an-email" }).email).toBe("Escriba un correo electrónico válido");
    expect(errors(es, { eventDate: inDays(-1) }).eventDate).toBe("La fecha del evento no puede estar en el pasado");
    expect(errors(es, { eventDate: inDays(4 * 366) }).eventDate).toBe(
      "La fecha del evento debe estar dentro de los próximos 3 años",
    );
    expect(errors(es, { guestCount: "0" }).guestCount).toBe("Debe haber al menos 1 invitado");
    expect(errors(es, { guestCount: "2.5" }).guestCount).toBe("El número de invitados debe ser un número entero");
    expect(errors(es, { firstName: "x".repeat(121) }).firstName).toBe("Escriba menos de 120 caracteres");
    // The stored values stay English: a Spanish page sends "Wedding", shown as "Boda".
    expect(errors(es, { serviceType: "Boda" }).serviceType).toBe("El tipo de servicio es obligatorio");
    expect(errors(es, { serviceType: "Wedding" }).serviceType).toBeUndefined();
  });

  it("Quote, Contact and Careers", () => {
    expect(errors(quoteSchemaFor("es"), {}).venueAddress).toBe("El lugar del evento es obligatorio");
    expect(errors(contactQuoteSchemaFor("es"), {}).datetime).toBe("La fecha y la hora son obligatorias");
    expect(errors(applicationSchemaFor("es"), {})).toMatchObject({
      fullName: "El nombre completo es obligatorio",
      resume: "El currículum es obligatorio",
      coverLetter: "Escriba un mensaje breve",
    });
    expect(errors(applicationSchemaFor("es"), { resume: new File(["x"], "cv.txt") }).resume).toBe(
      "Suba un archivo PDF, DOC o DOCX",
    );
  });

  it("each form's Spanish fields label every field and every option", () => {
    for (const definition of Object.values(formRegistry)) {
      const english = definition.languages.en.fields;
      const spanish = definition.languages.es.fields;
      expect(spanish.map((f) => f.name)).toEqual(english.map((f) => f.name));
      for (const [i, field] of spanish.entries()) expect(field.label).not.toBe(english[i]?.label);
      for (const field of spanish.filter((f) => f.options)) {
        for (const option of field.options ?? []) expect(field.optionLabels?.[option], option).toBeTruthy();
      }
    }
  });
});

describe("a submitted value as the visitor reads it", () => {
  it('writes Spanish times in the site\'s one form, "5:30 p. m." with no-break spaces', () => {
    const nb = (s: string) => s.replace(/(\d) ([ap])\. m\./g, "$1\u00a0$2.\u00a0m.");
    expect(humanValue({ type: "time" }, "17:30", "es")).toBe(nb("5:30 p. m."));
    expect(humanValue({ type: "time" }, "09:00", "es")).toBe(nb("9:00 a. m."));
    expect(humanValue({ type: "datetime-local" }, "2026-08-25T17:30", "es")).toBe(
      nb("martes, 25 de agosto de 2026, 5:30 p. m."),
    );
  });
});
