import { readdirSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type GlyphName, glyphs } from "~/components/ui/icon-glyphs";
import { cityFileDrawings } from "./CityArt";
import { arrivalPanorama, entranceArt } from "./EditorialArt";
import { keyArt } from "./KeyArt";
import type { Drawing } from "./LineArt";
import { pageDrawings } from "./PageArt";
import { sceneDrawings } from "./SceneArt";

/*
 * The files the site paints as masks (ADR 045) are written from their sources here: a drawing's lines or a Lucide
 * glyph. Change a source and this fails until `npx vitest run app/components/art/drawn.test.tsx --update` writes the
 * file again (in CI, where snapshots are not written, it fails). The mask keeps the file's alpha: its lines are black.
 */

const svg = (attributes: string, inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes} fill="none" stroke="#000" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>\n`;

const drawingFile = ({ width, height, viewBox, preserveAspectRatio, strokeWidth, style, lines }: Drawing) =>
  svg(
    [
      `viewBox="${viewBox ?? `0 0 ${width} ${height}`}"`,
      preserveAspectRatio && `preserveAspectRatio="${preserveAspectRatio}"`,
      strokeWidth && `stroke-width="${strokeWidth}"`,
      style && `style="${style}"`,
    ]
      .filter(Boolean)
      .join(" "),
    renderToStaticMarkup(lines),
  );

/** Every glyph 24 units below the last, each named by a <view> of its square: `glyphs.svg#plus`. */
const glyphSheet = () =>
  svg(
    `viewBox="0 0 24 ${24 * Object.keys(glyphs).length}"`,
    (Object.entries(glyphs) as [GlyphName, (typeof glyphs)[GlyphName]][])
      .map(([name, { icon: Glyph, strokeWidth, filled }], i) => {
        const inner = renderToStaticMarkup(<Glyph />).replace(/^<svg[^>]*>|<\/svg>$/g, "");
        return `<view id="${name}" viewBox="0 ${24 * i} 24 24"/><g transform="translate(0 ${24 * i})" stroke-width="${strokeWidth}"${filled ? ' fill="#000"' : ""}>${inner}</g>`;
      })
      .join(""),
  );

const drawings: Record<string, Drawing> = {
  key: keyArt,
  arrival: arrivalPanorama,
  entrance: entranceArt,
  ...Object.fromEntries(Object.entries(pageDrawings).map(([name, d]) => [`page-${name}`, d])),
  ...Object.fromEntries(Object.entries(sceneDrawings).map(([name, d]) => [`scene-${name}`, d])),
  ...Object.fromEntries(cityFileDrawings.map(({ name, drawing }) => [name, drawing])),
};

describe("the drawn files", () => {
  it.each(Object.keys(drawings))("drawn/%s.svg holds its drawing", async (name) => {
    const drawing = drawings[name] as Drawing;
    await expect(drawingFile(drawing)).toMatchFileSnapshot(`./drawn/${name}.svg`);
  });

  it("drawn/ holds no file that nothing draws", () => {
    const files = readdirSync(new URL("./drawn", import.meta.url)).sort();
    expect(files).toEqual([...Object.keys(drawings), "glyphs"].map((name) => `${name}.svg`).sort());
  });

  it("drawn/glyphs.svg holds every glyph", async () => {
    await expect(glyphSheet()).toMatchFileSnapshot("./drawn/glyphs.svg");
  });
});
