// @ts-check
// `npm run check:launch`: lists every stand-in of the launch template still in place in the published content (the
// owner's edition in the database over the repository's modules: sample phone, addresses, social links, testimonials
// and people) and the environment (unset or local NOTIFY_EMAIL, SMTP_URL, SITE_URL; no ADMIN_PASSWORD), each with
// the editor's screen that fixes it, and exits non-zero while any remain. In a checkout it reads the sources, so it
// needs no build; in the image, which has no sources and no Vite, it reads the same check from the build. Either
// way, with the environment it runs in (DATA_DIR or DATABASE_URL for the database).
import "../server/env-file.js";
import { existsSync } from "node:fs";
import path from "node:path";

const source = "app/lib/launch-check.server.ts";

/** @returns {Promise<(env: NodeJS.ProcessEnv) => Promise<string[]>>} */
async function launchCheck() {
  if (existsSync(source)) {
    const { runnerImport } = await import("vite");
    const { module } = await runnerImport(`/${source}`, {
      configFile: false,
      logLevel: "error",
      resolve: { tsconfigPaths: true },
    });
    return module.checkLaunch;
  }
  const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  if (!existsSync(entry)) {
    console.error(`Neither the sources (${source}) nor a build (${entry}) to check.`);
    process.exit(1);
  }
  return (await import(entry)).entry.module.checkLaunch;
}

const check = await launchCheck();
/** @type {string[]} */
let problems;
try {
  problems = await check(process.env);
} catch (error) {
  console.error(
    `Cannot read the published content from the database: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
}
if (problems.length) {
  console.error(`Not ready to launch: ${problems.length} placeholder(s) to replace.\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log("Ready to launch: no placeholders left.");
