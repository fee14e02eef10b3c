import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { rolldown } from "rolldown";
import { createLogger, defineConfig, type Plugin } from "vite";
import { photosDir } from "./scripts/build-stamp.js";
import { photos } from "./scripts/photos-plugin.js";

/** The browser scripts bundled apart from React Router's. */
const clientScripts = {
  "virtual:boot-script": { entry: "app/client/boot.ts", name: "boot", inline: true },
  "virtual:site-script": { entry: "app/client/site.ts", name: "site", inline: false },
  "virtual:form-island": { entry: "app/client/form-island.tsx", name: "form-island", inline: false, react: true },
  "virtual:staff-editor": { entry: "app/client/staff-editor.tsx", name: "staff-editor", inline: false, react: true },
} as const;
type ClientScript = keyof typeof clientScripts;

/**
 * `virtual:boot-script` is the few lines every page carries inline, which fetch the rest after the first paint
 * (ADR 031, 033): `virtual:site-script` on every page, which runs `virtual:form-island` on form pages (ADR 028);
 * `virtual:staff-editor` on the staff editor's screens that link it (docs/content.md). In the build each
 * is its source bundled on its own with what it imports, minified: the boot script as text for the server to write
 * into its pages (`source`), the others as hashed files (`url`). In development Vite serves the modules by their
 * URLs instead, and pages load them the same way (the boot script by a module script rather than inline). There
 * React Router's Fast Refresh wraps each .tsx module with a check that its runtime was installed first, as its
 * <Scripts> does on the pages it hydrates: a script marked `react` gets a URL naming a module (`<id>/dev`) that
 * installs the runtime, then imports the script.
 */
function clientScriptsPlugin(drawnFiles: DrawnFiles): Plugin {
  let serving = false;
  const bundled = new Map<ClientScript, Promise<{ fileName: string; code: string }>>();
  const bundle = async ({ entry, name }: (typeof clientScripts)[ClientScript]) => {
    const build = await rolldown({
      input: entry,
      platform: "browser",
      tsconfig: path.resolve("tsconfig.json"),
      transform: { define: { "process.env.NODE_ENV": JSON.stringify("production") } },
      // React Router's and lucide's modules open with "use client", which only a React Server Components bundler
      // acts on; these scripts are plain browser bundles, where the directive means nothing and is dropped.
      checks: { moduleLevelDirective: false },
      // The staff editor's preview renders sections whose icons are drawn files.
      plugins: [drawnFiles.rolldown],
    });
    const { output } = await build.generate({ format: "iife", minify: true });
    await build.close();
    const code = output[0].code.trim();
    const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
    return { fileName: `assets/${name}-${hash}.js`, code };
  };
  const isClientScript = (id: string): id is ClientScript => id in clientScripts;
  return {
    name: "client-scripts",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (source) => (isClientScript(source) ? `\0${source}` : undefined),
    async load(resolved) {
      if (!resolved.startsWith("\0")) return;
      const id = resolved.slice(1);
      // Asked for by the browser as /@id/__x00__<id>/dev, which Vite hands to load() as it is.
      const devEntry = serving && id.endsWith("/dev") ? id.slice(0, -4) : undefined;
      if (devEntry && isClientScript(devEntry)) {
        return `import "virtual:react-router/inject-hmr-runtime"; import "/${clientScripts[devEntry].entry}";`;
      }
      if (!isClientScript(id)) return;
      const script = clientScripts[id];
      if (serving) {
        const url = "react" in script ? `/@id/__x00__${id}/dev` : `/${script.entry}`;
        return `export const url = ${JSON.stringify(url)}; export const source = "";`;
      }
      this.addWatchFile(script.entry);
      if (!bundled.has(id)) bundled.set(id, bundle(script));
      const { fileName, code } = await (bundled.get(id) as ReturnType<typeof bundle>);
      if (script.inline) {
        // Written into <script> elements: the text must not end one early.
        if (/<\/script|<!--/i.test(code))
          throw new Error(`${script.entry} bundles to text that would end its <script>`);
        // Only the server writes pages; the browser's build of the root module never uses the text.
        const text = this.environment.name === "client" ? "" : code;
        return `export const url = ""; export const source = ${JSON.stringify(text)};`;
      }
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source: code });
      return `export const url = ${JSON.stringify(`/${fileName}`)}; export const source = "";`;
    },
  };
}

/**
 * `virtual:drawn`: the URLs of the files `app/components/art/drawn/` holds (the drawings and the icon sheet, ADR 045),
 * by name. In the build each is an asset named by its content's hash, emitted with the browser's build; in development
 * Vite serves the file where it is. The client scripts' bundles (clientScripts) resolve it the same way.
 */
function drawnFilesPlugin() {
  const dir = "app/components/art/drawn";
  const id = "virtual:drawn";
  let serving = false;
  const urls = async (emit?: (fileName: string, source: Buffer) => void) => {
    const named: Record<string, string> = {};
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".svg")).sort()) {
      const name = file.slice(0, -".svg".length);
      if (serving) {
        named[name] = `/${dir}/${file}`;
        continue;
      }
      const source = await readFile(path.join(dir, file));
      const fileName = `assets/${name}-${createHash("sha256").update(source).digest("base64url").slice(0, 8)}.svg`;
      emit?.(fileName, source);
      named[name] = `/${fileName}`;
    }
    return `export default ${JSON.stringify(named)};`;
  };
  const resolveId = (source: string) => (source === id ? `\0${id}` : undefined);
  const vite: Plugin = {
    name: "drawn-files",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId,
    async load(resolved) {
      if (resolved !== `\0${id}`) return;
      const client = this.environment.name === "client";
      return urls((fileName, source) => client && this.emitFile({ type: "asset", fileName, source }));
    },
  };
  return {
    vite,
    rolldown: {
      name: "drawn-files",
      resolveId,
      load: (resolved: string) => (resolved === `\0${id}` ? urls() : undefined),
    },
  };
}
type DrawnFiles = ReturnType<typeof drawnFilesPlugin>;

/**
 * Vite's logger without a warning that is not ours to act on: React Router 7.18's child compiler passes Vite 8 the
 * deprecated `envFile: false`. Its config loader does too, with a logger of its own made before this config is
 * read, so the build still prints that line twice; 7.18.4 is the last 7.x, and the server packages pin it.
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

const drawnFiles = drawnFilesPlugin();

export default defineConfig({
  customLogger: quietLogger(),
  plugins: [
    tailwindcss(),
    reactRouter(),
    drawnFiles.vite,
    clientScriptsPlugin(drawnFiles),
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
