import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formToken, postForm, referenceIn, validBooking } from "../support/forms";
import { expectMailedOnce } from "../support/mailed-once";
import { type RunningSite, startSite } from "../support/site";
import { startSmtp } from "../support/smtp";

/*
 * SIGTERM while visitors keep sending forms and the mail server hangs: every request the server took is answered
 * (none reset), the server exits 0 within 10 s without waiting for the mail, and the next start sends the mail
 * left over, once.
 */

const VISITORS = 16;
const SIGNAL_AFTER = 24;
const sites: RunningSite[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "valet-shutdown-"));

afterAll(async () => {
  for (const site of sites) await site.stop();
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("graceful shutdown", () => {
  it("answers every request in flight at SIGTERM, exits 0 within 10 s, and the next start sends the mail left", async () => {
    smtp = await startSmtp();
    smtp.stalls = () => true; // sends hang: some are in progress at SIGTERM, the rest wait in the outbox
    const env = { SMTP_URL: smtp.url, NOTIFY_EMAIL: "office@valet.example" };
    const first = await startSite(env, dataDir);
    sites.push(first);
    const exited = new Promise<number | null>((resolve) => first.process.once("exit", (code) => resolve(code)));

    const acknowledged: string[] = [];
    const failures: string[] = [];
    let inFlight = 0;
    let inFlightAtSignal = 0;
    let signalledAt = 0;
    let next = 0;
    /** A visitor who opens the booking page and sends it, again and again, until the server takes no more. */
    const visitor = async () => {
      for (;;) {
        const i = next++;
        inFlight++;
        try {
          const token = await formToken(first.url, "/book");
          const fields = { ...validBooking(`shutdown${i}@example.com`), formToken: token };
          const response = await postForm(first.url, "/book", fields, `198.19.${i >> 8}.${i & 255}`);
          const reference = referenceIn(await response.text());
          if (reference) acknowledged.push(reference);
          else failures.push(`request ${i}: answered ${response.status} without a reference`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          // Once the server takes no more connections, a new one is refused: it never reached the server, and a
          // load balancer sends it to another. Anything else (a reset above all) is a request lost.
          if (code !== "ECONNREFUSED" || !signalledAt) failures.push(`request ${i}: ${code ?? String(error)}`);
          return;
        } finally {
          inFlight--;
        }
        if (!signalledAt && acknowledged.length >= SIGNAL_AFTER) {
          signalledAt = Date.now();
          inFlightAtSignal = inFlight;
          first.process.kill("SIGTERM");
        }
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    const code = await exited;
    const shutdownMs = Date.now() - signalledAt;
    console.info(
      `shutdown: ${inFlightAtSignal} visitors mid-request at SIGTERM, ${acknowledged.length} leads acknowledged, ` +
        `${failures.length} requests failed, exit ${code} after ${shutdownMs} ms`,
    );
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(code).toBe(0);
    expect(shutdownMs).toBeLessThan(10_000);
    expect(first.output.join("")).toContain("mail handed back to the outbox");

    smtp.stalls = () => false;
    const second = await startSite(env, dataDir);
    sites.push(second);
    await expectMailedOnce(smtp.received, acknowledged, { timeout: 60_000, interval: 500 });
  }, 120_000);
});
