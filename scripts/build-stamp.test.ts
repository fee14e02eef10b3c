import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { buildIsCurrent, buildStamp, siteUrlMismatch, writeStamp } from "./build-stamp.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A small project: content, a test, a lockfile, and a build made from them. */
function project() {
  const root = mkdtempSync(path.join(tmpdir(), "valet-stamp-"));
  dirs.push(root);
  mkdirSync(path.join(root, "app/content"), { recursive: true });
  writeFileSync(path.join(root, "app/content/testimonials.ts"), `export const quote = "Flawless.";`);
  writeFileSync(path.join(root, "app/content/content.test.ts"), "test();");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  const build = path.join(root, "build");
  mkdirSync(path.join(build, "server"), { recursive: true });
  writeFileSync(path.join(build, "server/index.js"), "");
  writeStamp(build, {
    inputs: buildStamp(root, "http://localhost:3000"),
    siteUrl: "http://localhost:3000",
    year: 2026,
  });
  return { root, build };
}

describe("the build stamp", () => {
  it("keeps a build made from the same inputs", () => {
    const { root, build } = project();
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(true);
  });

  it("asks for a build after a content edit, a lockfile change or another SITE_URL", () => {
    const { root, build } = project();
    expect(buildIsCurrent(root, build, "https://goldenkeyvalet.example")).toBe(false);
    writeFileSync(path.join(root, "app/content/testimonials.ts"), `export const quote = "Flawless, again.";`);
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(false);

    const other = project();
    writeFileSync(path.join(other.root, "package-lock.json"), `{"lockfileVersion":3}`);
    expect(buildIsCurrent(other.root, other.build, "http://localhost:3000")).toBe(false);
  });

  it("asks for a build when a photograph is added or replaced", () => {
    const { root, build } = project();
    mkdirSync(path.join(root, "content/images/services"), { recursive: true });
    writeFileSync(path.join(root, "content/images/services/wedding-valet.jpg"), "a photo");
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(false);

    writeStamp(build, {
      inputs: buildStamp(root, "http://localhost:3000"),
      siteUrl: "http://localhost:3000",
      year: 2026,
    });
    writeFileSync(path.join(root, "content/images/services/wedding-valet.jpg"), "a better photo");
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(false);
  });

  it("notices a renamed file and ignores tests", () => {
    const { root, build } = project();
    writeFileSync(path.join(root, "app/content/content.test.ts"), "test(); test();");
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(true);
    cpSync(path.join(root, "app/content/testimonials.ts"), path.join(root, "app/content/reviews.ts"));
    rmSync(path.join(root, "app/content/testimonials.ts"));
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(false);
  });

  it("asks for a build when there is none or its stamp is missing", () => {
    const { root, build } = project();
    rmSync(path.join(build, "build-stamp.json"));
    expect(buildIsCurrent(root, build, "http://localhost:3000")).toBe(false);
    expect(buildIsCurrent(root, path.join(root, "nothing"), "http://localhost:3000")).toBe(false);
  });
});

describe("a build served under another SITE_URL", () => {
  const refusal =
    "SITE_URL is https://www.goldenkeyvalet.com but the build was made with SITE_URL=http://localhost:3000: rebuild " +
    "with this SITE_URL (npm start does; docker build --build-arg SITE_URL=https://www.goldenkeyvalet.com) or run " +
    "with SITE_URL=http://localhost:3000.";

  it("is named with both addresses; the same address, with or without a trailing slash, is no mismatch", () => {
    const { build } = project();
    expect(siteUrlMismatch(build, "https://www.goldenkeyvalet.com")).toBe(refusal);
    expect(siteUrlMismatch(build, "http://localhost:3000/")).toBeNull();
  });

  it("keeps the server from starting, with one line", async () => {
    const { build } = project();
    const server = promisify(execFile)(process.execPath, ["server/index.js"], {
      env: { PATH: process.env.PATH, BUILD_DIR: build, SITE_URL: "https://www.goldenkeyvalet.com" },
    });
    const failure = await server.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1, stdout: "", stderr: `${refusal}\n` });
  });
});
