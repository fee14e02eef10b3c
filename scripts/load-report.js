// @ts-check
// `npm run bench:leads`: the load report (after `npm run build`). For SQLite, and for PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server, it measures with autocannon on 127.0.0.1:
//   - GET of a cached page (/ and a city page), plain and with Accept-Encoding: br, gzip;
//   - GET /book (from the page cache, with a fresh form token, compressed per answer: docs/delivery.md);
//   - POST /book: BENCH_LEADS (2,000) valid bookings, each from its own address with its own token, stored
//     durably with their two e-mails, posted as every browser posts the form (ADR 028) and answered with the page.
// BENCH_RUNS (3) rounds in turns, BENCH_CONNECTIONS (10) connections, BENCH_SECONDS (10) per GET measurement;
// medians, with the load average at start and end. Each database is measured fresh and aged: with BENCH_HISTORY
// (5,000) bookings and their two e-mails, sent, spread over the past year, as a live site's database holds them
// (a lead's cost must not grow with that history). Exits non-zero when a bar of docs/quality-bars.md is missed:
// a compressed page more than 20% slower than plain, leads per second on an aged database below 0.8 × fresh.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import pg from "pg";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LEADS = Number(process.env.BENCH_LEADS ?? 2_000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 5_000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** How far the aged database's leads per second may fall below the fresh one's: the noise between rounds. */
const AGED_WITHIN = 0.8;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(address.port));
    });
  });

/**
 * A year of history: HISTORY bookings, the oldest a year old and the newest two hours old, each with its
 * notification and confirmation sent, bodies of about the size the site's e-mails have.
 */
const historySql = {
  sqlite: `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${HISTORY})
    insert into leads (reference, form, status, submission_id, name, email, phone, fields, created_at, updated_at)
    select 'HIST-' || i, 'booking', 'new', 'history-' || i, 'History Visitor', 'history' || i || '@example.com',
      '310 555 0100', '{}', t, t
    from (select i, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (7200 + i * (31536000 / ${HISTORY})) || ' seconds') as t from n)`,
  postgres: `insert into leads (reference, form, status, submission_id, name, email, phone, fields, created_at, updated_at)
    select 'HIST-' || i, 'booking', 'new', 'history-' || i, 'History Visitor', 'history' || i || '@example.com',
      '310 555 0100', '{}', t, t
    from (select i, to_char((now() at time zone 'utc') - make_interval(secs => 7200 + i * (31536000 / ${HISTORY})),
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as t from generate_series(1, ${HISTORY}) as i) as history`,
};
/** @param {"sqlite" | "postgres"} dialect */
const outboxHistorySql = (dialect) => {
  const body = (/** @type {number} */ n) =>
    dialect === "sqlite" ? `replace(hex(zeroblob(${n / 2})), '00', 'xy')` : `repeat('x', ${n})`;
  return `insert into outbox (lead_id, kind, to_address, subject, text_body, html_body, message_id, status,
      attempts, next_attempt_at, sent_at, created_at)
    select id, kind, email, 'Your booking request', ${body(1500)}, ${body(6000)}, kind || '-' || id || '@history',
      'sent', 1, created_at, created_at, created_at
    from leads, (select 'lead-notification' as kind union all select 'lead-confirmation') as kinds
    where reference like 'HIST-%'`;
};

/** Puts a year of history into the server's database (migrated by its start). @param {{ dataDir: string, databaseUrl?: string }} where */
async function addHistory({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(historySql.postgres);
    await client.query(outboxHistorySql("postgres"));
    await client.query("analyze");
    await client.end();
  } else {
    const db = new SQLite(path.join(dataDir, "leads.sqlite"), { timeout: 60_000 });
    db.exec(historySql.sqlite);
    db.exec(outboxHistorySql("sqlite"));
    db.exec("analyze");
    db.close();
  }
}

