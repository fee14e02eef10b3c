import { createHash } from "node:crypto";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { rolldown } from "rolldown";
import { createLogger, defineConfig, type Plugin } from "vite";
import { photosDir } from "./scripts/build-stamp.js";
import { photos } from "./scripts/photos-plugin.js";

const siteScriptEntry = "app/client/site.ts";

/**
 * `virtual:site-script` is the URL of the one script content pages load. In the build it is app/client/site.ts
 * bundled on its own (with the office-hours rules it imports) into a minified, hashed file; in development Vite
 * serves the module as it is.
 */
function siteScript(): Plugin {
  const id = "virtual:site-script";
  let serving = false;
  let bundled: Promise<{ fileName: string; code: string }> | undefined;
  const bundle = async () => {
    const build = await rolldown({ input: siteScriptEntry, platform: "browser" });
    const { output } = await build.generate({ format: "iife", minify: true });
    await build.close();
    const code = output[0].code;
    const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
    return { fileName: `assets/site-${hash}.js`, code };
  };
  return {
    name: "site-script",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return;
      if (serving) return `export default "/${siteScriptEntry}";`;
      this.addWatchFile(siteScriptEntry);
      bundled ??= bundle();
      const { fileName, code } = await bundled;
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source: code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/**
 * Vite's logger without a warning that is not ours to act on: React Router 7.18's compilers still pass Vite 8 the
 * deprecated `envFile: false`. (Its config loader does too, before this logger exists: two lines remain.)
 */
function quietLogger() {
  const logger = createLogger();
  const warn = logger.warn;
  logger.warn = (message, options) => {
    if (message.includes("`envFile` option is deprecated")) return;
    warn(message, options);
  };
  return logger;
}

export default defineConfig({
  customLogger: quietLogger(),
  plugins: [
    tailwindcss(),
    reactRouter(),
    siteScript(),
    photos({ dir: photosDir(), cacheDir: path.resolve("node_modules/.cache/photos") }),
  ],
  resolve: { tsconfigPaths: true },
  // Rolldown's reports of slow plugins say how busy the machine was, not anything to act on.
  build: { assetsInlineLimit: 0, rolldownOptions: { checks: { bundlerTimings: false } } },
  // Development: the browser's dependencies, bundled once at start. Vite would otherwise find them on the first
  // visit to a form page and reload it (504 Outdated Optimize Dep); the server's own packages never reach it.
  optimizeDeps: {
    include: ["@conform-to/react", "@conform-to/zod/v4", "lucide-react", "zod/mini"],
    exclude: ["@remix-run/form-data-parser", "better-sqlite3", "kysely", "nodemailer", "pg", "pino", "zod"],
  },
});
