import { DrawnFrame, drawnUrl } from "~/components/art/LineArt";
import type { GlyphName } from "./icon-glyphs";

/**
 * A glyph of the icon sheet, painted in the current colour once the page is on screen (ADR 045): a page carries a
 * frame of a few bytes per icon, and one sheet serves every page from the cache.
 */
export function Icon({ name, className }: { name: GlyphName; className?: string }) {
  return <DrawnFrame width={24} height={24} files={{ "--drawn": drawnUrl("glyphs", name) }} className={className} />;
}
