import type { Lang } from "../lib/lang";

/** The /hours page's words for the owner's dated entries (app/content/hours-edit.ts). */
export const hoursWords: Record<Lang, { special: string }> = {
  en: { special: "Special hours:" },
  es: { special: "Horario especial:" },
};
