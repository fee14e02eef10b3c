import type { FieldSpec } from "./fields";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" });

/** A submitted value as a person reads it: "Saturday, May 1, 2027", "5:30 PM", "cv.pdf (120 KB)". */
export function humanValue(spec: Pick<FieldSpec, "type">, value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  if (value instanceof File) return `${value.name} (${Math.ceil(value.size / 1024)} KB)`;
  const text = String(value);
  if (spec.type === "date") return dateFormat.format(new Date(`${text}T00:00:00Z`));
  if (spec.type === "time") return timeFormat.format(new Date(`1970-01-01T${text}Z`));
  if (spec.type === "datetime-local") {
    const at = new Date(`${text}Z`);
    return `${dateFormat.format(at)}, ${timeFormat.format(at)}`;
  }
  return text;
}
