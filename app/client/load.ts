// What the boot script and the site script both do (each is bundled on its own, with its own copy).

/**
 * A script added to the head: it runs when it arrives, without holding the parser or the load event. A module
 * script, so that it is one in development too, where Vite serves modules; the build's bundles run the same as one.
 */
export const loadScript = (src: string) => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = src;
  document.head.append(script);
};
