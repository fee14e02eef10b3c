import type { IconName } from "~/content/types";
import { iconGlyphs } from "./icon-glyphs";

/**
 * A content icon, drawn into the page: a few hundred bytes each, where a shared sprite file cost every page a
 * request before its first paint (ADR 031). Content pages only; the form's island carries no icon set.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Glyph = iconGlyphs[name];
  return <Glyph strokeWidth={1.5} aria-hidden="true" className={className} />;
}
