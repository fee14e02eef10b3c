import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";
import { reportVitals } from "./vitals";

/*
 * The browser's side of real visitors' speed (ADR 034), with the library's callbacks played by the test: who
 * reports, and what one beacon holds. The browser test (tests/e2e/web-vitals.test.ts) runs it in Chromium.
 */

const callbacks = vi.hoisted(() => [] as ((metric: Metric) => void)[]);
vi.mock("web-vitals", () => {
  const on = (callback: (metric: Metric) => void) => void callbacks.push(callback);
  return { onCLS: on, onFCP: on, onINP: on, onLCP: on, onTTFB: on };
});

let visibility: DocumentVisibilityState;
let listeners: (() => void)[];
let beacons: { url: string; body: string }[];
let nav: { sendBeacon: (url: string, body: string) => boolean; globalPrivacyControl?: boolean; doNotTrack?: string };

const documentWith = (vitals?: string) =>
  ({
    documentElement: { dataset: vitals === undefined ? {} : { vitals } },
    get visibilityState() {
      return visibility;
    },
  }) as unknown as Document;

const report = (name: Metric["name"], value: number, id = `v5-${name}`) =>
  callbacks.forEach((callback) => void callback({ name, value, id } as Metric));
const hide = () => {
  visibility = "hidden";
  for (const listener of listeners) listener();
};

beforeEach(() => {
  callbacks.length = 0;
  visibility = "visible";
  listeners = [];
  beacons = [];
  nav = { sendBeacon: (url, body) => beacons.push({ url, body }) > 0 };
  vi.stubGlobal("navigator", nav);
  vi.stubGlobal("location", { pathname: "/faq" });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "visibilitychange") listeners.push(listener);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("reporting a page view's speed", () => {
  it("sends the page's metrics together in one beacon when the page is hidden, each metric once", () => {
    reportVitals(documentWith("1"), () => 0.99);
    // Only the last report of a metric counts; the library reports CLS and INP again at every hiding.
    report("FCP", 812.4);
    report("LCP", 1000);
    report("LCP", 1234.6);
    report("CLS", 0.123456);
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toEqual([
      { url: "/vitals", body: JSON.stringify({ path: "/faq", metrics: { FCP: 812, LCP: 1235, CLS: 0.1235 } }) },
    ]);

    visibility = "visible";
    report("CLS", 0.2);
    report("INP", 64);
    hide();
    // The second hiding sends what is new: INP, and not CLS again.
    expect(beacons[1]?.body).toBe(JSON.stringify({ path: "/faq", metrics: { INP: 64 } }));
    hide();
    expect(beacons).toHaveLength(2);
    // A page restored from the back-forward cache is measured anew, under new ids.
    report("CLS", 0, "v5-CLS-restored");
    hide();
    expect(beacons[2]?.body).toBe(JSON.stringify({ path: "/faq", metrics: { CLS: 0 } }));
  });

  it("reports the share of views the page names, and never for a visitor who asks not to be tracked", () => {
    const measured = (vitals: string | undefined, draw: number) => {
      callbacks.length = 0;
      reportVitals(documentWith(vitals), () => draw);
      return callbacks.length > 0;
    };
    expect(measured("1", 0.999)).toBe(true);
    expect(measured("0.25", 0.2)).toBe(true);
    expect(measured("0.25", 0.3)).toBe(false);
    expect(measured("0", 0)).toBe(false);
    expect(measured(undefined, 0)).toBe(false);
    expect(measured("", 0)).toBe(false);
    nav.globalPrivacyControl = true;
    expect(measured("1", 0)).toBe(false);
    nav.globalPrivacyControl = false;
    nav.doNotTrack = "1";
    expect(measured("1", 0)).toBe(false);
  });
});
