/**
 * The newsletter's confirmation (double opt-in), in the language of the page signed up on. Its words are the
 * newsletter's, with its pages' (~/content/newsletter-words.ts). It goes to whatever address was typed: it repeats
 * the address and nothing else typed.
 */
import { type Lang, langTags } from "~/lib/lang";
import { Button, Link, Paragraph, type RenderedEmail, renderEmail } from "../components.server";
import { CompanyFooter, type EmailContext, FramedEmail } from "../frame.server";
import { oneLine, safeHttpUrl, siteHost } from "../text.server";

export interface NewsletterEmailData {
  email: string;
  /** The double opt-in link. */
  confirmUrl: string;
  /** The language of the page signed up on; English when not given. */
  language?: Lang;
}

function NewsletterConfirmation({
  data,
  ctx,
  subject,
}: {
  data: NewsletterEmailData;
  ctx: EmailContext;
  subject: string;
}) {
  const lang = data.language ?? "en";
  const words = ctx.content.modules.newsletterWords.newsletterEmailWords[lang];
  const email = oneLine(data.email);
  const confirm = safeHttpUrl(oneLine(data.confirmUrl));
  return (
    <FramedEmail
      ctx={ctx}
      subject={subject}
      lang={langTags[lang]}
      preheader={words.preheader}
      footer={<CompanyFooter content={ctx.content} why={words.why(email, siteHost(ctx.siteUrl))} />}
      heading={words.heading}
    >
      <Paragraph>{words.body(email)}</Paragraph>
      {confirm ? (
        <>
          <Button href={confirm}>{words.button}</Button>
          <Paragraph small>
            {words.orOpen} <Link href={confirm}>{confirm}</Link>
          </Paragraph>
        </>
      ) : null}
      <Paragraph>{words.leave}</Paragraph>
    </FramedEmail>
  );
}

export function newsletterConfirmation(data: NewsletterEmailData, ctx: EmailContext): RenderedEmail {
  const subject = ctx.content.modules.newsletterWords.newsletterEmailWords[data.language ?? "en"].subject;
  return renderEmail(subject, <NewsletterConfirmation data={data} ctx={ctx} subject={subject} />);
}
