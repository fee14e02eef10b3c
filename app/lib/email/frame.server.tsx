/**
 * What every e-mail kind (kinds/) shares around its own words: the small print of the e-mails to clients and to
 * the company, the team's sign-off, the company's phone and address as links, the coordinator's phone, the note
 * staff typed to a client, and a lead or event as staff see it in their e-mails. Each kind renders itself over the
 * layout and blocks of components.server.tsx to { subject, text, html }; the sender (outbox) sets the addresses and
 * headers.
 *
 * The company's details and words are the content snapshot's the e-mail is rendered with (`ctx.content`, ~/content/
 * live.ts), never a module's: an action renders with its request's snapshot, the scheduled jobs and the outbox with
 * the server's newest one, and a draft's e-mails can be rendered beside the published edition's.
 */
import type { ReactNode } from "react";
import type { ContentSnapshot } from "~/content/live";
import { leadFormNames } from "~/forms/registry.server";
import { type Lang, langTags } from "~/lib/lang";
import { clockText, endsNextDay } from "~/lib/leads/booking-decision";
import type { LeadForm } from "~/lib/storage/schema";
import { Break, Details, EmailLayout, Heading, Link, MultiLine, Paragraph, Subheading } from "./components.server";
import { multiLine, oneLine, safeHttpUrl, siteHost, telUri, truncate } from "./text.server";

export type { RenderedEmail } from "./components.server";

export interface EmailContext {
  /** Absolute, no trailing slash. */
  siteUrl: string;
  /** All content as the e-mail says it: the company's details and the words of the content modules. */
  content: ContentSnapshot;
}

/** A link when the URL is http(s), otherwise the value as text. */
export function SafeLink({ url, label }: { url: string | null; label?: string }) {
  const href = safeHttpUrl(url);
  const shown = oneLine(label ?? url ?? "");
  return href ? <Link href={href}>{shown}</Link> : shown;
}

/** The company's phone, as a link to dial it. */
export function OfficePhone({ content, muted }: { content: ContentSnapshot; muted?: boolean }) {
  return (
    <Link href={content.links.tel} muted={muted}>
      {content.site.phone.display}
    </Link>
  );
}

/** An address of the company (the office's unless told), as a link to write to it. */
export function OfficeEmail({
  content,
  address = content.site.email,
  muted,
}: {
  content: ContentSnapshot;
  address?: string;
  muted?: boolean;
}) {
  return (
    <Link href={`mailto:${address}`} muted={muted}>
      {address}
    </Link>
  );
}

