// @ts-check
// `npm run purge`: deletes what the privacy policy says is past its retention, with every copy, then exits. The
// server already does this once a day; this is for a cron job or a one-off run. It reads the same environment.
import "../server/env-file.js";
import { existsSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const entry = path.join(buildDir, "server/index.js");
if (!existsSync(entry)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
const build = await import(entry);
const { parseEnv, purgeOnce } = build.entry.module;
try {
  const report = await purgeOnce(parseEnv(process.env));
  console.log(
    `Purged ${report.leads.length} lead(s)${report.leads.length ? ` (${report.leads.join(", ")})` : ""}, ` +
      `${report.subscribers} newsletter address(es), ${report.orphanResumes} stray résumé file(s).`,
  );
} catch (error) {
  console.error(`Purge failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
