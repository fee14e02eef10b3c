// @ts-check
// `npm run check:launch`: lists every stand-in of the launch template still in place (sample phone, addresses,
// social links, testimonials and people; unset or local NOTIFY_EMAIL, SMTP_URL, SITE_URL; no ADMIN_PASSWORD) and
// exits non-zero while any remain. In a checkout it reads the sources, so it needs no build; in the image, which
// has no sources and no Vite, it reads the same check from the build. Either way, with the environment it runs in.
import "../server/env-file.js";
import { existsSync } from "node:fs";
import path from "node:path";

const source = "app/lib/launch-check.server.ts";

/** @returns {Promise<(env: NodeJS.ProcessEnv) => string[]>} */
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

const problems = (await launchCheck())(process.env);
if (problems.length) {
  console.error(`Not ready to launch: ${problems.length} placeholder(s) to replace.\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log("Ready to launch: no placeholders left.");
