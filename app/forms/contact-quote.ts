import * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import { type FieldSpec, type FieldWords, rules, sharedFieldWordsEs, translateFields } from "./fields";

export const contactEventTypes = [
  "Wedding",
  "Corporate Event",
  "Private Party",
  "Restaurant/Hotel",
  "Charity Event",
  "Holiday Event",
  "Other",
] as const;

const required = {
  en: {
    name: "Name is required",
    eventType: "Event type is required",
    datetime: "Date and time are required",
  },
  es: {
    name: "El nombre es obligatorio",
    eventType: "El tipo de evento es obligatorio",
    datetime: "La fecha y la hora son obligatorias",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The Contact page's "Request a Quote" form, with its messages in one language. */
export function contactQuoteSchemaFor(lang: Lang) {
  const r = rules(lang);
  const m = required[lang];
  return z.object({
    name: r.requiredText(m.name),
    email: r.email,
    phone: r.phone,
    eventType: r.choice(contactEventTypes, m.eventType),
    datetime: r.eventDateTime(m.datetime),
    message: r.optionalText(),
  });
}

export const contactQuoteSchema = contactQuoteSchemaFor("en");

export type ContactQuoteRequest = z.infer<typeof contactQuoteSchema>;

export const contactQuoteFields: FieldSpec<keyof ContactQuoteRequest>[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
  { name: "eventType", label: "Event type", type: "select", options: contactEventTypes, half: true },
  { name: "datetime", label: "Event date and time", type: "datetime-local", half: true },
  { name: "message", label: "Message", type: "textarea", optional: true },
];

const contactEventTypeLabelsEs: Record<(typeof contactEventTypes)[number], string> = {
  Wedding: "Boda",
  "Corporate Event": "Evento corporativo",
  "Private Party": "Fiesta privada",
  "Restaurant/Hotel": "Restaurante u hotel",
  "Charity Event": "Evento benéfico",
  "Holiday Event": "Fiesta decembrina",
  Other: "Otro",
};

const contactQuoteFieldWordsEs: Record<keyof ContactQuoteRequest, FieldWords> = {
  name: { label: "Nombre completo" },
  email: sharedFieldWordsEs.email,
  phone: sharedFieldWordsEs.phone,
  eventType: { label: "Tipo de evento" },
  datetime: { label: "Fecha y hora del evento" },
  message: { label: "Mensaje" },
};

export const contactQuoteFieldsEs = translateFields(
  contactQuoteFields,
  contactQuoteFieldWordsEs,
  contactEventTypeLabelsEs,
);
