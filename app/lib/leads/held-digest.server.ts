import type { Kysely, NotNull } from "kysely";
import { heldLeadsDigest } from "~/lib/email/kinds/held-digest.server";
import type { Logger } from "~/lib/log.server";
import type { ScheduledMailSettings } from "~/lib/mail/each-day.server";
import { companyMessage, hasHeldMail, queueMessage } from "~/lib/mail/outbox.server";
import { dayPastOpening } from "~/lib/office-hours";
import type { Database } from "~/lib/storage/schema";
import { spamWords } from "./spam.server";

/*
 * The morning digest of held leads (ADR 003). A lead held as possible spam notifies nobody, so once a day, at the
 * outbox worker's first poll after the office opens (weekends too: events run every day), the company gets one
 * e-mail listing the leads held since the last digest, each linked to its staff page, where "Not spam" sends its
 * e-mails. One held_digests row per office day is the claim: the worker whose insert creates it marks the leads it
 * lists and queues the e-mail in the same transaction; every other worker, and this one after a restart, finds the
 * row and does nothing. A lead is listed once: by the digest that marked it.
 */

export interface DigestSettings extends ScheduledMailSettings {
  notifyEmail: string;
}

/** Queues the digest of `day`, unless it is done; the number of leads listed, or null when it was done already. */
async function queueDigest(db: Kysely<Database>, mail: DigestSettings, day: string, now: Date) {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("held_digests")
      .values({ day, leads: 0, created_at: at })
      .onConflict((oc) => oc.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) return null;
    const leads = await trx
      .updateTable("leads")
      .set({ digest_day: day })
      .where(hasHeldMail)
      .where("spam_reason", "is not", null)
      .where("digest_day", "is", null)
      .returning(["id", "reference", "form", "name", "email", "spam_reason", "created_at"])
      .$narrowType<{ spam_reason: NotNull }>()
      .execute();
    if (!leads.length) return 0;
    leads.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
    const rendered = heldLeadsDigest(
      {
        leads: leads.map((lead) => ({
          reference: lead.reference,
          form: lead.form,
          name: lead.name,
          email: lead.email,
          receivedAt: lead.created_at,
          reason: spamWords(lead.spam_reason),
          url: `${mail.siteUrl}/staff/leads/${lead.id}`,
        })),
        allHeldUrl: `${mail.siteUrl}/staff/leads?status=spam`,
      },
      { siteUrl: mail.siteUrl, content: mail.content() },
    );
    await queueMessage(trx, companyMessage(mail, "held-digest", rendered, at));
    await trx.updateTable("held_digests").set({ leads: leads.length }).where("day", "=", day).execute();
    return leads.length;
  });
}

/**
 * The outbox worker's poll task. Until the office opens it does nothing; then it queues the day's digest, unless
 * another worker (or this one before a restart) did, and does nothing more until the next day. Resolves to the
 * number of leads this call listed, or null when the digest was not its to do.
 */
export function heldDigestCheck(db: Kysely<Database>, mail: DigestSettings, log?: Logger) {
  let done: string | null = null;
  return async (now: number): Promise<number | null> => {
    const day = dayPastOpening(new Date(now), mail.content().hours.week);
    if (!day || day === done) return null;
    const listed = await queueDigest(db, mail, day, new Date(now));
    done = day;
    if (listed) log?.info({ day, leads: listed }, "digest of held leads queued");
    return listed;
  };
}
