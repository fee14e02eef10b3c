import { createHash } from "node:crypto";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { rolldown } from "rolldown";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), siteScript()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
