import { parse, type Submission } from "@conform-to/react";
import * as z from "zod/mini";
import type { FieldSpec } from "./fields";

/** A form's text value as its schema reads it. */
function coerce(value: unknown, isNumber: boolean): unknown {
  if (typeof File !== "undefined" && value instanceof File)
    return value.name === "" && value.size === 0 ? undefined : value;
  if (value === "") return undefined;
  if (typeof value !== "string") return value;
  return isNumber ? (value.trim() === "" ? Number.NaN : Number(value)) : value;
}

/**
 * A submitted form checked against its schema, the same way in the browser and on the server. An empty input or
 * file input is undefined, so its "required" message shows; a number field's text becomes a number, NaN when it
 * is none, so its own message shows. This is what @conform-to/zod's parseWithZod does for these flat schemas,
 * whose general coercion brings all of Zod to the browser (a fifth of a form page's JavaScript).
 */
export function parseForm<S extends z.ZodMiniType>(
  formData: FormData,
  schema: S,
  numberFields: readonly string[] = [],
): Submission<z.output<S>> {
  return parse(formData, {
    resolve(payload) {
      const input = Object.fromEntries(
        Object.entries(payload).map(([name, value]) => [name, coerce(value, numberFields.includes(name))]),
      );
      const result = z.safeParse(schema, input);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = issue.path.join(".");
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/** A lead form's submission, by its schema and fields in the visitor's language. */
export const parseLeadForm = <S extends z.ZodMiniType>(
  formData: FormData,
  { schema, fields }: { schema: S; fields: readonly FieldSpec[] },
) =>
  parseForm(
    formData,
    schema,
    fields.filter((f) => f.type === "number").map((f) => f.name),
  );
