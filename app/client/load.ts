// What the boot script and the site script both do (each is bundled on its own, with its own copy).

/** The web fonts `<html data-fonts>` names, as faces not yet added to the document. */
export const webFonts = () =>
  (JSON.parse(document.documentElement.getAttribute("data-fonts") || "[]") as FontDescription[]).map(
    ({ family, url, weight }) => new FontFace(family, `url(${url}) format("woff2")`, { weight, display: "swap" }),
  );
type FontDescription = { family: string; url: string; weight: string };

/** A classic script added to the head: it runs when it arrives, without holding the parser or the load event. */
export const loadScript = (src: string) => {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
};
