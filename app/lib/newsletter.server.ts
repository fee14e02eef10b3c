import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { newsletterConfirmation } from "~/lib/email/templates.server";
import type { Database } from "~/lib/storage/schema";

/** The unsubscribe link of a subscriber. */
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/newsletter/unsubscribe?token=${token}`;

/**
 * Subscribes an address (again, if it had left) and queues the confirmation e-mail in the same transaction.
 * Subscribing twice is harmless: no second row, no second e-mail.
 */
export async function subscribe(
  db: Kysely<Database>,
  input: { email: string; sourcePage: string | null; spamReason: string | null; siteUrl: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    if (current && !current.unsubscribed_at) return;
    const token = randomBytes(24).toString("base64url");
    const id = current
      ? (
          await trx
            .updateTable("subscribers")
            .set({ token, unsubscribed_at: null, spam_reason: input.spamReason, created_at: now })
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
      { email, unsubscribeUrl: unsubscribeUrl(input.siteUrl, token) },
      { siteUrl: input.siteUrl },
    );
    await trx
      .insertInto("outbox")
      .values({
        subscriber_id: id,
        kind: "newsletter-confirmation",
        to_address: email,
        subject: rendered.subject,
        text_body: rendered.text,
        html_body: rendered.html,
        message_id: `<${randomUUID()}@${new URL(input.siteUrl).hostname}>`,
        status: input.spamReason ? "held" : "pending",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
  });
}

/** Ends a subscription; true when the token named a subscriber. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!/^[\w-]{20,64}$/.test(token)) return false;
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
