// @ts-check
// Throughput of the booking endpoint on SQLite: `npm run bench:leads` (after `npm run build`).
// Every request is a valid booking from its own address with its own rendered-form token, older than the
// minimum fill time, so each one stores a lead and two outbox rows (durably: WAL, synchronous=FULL).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LEADS = Number(process.env.BENCH_LEADS ?? 5_000);

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const address = /** @type {import("node:net").AddressInfo} */ (probe.address());
    probe.close(() => resolve(address.port));
  });
});
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "valet-bench-"));
const server = spawn(process.execPath, ["server/index.js"], {
  // autocannon plays a proxy in front of many visitors (X-Forwarded-For), so the rate limits see each one.
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, TRUST_PROXY: "loopback" },
  stdio: ["ignore", "ignore", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      if (i > 100) throw new Error("server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  console.log(`Rendering the booking form ${LEADS} times for as many form tokens…`);
  /** @type {string[]} */
  const tokens = [];
  while (tokens.length < LEADS) {
    const pages = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/book`).then((r) => r.text())));
    for (const html of pages) tokens.push(html.match(/name="formToken" value="([^"]+)"/)?.[1] ?? "");
  }
  await new Promise((r) => setTimeout(r, 3100));

  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  let n = 0;
  const result = await autocannon({
    url: `${url}/book`,
    connections: CONNECTIONS,
    amount: LEADS,
    requests: [
      {
        method: "POST",
        setupRequest(request) {
          const i = n++;
          const body = new URLSearchParams({
            formToken: tokens[i] ?? "",
            firstName: "Bench",
            lastName: `Visitor ${i}`,
            email: `bench${i}@example.com`,
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
              "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body,
          };
        },
      },
    ],
  });
  const ok = result["2xx"];
  const seconds = result.duration;
  console.log(`\nPOST /book on SQLite, ${CONNECTIONS} connections, ${LEADS} distinct bookings:`);
  console.log(`  ${ok} leads stored in ${seconds.toFixed(1)} s (${result.non2xx} non-2xx, ${result.errors} errors)`);
  console.log(`  throughput: ${(ok / seconds).toFixed(0)} leads/s`);
  console.log(`  latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  if (result.non2xx || result.errors) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
