/** A form's values for `fields` as typed (a missing one, or a file, empty): to check, and to show again. */
export function formValuesOf<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
