// @ts-check
// Throughput of prerendered pages, with and without compression: `npm run bench:pages` (after `npm run build`).
// autocannon, BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) per measurement, BENCH_RUNS (3) rounds
// taken in turns so a change in the machine's load touches every case alike; medians. Exits non-zero when a
// compressed page is served more than 20% slower than the same page uncompressed (docs/quality-bars.md).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = ["/", "/locations/santa-monica"];
const ENCODINGS = ["identity", "br, gzip"];

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
    probe.close(() => resolve(address.port));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "valet-bench-"));
const server = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      if (i > 100) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  console.log(`load average at start: ${load()}`);
  /** @type {Map<string, number[]>} */
  const rates = new Map();
  for (let run = 1; run <= RUNS; run++) {
    for (const route of ROUTES) {
      for (const encoding of ENCODINGS) {
        const result = await autocannon({
          url: url + route,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { "Accept-Encoding": encoding },
        });
        if (result.non2xx || result.errors) throw new Error(`${route} (${encoding}): failed requests`);
        const key = `${route}\t${encoding}`;
        rates.set(key, [...(rates.get(key) ?? []), result.requests.average]);
        console.log(`run ${run}: GET ${route}, Accept-Encoding: ${encoding}: ${result.requests.average} req/s`);
      }
    }
  }
  console.log(`load average at end: ${load()}`);
  console.log(`\nmedian req/s of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each:`);
  for (const route of ROUTES) {
    const [plain, compressed] = ENCODINGS.map((encoding) => median(rates.get(`${route}\t${encoding}`) ?? []));
    const ratio = (compressed ?? 0) / (plain || 1);
    console.log(`  ${route}: identity ${plain}, br/gzip ${compressed} (${(ratio * 100).toFixed(0)}%)`);
    if (ratio < 0.8) {
      console.log(`  ${route}: compressed is more than 20% slower than uncompressed`);
      process.exitCode = 1;
    }
  }
} finally {
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
