import { readFileSync } from "node:fs";
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
