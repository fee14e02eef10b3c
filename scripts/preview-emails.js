// @ts-check
// `npm run emails`: every e-mail the site sends, rendered from sample data into email-previews/, with an index
// to open in a browser (HTML and plain-text part side by side).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "vite";

const out = path.resolve("email-previews");
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
try {
  const { sampleEmails } = await vite.ssrLoadModule("/app/lib/email/samples.server.ts");
  // The booking decision (confirmed, declined, cancelled) in English and Spanish.
  const { bookingDecisionSamples } = await vite.ssrLoadModule("/app/lib/leads/booking-decision-samples.server.ts");
  // The proposal and its reminder (English and Spanish), a client's question, and the office's notice of an acceptance.
  const { proposalSamples } = await vite.ssrLoadModule("/app/lib/leads/proposal-samples.server.ts");
  // The client's reminder two days before the event, in English and Spanish.
  const { clientReminderSamples } = await vite.ssrLoadModule("/app/lib/email/client-reminder-samples.server.ts");
  // The repository's content, with no edition, for today: what a server with nothing published sends.
  const { build } = await vite.ssrLoadModule("/app/content/live.ts");
  const { emptyDocument } = await vite.ssrLoadModule("/app/content/editable.ts");
  const { todayInLosAngeles } = await vite.ssrLoadModule("/app/forms/fields.ts");
  const content = build(emptyDocument(), todayInLosAngeles());
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  /** @type {string[]} */
  const rows = [];
  for (const { name, email } of [
    ...sampleEmails(content),
    ...bookingDecisionSamples(content),
    ...proposalSamples(content),
    ...clientReminderSamples(content),
  ]) {
    writeFileSync(path.join(out, `${name}.html`), email.html);
    writeFileSync(path.join(out, `${name}.txt`), email.text);
    const subject = email.subject.replace(/&/g, "&amp;").replace(/</g, "&lt;");
    rows.push(`<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>): ${subject}</li>`);
  }
  writeFileSync(
    path.join(out, "index.html"),
    `<!DOCTYPE html><meta charset="utf-8"><title>E-mail previews</title><h1>E-mail previews</h1><ul>${rows.join("")}</ul>`,
  );
  console.log(`${rows.length} e-mails written to ${path.relative(process.cwd(), out)}/ (open index.html)`);
} finally {
  await vite.close();
}
