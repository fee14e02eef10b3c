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

export const serviceTypes = ["Wedding", "Corporate", "Private Party", "Charity", "Hotel", "Holiday", "Other"] as const;

const required = {
  en: {
    serviceType: "Service type is required",
    venueName: "Venue name is required",
    venueAddress: "Venue address is required",
  },
  es: {
    serviceType: "El tipo de servicio es obligatorio",
    venueName: "El nombre del lugar es obligatorio",
    venueAddress: "La dirección del lugar es obligatoria",
  },
} satisfies Record<Lang, Record<string, string>>;

/** Book Now, with its messages in one language. */
export function bookingSchemaFor(lang: Lang) {
  const r = rules(lang);
  const m = required[lang];
  return eventRequestSchema(
    lang,
    { serviceType: r.choice(serviceTypes, m.serviceType) },
    { venueName: r.requiredText(m.venueName, 200), venueAddress: r.requiredText(m.venueAddress, 300) },
  );
}

export const bookingSchema = bookingSchemaFor("en");

export type BookingRequest = z.infer<typeof bookingSchema>;

export const bookingFields: FieldSpec<keyof BookingRequest>[] = [
  ...visitorFields,
  { name: "serviceType", label: "Service type", type: "select", options: serviceTypes, half: true },
  ...eventFields,
  { name: "venueName", label: "Venue name", type: "text", autoComplete: "organization" },
  { name: "venueAddress", label: "Venue address", type: "text", autoComplete: "street-address" },
  {
    name: "specialRequirements",
    label: "Special requirements",
    type: "textarea",
    optional: true,
    placeholder: "VIP arrivals, accessibility needs, staggered arrival times…",
  },
];

export const serviceTypeLabelsEs: Record<(typeof serviceTypes)[number], string> = {
  Wedding: "Boda",
  Corporate: "Evento corporativo",
  "Private Party": "Fiesta privada",
  Charity: "Evento benéfico",
  Hotel: "Hotel",
  Holiday: "Fiesta decembrina",
  Other: "Otro",
};

const bookingFieldWordsEs: Record<keyof BookingRequest, FieldWords> = {
  ...sharedFieldWordsEs,
  serviceType: { label: "Tipo de servicio" },
  guestCount: { label: "Número de invitados", hint: "Aproximadamente 1 valet por cada 25–30 invitados." },
  venueName: { label: "Nombre del lugar" },
  venueAddress: { label: "Dirección del lugar" },
  specialRequirements: {
    label: "Requisitos especiales",
    placeholder: "Llegadas VIP, necesidades de accesibilidad, llegadas escalonadas…",
  },
};

export const bookingFieldsEs = translateFields(bookingFields, bookingFieldWordsEs, serviceTypeLabelsEs);
