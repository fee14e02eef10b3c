// @ts-check
// `npm run check:launch`: lists every stand-in of the launch template still in place (sample phone, addresses,
// social links, testimonials and people; unset or local NOTIFY_EMAIL, SMTP_URL, SITE_URL; no ADMIN_PASSWORD) and
// exits non-zero while any remain. It reads the sources, so it needs no build, and the environment it runs in.
import { runnerImport } from "vite";

const { module } = await runnerImport("/app/lib/launch-check.server.ts", {
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
});
/** @type {string[]} */
const problems = module.checkLaunch(process.env);
if (problems.length) {
  console.error(`Not ready to launch: ${problems.length} placeholder(s) to replace.\n`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log("Ready to launch: no placeholders left.");