/** A phone number someone typed: a link when it can be dialled, otherwise as text (`empty` when there is none). */
export function TypedPhone({ phone, tel, empty = "" }: { phone: string; tel: string | null; empty?: string }) {
  return tel ? <Link href={tel}>{phone}</Link> : phone || empty;
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mails to clients and visitors

/** The event's coordinator as staff typed them: name and phone shortened to one line, and the phone's tel: URI. */
export function coordinatorOf(data: { coordinatorName: string; coordinatorPhone: string }) {
  return {
    name: truncate(oneLine(data.coordinatorName), 80),
    phone: truncate(oneLine(data.coordinatorPhone), 30),
    tel: telUri(data.coordinatorPhone),
  };
}

/** When the service ends, "(the next day)" after the time when it ends after midnight. */
export function endText(arrival: string | null, endTime: string, lang: Lang, nextDay: string): string {
  return `${clockText(endTime, lang)}${arrival && endsNextDay(arrival, endTime) ? ` ${nextDay}` : ""}`;
}

/** A note staff typed to the client, under its heading, its line breaks kept; nothing when there is none. */
export function StaffNote({ heading, note }: { heading: string; note: string }) {
  const text = multiLine(note).trim();
  return text ? (
    <>
      <Subheading>{heading}</Subheading>
      <Paragraph>
        <MultiLine value={truncate(text, 2000)} />
      </Paragraph>
    </>
  ) : null;
}

/** A client's e-mail's words for reaching the event's coordinator. */
export interface CoordinatorWords {
  reach: string;
  callCoordinator: (name: string) => string;
  orOffice: string;
}

/**
 * How to reach us, under its subheading: "Call your coordinator, …, at …, or the office at …" and what follows, as a
 * client's e-mail says it.
 */
export function ReachCoordinator({
  content,
  words,
  coordinator,
  children,
}: {
  content: ContentSnapshot;
  words: CoordinatorWords;
  coordinator: ReturnType<typeof coordinatorOf>;
  children: ReactNode;
}) {
  const call = words.callCoordinator(coordinator.name);
  return (
    <>
      <Subheading>{words.reach}</Subheading>
      <Paragraph>
        {call} <TypedPhone phone={coordinator.phone} tel={coordinator.tel} />, {words.orOffice}{" "}
        <OfficePhone content={content} />
        {children}
      </Paragraph>
    </>
  );
}

const signOffWords = (company: string): Record<Lang, string> => ({
  en: `— The ${company} team`,
  es: `— El equipo de ${company}`,
});

/** The last line of a client's e-mail. */
export function SignOff({ content, lang }: { content: ContentSnapshot; lang: Lang }) {
  return <Paragraph>{signOffWords(content.site.name)[lang]}</Paragraph>;
}

/** The small print of the e-mails to visitors: why they got it, and who we are. */
export function CompanyFooter({ content, why }: { content: ContentSnapshot; why: ReactNode }) {
  const { legalName, address } = content.site;
  const { street, locality, region, postalCode } = address;
  return (
    <>
      <Paragraph small>{why}</Paragraph>
      <Paragraph small>
        {legalName} · {`${street}, ${locality}, ${region} ${postalCode}`}
        <Break />
        <OfficePhone content={content} muted /> · <OfficeEmail content={content} muted />
      </Paragraph>
    </>
  );
}

/** What every e-mail's frame is given: the subject is the page's title, the heading opens the text. */
interface FrameProps {
  ctx: EmailContext;
  subject: string;
  preheader: string;
  heading: string;
  children: ReactNode;
}

/** An e-mail: the layout under the company's name, its heading, then `children`, and `footer` as the small print. */
export function FramedEmail({
  ctx,
  subject,
  heading,
  children,
  ...layout
}: FrameProps & { footer: ReactNode; lang?: string }) {
  return (
    <EmailLayout brand={ctx.content.site.name} title={subject} {...layout}>
      <Heading>{heading}</Heading>
      {children}
    </EmailLayout>
  );
}

/** A client's e-mail: the layout in their language, its heading, and the small print around a link to the site. */
export function ClientEmail({
  lang,
  why,
  ...frame
}: FrameProps & {
  lang: Lang;
  /** Why they receive it, before and after the link to the site. */
  why: readonly [string, string];
}) {
  return <FramedEmail {...frame} lang={langTags[lang]} footer={<ClientFooter why={why} ctx={frame.ctx} />} />;
}

/** A client's e-mail's footer: why they receive it, around a link to the site, then the company's details. */
function ClientFooter({ why: [before, after], ctx }: { why: readonly [string, string]; ctx: EmailContext }) {
  return (
    <CompanyFooter
      content={ctx.content}
      why={
        <>
          {before}
          <SafeLink url={ctx.siteUrl} label={siteHost(ctx.siteUrl)} />
          {after}
        </>
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mails to the company (in English, as the staff area is)

/** An e-mail to the company: the layout, its heading, and small print saying the website sent it, and when it does. */
export function StaffEmail({
  when,
  ...frame
}: FrameProps & {
  /** What follows "Sent by the … website (…)": " every morning." */
  when: string;
}) {
  const { ctx } = frame;
  return (
    <FramedEmail
      {...frame}
      footer={
        <Paragraph small>
          Sent by the {ctx.content.site.name} website (<SafeLink url={ctx.siteUrl} />){when}
        </Paragraph>
      }
    />
  );
}

/** A bot can hold thousands of leads in a day: the digests list this many, the staff inbox has the rest. */
export const DIGEST_LIST_MAX = 50;

export const leadsCount = (n: number) => `${n} lead${n === 1 ? "" : "s"}`;

/** A lead or an event in the company's e-mails: its heading, its details, and the link to its staff page. */
export function StaffEntry({
  heading,
  rows,
  url,
  action,
}: {
  heading: string;
  rows: { label: string; value: ReactNode }[];
  url: string;
  /** The link's label: "Open GK-7F3K2Q". */
  action: string;
}) {
  const href = safeHttpUrl(url);
  return (
    <>
      <Subheading>{heading}</Subheading>
      <Details rows={rows} />
      {href ? (
        <Paragraph>
          <Link href={href}>{action}</Link>
        </Paragraph>
      ) : null}
    </>
  );
}

/** A lead in the company's e-mails: "GK-7F3K2Q · Booking request", its details, and "Open GK-7F3K2Q" (or `verb`). */
export function LeadEntry({
  lead,
  rows,
  verb,
}: {
  lead: { reference: string; form: LeadForm; url: string };
  rows: { label: string; value: ReactNode }[];
  verb: string;
}) {
  const reference = oneLine(lead.reference);
  return (
    <StaffEntry
      heading={`${reference} · ${leadFormNames[lead.form].staff}`}
      rows={rows}
      url={lead.url}
      action={`${verb} ${reference}`}
    />
  );
}
