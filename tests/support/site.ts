import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** The monitor's token of every test site: with it /readyz shows its details (`readiness`). */
export const MONITOR_TOKEN = "test-monitor-token-0123456789";

/** /readyz's details, as the monitor reads them. */
export const readiness = async (url: string) =>
  (await fetch(`${url}/readyz`, { headers: { Authorization: `Bearer ${MONITOR_TOKEN}` } })).json();

export interface RunningSite {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

/**
 * Starts the server as a child process, as an operator would: the last build, or the sources with `--dev`. The
 * minimum fill time is off (tests fill forms at machine speed; the rule has its unit tests); `TEST_CLOCK` sets the
 * server's date. It listens on a port the system picks (`PORT=0`) and names it in its log, so no other server can
 * answer for it.
 */
export async function startSite(
  env: Record<string, string | undefined> = {},
  dataDir?: string,
  args: string[] = [],
  /** A file the server's standard output (its log) goes to, as `npm start > site.log` would; else it is kept in `output`. */
  logFile?: string,
): Promise<RunningSite> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "valet-site-"));
  const log = logFile ? openSync(logFile, "a") : null;
  const logFrom = log === null ? 0 : fstatSync(log).size;
  const child = spawn(process.execPath, ["server/index.js", ...args], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      FORM_MIN_FILL_MS: "0",
      // The tests play the proxy: each simulated visitor has its own X-Forwarded-For address.
      TRUST_PROXY: "loopback",
      NODE_OPTIONS: "--import ./tests/support/clock.js",
      MONITOR_TOKEN,
      // No settings file: a developer's .env must not change what the tests see (server/env-file.js).
      ENV_FILE: "",
      // Not the runner's NODE_ENV=test: server/mode.js picks what `npm start` runs, React's production build (its
      // development build renders a page about twice as slowly, and is not what visitors are served), or with
      // `--dev` the development one.
      NODE_ENV: undefined,
      ...env,
      // What startSite reads the port from is an info line.
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", log ?? "pipe", "pipe"],
  });
  // The child has its own copy: this one would keep the file's disk busy.
  if (log !== null) closeSync(log);
  const output: string[] = [];
  child.stdout?.on("data", (c: Buffer) => output.push(c.toString()));
  child.stderr?.on("data", (c: Buffer) => output.push(c.toString()));
  const said = () => (logFile ? readFileSync(logFile).subarray(logFrom).toString("utf8") : "") + output.join("");
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // Generous: on a loaded machine `--dev` spends its first seconds bundling dependencies.
  const deadline = Date.now() + 60_000;
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${said()}`);
    url ??= said().match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    if (url && (await fetch(`${url}/robots.txt`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      // Not left running: a `--dev` server would keep Vite's HMR port from the next one.
      child.kill("SIGKILL");
      throw new Error(`server did not start: ${said()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir: dir,
    process: child,
    output,
    /** Stops the server; a data folder made here is removed (one passed in is its caller's). */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
