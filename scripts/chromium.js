// @ts-check
/** Debian's Chromium, driven by playwright-core (no browser download), with the flags this machine needs. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
