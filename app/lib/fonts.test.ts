import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import cormorantGaramond from "@capsizecss/metrics/cormorantGaramond";
import inter from "@capsizecss/metrics/inter";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { describe, expect, it } from "vitest";
import { fallbackFaces } from "./fonts";

const overrides = (css: string) => ({
  ascent: css.match(/ascent-override: ([\d.]+%)/)?.[1],
  descent: css.match(/descent-override: ([\d.]+%)/)?.[1],
  lineGap: css.match(/line-gap-override: ([\d.]+%)/)?.[1],
  sizeAdjust: css.match(/size-adjust: ([\d.]+%)/)?.[1],
});

describe("fallback font metrics", () => {
  it("match the web fonts, so swapping them in moves nothing", () => {
    expect(fallbackFaces.inter).toMatchObject(overrides(createFontStack([inter, arial]).fontFaces));
    expect(fallbackFaces.cormorant).toMatchObject(
      overrides(createFontStack([cormorantGaramond, timesNewRoman]).fontFaces),
    );
  });
});
