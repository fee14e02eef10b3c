import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { newsletterConfirmation } from "~/lib/email/kinds/newsletter-confirmation.server";
import { type Lang, localizePath } from "~/lib/lang";
import { outboxMessage, queueMessage } from "~/lib/mail/outbox.server";
import { csvCell } from "~/lib/staff/inbox.server";
import type { Database } from "~/lib/storage/schema";

/*
 * A subscriber's links lead to the pages of the language they signed up in: the language is in the link's path
 * (/es/newsletter/confirm), so the subscriber row needs no column of its own.
 */

/** The unsubscribe link of a subscriber. */
export const unsubscribeUrl = (siteUrl: string, token: string, lang: Lang = "en") =>
  `${siteUrl}${localizePath("/newsletter/unsubscribe", lang)}?token=${token}`;
/** The link that confirms a sign-up (double opt-in). */
export const confirmUrl = (siteUrl: string, token: string, lang: Lang = "en") =>
  `${siteUrl}${localizePath("/newsletter/confirm", lang)}?token=${token}`;

/**
 * Headers of every message to a subscriber: mail clients show an unsubscribe button, and its one-click POST
 * (RFC 8058) lands on the unsubscribe route.
 */
export const listUnsubscribeHeaders = (siteUrl: string, token: string, lang: Lang = "en") => ({
  "List-Unsubscribe": `<${unsubscribeUrl(siteUrl, token, lang)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * Signs an address up (again, if it had left) and queues the e-mail with the confirmation link in the same
 * transaction: nothing else is sent until the link is followed (double opt-in). Signing up twice is harmless: no
 * second row, no second e-mail. The e-mail and its links are in `lang`, the language of the page signed up on.
 */
export async function subscribe(
  db: Kysely<Database>,
  input: {
    email: string;
    sourcePage: string | null;
    spamReason: string | null;
    siteUrl: string;
    /** What the e-mail says: the request's snapshot. */
    content: ContentSnapshot;
    lang?: Lang;
  },
): Promise<void> {
  const email = input.email.toLowerCase();
  const lang = input.lang ?? "en";
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    if (current && !current.unsubscribed_at) return;
    const token = randomBytes(24).toString("base64url");
    const id = current
      ? (
          await trx
            .updateTable("subscribers")
            .set({ token, unsubscribed_at: null, confirmed_at: null, spam_reason: input.spamReason, created_at: now })
            .where("id", "=", current.id)
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id
      : (
          await trx
            .insertInto("subscribers")
            .values({ email, token, source_page: input.sourcePage, spam_reason: input.spamReason, created_at: now })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
    const rendered = newsletterConfirmation(
      { email, confirmUrl: confirmUrl(input.siteUrl, token, lang), language: lang },
      { siteUrl: input.siteUrl, content: input.content },
    );
    await queueMessage(trx, {
      ...outboxMessage(input.siteUrl, "newsletter-confirmation", email, rendered, now),
      subscriber_id: id,
      headers: JSON.stringify(listUnsubscribeHeaders(input.siteUrl, token, lang)),
      status: input.spamReason ? "held" : "pending",
    });
  });
}

const validToken = (token: string) => /^[\w-]{20,64}$/.test(token);

/** Confirms a sign-up; true when the token names a subscriber who has not left. */
export async function confirmSubscription(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  if (!validToken(token)) return false;
  const row = await db
    .selectFrom("subscribers")
    .select(["id", "confirmed_at", "unsubscribed_at"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row || row.unsubscribed_at) return false;
  if (!row.confirmed_at) {
    await db.updateTable("subscribers").set({ confirmed_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return true;
}

/** Confirmed subscribers who have not left, for a mailing service: a CSV with the columns such services import. */
export async function* confirmedSubscribersCsv(db: Kysely<Database>) {
  yield "Email Address,Confirmed At,Signed Up At,Source Page\r\n";
  const rows = await db
    .selectFrom("subscribers")
    .select(["email", "confirmed_at", "created_at", "source_page"])
    .where("confirmed_at", "is not", null)
    .where("unsubscribed_at", "is", null)
    .orderBy("id")
    .execute();
  for (const r of rows) yield `${[r.email, r.confirmed_at, r.created_at, r.source_page].map(csvCell).join(",")}\r\n`;
}

/** Ends a subscription; true when the token named a subscriber. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!validToken(token)) return false;
  const row = await db
    .selectFrom("subscribers")
    .select(["id", "unsubscribed_at"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (!row) return false;
  if (!row.unsubscribed_at) {
    await db
      .updateTable("subscribers")
      .set({ unsubscribed_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .execute();
  }
  return true;
}
