import type { Lang } from "~/lib/lang";
import { spanishTimes } from "~/lib/us-clock";
import type { FieldSpec } from "./fields";

const formats = {
  en: {
    date: new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }),
    time: new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" }),
  },
  es: {
    date: new Intl.DateTimeFormat("es-US", { dateStyle: "full", timeZone: "UTC" }),
    time: new Intl.DateTimeFormat("es-US", { timeStyle: "short", timeZone: "UTC" }),
  },
} satisfies Record<Lang, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>;

/**
 * A submitted value as a person reads it: "Saturday, May 1, 2027", "5:30 PM", "cv.pdf (120 KB)"; in Spanish
 * "sábado, 1 de mayo de 2027", "5:30 p. m.", and a chosen option by its label.
 */
export function humanValue(spec: Pick<FieldSpec, "type" | "optionLabels">, value: unknown, lang: Lang = "en"): string {
  if (value === undefined || value === null || value === "") return "—";
  if (value instanceof File) return `${value.name} (${Math.ceil(value.size / 1024)} KB)`;
  const text = String(value);
  const { date } = formats[lang];
  const time = (at: Date) => {
    const shown = formats[lang].time.format(at);
    return lang === "es" ? spanishTimes(shown) : shown;
  };
  if (spec.type === "date") return date.format(new Date(`${text}T00:00:00Z`));
  if (spec.type === "time") return time(new Date(`1970-01-01T${text}Z`));
  if (spec.type === "datetime-local") {
    const at = new Date(`${text}Z`);
    return `${date.format(at)}, ${time(at)}`;
  }
  // The value may be the visitor's: only the spec's own labels count, never what every object inherits.
  return spec.optionLabels && Object.hasOwn(spec.optionLabels, text) ? (spec.optionLabels[text] ?? text) : text;
}
