/**
 * Office hours: the data behind the hours table, the header, the structured data and the open-now indicator
 * (evaluated with the holiday rules by app/lib/office-hours.ts, on the server and in the browser).
 * The spec keeps the hours in Central Time (the company's Chicago roots); the Pacific equivalent is shown beside.
 */
export const openingHours = {
  timeZone: "America/Chicago",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "09:00",
  closes: "17:00",
  label: "Monday – Friday",
  hoursCT: "9:00 am – 5:00 pm CT",
  hoursPT: "7:00 am – 3:00 pm PT",
  /** The same hours on the business's own (Los Angeles) clock, as search engines read local hours. */
  pacific: { opens: "07:00", closes: "15:00" },
  closedLabel: "Saturday – Sunday",
} as const;
