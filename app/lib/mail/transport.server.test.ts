import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSilentSmtp, startSmtp } from "../../../tests/support/smtp";
import { createMailTransport, type OutgoingMail } from "./transport.server";

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
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: tmpdir(), timeouts: { socketTimeout: 300 } });
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
