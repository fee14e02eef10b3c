import * as z from "zod/mini";
import {
  choice,
  eventDate,
  eventTime,
  type FieldSpec,
  guestCount,
  optionalText,
  requiredText,
  visitorFields,
  visitorSchema,
} from "./fields";

export const quoteEventTypes = ["Wedding", "Restaurant", "Hotel", "Private Party", "Corporate", "Other"] as const;

/** The Quote page form. */
export const quoteSchema = z.object({
  ...visitorSchema,
  eventType: choice(quoteEventTypes, "Event type is required"),
  eventDate: eventDate("Event date is required"),
  eventTime: eventTime("Event time is required"),
  guestCount: guestCount("Guest count is required"),
  venueAddress: requiredText("Event location is required", 300),
  specialRequirements: optionalText(),
});

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
