import * as z from "zod/mini";
import {
  choice,
  email,
  eventDate,
  eventTime,
  type FieldSpec,
  guestCount,
  optionalText,
  phone,
  requiredText,
} from "./fields";

export const serviceTypes = ["Wedding", "Corporate", "Private Party", "Charity", "Hotel", "Holiday", "Other"] as const;

/** Book Now (spec §3, §5). */
export const bookingSchema = z.object({
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  email,
  phone,
  serviceType: choice(serviceTypes, "Service type is required"),
  eventDate: eventDate("Event date is required"),
  eventTime: eventTime("Event time is required"),
  guestCount: guestCount("Guest count is required"),
  venueName: requiredText("Venue name is required", 200),
  venueAddress: requiredText("Venue address is required", 300),
  specialRequirements: optionalText(),
});

export type BookingRequest = z.infer<typeof bookingSchema>;

export const bookingFields: FieldSpec<keyof BookingRequest>[] = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name", half: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", half: true },
  { name: "phone", label: "Phone number", type: "tel", autoComplete: "tel", half: true },
  { name: "serviceType", label: "Service type", type: "select", options: serviceTypes, half: true },
  { name: "guestCount", label: "Guest count", type: "number", half: true, hint: "About 1 attendant per 25–30 guests." },
  { name: "eventDate", label: "Event date", type: "date", half: true },
  { name: "eventTime", label: "Event time", type: "time", half: true },
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
