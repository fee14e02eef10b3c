import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { expect, it } from "vitest";

it("has written every line by the time a killed process dies (kill -9 right after 20,000 lines)", () => {
  // The logger module as the server runs it, in a process that logs and then kills itself without warning.
  // Inside the project, where the bundle's `pino` resolves; .cache is not there in a fresh clone.
  mkdirSync(".cache", { recursive: true });
  const dir = mkdtempSync(path.join(".cache", "log-test-"));
  try {
    const script = path.join(dir, "kill.mjs");
    const { outputFiles } = buildSync({
      stdin: {
        contents: `import { logger } from "./app/lib/log.server.ts";
          for (let i = 0; i < 20000; i++) logger.info({ i }, "line");
          process.kill(process.pid, "SIGKILL");`,
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
