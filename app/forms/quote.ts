import type * as z from "zod/mini";
import type { Lang } from "~/lib/lang";
import {
  eventFields,
  eventRequestSchema,
  type FieldSpec,
  type FieldWords,
  rules,
  sharedFieldWordsEs,
  translateFields,
  visitorFields,
} from "./fields";

export const quoteEventTypes = ["Wedding", "Restaurant", "Hotel", "Private Party", "Corporate", "Other"] as const;

const required = {
  en: {
    eventType: "Event type is required",
    venueAddress: "Event location is required",
  },
  es: {
    eventType: "El tipo de evento es obligatorio",
    venueAddress: "El lugar del evento es obligatorio",
  },
} satisfies Record<Lang, Record<string, string>>;

/** The Quote page form, with its messages in one language. */
export function quoteSchemaFor(lang: Lang) {
  const r = rules(lang);
  const m = required[lang];
  return eventRequestSchema(
    lang,
    { eventType: r.choice(quoteEventTypes, m.eventType) },
    { venueAddress: r.requiredText(m.venueAddress, 300) },
  );
}

export const quoteSchema = quoteSchemaFor("en");

export type QuoteRequest = z.infer<typeof quoteSchema>;

export const quoteFields: FieldSpec<keyof QuoteRequest>[] = [
  ...visitorFields,
  { name: "eventType", label: "Event type", type: "select", options: quoteEventTypes, half: true },
  ...eventFields,
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
  venueAddress: { label: "Lugar del evento" },
  specialRequirements: { label: "Requisitos especiales" },
};

export const quoteFieldsEs = translateFields(quoteFields, quoteFieldWordsEs, quoteEventTypeLabelsEs);
