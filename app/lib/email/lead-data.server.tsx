/**
 * A lead as its two e-mails see it: the notification to the company (kinds/lead-notification.server.tsx) and the
 * confirmation to the visitor (kinds/lead-confirmation.server.tsx).
 */

import type { StaffEstimateLines } from "~/lib/estimate.server";
import type { EstimateThanks } from "~/lib/estimate-view";
import type { Lang } from "~/lib/lang";
import type { LeadForm } from "~/lib/storage/schema";
import { MultiLine } from "./components.server";
import { multiLine, oneLine } from "./text.server";

export interface LeadEmailData {
  /** Short human-readable reference, e.g. "GK-7F3K2Q". */
  reference: string;
  form: LeadForm;
  /** ISO instant. */
  receivedAt: string;
  /** Visitor's full name. */
  name: string;
  email: string;
  phone: string;
  /**
   * Every submitted field in form order, human-readable ("Guest count", "150"); `chosen` marks a value picked from
   * a list or a date, time or number input, never free text: only those go back to the visitor.
   */
  fields: { label: string; value: string; chosen?: boolean }[];
  /** Path the form was sent from, e.g. "/book". */
  sourcePage: string | null;
  /** External referrer of the visit, full URL. */
  referrer: string | null;
  /** utm_source, utm_medium, … (may be empty). */
  utm: Record<string, string>;
  /** Absolute staff-only link to the résumé (applications only). */
  resumeUrl: string | null;
  /** The instant staffing estimate in one line (booking and quote; ~/lib/staffing.ts), for the company. */
  staffing?: string | null;
  /** The price estimate for the company: its range, plan, parts and flags (booking and quote; ~/lib/pricing.ts). */
  estimate?: StaffEstimateLines | null;
  /** The estimate as the visitor was shown it, in their language, for their confirmation. */
  visitorEstimate?: EstimateThanks | null;
  /** The confirmation carries the booking as a calendar file. */
  calendarAttached?: boolean;
  /** The visitor's confirmation waits for staff: the site's hourly budget of confirmations was spent. */
  confirmationHeld?: boolean;
  /** The language of the page the lead came from; English when not given. The notification names it. */
  language?: Lang;
  /** `fields` as the visitor saw them, in their language: what their confirmation repeats. */
  visitorFields?: { label: string; value: string; chosen?: boolean }[];
}

/** The visitor's answers, as typed; an empty one as a dash. */
export const fieldRows = (fields: LeadEmailData["fields"]) =>
  fields.map((f) => ({
    label: oneLine(f.label),
    value: f.value.trim() === "" ? "—" : <MultiLine value={multiLine(f.value)} />,
  }));
