// The one script written into every page (ADR 031), in its head: nothing the first paint does not need is asked
// for before that paint is on screen, nor on a page with a hero photograph before that photo is. Then it adds the
// web fonts (text shows at once in metric-matched fallbacks and swaps in place), links the web app manifest (whose
// icons Chromium fetches at once), and fetches the scripts <html data-scripts> names (the site script) and, on form
// pages, the form's island. Bundled on its own (vite.config.ts, clientScripts); the server writes its text into
// the pages.
(() => {
  const doc = document;
  const html = doc.documentElement;
  const list = (name: string) => JSON.parse(html.getAttribute(name) || "[]");

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

  const faces = () =>
    (list("data-fonts") as { family: string; url: string; weight: string }[]).map(
      ({ family, url, weight }) => new FontFace(family, `url(${url}) format("woff2")`, { weight, display: "swap" }),
    );
  // A page already on screen takes the fonts only if no element in view moves up or down: the fallback faces
  // match the fonts' metrics, not every word's width, so a heading can take one line more or less in the web font
  // and push down what follows it. (Words moving sideways within their line stay: a few pixels, no lasting shift.)
  // The fonts are loaded first, then added and measured in one task, and taken out again before the browser
  // paints if anything would move.
  const swapInPlace = () => {
    const loading = faces();
    Promise.all(loading.map((face) => face.load())).then(
      () => {
        // The elements in view, found without measuring those inside a box wholly out of view: on a long page
        // measuring every element was most of this task.
        const inView: Element[] = [];
        const findInView = (parent: Element) => {
          for (const element of parent.children) {
            const box = element.getBoundingClientRect();
            if (box.top >= innerHeight || (box.bottom <= 0 && box.height > 0)) continue;
            if (box.height > 0) inView.push(element);
            findInView(element);
          }
        };
        findInView(doc.body);
        const tops = () => inView.map((element) => element.getBoundingClientRect().top);
        const before = tops();
        for (const face of loading) doc.fonts.add(face);
        if (tops().some((top, i) => Math.abs(top - (before[i] ?? top)) >= 1)) {
          for (const face of loading) doc.fonts.delete(face);
        }
      },
      () => {},
    );
  };
  // The first page of a visit asks for the fonts after its paint; they are then in the browser's cache, and the
  // next pages ask at once, so they paint in them.
  let fontsAsked = false;
  try {
    fontsAsked = sessionStorage.getItem("fonts-asked") === "1";
    sessionStorage.setItem("fonts-asked", "1");
  } catch {
    // no storage in some private modes: every page waits for its first paint
  }
  if (fontsAsked) {
    for (const face of faces()) {
      doc.fonts.add(face);
      face.load().catch(() => {});
    }
  }

  const loadScript = (src: string) => {
    const script = doc.createElement("script");
    script.src = src;
    doc.head.append(script);
  };
  // A form page's island (ADR 032): its bytes now, at the lowest priority; its code, React's evaluation and the
  // hydration, when the visitor first reaches for the form (pointer over it or down on it, focus, a key), so a
  // visitor who only reads or calls never pays for them. At once when the page answers a sending.
  const loadIsland = () => {
    const island = doc.querySelector<HTMLElement>("[data-island]");
    const src = island?.dataset.island;
    if (!island || !src) return;
    if ("islandNow" in island.dataset || island.contains(doc.activeElement)) return loadScript(src);
    const prefetch = doc.createElement("link");
    prefetch.rel = "prefetch";
    prefetch.href = src;
    doc.head.append(prefetch);
    const reached = new AbortController();
    for (const type of ["pointerover", "pointerdown", "focusin", "keydown"]) {
      island.addEventListener(
        type,
        () => {
          reached.abort();
          loadScript(src);
        },
        { capture: true, passive: true, signal: reached.signal },
      );
    }
  };
  const loadScripts = () => {
    for (const src of list("data-scripts") as string[]) loadScript(src);
    loadIsland();
  };
  const askForTheRest = () => {
    if (!fontsAsked) swapInPlace();
    const manifest = doc.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/manifest.webmanifest";
    doc.head.append(manifest);
    loadScripts();
  };
  // A long page can paint before the parser has reached its end, with only the header: the rest (its largest
  // paint, the hero photo, what the scripts work on) is waited for and shown first.
  afterFirstContentfulPaint(() => whenParsed(() => nextFrame(() => afterHeroPhoto(askForTheRest))));
})();
