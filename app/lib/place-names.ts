/*
 * City names kept whole: a name never breaks across lines ("Santa / Monica"). In two narrow columns (the city tiles
 * and the menu's cities on a phone) two short names share a row and a long one takes a row of its own.
 */

/** The most characters a name may have to share a row on a 320 px phone: "Beverly Hills", "Santa Mónica". */
export const HALF_ROW_CHARS = 13;

/** A name too long to share a row of two on a phone: "West Hollywood", "La Cañada Flintridge". */
export const isLongPlaceName = (name: string) => name.length > HALF_ROW_CHARS;

/**
 * The places in an order a two-column grid shows without holes, long names spanning both columns: a long name that
 * would land beside a short one waits until the next short name has filled the row (at the end of the list, the short
 * one moves after it). The order of cities carries no
 * meaning, and the DOM keeps the order shown (no `grid-flow-dense`), so focus moves as the eye reads.
 */
export function packForTwoColumns<T>(places: readonly T[], nameOf: (place: T) => string): T[] {
  const packed: T[] = [];
  const waiting: T[] = [];
  let halfRowOpen = false;
  for (const place of places) {
    if (isLongPlaceName(nameOf(place))) {
      if (halfRowOpen) waiting.push(place);
      else packed.push(place);
      continue;
    }
    packed.push(place);
    halfRowOpen = !halfRowOpen;
    if (!halfRowOpen) packed.push(...waiting.splice(0));
  }
  // Long names still waiting: the short name they would have stood beside ends the list instead, alone on the last
  // row as an odd one out would be.
  const lone = waiting.length ? packed.pop() : undefined;
  packed.push(...waiting);
  if (lone) packed.push(lone);
  return packed;
}
