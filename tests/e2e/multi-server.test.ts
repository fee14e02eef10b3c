import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "~/lib/content/store.server";
import { openStorage } from "~/lib/storage/db.server";
import { postgresSkipReason, postgresUrl } from "../support/databases";
import { formToken, postForm, referenceIn, staffCookie, validBooking } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";

/*
 * Two servers on one PostgreSQL database behind a round-robin proxy, as deploy/compose.yaml runs them (processes
 * here: no container engine on the test machines). Any server answers any request: a résumé posted through one
 * downloads through the other with a session made on the first, the hard rate limit counts across both, the
 * outbox sends each e-mail once, and killing one server loses no lead a visitor was thanked for.
 */

const OWNER = "owner@valet.example";
const PASSWORD = "a long parking lot password";
const database = `valet_multi_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let admin: pg.Client | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const servers: RunningSite[] = [];
let proxy: http.Server;
let proxyUrl = "";
let databaseUrl = "";
const dataDir = mkdtempSync(path.join(tmpdir(), "valet-multi-"));

/**
 * A round-robin proxy; a server that refuses a connection is skipped from then on. An answer cut by a dying server
 * cuts the visitor's answer too (pipeline destroys both ends), as a real proxy does.
 */
function roundRobin(targets: string[]) {
  const down = new Set<string>();
  let next = 0;
  return http.createServer((req, res) => {
    const live = targets.filter((t) => !down.has(t));
    const target = new URL(live[next++ % live.length] ?? targets[0] ?? "");
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res, () => undefined);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") down.add(target.origin);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
}

const skip = !postgresUrl;
beforeAll(async () => {
  if (skip) return;
  admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(postgresUrl ?? "");
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  smtp = await startSmtp();
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "office@valet.example",
    ADMIN_EMAIL: OWNER,
    ADMIN_PASSWORD: PASSWORD,
    // A thousand leads in a minute: every visitor's confirmation is sent, past the everyday hourly budget.
    CONFIRMATIONS_PER_HOUR: "100000",
    // The killed server's claims expire 20 s after they were taken, not 40 s (a local mail server answers in ms).
    MAIL_SEND_TIMEOUT_SECONDS: "10",
  };
  // One after the other: the first runs the migrations.
  for (let i = 0; i < 2; i++) servers.push(await startSite(env, dataDir));
  proxy = roundRobin(servers.map((s) => s.url));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  for (const server of servers) await server.stop();
  await smtp?.stop();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

let visitor = 0;
const ip = () => {
  visitor += 1;
  return `198.18.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
};

/** Posts `count` bookings through the proxy, `concurrency` at a time; the references visitors were shown. */
async function book(count: number, concurrency: number, afterEach?: (acknowledged: number) => void) {
  const acknowledged: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      try {
        const token = await formToken(proxyUrl, "/book");
        const email = `multi.${randomUUID().slice(0, 8)}@example.com`;
        const response = await postForm(proxyUrl, "/book", { ...validBooking(email), formToken: token }, ip());
        const reference = response.status === 200 ? referenceIn(await response.text()) : null;
        if (reference) acknowledged.push(reference);
      } catch {
        // The server died under this request: the visitor was never thanked.
      }
      afterEach?.(acknowledged.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return acknowledged;
}

/** How many e-mails name each of `references` in their subject. */
const mailsFor = (references: string[]) => {
  const counts = new Map(references.map((r) => [r, 0]));
  for (const m of smtp.received) {
    const reference = m.header("Subject").match(/GK-[A-Z0-9]{6}/)?.[0] ?? "";
    const count = counts.get(reference);
    if (count !== undefined) counts.set(reference, count + 1);
  }
  return counts;
};
const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);

