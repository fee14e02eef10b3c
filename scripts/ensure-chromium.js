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
  // Another install may hold dpkg's lock for a while (a machine's first minutes): wait for it rather than fail.
  const wait = "-o DPkg::Lock::Timeout=600";
  execSync(`apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq chromium`, {
    stdio: "inherit",
    shell: "/bin/bash",
  });
}
