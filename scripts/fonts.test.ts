import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { FONTS, subset } from "./fonts.js";

it("ships the fonts as `npm run fonts` cuts them from their sources", async () => {
  for (const font of FONTS) {
    const made = await subset(font);
    expect(Buffer.compare(made, readFileSync(font.file)), `${font.file}: run npm run fonts`).toBe(0);
    // A cut font: well under its source.
    expect(made.length).toBeLessThan(25 * 1024);
  }
}, 30_000);

// Tailwind's font-variant utilities and the OpenType feature each asks the font for.
const variantFeatures: Record<string, string> = {
  "tabular-nums": "tnum",
  "proportional-nums": "pnum",
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  "slashed-zero": "zero",
  ordinal: "ordn",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
  "small-caps": "smcp",
};

it("keeps in the body font every OpenType feature the site's classes and styles ask for", () => {
  const sources = readdirSync("app", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => readFileSync(path.join("app", file), "utf8"))
    .join("\n");
  const asked = new Set<string>();
  for (const [utility, feature] of Object.entries(variantFeatures)) {
    if (new RegExp(`(^|[\\s"'\`:])${utility}([\\s"'\`]|$)`, "m").test(sources)) asked.add(feature);
  }
  for (const match of sources.matchAll(/font-feature-settings:\s*([^;}]+)/g)) {
    for (const tag of match[1]?.matchAll(/["']([a-z0-9]{4})["']/g) ?? []) asked.add(tag[1] ?? "");
  }
  expect(asked.has("tnum"), "the staff report's tabular-nums, a known use").toBe(true);
  const inter = FONTS.find((font) => font.file.endsWith("inter.woff2"));
  expect([...asked].filter((feature) => !inter?.features.includes(feature))).toEqual([]);
});
