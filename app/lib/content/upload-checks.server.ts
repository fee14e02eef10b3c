import sharp from "sharp";

/*
 * The checks the content editor's uploads (photographs, the proof's files) share, before their bytes are kept.
 */

/** A size as the editor's messages say it: "4.2 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The refusal of a file over `max` bytes ("The photo is 12.5 MB: at most 10 MB is taken."), or null. */
export const tooLarge = (bytes: Uint8Array, max: number, what: string): { ok: false; error: string } | null =>
  bytes.byteLength > max
    ? { ok: false, error: `${what} is ${megabytes(bytes.byteLength)}: at most ${megabytes(max)} is taken.` }
    : null;

/**
 * What sharp reads in an image's header, or null for a file that is no image. Reading the header decodes no
 * pixels: the size is checked, with a message, before anything is decoded.
 */
export const imageHeader = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
