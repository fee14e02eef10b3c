// @ts-check
// `npm start`: build when there is no build or it was made for another SITE_URL (prerendered pages hold
// absolute URLs), then serve.
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
const stamp = `${buildDir}/.site-url`;
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== siteUrl) {
  execSync("npx react-router build", { stdio: "inherit" });
}
const { main } = await import("../server/index.js");
await main();
