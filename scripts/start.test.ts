import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs";
import { buildFailure, prepareBuild } from "./start.js";

const tempDir = tempDirs("valet-start-");

/** A project folder with a build made earlier, whose server says which build it is. */
function projectWithBuild() {
  const root = tempDir();
  const buildDir = path.join(root, "build");
  mkdirSync(path.join(buildDir, "server"), { recursive: true });
  writeFileSync(path.join(buildDir, "server/index.js"), "// the last good build");
  return { root, buildDir };
}

/** A build command that does in a moment what a real build does: writes into BUILD_DIR, or fails as Vite does. */
const fakeBuild = (script: string) => [process.execPath, "-e", script];
const succeeding = fakeBuild(`
  const fs = require("node:fs");
  fs.mkdirSync(process.env.BUILD_DIR + "/server", { recursive: true });
  fs.writeFileSync(process.env.BUILD_DIR + "/server/index.js", "// the new build");
`);
/** Vite's output for a comma left out of a content module (as in build-error.log), after lines of progress. */
const failing = (root: string) =>
  fakeBuild(`
  const fs = require("node:fs");
  fs.mkdirSync(process.env.BUILD_DIR + "/client", { recursive: true });
  for (let i = 0; i < 28; i++) console.log("transforming (" + i + ") app/routes/page-" + i + ".tsx");
  console.error("\\u001b[31m✗\\u001b[39m Build failed in 2.41s");
  console.error("error during build:");
  console.error("Build failed with 1 error:");
  console.error("");
  console.error("\\u001b[31m[builtin:vite-transform] \\u001b[0mExpected \`,\` or \`}\` but found \`Identifier\`");
  console.error("    ╭─[ app/content/faqs.ts:12:5 ]");
  console.error("    │");
  console.error(" 12 │     answer: \\"Yes\\"");
  console.error("    at aggregateBindingErrorsIntoJsError (file://${root}/node_modules/rolldown/dist/shared/src-1.js:50:18)");
  process.exit(1);
`);

/** Runs `npm start`'s build step with a stand-in build command; what it said, line by line. */
async function start(root: string, buildDir: string, command: Parameters<typeof prepareBuild>[0]["command"]) {
  const said: string[] = [];
  const ready = await prepareBuild({
    root,
    buildDir,
    command,
    say: (l) => said.push(l),
  });
  return { ready, said };
}

describe("npm start when the sources changed", () => {
  it("builds beside the served build and swaps the new one in when it succeeds", async () => {
    const { root, buildDir } = projectWithBuild();
    const { ready, said } = await start(root, buildDir, succeeding);
    expect(ready).toBe(true);
    expect(readFileSync(path.join(buildDir, "server/index.js"), "utf8")).toBe("// the new build");
    expect(readdirSync(root)).toEqual(["build"]);
    expect(said).toEqual(["The build is missing or older than its sources: building."]);
  });

  it("keeps serving the last good build when the new one fails, and says in one line what failed and where", async () => {
    const { root, buildDir } = projectWithBuild();
    const { ready, said } = await start(root, buildDir, failing(root));
    expect(ready).toBe(true);
    expect(readFileSync(path.join(buildDir, "server/index.js"), "utf8")).toBe("// the last good build");
    expect(said).toEqual([
      "The build is missing or older than its sources: building.",
      "Build failed: app/content/faqs.ts:12:5: Expected `,` or `}` but found `Identifier` (whole output in build-error.log). Serving the last good build.",
    ]);
    // The half-made build is gone; the whole output is kept for a closer look.
    expect(readdirSync(root).sort()).toEqual(["build", "build-error.log"]);
    expect(readFileSync(path.join(root, "build-error.log"), "utf8")).toContain("transforming (27)");
  });

  it("says so and serves nothing when the first build fails", async () => {
    const root = tempDir();
    const buildDir = path.join(root, "build");
    const { ready, said } = await start(root, buildDir, failing(root));
    expect(ready).toBe(false);
    expect(said.at(-1)).toBe(
      "Build failed: app/content/faqs.ts:12:5: Expected `,` or `}` but found `Identifier` (whole output in build-error.log). There is no earlier build to serve.",
    );
    expect(existsSync(buildDir)).toBe(false);
  });

  it("takes back the old build a start stopped between the two renames had moved aside", async () => {
    const { root, buildDir } = projectWithBuild();
    const { renameSync } = await import("node:fs");
    renameSync(buildDir, `${buildDir}-previous`);
    const { said } = await start(root, buildDir, failing(root));
    expect(readFileSync(path.join(buildDir, "server/index.js"), "utf8")).toBe("// the last good build");
    expect(said.at(-1)).toMatch(/Serving the last good build\.$/);
  });
});

describe("the one line of a failed build", () => {
  it("names the file, line and message of a syntax error, relative to the project", () => {
    const root = "/srv/site";
    const output = [
      "vite v8.3.8 building for production...",
      "✗ Build failed in 1.02s",
      "error during build:",
      "[PARSE_ERROR] Error: Unterminated string",
      "    ╭─[ /srv/site/app/content/blog.ts:40:12 ]",
      "    at file:///srv/site/node_modules/rolldown/dist/index.js:1:2",
    ].join("\n");
    expect(buildFailure(output, root)).toBe("app/content/blog.ts:40:12: Unterminated string");
  });

  it("is the message alone when no source position is named, and the last line when nothing looks like an error", () => {
    expect(buildFailure("building\nError: SITE_URL: must be an absolute http(s) URL\n")).toBe(
      "SITE_URL: must be an absolute http(s) URL",
    );
    expect(buildFailure("building\nKilled\n")).toBe("Killed");
  });
});
