import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSchema, figuresSchema } from "~/lib/reviews/moderation";
import {
  answerFormSchema,
  figuresFormSchema,
  newMemberSchema,
  newPasswordSchema,
  parseStaffForm,
} from "./forms.server";

/*
 * The staff account forms' answers, as the pages send them (/staff/users: add an account, set a password;
 * /staff/account: a new password): every field's message and the value kept, whatever reads the form.
 */

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries({ csrf: "token", intent: "add", ...fields })) data.append(name, value);
  return data;
};
/** The answer with its problem as the one sentence a page shows (each field's message is checked below). */
const sentenceOf = <S extends z.ZodType>(data: FormData, schema: S, fallback?: string) => {
  const answer = parseStaffForm(data, schema, { fallback });
  return answer.ok ? answer : ({ ok: false, error: answer.problem } as const);
};
const member = {
  name: "Bea Lopez",
  email: "bea.lopez@valet.example",
  role: "staff",
  password: "tall hedges by the pier",
};

describe("the new account form (/staff/users)", () => {
  const cases: [Record<string, string>, string][] = [
    [{ name: "", email: "", role: "", password: "" }, "Enter the person's name."],
    [{ ...member, name: "" }, "Enter the person's name."],
    [{ ...member, name: "   " }, "Enter the person's name."],
    [{ ...member, name: "B".repeat(81) }, "Names can have at most 80 characters."],
    [{ ...member, email: "" }, "Enter a valid e-mail address."],
    [{ ...member, email: "bea at valet" }, "Enter a valid e-mail address."],
    [{ ...member, role: "" }, "Choose a role."],
    [{ ...member, role: "king" }, "Choose a role."],
    [{ ...member, contentRight: "everything" }, "Choose what this account may do with the site's content."],
    [{ ...member, password: "" }, "Passwords need at least 12 characters."],
    [{ ...member, password: "short" }, "Passwords need at least 12 characters."],
    [{ ...member, password: "p".repeat(100) + "q".repeat(101) }, "Passwords can have at most 200 characters."],
    [{ ...member, email: "", password: "" }, "Enter a valid e-mail address."],
  ];
  for (const [fields, message] of cases) {
    it(`answers "${message}" for ${JSON.stringify(fields).slice(0, 90)}`, () => {
      expect(sentenceOf(form(fields), newMemberSchema)).toEqual({ ok: false, error: message });
    });
  }

  it("refuses a guessable password with its reason", () => {
    const common = sentenceOf(form({ ...member, password: "password1234" }), newMemberSchema);
    expect(common.ok ? null : common.error).toMatch(/^That password is one of the most common ones/);
    const own = sentenceOf(form({ ...member, password: "x BeaLopez x" }), newMemberSchema);
    expect(own.ok ? null : own.error).toMatch(/e-mail address or name/);
  });

  it("keeps the account as typed, name and address trimmed", () => {
    const fields = { ...member, name: "  Bea Lopez ", email: " bea.lopez@valet.example " };
    expect(sentenceOf(form(fields), newMemberSchema)).toEqual({
      ok: true,
      value: { ...member, contentRight: "none" },
    });
  });

  it("keeps the content right chosen with the account", () => {
    const chosen = sentenceOf(form({ ...member, contentRight: "publish" }), newMemberSchema);
    expect(chosen).toEqual({ ok: true, value: { ...member, contentRight: "publish" } });
  });
});

describe("a new password (/staff/users, /staff/account)", () => {
  it("answers the form's messages, and keeps the password as typed", () => {
    const answer = (password: string) => sentenceOf(form({ intent: "password", id: "2", password }), newPasswordSchema);
    expect(answer("")).toEqual({ ok: false, error: "Passwords need at least 12 characters." });
    expect(answer("eleven char")).toEqual({ ok: false, error: "Passwords need at least 12 characters." });
    const repeated = answer("aaaaaaaaaaaa");
    expect(repeated.ok ? null : repeated.error).toMatch(/one character repeated/);
    expect(answer(" tall hedges by the pier ")).toEqual({ ok: true, value: { password: " tall hedges by the pier " } });
  });
});

