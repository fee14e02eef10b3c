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
  "scripts/inline-css.js",
  "scripts/photos.js",
  "scripts/photos-plugin.js",
  "scripts/precompress.js",
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
 * A hash of everything a build is made from, `SITE_URL` included (prerendered pages hold absolute URLs).
 * @param {string} root the project folder
 * @param {string} siteUrl
 * @param {string} photos the photographs' folder
 */
export function buildStamp(root, siteUrl, photos = photosDir(root)) {
  const hash = createHash("sha256").update(`SITE_URL=${siteUrl}\n`);
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
 * Written by the build beside its output: the hash of its inputs, its SITE_URL and the office year its pages
 * were prerendered in (null when the year turned during the build).
 * @typedef {{ inputs: string, siteUrl: string, year: number | null }} Stamp
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

/** True when `buildDir` holds a build made from exactly these inputs. */
export function buildIsCurrent(
  /** @type {string} */ root,
  /** @type {string} */ buildDir,
  /** @type {string} */ siteUrl,
) {
  return (
    existsSync(path.join(buildDir, "server/index.js")) && readStamp(buildDir)?.inputs === buildStamp(root, siteUrl)
  );
}

/**
 * Why the build in `buildDir` cannot be served at `siteUrl`, or null when it can: its prerendered pages, sitemap
 * and robots.txt name the SITE_URL it was built with. (A build without a stamp predates the check.)
 * @param {string} buildDir @param {string} siteUrl
 */
export function siteUrlMismatch(buildDir, siteUrl) {
  const built = readStamp(buildDir)?.siteUrl;
  const bare = (/** @type {string} */ url) => url.replace(/\/+$/, "");
  if (built === undefined || bare(built) === bare(siteUrl)) return null;
  return (
    `SITE_URL is ${siteUrl} but the build was made with SITE_URL=${built}: rebuild with this SITE_URL ` +
    `(npm start does; docker build --build-arg SITE_URL=${siteUrl}) or run with SITE_URL=${built}.`
  );
}
