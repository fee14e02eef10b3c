import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { data } from "react-router";
import { RESUME_HARD_MAX_BYTES } from "~/forms/application";
import type { Lang } from "~/lib/lang";

/*
 * Reads a form post with hard limits, streaming: a malformed or oversized request is a 4xx with a plain message,
 * never a 500. Files are kept in memory (at most one, at most HARD_FILE_LIMIT); the friendly 5 MB rule is the
 * schema's, so an over-size résumé comes back as a field error with everything else the visitor typed.
 */

export const MAX_TEXT_BODY = 64 * 1024;
const HARD_FILE_LIMIT = RESUME_HARD_MAX_BYTES;
const MAX_PARTS = 40;

/** Why a post could not be read, in each language: the visitor reads it in the form's. */
const reasons = {
  en: {
    tooLarge: "This request is too large.",
    encoding: "The form was not valid UTF-8 text.",
    characters: "The form contained characters we cannot accept.",
    files: "This form takes one file at most.",
    fileTooLarge: "The file is too large.",
    unreadable: "The form could not be read.",
    notOurForm: "Please send the form from our website.",
  },
  es: {
    tooLarge: "Esta solicitud es demasiado grande.",
    encoding: "El formulario no llegó como texto UTF-8 válido.",
    characters: "El formulario contiene caracteres que no podemos aceptar.",
    files: "Este formulario admite un solo archivo.",
    fileTooLarge: "El archivo es demasiado grande.",
    unreadable: "No pudimos leer el formulario.",
    notOurForm: "Envíe el formulario desde nuestro sitio web.",
  },
} satisfies Record<Lang, Record<string, string>>;

export type Unreadable = keyof typeof reasons.en;

export class BadRequest extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly reason: Unreadable,
  ) {
    super(reasons.en[reason]);
  }

  /** What went wrong, in the visitor's language. */
  in(lang: Lang): string {
    return reasons[lang][this.reason];
  }
}

const decoder = new TextDecoder("utf-8", { fatal: true });

const tooLarge = () => new BadRequest(413, "tooLarge");

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw tooLarge();
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

function assertText(value: string) {
  // U+FFFD is what invalid UTF-8 (raw or percent-encoded) decodes to.
  if (value.includes("\ufffd")) throw new BadRequest(400, "encoding");
  // Control characters other than tab and line breaks have no place in a form field.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) {
    throw new BadRequest(400, "characters");
  }
}

/**
 * The form in a post. `maxBytes`, the form's own limit (the form registry), refuses a body that announces more
 * before any of it is read; the limits below count what actually arrives.
 */
export async function readFormData(
  request: Request,
  options: { files: boolean; maxBytes?: number },
): Promise<FormData> {
  if (options.maxBytes !== undefined && Number(request.headers.get("content-length") ?? "0") > options.maxBytes) {
    throw tooLarge();
  }
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    let text: string;
    try {
      text = decoder.decode(await readLimited(request, MAX_TEXT_BODY));
    } catch (error) {
      if (error instanceof BadRequest) throw error;
      throw new BadRequest(400, "encoding");
    }
    const form = new FormData();
    for (const [key, value] of new URLSearchParams(text)) {
      assertText(value);
      form.append(key, value);
    }
    return form;
  }
  if (type.startsWith("multipart/form-data")) {
    try {
      const form = await parseFormData(
        request,
        {
          maxFiles: options.files ? 1 : 0,
          // Text fields are parts too: without files, each may be as large as a whole text form.
          maxFileSize: options.files ? HARD_FILE_LIMIT : MAX_TEXT_BODY,
          maxTotalSize: (options.files ? HARD_FILE_LIMIT : 0) + MAX_TEXT_BODY,
          maxParts: MAX_PARTS,
          maxHeaderSize: 8 * 1024,
        },
        // A file input left empty still sends a nameless, empty part: that is "no file", not an empty file.
        (upload) => (upload.name === "" && upload.size === 0 ? null : upload),
      );
      for (const value of form.values()) {
        if (typeof value === "string") assertText(value);
      }
      return form;
    } catch (error) {
      if (error instanceof BadRequest) throw error;
      if (error instanceof MaxFilesExceededError) throw new BadRequest(400, "files");
      if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
        throw new BadRequest(413, "fileTooLarge");
      }
      throw new BadRequest(400, "unreadable");
    }
  }
  throw new BadRequest(415, "notOurForm");
}

/** For routes without a form to show errors in: a refused body becomes a 4xx error page, never a 500. */
export async function readFormDataOrRefuse(request: Request): Promise<FormData> {
  try {
    return await readFormData(request, { files: false });
  } catch (failure) {
    if (failure instanceof BadRequest) throw data({ message: failure.message }, { status: failure.status });
    throw failure;
  }
}
