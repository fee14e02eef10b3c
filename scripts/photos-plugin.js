// @ts-check
import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadPhotos } from "./photos.js";

const id = "virtual:photos";
const resolvedId = `\0${id}`;
const types = { avif: "image/avif", webp: "image/webp" };

/**
 * `virtual:photos`: the photographs of `dir` by slot, with their variants' URLs (scripts/photos.js). The client
 * build writes the variants into its assets; the server build reads the same manifest and writes nothing. The dev
 * server serves the variants from the cache and reloads the page when a photo is added, changed or removed.
 * @param {{ dir: string, cacheDir: string }} options
 * @returns {import("vite").Plugin}
 */
export function photos(options) {
  /** @type {ReturnType<typeof loadPhotos> | undefined} */
  let loaded;
  const load = () => {
    loaded ??= loadPhotos(options);
    return loaded;
  };
  return {
    name: "photos",
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(resolved) {
      if (resolved !== resolvedId) return;
      const { manifest, files } = await load();
      if (this.environment.config.command === "build" && this.environment.name === "client") {
        for (const file of files) {
          this.emitFile({ type: "asset", fileName: file.fileName, source: await readFile(file.path) });
        }
      }
      return `export default ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      const dir = path.resolve(options.dir);
      server.watcher.add(dir);
      const changed = (/** @type {string} */ file) => {
        if (!path.resolve(file).startsWith(dir + path.sep)) return;
        loaded = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(resolvedId);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", changed).on("change", changed).on("unlink", changed);
      server.middlewares.use("/assets/photos", async (req, res, next) => {
        try {
          const fileName = `assets/photos${req.url?.split("?")[0]}`;
          const file = (await load()).files.find((f) => f.fileName === fileName);
          if (!file) return next();
          const type = types[/** @type {keyof typeof types} */ (path.extname(fileName).slice(1))];
          res.setHeader("Content-Type", type);
          res.setHeader("Cache-Control", "no-cache");
          res.end(await readFile(file.path));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
