// @ts-check
// How a photograph is encoded, for the build's photos (scripts/photos.js) and the ones the owner uploads
// (~/lib/content/photos.server.ts) alike, so an uploaded photo looks like the build's.

export const photoFormats = /** @type {const} */ (["avif", "webp"]);
export const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 72, effort: 4 } };

/** Of `widths`, those a source this wide fills: never enlarged; a source narrower than them all keeps its own. */
export function variantWidths(/** @type {number} */ sourceWidth, /** @type {readonly number[]} */ widths) {
  const fitting = widths.filter((width) => width <= sourceWidth);
  return fitting.length ? fitting : [sourceWidth];
}