describe("the reviews forms (/staff/reviews), read by Conform as by zod before", () => {
  const withFields = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ csrf: "token", ...fields })) data.append(name, value);
    return data;
  };
  /** How the page read the figures form before Conform: the schema over the two fields, missing as empty. */
  const before = (form: FormData) => {
    const parsed = figuresSchema.safeParse({
      mode: form.get("mode") ?? "",
      startingEvents: String(form.get("startingEvents") ?? ""),
    });
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, error: parsed.error.issues[0]?.message ?? "Check the figures." };
  };

  it("answers the figures as before, for every mode and starting number", () => {
    const modes: Record<string, string>[] = [{ mode: "stated" }, { mode: "real" }, { mode: "" }, { mode: "both" }, {}];
    const starts = ["", "480", "1,200", " 12 ", "abc", "12.5", "-1", "1000000", "1,000,001", "0", "007"];
    for (const mode of modes) {
      for (const fields of [mode, ...starts.map((startingEvents) => ({ ...mode, startingEvents }))]) {
        const form = withFields({ intent: "figures", ...fields });
        expect(sentenceOf(form, figuresFormSchema, "Check the figures."), JSON.stringify(fields)).toEqual(before(form));
      }
    }
  });

  it("answers an answer as before: line ends, spaces, the limit, none", () => {
    const old = (form: FormData) => {
      const parsed = answerSchema.safeParse(String(form.get("answer") ?? ""));
      return parsed.success
        ? { ok: true, value: { answer: parsed.data } }
        : { ok: false, error: parsed.error.issues[0]?.message ?? "Check the answer." };
    };
    const answers = ["", "   ", "Thank you!", "  Thanks,\r\nAna  ", "a\rb", "x".repeat(600), "x".repeat(601)];
    for (const fields of [{}, ...answers.map((answer) => ({ answer }))]) {
      const form = withFields({ intent: "answer", id: "3", ...fields });
      expect(sentenceOf(form, answerFormSchema, "Check the answer."), JSON.stringify(fields)).toEqual(old(form));
    }
    expect(sentenceOf(withFields({ answer: "x".repeat(601) }), answerFormSchema)).toEqual({
      ok: false,
      error: "An answer can have at most 600 characters.",
    });
  });
});

describe("every staff form", () => {
  it("answers as @conform-to/zod's parseWithZod does without coercion: status, first message, value", () => {
    const forms: [z.ZodType, Record<string, string>[]][] = [
      [
        newMemberSchema,
        [
          {},
          { name: "", email: "", role: "", password: "" },
          { ...member, name: "  " },
          { ...member, email: "x" },
          { ...member, role: "x", password: "short" },
          { ...member, password: "password1234" },
          member,
        ],
      ],
      [
        newPasswordSchema,
        [{}, { password: "" }, { password: "aaaaaaaaaaaa" }, { password: "tall hedges by the pier" }],
      ],
      [
        figuresFormSchema,
        [{}, { mode: "real" }, { mode: "real", startingEvents: "x" }, { mode: "stated", startingEvents: "4" }],
      ],
      [answerFormSchema, [{}, { answer: "" }, { answer: "x".repeat(601) }, { answer: " Thanks\r\n" }]],
    ];
    for (const [schema, inputs] of forms) {
      for (const fields of inputs) {
        const reference = parseWithZod(form(fields), { schema, disableAutoCoercion: true });
        const ours = sentenceOf(form(fields), schema);
        expect(ours.ok, JSON.stringify(fields)).toBe(reference.status === "success");
        if (ours.ok && reference.status === "success") expect(ours.value).toEqual(reference.value);
        if (!ours.ok && reference.status === "error") {
          expect(ours.error).toBe(Object.values(reference.error ?? {}).flat()[0]);
        }
      }
    }
  });
});

describe("each field's message (the content editor's forms)", () => {
  const schema = z.object({
    title: z.object({ en: z.string().min(1, "Enter the English title."), es: z.string().max(3, "Too long.") }),
    rows: z.array(z.object({ city: z.string().min(1, "Name the city.") })),
  });
  const prepare = (payload: Record<string, unknown>) => ({
    title: payload.title,
    rows: [{ city: "" }, { city: "Malibu" }, { city: "" }],
  });

  it("keys each field's first message by the name the form gives it, the first as the sentence", () => {
    const answer = parseStaffForm(form({ "title.en": "", "title.es": "Demasiado" }), schema, { prepare });
    expect(answer).toEqual({
      ok: false,
      errors: {
        "title.en": "Enter the English title.",
        "title.es": "Too long.",
        "rows.0.city": "Name the city.",
        "rows.2.city": "Name the city.",
      },
      problem: "Enter the English title.",
    });
  });

  it("reads a browser's line breaks (CR LF) as one character, and returns the schema's value", () => {
    const lines = z.object({ note: z.string().max(3, "Too long.") });
    expect(parseStaffForm(form({ note: "a\r\nb" }), lines)).toEqual({ ok: true, value: { note: "a\nb" } });
  });
});
