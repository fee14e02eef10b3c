import { randomUUID } from "node:crypto";
import type { LeadSubmission } from "~/lib/leads/leads.server";

/** A valid booking as the lead action hands it to storage; each call is a new submission from a new address. */
export function leadSubmission(overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  return {
    form: "booking",
    submissionId: randomUUID(),
    name: "Ana Ruiz",
    email: `ana.${randomUUID().slice(0, 8)}@example.com`,
    phone: "310 555 0100",
    values: { firstName: "Ana", lastName: "Ruiz", guestCount: 120 },
    labelled: [{ label: "Guest count", value: "120", chosen: true }],
    sourcePage: "/book",
    referrer: "https://www.google.com/",
    utm: { utm_source: "google" },
    ip: "127.0.0.1",
    userAgent: "test",
    resume: null,
    spamReason: null,
    ...overrides,
  };
}
