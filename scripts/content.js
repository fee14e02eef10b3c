// @ts-check
// `npm run content -- export [FILE]` / `npm run content -- import FILE`: the owner's published content as JSON, and
// a JSON file published as one new version (app/lib/content/transfer.server.ts). Reads the build, like
// `npm run purge`, with the server's environment (DATA_DIR or DATABASE_URL).
import "../server/env-file.js";
import { existsSync } from "node:fs";
import path from "node:path";

const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (!existsSync(entry)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const { contentCommand, parseEnv } = (await import(entry)).entry.module;
const { code, out, err } = await contentCommand(process.argv.slice(2), parseEnv(process.env));
process.stdout.write(out);
process.stderr.write(err);
process.exitCode = code;
