import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSilentSmtp, startSmtp } from "../../../tests/support/smtp";
import { createMailTransport, mailFileName, type OutgoingMail } from "./transport.server";

const message = (to: string): OutgoingMail => ({
  from: "site@valet.example",
  to,
  subject: "Your request GK-TEST01",
  text: "Thank you.",
  html: "<p>Thank you.</p>",
  messageId: `<${to}@valet.example>`,
});

/** How long a promise takes to settle, and its error. */
async function timed(work: Promise<unknown>) {
  const started = Date.now();
  const error = await work.then(
    () => null,
    (e: Error) => e,
  );
  return { ms: Date.now() - started, error };
}

describe("SMTP transport", () => {
  let silent: Awaited<ReturnType<typeof startSilentSmtp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    silent = await startSilentSmtp();
    smtp = await startSmtp();
    smtp.stalls = (to) => to.includes("stall@example.com");
  });
  afterAll(async () => {
    await silent?.stop();
    await smtp?.stop();
  });

  it("gives up on a server that accepts the connection and never greets, within its greeting timeout", async () => {
    const transport = createMailTransport({
      smtpUrl: silent.url,
      dataDir: tmpdir(),
      timeouts: { greetingTimeout: 300 },
    });
    const { ms, error } = await timed(transport.send(message("ana@example.com")));
    expect(error?.message).toMatch(/greeting/i);
    expect(ms).toBeLessThan(3_000);
  });

  it("gives up on a server that stalls mid-message, within its socket timeout", async () => {
    // The next message goes through the same transport, within the same timeout: 300 ms of silence was too short for
    // it once, with two test files at a time on a loaded machine.
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: tmpdir(), timeouts: { socketTimeout: 1_000 } });
    const { ms, error } = await timed(transport.send(message("stall@example.com")));
    expect(error?.message).toMatch(/timeout/i);
    expect(ms).toBeLessThan(3_000);
    await transport.send(message("ben@example.com"));
    expect(smtp.received.map((m) => m.to)).toEqual([["ben@example.com"]]);
  });

  it("stops a send when its signal aborts", async () => {
    const transport = createMailTransport({ smtpUrl: silent.url, dataDir: tmpdir() });
    const { ms, error } = await timed(transport.send(message("ana@example.com"), AbortSignal.timeout(200)));
    expect(error?.name).toBe("AbortError");
    expect(ms).toBeLessThan(3_000);
  });
});

describe("mail-file transport (no SMTP_URL)", () => {
  it("names each file by when it was written, the lead's reference, what it is and its message id", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "valet-mail-"));
    try {
      const transport = createMailTransport({ dataDir });
      const confirmation = { ...message("ana@example.com"), subject: "Your request GK-7F3K2Q" };
      await transport.send({ ...confirmation, kind: "lead-confirmation" });
      await transport.send({ ...message("ben@example.com"), subject: "Morning digest", kind: "owner-digest" });
      const files = readdirSync(path.join(dataDir, "mail")).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ_GK-7F3K2Q_lead-confirmation_anaexamplecom\.eml$/);
      expect(files[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ_owner-digest_benexamplecom\.eml$/);
      expect(readFileSync(path.join(dataDir, "mail", files[0] ?? ""), "utf8")).toContain(
        "Subject: Your request GK-7F3K2Q",
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("gives readable names: time to the second, no spaces, sortable", () => {
    const at = new Date("2026-11-26T15:30:00.123Z");
    const named = (subject: string, kind?: string) =>
      mailFileName({ subject, kind, messageId: "<1b9d6bcd-bbfd-4b2d@valet.example>" }, at);
    expect(named("We received your booking request (GK-7F3K2Q)", "lead-confirmation")).toBe(
      "2026-11-26T15-30-00Z_GK-7F3K2Q_lead-confirmation_1b9d6bcd-bbfd-4b2d.eml",
    );
    expect(named("Held leads: 3 waiting")).toBe("2026-11-26T15-30-00Z_1b9d6bcd-bbfd-4b2d.eml");
    expect(named("New booking request GK-7F3K2Q — Ana Ruiz", "lead-notification")).toMatch(/^\S+$/);
  });
});
