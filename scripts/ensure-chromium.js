// @ts-check
// Browser tests drive Debian's Chromium. Install it when missing (as root, the way CI runs); never download
// a browser build of our own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.js";

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
    shell: "/bin/bash",
  });
}
