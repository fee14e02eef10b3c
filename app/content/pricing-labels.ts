import { type PricingRules, pricedEventTypes } from "./editable";

/*
 * The pricing rules' fields as the pricing screen (/staff/content/pricing) names them, by the form's flat field
 * names ("peak.label.en", "permits.1.lead"): one vocabulary for the screen's messages and the history's comparison.
 */

export const pricedEventTypeLabels: Record<(typeof pricedEventTypes)[number], string> = {
  Wedding: "Wedding",
  Corporate: "Corporate event",
  "Private Party": "Private party",
  Charity: "Charity gala",
  Holiday: "Holiday party",
  Hotel: "Hotel",
  Restaurant: "Restaurant",
  Other: "Other",
};

export const pricingLabels: Record<string, string> = {
  showPublicRange: "Show visitors the price range",
  hourlyRate: "Rate per attendant-hour",
  minimumHours: "Minimum hours per attendant",
  minimumTotal: "Minimum total",
  arrivalBufferMinutes: "Team arrives before the guests",
  bookingLeadDays: "Booking lead time",
  "peak.from": "Peak dates from",
  "peak.to": "Peak dates to",
  "peak.percent": "Peak surcharge",
  "peak.label.en": "Peak dates' name (English)",
  "peak.label.es": "Peak dates' name (Spanish)",
  "late.after": "Late hours from",
  "late.percent": "Late-hours surcharge",
  "includes.en": "What the price includes (English)",
  "includes.es": "What the price includes (Spanish)",
  ...Object.fromEntries(
    pricedEventTypes.map((type) => [`lengths.${type}`, `Usual length: ${pricedEventTypeLabels[type]}`]),
  ),
};

/** The screen's panel a field is in, by the first part of its name. */
export function pricingPanelOf(name: string): string {
  const first = name.split(".")[0] ?? "";
  if (first === "peak" || first === "late") return "Surcharges";
  if (first === "lengths") return "Usual length of each event";
  if (first === "includes") return "What the price includes";
  if (first === "permits") return "City permits";
  return "Rates";
}

export const permitFields = ["city", "matches", "unit", "lead", "commercialLead", "fee"] as const;
export const permitTexts = ["feeLine", "note"] as const;

/** A city permit's fields, as each row of the City permits panel labels them. */
export const permitLabels: Record<(typeof permitFields)[number] | (typeof permitTexts)[number], string> = {
  city: "City",
  matches: "Also recognised by",
  unit: "Lead time in",
  lead: "Lead time",
  commercialLead: "Lead time for a commercial venue",
  fee: "Fee added to the estimate",
  feeLine: "Fee line",
  note: "Note",
};

export const permitUnitOptions = [
  { value: "hours", label: "Hours before the event" },
  { value: "workingDays", label: "City working days before the event" },
] as const;

/** The rules as the form's flat fields ("peak.label.en", "permits.1.lead"). */
export function pricingValues(rules: PricingRules): Record<string, string> {
  const values: Record<string, string> = {
    showPublicRange: rules.showPublicRange ? "on" : "",
    hourlyRate: String(rules.hourlyRate),
    minimumHours: String(rules.minimumHours),
    minimumTotal: String(rules.minimumTotal),
    arrivalBufferMinutes: String(rules.arrivalBufferMinutes),
    bookingLeadDays: String(rules.bookingLeadDays),
    "peak.from": rules.peak.from,
    "peak.to": rules.peak.to,
    "peak.percent": String(rules.peak.percent),
    "peak.label.en": rules.peak.label.en,
    "peak.label.es": rules.peak.label.es,
    "late.after": rules.late.after,
    "late.percent": String(rules.late.percent),
    "includes.en": rules.includes.en,
    "includes.es": rules.includes.es,
  };
  for (const type of pricedEventTypes) values[`lengths.${type}`] = String(rules.lengths[type]);
  rules.permits.forEach((permit, i) => {
    for (const field of permitFields) values[`permits.${i}.${field}`] = String(permit[field] ?? "");
    for (const field of permitTexts) {
      values[`permits.${i}.${field}.en`] = permit[field].en;
      values[`permits.${i}.${field}.es`] = permit[field].es;
    }
  });
  return values;
}
