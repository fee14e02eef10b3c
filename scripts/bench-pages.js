// @ts-check
// Throughput of cached pages and of a form page: `npm run bench:pages` (after `npm run build`). Beside the site's
// server, in the same run and in turns, a plain static server answers the same bytes (the reference: what serving
// a file costs on this machine), and with BENCH_BEFORE=<another checkout, built> that checkout's server too, so a
// change is measured before and after on one machine. autocannon, BENCH_CONNECTIONS (10) connections for
// BENCH_SECONDS (10) per measurement, BENCH_RUNS (3) rounds; medians. Exits non-zero when a cached page runs below
// half the reference's rate (docs/quality-bars.md).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CASES = [
  { route: "/", encoding: "identity" },
  { route: "/", encoding: "br, gzip" },
  { route: "/locations/santa-monica", encoding: "br, gzip" },
  { route: "/book", encoding: "br, gzip" },
];

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** An answer's bytes as sent (fetch would decode them). @param {string} url @param {string} encoding */
const rawGet = (url, encoding) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ bytes: Buffer.concat(chunks), encoding: String(res.headers["content-encoding"] ?? "identity") }),
      );
    }).on("error", reject);
  });

/** A plain static server: each case's bytes, as the site sent them, with their encoding. */
const REFERENCE = `
const http = require("node:http"), fs = require("node:fs");
const files = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
http.createServer((req, res) => {
  const file = files[req.url + " " + (req.headers["accept-encoding"] ?? "")];
  if (!file) { res.statusCode = 404; return res.end(); }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": file.encoding, "Content-Length": file.length });
  fs.createReadStream(file.path).pipe(res);
}).listen(Number(process.argv[3]), "127.0.0.1");
`;

/** @param {string[]} args @param {Record<string, string>} [env] @param {string} [cwd] */
async function start(args, env = {}, cwd = process.cwd()) {
  const port = await freePort();
  const child = spawn(process.execPath, [...args, String(port)], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/`);
      return { url, stop: () => child.kill("SIGTERM") };
    } catch {
      if (i > 200) throw new Error(`${args.join(" ")} did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const folder = mkdtempSync(path.join(tmpdir(), "valet-bench-"));
/** @type {{ name: string, url: string, stop: () => void }[]} */
const servers = [];
try {
  const site = await start(["server/index.js"], { DATA_DIR: path.join(folder, "after") });
  servers.push({ name: "this checkout", ...site });
  if (process.env.BENCH_BEFORE) {
    const before = await start(
      ["server/index.js"],
      { DATA_DIR: path.join(folder, "before") },
      process.env.BENCH_BEFORE,
    );
    servers.push({ name: "before", ...before });
  }
  /** @type {Record<string, { path: string, encoding: string, length: number }>} */
  const files = {};
  for (const [i, { route, encoding }] of CASES.entries()) {
    const answer = /** @type {{ bytes: Buffer, encoding: string }} */ (await rawGet(site.url + route, encoding));
    const file = path.join(folder, `case-${i}`);
    writeFileSync(file, answer.bytes);
    files[`${route} ${encoding}`] = { path: file, encoding: answer.encoding, length: answer.bytes.length };
  }
  writeFileSync(path.join(folder, "files.json"), JSON.stringify(files));
  writeFileSync(path.join(folder, "reference.cjs"), REFERENCE);
  const reference = await start([path.join(folder, "reference.cjs"), path.join(folder, "files.json")]);
  servers.push({ name: "static reference", ...reference });

  console.log(`load average at start: ${load()}`);
  /** @type {Map<string, number[]>} */
  const rates = new Map();
  for (let run = 1; run <= RUNS; run++) {
    for (const { route, encoding } of CASES) {
      for (const server of servers) {
        const result = await autocannon({
          url: server.url + route,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { "Accept-Encoding": encoding },
        });
        if (result.non2xx || result.errors) throw new Error(`${server.name} ${route} (${encoding}): failed requests`);
        const key = `${server.name}\t${route}\t${encoding}`;
        rates.set(key, [...(rates.get(key) ?? []), result.requests.average]);
      }
    }
  }
  console.log(`load average at end: ${load()}`);
  console.log(`\nmedian req/s of ${RUNS} runs, ${CONNECTIONS} connections, ${SECONDS} s each:\n`);
  console.log(`| GET | bytes | ${servers.map((s) => s.name).join(" | ")} | this / reference |`);
  console.log(`|---|---|${servers.map(() => "---|").join("")}---|`);
  for (const { route, encoding } of CASES) {
    const medians = servers.map((s) => median(rates.get(`${s.name}\t${route}\t${encoding}`) ?? []));
    const ratio = (medians[0] ?? 0) / (medians.at(-1) || 1);
    const file = files[`${route} ${encoding}`];
    console.log(`| ${route} (${file?.encoding}) | ${file?.length} | ${medians.join(" | ")} | ${ratio.toFixed(2)}× |`);
    if (route !== "/book" && ratio < 0.5) {
      console.log(`  ${route}: below half the static reference`);
      process.exitCode = 1;
    }
  }
} finally {
  for (const server of servers) server.stop();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(folder, { recursive: true, force: true });
}
