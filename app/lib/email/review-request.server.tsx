/**
 * The review request the morning after a confirmed event (~/lib/reviews/requests.server.ts), in the lead's
 * language: one question and one signed link to the review form. Every client of a confirmed booking gets it,
 * whatever the event was like (no cherry-picking: Google's and the FTC's rules on reviews).
 */
import { site } from "~/config/site";
import { type Lang, langTags } from "~/lib/lang";
import {
  Break,
  Button,
  EmailLayout,
  Heading,
  Link,
  Paragraph,
  type RenderedEmail,
  renderEmail,
} from "./components.server";
import { ClientFooter, type EmailContext, eventDateText, oneLine, safeHttpUrl } from "./templates.server";

export interface ReviewRequestData {
  reference: string;
  language: Lang;
  /** YYYY-MM-DD, the event's date. */
  eventDate: string;
  /** The signed link to the review form. */
  reviewUrl: string;
  /** YYYY-MM-DD, the link's last day. */
  validUntil: string;
}

const words = (): Record<
  Lang,
  {
    subject: (reference: string) => string;
    preheader: string;
    heading: string;
    body: (date: string) => string;
    ask: string;
    button: string;
    orOpen: string;
    until: (date: string) => string;
    anything: string;
    team: string;
    why: [string, string];
  }
> => ({
  en: {
    subject: (reference) => `How was the valet service at your event? (${reference})`,
    preheader: "Two minutes: a rating and a few words.",
    heading: "How did we do?",
    body: (date) => `Thank you for choosing ${site.name} for your event on ${date}.`,
    ask: "Would you tell us how the valet service went? A rating and a few words take two minutes. Every review reaches the owner, and with your permission we show it on our website.",
    button: "Write your review",
    orOpen: "Or open this link:",
    until: (date) => `The link works until ${date}.`,
    anything: "If something went wrong, please tell us in the review or call us: we want to know.",
    team: `— The ${site.name} team`,
    why: ["You received this e-mail because you booked valet parking through ", "."],
  },
  es: {
    subject: (reference) => `¿Cómo estuvo el servicio de valet en su evento? (${reference})`,
    preheader: "Solo le tomará dos minutos: una calificación y unos comentarios.",
    heading: "¿Qué tal estuvo nuestro servicio?",
    body: (date) => `Gracias por elegir a ${site.name} para su evento del ${date}.`,
    ask: "¿Nos cuenta cómo estuvo el servicio de valet? Calificarnos y dejar unos comentarios solo le tomará dos minutos. El dueño lee cada reseña y, con su permiso, la mostramos en nuestro sitio web.",
    button: "Escribir su reseña",
    orOpen: "O abra este enlace:",
    until: (date) => `El enlace es válido hasta el ${date}.`,
    anything: "Si algo salió mal, díganoslo en la reseña o llámenos: queremos saberlo.",
    team: `— El equipo de ${site.name}`,
    why: ["Recibió este correo porque reservó el servicio de valet parking en ", "."],
  },
});

function ReviewRequest({ data, ctx, subject }: { data: ReviewRequestData; ctx: EmailContext; subject: string }) {
  const w = words()[data.language];
  const url = safeHttpUrl(oneLine(data.reviewUrl));
  return (
    <EmailLayout
      title={subject}
      lang={langTags[data.language]}
      preheader={w.preheader}
      footer={<ClientFooter why={w.why} siteUrl={ctx.siteUrl} />}
    >
      <Heading>{w.heading}</Heading>
      <Paragraph>{w.body(eventDateText(data.eventDate, data.language))}</Paragraph>
      <Paragraph>{w.ask}</Paragraph>
      {url ? (
        <>
          <Button href={url}>{w.button}</Button>
          <Paragraph small>
            {w.orOpen}{" "}
            <Link href={url} address>
              {url}
            </Link>
            <Break />
            {w.until(eventDateText(data.validUntil, data.language))}
          </Paragraph>
        </>
      ) : null}
      <Paragraph>{w.anything}</Paragraph>
      <Paragraph>{w.team}</Paragraph>
    </EmailLayout>
  );
}

export function reviewRequestEmail(data: ReviewRequestData, ctx: EmailContext): RenderedEmail {
  const subject = words()[data.language].subject(oneLine(data.reference));
  return renderEmail(subject, <ReviewRequest data={data} ctx={ctx} subject={subject} />);
}

/** The request in both languages, for the preview (`npm run emails`). */
export function reviewRequestSamples(): { name: string; email: RenderedEmail }[] {
  const ctx = { siteUrl: "https://www.goldenkeyvalet.example" };
  const sample: ReviewRequestData = {
    reference: "GK-7F3K2Q",
    language: "en",
    eventDate: "2027-06-19",
    reviewUrl: `${ctx.siteUrl}/review/41.1x2k3m4.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ`,
    validUntil: "2027-08-19",
  };
  return [
    { name: "review-request", email: reviewRequestEmail(sample, ctx) },
    {
      name: "review-request-es",
      email: reviewRequestEmail(
        { ...sample, language: "es", reviewUrl: sample.reviewUrl.replace("/review/", "/es/review/") },
        ctx,
      ),
    },
  ];
}
