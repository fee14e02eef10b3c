import * as z from "zod/mini";
import { choice, email, eventDateTime, type FieldSpec, optionalText, phone, requiredText } from "./fields";

export const contactEventTypes = [
  "Wedding",
  "Corporate Event",
  "Private Party",
  "Restaurant/Hotel",
  "Charity Event",
  "Holiday Event",
  "Other",
] as const;

/** The Contact page's "Request a Quote" form. */
export const contactQuoteSchema = z.object({
  name: requiredText("Name is required"),
  email,
  phone,
  eventType: choice(contactEventTypes, "Event type is required"),
  datetime: eventDateTime("Date and time are required"),
  message: optionalText(),
});

export type ContactQuoteRequest = z.infer<typeof contactQuoteSchema>;

export const contactQuoteFields: FieldSpec<keyof ContactQuoteRequest>[] = [
  { name: "name", label: "Name", type: "text", autoComplete: "name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
  { name: "eventType", label: "Event type", type: "select", options: contactEventTypes, half: true },
  { name: "datetime", label: "Event date and time", type: "datetime-local", half: true },
  { name: "message", label: "Message", type: "textarea", optional: true },
];
