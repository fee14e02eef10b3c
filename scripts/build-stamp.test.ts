import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs";
import { buildIsCurrent, buildStamp, writeStamp } from "./build-stamp.js";

const tempDir = tempDirs("valet-stamp-");

/** A small project: content, a test, a lockfile, and a build made from them. */
function project() {
  const root = tempDir();
  mkdirSync(path.join(root, "app/content"), { recursive: true });
  writeFileSync(path.join(root, "app/content/testimonials.ts"), `export const quote = "Flawless.";`);
  writeFileSync(path.join(root, "app/content/content.test.ts"), "test();");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  const build = path.join(root, "build");
  mkdirSync(path.join(build, "server"), { recursive: true });
  writeFileSync(path.join(build, "server/index.js"), "");
  writeStamp(build, { inputs: buildStamp(root) });
  return { root, build };
}

describe("the build stamp", () => {
  it("keeps a build made from the same inputs", () => {
    const { root, build } = project();
    expect(buildIsCurrent(root, build)).toBe(true);
  });

  it("asks for a build after a content edit or a lockfile change", () => {
    const { root, build } = project();
    writeFileSync(path.join(root, "app/content/testimonials.ts"), `export const quote = "Flawless, again.";`);
    expect(buildIsCurrent(root, build)).toBe(false);

    const other = project();
    writeFileSync(path.join(other.root, "package-lock.json"), `{"lockfileVersion":3}`);
    expect(buildIsCurrent(other.root, other.build)).toBe(false);
  });

  it("asks for a build when a photograph is added or replaced", () => {
    const { root, build } = project();
    mkdirSync(path.join(root, "content/images/services"), { recursive: true });
    writeFileSync(path.join(root, "content/images/services/wedding-valet.jpg"), "a photo");
    expect(buildIsCurrent(root, build)).toBe(false);

    writeStamp(build, { inputs: buildStamp(root) });
    writeFileSync(path.join(root, "content/images/services/wedding-valet.jpg"), "a better photo");
    expect(buildIsCurrent(root, build)).toBe(false);
  });

  it("notices a renamed file and ignores tests", () => {
    const { root, build } = project();
    writeFileSync(path.join(root, "app/content/content.test.ts"), "test(); test();");
    expect(buildIsCurrent(root, build)).toBe(true);
    cpSync(path.join(root, "app/content/testimonials.ts"), path.join(root, "app/content/reviews.ts"));
    rmSync(path.join(root, "app/content/testimonials.ts"));
    expect(buildIsCurrent(root, build)).toBe(false);
  });

  it("asks for a build when there is none or its stamp is missing", () => {
    const { root, build } = project();
    rmSync(path.join(build, "build-stamp.json"));
    expect(buildIsCurrent(root, build)).toBe(false);
    expect(buildIsCurrent(root, path.join(root, "nothing"))).toBe(false);
  });
});