/** @param {Record<string, string>} env @param {boolean} aged */
async function startServer(env, aged = false) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "valet-load-"));
  const server = spawn(process.execPath, ["server/index.js"], {
    // autocannon plays a proxy in front of many visitors (X-Forwarded-For), so the rate limits see each one.
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      TRUST_PROXY: "loopback",
      // Thousands of leads a minute: every confirmation is queued, as on a day within the everyday budget.
      CONFIRMATIONS_PER_HOUR: "1000000",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      if (i > 150) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  if (aged) await addHistory({ dataDir, databaseUrl: env.DATABASE_URL });
  return {
    url,
    async stop() {
      server.kill("SIGTERM");
      if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** @param {string} url @param {string} route @param {string} encoding */
async function getRate(url, route, encoding) {
  const result = await autocannon({
    url: url + route,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "Accept-Encoding": encoding },
  });
  if (result.non2xx || result.errors) throw new Error(`GET ${route} (${encoding}): failed requests`);
  return { rate: result.requests.average, p99: result.latency.p99 };
}

let visitor = 0;
/** Posts BENCH_LEADS valid bookings, each answered with the page and its thank-you. @param {string} url */
async function postLeads(url) {
  /** @type {string[]} */
  const tokens = [];
  while (tokens.length < LEADS) {
    const pages = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/book`).then((r) => r.text())));
    for (const html of pages) tokens.push(html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "");
  }
  // Older than the minimum fill time, as a person's would be.
  await new Promise((r) => setTimeout(r, 3100));
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  const result = await autocannon({
    url: `${url}/book`,
    connections: CONNECTIONS,
    amount: LEADS,
    // A loaded machine (or an aged database, before its index) answers slowly: a slow answer is measured, not an error.
    timeout: 60,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          const i = n++;
          visitor += 1;
          const body = new URLSearchParams({
            formToken: tokens[i] ?? "",
            firstName: "Load",
            lastName: `Visitor ${visitor}`,
            email: `load${visitor}@example.com`,
            phone: "310 555 0100",
            serviceType: "Wedding",
            eventDate: date,
            eventTime: "18:00",
            guestCount: "150",
            venueName: "Garden Estate",
            venueAddress: "1 Garden Lane, Pasadena",
          }).toString();
          return {
            ...request,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
            },
            body,
          };
        },
      },
    ],
  });
  if (result.non2xx) throw new Error(`POST /book: ${result.non2xx} non-2xx, ${result.errors} errors`);
  // A post not answered within the timeout is reported beside the rate (an aged database without its index).
  if (result.errors) console.log(`POST /book: ${result.errors} of ${LEADS} posts not answered within 60 s`);
  return { rate: result["2xx"] / result.duration, p99: result.latency.p99 };
}

const cases = [
  { name: "GET / plain", run: (/** @type {string} */ url) => getRate(url, "/", "identity") },
  { name: "GET / br/gzip", run: (/** @type {string} */ url) => getRate(url, "/", "br, gzip") },
  { name: "GET city plain", run: (/** @type {string} */ url) => getRate(url, "/locations/santa-monica", "identity") },
  { name: "GET city br/gzip", run: (/** @type {string} */ url) => getRate(url, "/locations/santa-monica", "br, gzip") },
  { name: "GET /book br/gzip", run: (/** @type {string} */ url) => getRate(url, "/book", "br, gzip") },
  { name: "POST /book (leads/s)", run: (/** @type {string} */ url) => postLeads(url) },
];

/** A database of its own, dropped afterwards. */
async function postgresDatabase() {
  const name = `valet_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl ?? "");
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const databases = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];
const stores = databases.flatMap((d) => [d, `${d} aged`]);
/** @type {Record<string, Record<string, { rate: number, p99: number }>>} */
const report = {};
const startLoad = load();
for (const store of stores) {
  const aged = store.endsWith(" aged");
  const database = store.startsWith("postgres") ? await postgresDatabase() : null;
  const server = await startServer(database ? { DATABASE_URL: database.url } : {}, aged);
  try {
    /** @type {Map<string, { rate: number, p99: number }[]>} */
    const samples = new Map();
    for (let round = 1; round <= RUNS; round++) {
      for (const c of cases) {
        const sample = await c.run(server.url);
        samples.set(c.name, [...(samples.get(c.name) ?? []), sample]);
        console.log(`${store} round ${round}: ${c.name}: ${sample.rate.toFixed(0)}/s, p99 ${sample.p99} ms`);
      }
    }
    report[store] = Object.fromEntries(
      [...samples].map(([name, list]) => [
        name,
        { rate: Math.round(median(list.map((s) => s.rate))), p99: median(list.map((s) => s.p99)) },
      ]),
    );
  } finally {
    await server.stop();
    await database?.drop();
  }
}

console.log(
  `\nLoad report: medians of ${RUNS} rounds, ${CONNECTIONS} connections, ${SECONDS} s per GET, ${LEADS} leads; aged: ${HISTORY} bookings of history over a year`,
);
console.log(`load average (1, 5, 15 min): ${startLoad} at start, ${load()} at end\n`);
console.log(`| measurement | ${stores.map((s) => `${s} req/s (p99 ms)`).join(" | ")} |`);
console.log(`|---|${stores.map(() => "---").join("|")}|`);
for (const c of cases) {
  console.log(
    `| ${c.name} | ${stores.map((s) => `${report[s]?.[c.name]?.rate} (${report[s]?.[c.name]?.p99})`).join(" | ")} |`,
  );
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/load-report.json",
  JSON.stringify({ at: new Date().toISOString(), load: { start: startLoad, end: load() }, report }, null, 2),
);

const misses = [];
for (const store of stores) {
  const r = report[store] ?? {};
  for (const page of ["/", "city"]) {
    const plain = r[`GET ${page} plain`]?.rate ?? 0;
    const compressed = r[`GET ${page} br/gzip`]?.rate ?? 0;
    if (compressed < 0.8 * plain) misses.push(`${store}: GET ${page} compressed ${compressed}/s < 80% of ${plain}/s`);
  }
}
// A lead costs the same in year two (issue 40): on each database, leads per second on the aged one within the
// rounds' noise of the fresh one. Not a rate: on 2 cores a durable lead is a commit's fsync, the thank-you page's
// render and its two e-mails' renders, 10-13 ms on a quiet machine, so one server takes about 80 a second.
for (const database of databases) {
  const fresh = report[database]?.["POST /book (leads/s)"]?.rate ?? 0;
  const aged = report[`${database} aged`]?.["POST /book (leads/s)"]?.rate ?? 0;
  if (aged < AGED_WITHIN * fresh) misses.push(`${database}: aged ${aged} leads/s < ${AGED_WITHIN} × fresh ${fresh}/s`);
}
if (misses.length) {
  console.log(`\n${misses.length} bar(s) of docs/quality-bars.md missed:\n  - ${misses.join("\n  - ")}`);
  process.exitCode = 1;
}
