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

export const serviceTypes = ["Wedding", "Corporate", "Private Party", "Charity", "Hotel", "Holiday", "Other"] as const;

/** Book Now. */
export const bookingSchema = z.object({
  ...visitorSchema,
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
  ...visitorFields,
  { name: "serviceType", label: "Service type", type: "select", options: serviceTypes, half: true },
  // The staffing estimate under this row gives the 25–30 guests rule (LeadForm's StaffingStatus).
  { name: "guestCount", label: "Guest count", type: "number", half: true },
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
