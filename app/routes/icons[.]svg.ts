import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconGlyphs } from "~/components/ui/icon-glyphs";

/** The sprite of content icons, prerendered to a static file; <Icon> points into it. */
export function loader() {
  const symbols = Object.entries(iconGlyphs).map(([name, Glyph]) => {
    const drawing = renderToStaticMarkup(createElement(Glyph)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
