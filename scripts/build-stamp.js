// @ts-check
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What goes into a build: the sources and content, static files, the build configuration and the lockfile (and
 * the photographs, see photosDir). Tests do not; neither does the server, which runs from the source tree.
 */
const inputs = [
  "app",
  "public",
  "scripts/photos.js",
  "scripts/photos-plugin.js",
  "scripts/precompress.ts",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
];
const isTest = (/** @type {string} */ file) => /\.test\.[jt]sx?$/.test(file);

/** @param {string} root @param {string} rel @returns {string[]} */
function files(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return isTest(rel) ? [] : [rel];
  return readdirSync(full)
    .sort()
    .flatMap((entry) => files(root, path.posix.join(rel, entry)));
}

/** The company's photographs (content/images), or the folder `PHOTOS_DIR` names (the browser tests' samples). */
export const photosDir = (root = process.cwd()) => path.resolve(root, process.env.PHOTOS_DIR ?? "content/images");

/**
 * A hash of everything a build is made from. (Not SITE_URL: the server reads it when it renders a page.)
 * @param {string} root the project folder
 * @param {string} photos the photographs' folder
 */
export function buildStamp(root, photos = photosDir(root)) {
  const hash = createHash("sha256");
  const sources = [
    ...inputs.flatMap((input) => files(root, input).map((rel) => ({ name: rel, file: path.join(root, rel) }))),
    ...files(photos, "").map((rel) => ({ name: `photos/${rel}`, file: path.join(photos, rel) })),
  ];
  for (const { name, file } of sources) {
    hash.update(`${name}\n`).update(readFileSync(file)).update("\n");
  }
  return hash.digest("hex");
}

/**
 * Written by the build beside its output: the hash of its inputs.
 * @typedef {{ inputs: string }} Stamp
 */

/** @param {string} buildDir */
const stampFile = (buildDir) => path.join(buildDir, "build-stamp.json");

/** @param {string} buildDir @param {Stamp} stamp */
export const writeStamp = (buildDir, stamp) => writeFileSync(stampFile(buildDir), JSON.stringify(stamp));

/** @param {string} buildDir @returns {Stamp | null} */
export function readStamp(buildDir) {
  try {
    return JSON.parse(readFileSync(stampFile(buildDir), "utf8"));
  } catch {
    return null;
  }
}

/** True when `buildDir` holds a build made from exactly these inputs. @param {string} root @param {string} buildDir */
export function buildIsCurrent(root, buildDir) {
  return existsSync(path.join(buildDir, "server/index.js")) && readStamp(buildDir)?.inputs === buildStamp(root);
}
