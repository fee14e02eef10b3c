import * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import {
  type FieldSpec,
  type FieldWords,
  rules,
  sharedFieldWordsEs,
  translateFields,
  visitorFields,
  visitorSchema,
} from "./fields";

export const quoteEventTypes = ["Wedding", "Restaurant", "Hotel", "Private Party", "Corporate", "Other"] as const;

const required = {
  en: {
    eventType: "Event type is required",
    eventDate: "Event date is required",
    eventTime: "Event time is required",
    guestCount: "Guest count is required",
    venueAddress: "Event location is required",
  },
  es: {
    eventType: "El tipo de evento es obligatorio",
    eventDate: "La fecha del evento es obligatoria",
    eventTime: "La hora del evento es obligatoria",
    guestCount: "El número de invitados es obligatorio",
    venueAddress: "El lugar del evento es obligatorio",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The Quote page form, with its messages in one language. */
export function quoteSchemaFor(lang: Lang) {
  const r = rules(lang);
  const m = required[lang];
  return z.object({
    ...visitorSchema(lang),
    eventType: r.choice(quoteEventTypes, m.eventType),
    eventDate: r.eventDate(m.eventDate),
    eventTime: r.eventTime(m.eventTime),
    guestCount: r.guestCount(m.guestCount),
    venueAddress: r.requiredText(m.venueAddress, 300),
    specialRequirements: r.optionalText(),
  });
}

export const quoteSchema = quoteSchemaFor("en");

export type QuoteRequest = z.infer<typeof quoteSchema>;

export const quoteFields: FieldSpec<keyof QuoteRequest>[] = [
  ...visitorFields,
  { name: "eventType", label: "Event type", type: "select", options: quoteEventTypes, half: true },
  { name: "guestCount", label: "Guest count", type: "number", half: true },
  { name: "eventDate", label: "Event date", type: "date", half: true },
  { name: "eventTime", label: "Event time", type: "time", half: true },
  { name: "venueAddress", label: "Event location", type: "text", autoComplete: "street-address" },
  { name: "specialRequirements", label: "Special requirements", type: "textarea", optional: true },
];

const quoteEventTypeLabelsEs: Record<(typeof quoteEventTypes)[number], string> = {
  Wedding: "Boda",
  Restaurant: "Restaurante",
  Hotel: "Hotel",
  "Private Party": "Fiesta privada",
  Corporate: "Evento corporativo",
  Other: "Otro",
};

const quoteFieldWordsEs: Record<keyof QuoteRequest, FieldWords> = {
  ...sharedFieldWordsEs,
  eventType: { label: "Tipo de evento" },
  guestCount: { label: "Número de invitados" },
  eventDate: { label: "Fecha del evento" },
  eventTime: { label: "Hora del evento" },
  venueAddress: { label: "Lugar del evento" },
  specialRequirements: { label: "Requisitos especiales" },
};

export const quoteFieldsEs = translateFields(quoteFields, quoteFieldWordsEs, quoteEventTypeLabelsEs);
