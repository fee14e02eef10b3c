import type { Config } from "@react-router/dev/config";
import { blogPosts } from "./app/content/blog";
import { locations } from "./app/content/locations";
import { photoSlots } from "./app/content/photos";
import { services } from "./app/content/services";
import { buildStamp, photosDir, writeStamp } from "./scripts/build-stamp.js";
import { strayPhotos } from "./scripts/photos.js";
import { precompress } from "./scripts/precompress";

// BUILD_DIR lets the benchmark build apart from the tests' build.
const buildDirectory = process.env.BUILD_DIR ?? "build";
// Taken before the build reads its inputs, so an edit made during the build makes the next start rebuild.
const inputs = buildStamp(process.cwd());

// No page is made at build: every page is rendered by the running server from the current content, for its
// SITE_URL and date (docs/delivery.md).
export default {
  ssr: true,
  buildDirectory,
  async buildEnd() {
    for (const warning of await strayPhotos(photosDir(), photoSlots({ services, locations, posts: blogPosts })))
      console.warn(warning);
    // The scripts, styles and icons are compressed here, once, and served as they are.
    await precompress(`${buildDirectory}/client`);
    // `npm start` rebuilds when the inputs no longer match.
    writeStamp(buildDirectory, { inputs });
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
