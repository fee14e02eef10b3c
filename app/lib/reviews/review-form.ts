import { z } from "zod";
import { formValuesOf } from "~/lib/form-values";
import type { Lang } from "~/lib/lang";

/*
 * The client's review form (/review/<token>): its fields, limits and messages in both languages, and the one
 * schema the page and the server share. The form is plain HTML (no script): the server checks it and shows each
 * problem beside its field with what was typed.
 */

export const reviewFields = ["rating", "text", "name", "consent"] as const;
export type ReviewField = (typeof reviewFields)[number];
export type ReviewValues = Record<ReviewField, string>;
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_NAME_MAX = 40;
export const ratings = [5, 4, 3, 2, 1] as const;

export const reviewMessages: Record<Lang, Record<"rating" | "text" | "textLong" | "name" | "nameLong", string>> = {
  en: {
    rating: "Choose a rating from 1 to 5 stars.",
    text: "Tell us in a few words how the valet service went.",
    textLong: `Your review can have at most ${REVIEW_TEXT_MAX} characters.`,
    name: "Enter the name to show with your review, e.g. Ana G.",
    nameLong: `The name can have at most ${REVIEW_NAME_MAX} characters.`,
  },
  es: {
    rating: "Elija una calificación de 1 a 5 estrellas.",
    text: "Cuéntenos en pocas palabras cómo estuvo el servicio de valet.",
    textLong: `Su reseña puede tener como máximo ${REVIEW_TEXT_MAX} caracteres.`,
    name: "Escriba el nombre que se mostrará con su reseña, por ejemplo Ana G.",
    nameLong: `El nombre puede tener como máximo ${REVIEW_NAME_MAX} caracteres.`,
  },
};

/** The form's one schema: what the page sends (strings; an unticked box sends nothing) in, a review out. */
export function reviewSchema(lang: Lang) {
  const m = reviewMessages[lang];
  return z.object({
    rating: z
      .string()
      .refine((v) => /^[1-5]$/.test(v), m.rating)
      .transform(Number),
    text: z
      .string()
      .transform((v) => v.replace(/\r\n?/g, "\n").trim())
      .pipe(z.string().min(1, m.text).max(REVIEW_TEXT_MAX, m.textLong)),
    name: z
      .string()
      .transform((v) => v.replace(/\s+/g, " ").trim())
      .pipe(z.string().min(1, m.name).max(REVIEW_NAME_MAX, m.nameLong)),
    consent: z.string().transform((v) => v === "yes"),
  });
}

export type ReviewInput = z.output<ReturnType<typeof reviewSchema>>;

/** The form's values as sent (missing ones empty), to check and to show again. */
export const reviewValuesOf = (form: FormData): ReviewValues => formValuesOf(form, reviewFields);

/** Reads the form: the review, or each field's first problem. */
export function parseReview(
  values: ReviewValues,
  lang: Lang,
): { ok: true; value: ReviewInput } | { ok: false; errors: ReviewErrors } {
  const result = reviewSchema(lang).safeParse(values);
  if (result.success) return { ok: true, value: result.data };
  const errors: ReviewErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "text") as ReviewField;
    errors[name] ??= issue.message;
  }
  return { ok: false, errors };
}

/** "Ana G." for Ana García: the first name and the last name's initial, as reviews are signed. */
export function shortName(firstName: string, lastName: string): string {
  const first = firstName.replace(/\s+/g, " ").trim();
  const initial = Array.from(lastName.trim())[0]?.toUpperCase();
  return `${first}${initial ? ` ${initial}.` : ""}`.slice(0, REVIEW_NAME_MAX);
}
