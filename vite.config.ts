import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { minifySync } from "rolldown/experimental";
import { defineConfig, type Plugin } from "vite";

/** app/client/site.js is served as written (a `?url` asset); minify it on the way out. */
function minifySiteScript(): Plugin {
  return {
    name: "minify-site-script",
    apply: "build",
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && /(^|\/)site-[\w-]+\.js$/.test(file.fileName)) {
          file.source = minifySync(file.fileName, String(file.source)).code;
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), minifySiteScript()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
