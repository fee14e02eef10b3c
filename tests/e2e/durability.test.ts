import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn, validBooking } from "../support/forms";
import { expectMailedOnce } from "../support/mailed-once";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";

/*
 * Every lead a visitor was thanked for survives `kill -9` of the server, and its e-mails still go out, once,
 * after the restart, even though the mail server was down while the leads came in.
 */

const LEADS = 80;
const CONCURRENCY = 16;
const KILL_AFTER = 40;
const sites: RunningSite[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

const dataDirs: string[] = [];
afterAll(async () => {
  for (const s of sites) await s.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await smtp?.stop();
});

describe("durability", () => {
  it("keeps every acknowledged lead through SIGKILL and delivers its e-mails once after restart", async () => {
    smtp = await startSmtp();
    await smtp.stop(); // the mail server is down while leads arrive
    const dataDir = mkdtempSync(path.join(tmpdir(), "valet-durable-"));
    dataDirs.push(dataDir);
    const env = { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@valet.example" };
    const first = await startSite(env, dataDir);
    sites.push(first);

    const tokens = await Promise.all(Array.from({ length: LEADS }, () => formToken(first.url, "/book")));

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < LEADS) {
        const i = next++;
        try {
          const response = await postForm(
            first.url,
            "/book",
            { ...validBooking(`durable${i}@example.com`), formToken: tokens[i] ?? "" },
            `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`,
          );
          const reference = response.status === 200 ? referenceIn(await response.text()) : null;
          if (reference) acknowledged.push(reference);
        } catch {
          // The server died under this request: the visitor was never thanked.
        }
        if (!killed && acknowledged.length >= KILL_AFTER) {
          killed = true;
          first.process.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // The mail server comes back, and the server is started again two hours later (its clock, TEST_CLOCK): every
    // retry the outbox scheduled while the mail server was down (an hour apart at most) and every lock a killed send
    // held are due, so the test waits for the delivery, not for backoff timers (their rules have unit tests).
    await smtp.start();
    const second = await startSite({ ...env, TEST_CLOCK: new Date(Date.now() + 2 * 3_600_000).toISOString() }, dataDir);
    sites.push(second);
    const db = new SQLite(path.join(dataDir, "leads.sqlite"), { readonly: true });
    const stored = new Set(db.prepare("select reference from leads").pluck().all() as string[]);
    db.close();
    expect(acknowledged.filter((r) => !stored.has(r))).toEqual([]);
    console.info(`durability: ${acknowledged.length} acknowledged before SIGKILL, ${stored.size} stored`);

    await expectMailedOnce(smtp.received, acknowledged, { timeout: 120_000, interval: 1000 });
  }, 200_000);
});
