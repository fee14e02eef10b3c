// @ts-check
// `npm run content -- export [FILE]` / `npm run content -- import FILE [--as "Name <email>"]`: the owner's published
// content as JSON, and a JSON file published as one new version through the checks of a publication, every page
// rendered with it first, as the editor's Publish does (app/lib/content/transfer.server.ts). Reads the build, like
// `npm run purge`, with the server's environment (DATA_DIR or DATABASE_URL).
import "../server/env-file.js";
import { existsSync } from "node:fs";
import path from "node:path";

const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (!existsSync(entry)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const build = await import(entry);
const { contentCommand, editionRenderer, parseEnv } = build.entry.module;
const env = parseEnv(process.env);
// The renderer the server gives the editor's Publish (server/app.js).
const pages = {
  renderEdition: editionRenderer({ load: async () => build, mode: "production", siteUrl: env.SITE_URL }),
};
const { code, out, err } = await contentCommand(process.argv.slice(2), env, pages);
process.stdout.write(out);
process.stderr.write(err);
process.exitCode = code;
