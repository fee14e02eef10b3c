// @ts-check
// `npm start`: build when the build is missing or was made from other inputs (sources, content, lockfile,
// see build-stamp.js), then serve. A new build is made beside the one being served and renamed into its
// place only when it succeeds, so an edit that does not build leaves the last good build serving, with one line
// saying what failed and where.
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent } from "./build-stamp.js";

/** Where a source position is named: `app/content/faqs.ts:12:5`, also inside Rolldown's `╭─[ … ]` frame. */
const location = /((?:\/|\b)[\w./@-]*?[\w@-]+\.(?:[cm]?[jt]sx?|css|json|mdx?)):(\d+)(?::(\d+))?/;
/** The line that says what went wrong: `[plugin or CODE] message`, or `SomeError: message`. */
const message = /^\s*(?:\[[\w:./@-]+\]\s*(?:(?:[A-Z]\w*)?Error:\s*)?|(?:[A-Z]\w*)?Error:\s*)(.+)$/;

/**
 * A failed build's cause in one line, `file:line: message` when the output names a source position (relative to
 * `root`, outside node_modules), else the message alone; the output's last line when nothing looks like an error.
 * @param {string} output everything the build printed
 * @param {string} root the project folder
 */
export function buildFailure(output, root = process.cwd()) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colours are control characters
  const lines = output.replace(/\u001b\[[0-9;]*m/g, "").split("\n");
  const start = Math.max(
    0,
    lines.findIndex((line) => /error during build|Build failed|^\s*(?:\[[A-Z_]+\]\s*)?\w*Error\b/.test(line)),
  );
  const rest = lines.slice(start);
  const found = rest.map((line) => line.match(message)?.[1]).find((said) => said && !/^\s*at\s/.test(said));
  const text = found?.trim() ?? rest.findLast((line) => line.trim())?.trim() ?? "the build failed";
  const place = rest
    .map((line) => line.match(location))
    .find((match) => match?.[1] !== undefined && !match[1].includes("node_modules"));
  if (!place) return text;
  const [, name = "", line, column] = place;
  const file = path.isAbsolute(name) ? path.relative(root, name) : name;
  return `${file}:${line}${column ? `:${column}` : ""}: ${text}`;
}

/**
 * Runs `command` with BUILD_DIR set to a fresh folder beside `buildDir`, and renames that into place when it
 * succeeds (the old build is moved aside first and then removed). On failure the old build stays, the new folder
 * is removed and the build's whole output is written to `<buildDir>-error.log`.
 * @param {{ root: string; buildDir: string; command?: string[]; env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ ok: true } | { ok: false; reason: string; log: string }>}
 */
export async function rebuild({ root, buildDir, command = ["npx", "react-router", "build"], env = process.env }) {
  const next = `${buildDir}-next`;
  const log = `${buildDir}-error.log`;
  rmSync(next, { recursive: true, force: true });
  const [program = "npx", ...args] = command;
  const child = spawn(program, args, {
    cwd: root,
    env: { ...env, BUILD_DIR: next },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
  child.stderr.on("data", (/** @type {Buffer} */ chunk) => output.push(chunk));
  const code = await new Promise((resolve) => child.once("close", resolve));
  if (code !== 0 || !existsSync(path.join(next, "server/index.js"))) {
    const text = Buffer.concat(output).toString("utf8");
    writeFileSync(log, text);
    rmSync(next, { recursive: true, force: true });
    return { ok: false, reason: buildFailure(text, root), log };
  }
  const previous = `${buildDir}-previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(buildDir)) renameSync(buildDir, previous);
  renameSync(next, buildDir);
  rmSync(previous, { recursive: true, force: true });
  rmSync(log, { force: true });
  return { ok: true };
}

/**
 * Makes sure there is a build to serve: the current one, a new one, or (when the new one fails) the last good
 * one. Returns false when there is nothing to serve.
 * @param {{ root: string; buildDir: string; command?: string[]; say?: (line: string) => void }} options
 */
export async function prepareBuild({ root, buildDir, command, say = console.error }) {
  // A start stopped between the two renames leaves the old build aside: it is still the last good one.
  const previous = `${buildDir}-previous`;
  if (!existsSync(buildDir) && existsSync(previous)) renameSync(previous, buildDir);
  if (buildIsCurrent(root, buildDir)) return true;
  say("The build is missing or older than its sources: building.");
  const result = await rebuild({ root, buildDir, command });
  if (result.ok) return true;
  const log = path.relative(root, result.log);
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    say(`Build failed: ${result.reason} (whole output in ${log}). There is no earlier build to serve.`);
    return false;
  }
  say(`Build failed: ${result.reason} (whole output in ${log}). Serving the last good build.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ready = await prepareBuild({
    root: process.cwd(),
    buildDir: path.resolve(process.env.BUILD_DIR ?? "build"),
  });
  if (!ready) process.exit(1);
  const { main } = await import("../server/index.js");
  await main();
}