describe.skipIf(skip)(`two servers, one database${skip ? ` (${postgresSkipReason})` : ""}`, () => {
  it("serves a résumé posted through one server from the other, with a session made on the first", async () => {
    const [a, b] = servers as [RunningSite, RunningSite];
    const form = new FormData();
    form.set("formToken", await formToken(a.url, "/employment"));
    form.set("fullName", "Rae Kim");
    form.set("phone", "323 555 0111");
    form.set("email", `rae.${randomUUID().slice(0, 6)}@example.com`);
    form.set("coverLetter", "Weekends and evenings.");
    form.set("resume", new File([new TextEncoder().encode("%PDF-1.4 Rae")], "rae.pdf", { type: "application/pdf" }));
    const posted = await fetch(`${a.url}/employment`, {
      method: "POST",
      body: form,
      headers: { "X-Forwarded-For": ip() },
    });
    const reference = referenceIn(await posted.text());
    expect(reference).toMatch(/^GK-/);

    const cookie = await staffCookie(a.url, OWNER, PASSWORD, ip());
    const list = await (await fetch(`${b.url}/staff/leads?q=${reference}`, { headers: { Cookie: cookie } })).text();
    const id = list.match(/href="\/staff\/leads\/(\d+)"/)?.[1];
    expect(id).toBeDefined();
    const download = await fetch(`${b.url}/staff/leads/${id}/resume`, { headers: { Cookie: cookie } });
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(await download.arrayBuffer())).toBe("%PDF-1.4 Rae");
  });

  it("serves a publication on every server within 5 seconds, without a restart", async () => {
    const phone = "(213) 555-0142";
    for (const server of servers) expect(await (await fetch(`${server.url}/contact`)).text()).not.toContain(phone);
    // What /staff/content's Publish does, on the shared database.
    const storage = await openStorage({ dataDir, databaseUrl });
    const owner = { name: "Owner", email: OWNER };
    const published = await publish(
      storage.db,
      owner,
      { company: { phone }, texts: [], testimonials: [], posts: [] },
      { note: "" },
    );
    await storage.close();
    expect(published.ok).toBe(true);
    const since = Date.now();
    await expect
      .poll(() => Promise.all(servers.map(async (server) => (await fetch(`${server.url}/contact`)).text())), {
        timeout: 5_000,
        interval: 200,
      })
      .toEqual(servers.map(() => expect.stringContaining(phone)));
    expect(Date.now() - since).toBeLessThan(5_000);
  });

  it("counts the hard rate limit across both servers", async () => {
    const from = "203.0.113.77";
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) {
      const token = await formToken(proxyUrl, "/book");
      const email = `limit.${i}.${randomUUID().slice(0, 6)}@example.com`;
      statuses.push((await postForm(proxyUrl, "/book", { ...validBooking(email), formToken: token }, from)).status);
    }
    // 40 an hour from one address are stored (the later ones held as spam); the 41st is refused, whichever
    // server it reaches.
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it("turns 1,000 leads over both servers into 2,000 e-mails, each sent once", { timeout: 240_000 }, async () => {
    const started = Date.now();
    const acknowledged = await book(1000, 16);
    console.info(`multi-server: 1,000 leads in ${Date.now() - started} ms`);
    expect(acknowledged).toHaveLength(1000);
    await expect.poll(() => total(mailsFor(acknowledged)), { timeout: 180_000, interval: 500 }).toBe(2000);
    console.info(`multi-server: 2,000 e-mails sent ${Date.now() - started} ms after the first lead`);
    expect([...mailsFor(acknowledged).values()].every((n) => n === 2)).toBe(true);
  });

  it("loses no acknowledged lead when one server is killed under load", { timeout: 240_000 }, async () => {
    const victim = servers[1] as RunningSite;
    let killed = false;
    const acknowledged = await book(200, 16, (count) => {
      if (!killed && count >= 60) {
        killed = true;
        victim.process.kill("SIGKILL");
      }
    });
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(100);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ reference: string }>("select reference from leads");
    await client.end();
    const stored = new Set(rows.map((r) => r.reference));
    expect(acknowledged.filter((r) => !stored.has(r))).toEqual([]);
    // The killed server's claimed messages come back when their claim expires (20 s); at least once each.
    await expect
      .poll(() => [...mailsFor(acknowledged).values()].filter((n) => n < 2).length, {
        timeout: 150_000,
        interval: 1000,
      })
      .toBe(0);
  });
});
