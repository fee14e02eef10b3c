import { formRegistry } from "~/forms/registry";
import type { LeadStatus } from "~/lib/storage/schema";
import { leadForms } from "~/lib/storage/schema";

/* What the staff pages show about leads, shared by their server code and their templates. */

export const inboxForms = [...leadForms, "newsletter"] as const;
export type InboxForm = (typeof inboxForms)[number];

export interface InboxRow {
  kind: "lead" | "subscriber";
  id: number;
  reference: string | null;
  form: InboxForm;
  status: LeadStatus | "subscribed" | "unconfirmed" | "unsubscribed";
  name: string;
  email: string;
  phone: string;
  createdAt: string;
  sourcePage: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  details: { label: string; value: string }[];
  /** A lead's e-mail that is not going out: failed for good, or waiting for another try. */
  mail: "failed" | "retrying" | null;
}

/** Whether a lead still waiting for a first reply is near (or past) the promised reply time. */
export function replyDue(
  row: Pick<InboxRow, "form" | "status" | "createdAt">,
  now = Date.now(),
): "overdue" | "soon" | null {
  if (row.status !== "new" || row.form === "newsletter") return null;
  const hours = (now - Date.parse(row.createdAt)) / 3_600_000;
  const limit = formRegistry[row.form].replyHours;
  if (hours >= limit) return "overdue";
  return hours >= limit - 6 ? "soon" : null;
}

const laTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  dateStyle: "medium",
  timeStyle: "short",
});
export const losAngelesTime = (iso: string) => laTime.format(new Date(iso));
