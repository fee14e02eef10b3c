import type { Config } from "@react-router/dev/config";
import { photoSlots } from "./app/content/photos";
import { prerenderPaths } from "./app/content/routes-index";
import { parseEnv } from "./app/lib/env.server";
import { officeYear } from "./app/lib/office-hours";
import { buildStamp, photosDir, writeStamp } from "./scripts/build-stamp.js";
import { inlineStylesheets } from "./scripts/inline-css.js";
import { strayPhotos } from "./scripts/photos.js";
import { precompress } from "./scripts/precompress.js";

// BUILD_DIR lets the benchmark build apart from the tests' build.
const buildDirectory = process.env.BUILD_DIR ?? "build";
const siteUrl = checkedSiteUrl();
// Taken before the build reads its inputs, so an edit made during the build makes the next start rebuild.
const inputs = buildStamp(process.cwd(), siteUrl);

/** The configuration is checked before anything is built: pages are prerendered with SITE_URL. One line if not. */
function checkedSiteUrl(): string {
  try {
    parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  return process.env.SITE_URL ?? "http://localhost:3000";
}
const startYear = officeYear(new Date());

export default {
  ssr: true,
  buildDirectory,
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  async buildEnd() {
    inlineStylesheets(`${buildDirectory}/client`);
    for (const warning of await strayPhotos(photosDir(), photoSlots())) console.warn(warning);
    // Pages and text files are compressed here, once, and served as they are.
    await precompress(`${buildDirectory}/client`);
    // `npm start` rebuilds when the inputs no longer match; the server re-renders pages when the year differs.
    const year = officeYear(new Date()) === startYear ? startYear : null;
    writeStamp(buildDirectory, { inputs, siteUrl, year });
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
