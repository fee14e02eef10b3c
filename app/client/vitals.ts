// Real visitors' speed (ADR 034): the page's LCP, INP, CLS, FCP and TTFB as Google's web-vitals library measures
// them, sent in one beacon to our own server when the page is hidden (switched away from, closed or left). Only for
// the share of views <html data-vitals> names, never for a visitor with Global Privacy Control or Do Not Track. The
// library reads the browser's buffered timing entries, so starting after the first paint loses nothing.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";

export function reportVitals(doc: Document = document, random = Math.random) {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const rate = Number(doc.documentElement.dataset.vitals);
  if (!(random() < rate) || nav.globalPrivacyControl || nav.doNotTrack === "1" || !nav.sendBeacon) return;

  const path = location.pathname;
  const pending = new Map<string, Metric>();
  // CLS and INP are reported again at every hiding: each metric goes once. One measured anew (a page restored
  // from the back-forward cache) has a new id.
  const sent = new Set<string>();
  const record = (metric: Metric) => {
    if (!sent.has(metric.id)) pending.set(metric.name, metric);
  };
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);

  // The library finalises its metrics in capturing listeners of the same event, which run before this one. Not
  // `pagehide` too: leaving a page fires it before `visibilitychange`, whose final values would need a second beacon.
  addEventListener("visibilitychange", () => {
    if (doc.visibilityState !== "hidden" || !pending.size) return;
    const metrics: Record<string, number> = {};
    for (const { name, value, id } of pending.values()) {
      metrics[name] = name === "CLS" ? Math.round(value * 1e4) / 1e4 : Math.round(value);
      sent.add(id);
    }
    pending.clear();
    nav.sendBeacon("/vitals", JSON.stringify({ path, metrics }));
  });
}
