import { writeFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/routes-index";
import { inlineStylesheets } from "./scripts/inline-css.js";

// BUILD_DIR lets the benchmark build apart from the tests' build.
const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  ssr: true,
  buildDirectory,
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  buildEnd() {
    inlineStylesheets(`${buildDirectory}/client`);
    // Prerendered pages hold absolute URLs; `npm start` rebuilds when SITE_URL differs from this stamp.
    writeFileSync(`${buildDirectory}/.site-url`, process.env.SITE_URL ?? "http://localhost:3000");
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
