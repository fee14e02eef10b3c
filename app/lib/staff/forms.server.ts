import { parse } from "@conform-to/react";
import { z } from "zod";
import type { FieldErrors } from "~/components/staff/StaffField";
import { EMAIL } from "~/forms/fields";
import { answerSchema, figuresSchema } from "~/lib/reviews/moderation";
import { PASSWORD_MIN } from "~/lib/staff/accounts.server";
import { type PasswordOwner, passwordProblem } from "~/lib/staff/passwords.server";
import { contentRights, staffRoles } from "~/lib/storage/schema";

/**
 * The staff area's own forms (server-rendered, no JavaScript): their rules and messages. Conform reads them, as it
 * does the public forms (`parse`, then the schema: what @conform-to/zod's parseWithZod does, which is only a
 * development dependency, ADR 028), but without coercion: a field left empty is "" and gets its own message
 * ("Enter the person's name."), not a "required" one; a field the form does not send at all is undefined.
 */

const password = z
  .string()
  .min(PASSWORD_MIN, `Passwords need at least ${PASSWORD_MIN} characters.`)
  .max(200, "Passwords can have at most 200 characters.");

/** Refuses a password made of what attackers try first, or of the account's own name or address. */
function refuseGuessable(ctx: z.RefinementCtx, password: string, owner: PasswordOwner) {
  const problem = passwordProblem(password, owner);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
}

export const newMemberSchema = z
  .object({
    name: z.string().trim().min(1, "Enter the person's name.").max(80, "Names can have at most 80 characters."),
    email: z.string().trim().max(254).regex(EMAIL, "Enter a valid e-mail address."),
    role: z.enum(staffRoles, { message: "Choose a role." }),
    /** What the account may do with the site's content, chosen with the account (an owner may do all). */
    contentRight: z
      .enum(contentRights, { message: "Choose what this account may do with the site's content." })
      .default("none"),
    password,
  })
  .superRefine((value, ctx) => refuseGuessable(ctx, value.password, value));

/** A new password; the account's own name and address are checked where the account is known (passwordProblem). */
export const newPasswordSchema = z
  .object({ password })
  .superRefine((value, ctx) => refuseGuessable(ctx, value.password, { email: "" }));

/** A text field the form may leave out: read as "", as the page always read it. */
const textOrEmpty = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .pipe(schema);

/** The figures the site states (/staff/reviews): an empty starting number is none. */
export const figuresFormSchema = z.object({
  mode: figuresSchema.shape.mode,
  startingEvents: textOrEmpty(figuresSchema.shape.startingEvents),
});

/** The owner's answer to a review (/staff/reviews): an empty one takes the answer away. */
export const answerFormSchema = z.object({ answer: textOrEmpty(answerSchema) });

/** What a staff form's action answers when the schema refuses it: each field's first message, by the name the form
 * gives the field ("title.en", "dates.0.date"), and the first of them as one sentence for the page. */
export type Refusal = { ok: false; errors: FieldErrors; problem: string };

/**
 * The one way a staff action reads its form: Conform's submission (`parse`), shaped by `prepare` when the schema's
 * object is not the form's own (a number, a file stored first, a row renumbered), then the schema. Line breaks
 * come as a browser sends them (CR LF) and are read as the one character the limits count.
 */
export function parseStaffForm<S extends z.ZodType>(
  form: FormData,
  schema: S,
  {
    prepare = (payload) => payload,
    fallback = "Check the form.",
  }: {
    prepare?: (payload: Record<string, unknown>) => unknown;
    fallback?: string;
  } = {},
): { ok: true; value: z.output<S> } | Refusal {
  const submission = parse(form, {
    resolve(payload) {
      const result = schema.safeParse(prepare(withNewlines(payload) as Record<string, unknown>));
      if (result.success) return { value: result.data as z.output<S> };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = issue.path.map(String).join(".");
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
  if (submission.status === "success") return { ok: true, value: submission.value };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return { ok: false, errors, problem: Object.values(errors)[0] ?? fallback };
}

const withNewlines = (value: unknown): unknown =>
  typeof value === "string"
    ? value.replace(/\r\n?/g, "\n")
    : Array.isArray(value)
      ? value.map(withNewlines)
      : value && typeof value === "object" && !(value instanceof File)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNewlines(v)]))
        : value;

/**
 * Errors of lists the schema was given without their empty rows, renamed to the rows the form shows: the
 * schema's "links.0.href" is the form's "links.2.href" when `rows.links` is [2, …].
 */
export function onFormRows(errors: FieldErrors, rows: Record<string, readonly number[]>): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const [list = "", index = "", ...rest] = name.split(".");
    const row = rows[list]?.[Number(index)];
    renamed[row === undefined ? name : [list, row, ...rest].join(".")] ??= message;
  }
  return renamed;
}
