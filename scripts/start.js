// @ts-check
// `npm start`: build when the build is missing or was made from other inputs (sources, content, lockfile,
// SITE_URL: see build-stamp.js), then serve.
import { execSync } from "node:child_process";
import path from "node:path";
import { buildIsCurrent } from "./build-stamp.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!buildIsCurrent(process.cwd(), buildDir, process.env.SITE_URL ?? "http://localhost:3000")) {
  console.log("The build is missing or older than its sources: building.");
  try {
    execSync("npx react-router build", { stdio: "inherit" });
  } catch {
    // The build has said what went wrong.
    process.exit(1);
  }
}
const { main } = await import("../server/index.js");
await main();
