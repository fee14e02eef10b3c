import { BadRequest, readFormData } from "~/lib/leads/request-body.server";

/**
 * A staff form that sends files, or why it could not be read, with the reader's status: `tooLarge` for one past
 * `maxBytes` (413), the reader's own message otherwise.
 */
export async function readUpload(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<{ ok: true; form: FormData } | { ok: false; problem: string; status: number }> {
  try {
    return { ok: true, form: await readFormData(request, { files: true, maxBytes }) };
  } catch (failure) {
    if (!(failure instanceof BadRequest)) throw failure;
    const problem = failure.status === 413 ? tooLarge : `The upload could not be read: ${failure.message}`;
    return { ok: false, problem, status: failure.status };
  }
}
