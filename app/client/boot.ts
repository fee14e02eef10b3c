// The one script written into every page (ADR 031), in its head: nothing the first paint does not need is asked
// for before that paint is on screen, nor on a page with a hero photograph before that photo is. Then it marks the
// page shown (its drawings and icons paint from their files, ADR 045), links the web app manifest (whose icons
// Chromium fetches at once), fetches the text face on a visit's first page, and the scripts <html data-scripts>
// names: the site script, which brings the form's island on form pages. Kept to what must run before the paint, as
// every page carries it. Bundled on its own (vite.config.ts, clientScripts); the server writes its text into pages.
import { loadScript } from "./load";

(() => {
  const doc = document;
  const html = doc.documentElement;

  const nextFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run));
  // Once the first paint with text or an image is on screen: its paint timing entry, or the next frame where there
  // is none. Not the first paint of all: the browser can paint the background alone a frame earlier.
  const afterFirstContentfulPaint = (run: () => void) => {
    if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        run();
      }).observe({ type: "paint", buffered: true });
    } else nextFrame(run);
  };
  // A page's hero photograph (its one eager <img>), its largest paint or the backdrop of its first view: nothing
  // else shares the connection with it until it is decoded and a frame has shown it, or it failed to load.
  const afterHeroPhoto = (run: () => void) => {
    const hero = doc.querySelector<HTMLImageElement>('img[loading="eager"]');
    if (!hero) return run();
    hero.decode().then(
      () => nextFrame(run),
      () => run(),
    );
  };
  const whenParsed = (run: () => void) => {
    if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", run);
    else run();
  };

  // The text face (data-fonts): a visit's next pages add it before they paint, from the browser's cache; its first
  // page paints in the metric-matched fallback and fetches it after the paint, without taking it in. The display face
  // is not here: the page's CSS declares it and its head preloads it (app/lib/fonts.ts).
  const fonts = (JSON.parse(html.getAttribute("data-fonts") || "[]") as FontDescription[]).map(
    ({ family, url, weight }) => new FontFace(family, `url(${url}) format("woff2")`, { weight, display: "optional" }),
  );
  let cached = false;
  try {
    cached = sessionStorage.getItem("fonts") === "1";
  } catch {
    // no storage in some private modes: every page stays in the fallbacks
  }
  if (cached) for (const face of fonts) doc.fonts.add(face);

  const askForTheRest = () => {
    html.setAttribute("data-shown", "");
    if (!cached) {
      Promise.all(fonts.map((face) => face.load())).then(
        () => sessionStorage.setItem("fonts", "1"),
        () => {},
      );
    }
    const manifest = doc.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/manifest.webmanifest";
    doc.head.append(manifest);
    for (const src of JSON.parse(html.getAttribute("data-scripts") || "[]") as string[]) loadScript(src);
  };
  // A long page can paint before the parser has reached its end, with only the header: the rest (its largest
  // paint, the hero photo, what the scripts work on) is waited for and shown first.
  afterFirstContentfulPaint(() => whenParsed(() => nextFrame(() => afterHeroPhoto(askForTheRest))));
})();

type FontDescription = { family: string; url: string; weight: string };
