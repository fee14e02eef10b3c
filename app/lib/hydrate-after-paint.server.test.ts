import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.server";

// React Router 7's bootstrap, as it ends a hydrating page.
const bootstrap = `<script nonce="abc" type="module" async="">;
import * as route0 from "/assets/root-Dvv0jYOj.js";
import * as route1 from "/assets/site-BQYCvvIS.js";
import * as route2 from "/assets/book-LmKFA97A.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-CsPDkKpP.js"}};
  window.__reactRouterRouteModules = {"root":route0,"layouts/site":route1,"routes/book":route2};

import("/assets/entry.client-CsPDkKpP.js");</script>`;
const page = (script: string) =>
  `<html><body><form></form><script>window.__reactRouterContext = {};</script>${script}</body></html>`;

describe("hydration after the first paint", () => {
  it("imports the same route modules, in order, once a frame has been painted, then the client entry", async () => {
    const html = hydrateAfterPaint(page(bootstrap));
    const code = html.match(/<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(code).not.toMatch(/^\s*import /m);
    // Run it: frames, timers and imports recorded in order.
    const steps: string[] = [];
    const window: Record<string, unknown> = {};
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "__import",
      code.replaceAll("import(", "__import("),
    );
    let frame: (() => void) | undefined;
    let timer: (() => Promise<void>) | undefined;
    run(
      (f: () => void) => {
        steps.push("frame");
        frame = f;
      },
      (t: () => Promise<void>) => {
        steps.push("timer");
        timer = t;
      },
      window,
      async (url: string) => {
        steps.push(url);
        return { url };
      },
    );
    expect(steps).toEqual(["frame"]);
    frame?.();
    await timer?.();
    expect(steps).toEqual([
      "frame",
      "timer",
      "/assets/root-Dvv0jYOj.js",
      "/assets/site-BQYCvvIS.js",
      "/assets/book-LmKFA97A.js",
      "/assets/entry.client-CsPDkKpP.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-Dvv0jYOj.js" },
      "layouts/site": { url: "/assets/site-BQYCvvIS.js" },
      "routes/book": { url: "/assets/book-LmKFA97A.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-CsPDkKpP.js" } });
  });

  it("leaves a page without the bootstrap, or with one of another shape, as it is", () => {
    const content = "<html><body><script defer src=/assets/site.js></script></body></html>";
    expect(hydrateAfterPaint(content)).toBe(content);
    const other = page(bootstrap.replace("import(", 'import { x } from "/y.js";\nimport('));
    expect(hydrateAfterPaint(other)).toBe(other);
  });
});
