import type { Kysely } from "kysely";
import type { ContentSnapshot } from "~/content/live";
import { Button, EmailLayout, Heading, Paragraph, renderEmail, Strong } from "~/lib/email/components.server";
import { companyMessage } from "~/lib/mail/outbox.server";
import type { Database } from "~/lib/storage/schema";
import { ACCOUNT_LOCKOUT } from "./sign-in-limits.server";

/*
 * The owner's e-mail when failed sign-ins are unusual (auth.server.ts decides when, at most once an hour). It names
 * no account and no address: the log has those, and an e-mail is no place for them.
 */

export interface SignInAlert {
  /** Failed sign-ins in the last hour, this one included. */
  failures: number;
  /** Where staff sign in. */
  signInUrl: string;
}

/** The alert, naming the company as `content` does. */
export function signInAlertEmail(alert: SignInAlert, { site }: ContentSnapshot) {
  const subject = `Unusual failed sign-ins to the ${site.name} staff area`;
  return renderEmail(
    subject,
    <EmailLayout
      brand={site.name}
      title={subject}
      preheader={`${alert.failures} failed sign-ins in the last hour.`}
      footer={
        <Paragraph small>
          Sent by the {site.name} website at most once an hour, when more sign-ins fail than staff mistype.
        </Paragraph>
      }
    >
      <Heading>Someone may be guessing staff passwords</Heading>
      <Paragraph>
        <Strong>{`${alert.failures} sign-ins failed in the last hour.`}</Strong> After {ACCOUNT_LOCKOUT.failures} wrong
        passwords, an account is locked for browsers that never signed in to it, for {ACCOUNT_LOCKOUT.firstMinutes}{" "}
        minute at first and up to {ACCOUNT_LOCKOUT.maxMinutes} minutes as it goes on. A browser that has signed in
        before still gets in with the right password.
      </Paragraph>
      <Paragraph>
        If this was not your team, make sure every staff password is long and used nowhere else; the server log lists
        each attempt with its address.
      </Paragraph>
      <Button href={alert.signInUrl}>Open the staff area</Button>
    </EmailLayout>,
  );
}

/** Queues the alert to the owner through the outbox. */
export async function queueSignInAlert(
  db: Kysely<Database>,
  mail: { siteUrl: string; notifyEmail: string; content: ContentSnapshot },
  alert: SignInAlert,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto("outbox")
    .values(companyMessage(mail, "sign-in-alert", signInAlertEmail(alert, mail.content), now.toISOString()))
    .execute();
}
