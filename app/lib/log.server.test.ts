import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { expect, it } from "vitest";
import { lineWriter } from "./log.server";

/** The logger module bundled into a script that runs `body` after importing it, in a folder of its own. */
function loggerScript(body: string) {
  // Inside the project, where the bundle's `pino` resolves; .cache is not there in a fresh clone.
  mkdirSync(".cache", { recursive: true });
  const dir = mkdtempSync(path.join(".cache", "log-test-"));
  const script = path.join(dir, "script.mjs");
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { logger } from "./app/lib/log.server.ts";\n${body}`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    external: ["pino"],
    write: false,
  });
  writeFileSync(script, outputFiles?.[0]?.text ?? "");
  return { dir, script };
}

it("has written every line by the time a killed process dies (kill -9 right after 20,000 lines)", () => {
  // The logger module as the server runs it, in a process that logs and then kills itself without warning.
  const { dir, script } = loggerScript(`for (let i = 0; i < 20000; i++) logger.info({ i }, "line");
    process.kill(process.pid, "SIGKILL");`);
  try {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, LOG_LEVEL: "info" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.signal).toBe("SIGKILL");
    const lines = run.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(20000);
    expect(JSON.parse(lines.at(-1) ?? "")).toMatchObject({ level: "info", i: 19999, msg: "line" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("keeps the process running when standard output is a full disk (/dev/full), dropping the lines", () => {
  const { dir, script } = loggerScript(`for (let i = 0; i < 1000; i++) logger.info({ i }, "line");
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.stderr.write("still running");`);
  const full = openSync("/dev/full", "w");
  try {
    const run = spawnSync(process.execPath, [script], {
      env: { ...process.env, LOG_LEVEL: "info" },
      stdio: ["ignore", full, "pipe"],
      encoding: "utf8",
    });
    expect(run.stderr).toBe("still running");
    expect(run.status).toBe(0);
  } finally {
    closeSync(full);
    rmSync(dir, { recursive: true, force: true });
  }
});

it("counts the lines it could not write and says how many once the disk takes lines again", () => {
  const written: string[] = [];
  let full = true;
  let cutNext = false;
  const output = lineWriter(1, (_fd, data, offset) => {
    if (cutNext) {
      // Half a line goes out, then the disk is full.
      cutNext = false;
      written.push(data.subarray(offset, offset + 5).toString());
      return 5;
    }
    if (full) throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
    written.push(data.subarray(offset).toString());
    return data.length - offset;
  });
  full = false;
  output.write('{"msg":"before"}\n');
  cutNext = true;
  full = true;
  output.write('{"msg":"cut"}\n');
  output.write('{"msg":"lost"}\n');
  output.write('{"msg":"lost too"}\n');
  expect(output.dropped).toBe(3);
  full = false;
  output.write('{"msg":"after"}\n');
  expect(output.dropped).toBe(0);
  const lines = written.join("").split("\n").filter(Boolean);
  expect(lines[0]).toBe('{"msg":"before"}');
  // The cut line is left as it was, and the lines after it start on lines of their own.
  expect(lines[1]).toBe('{"msg');
  expect(JSON.parse(lines[2] ?? "")).toMatchObject({ level: "warn", dropped: 3, cut: true, msg: "log lines dropped" });
  expect(lines[3]).toBe('{"msg":"after"}');
});

it("waits out a pipe that is full for a moment (EAGAIN) instead of dropping the line", () => {
  const written: string[] = [];
  let busy = 3;
  const output = lineWriter(1, (_fd, data, offset) => {
    if (busy-- > 0) throw Object.assign(new Error("resource temporarily unavailable"), { code: "EAGAIN" });
    written.push(data.subarray(offset).toString());
    return data.length - offset;
  });
  output.write("line\n");
  expect(output.dropped).toBe(0);
  expect(written).toEqual(["line\n"]);
});
