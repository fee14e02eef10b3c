// What the boot script and the site script both do (each is bundled on its own, with its own copy).

/** A classic script added to the head: it runs when it arrives, without holding the parser or the load event. */
export const loadScript = (src: string) => {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
};
