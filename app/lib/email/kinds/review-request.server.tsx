/**
 * The review request the morning after a confirmed event (~/lib/reviews/requests.server.ts), in the lead's
 * language: one question and one signed link to the review form. Every client of a confirmed booking gets it,
 * whatever the event was like (no cherry-picking: Google's and the FTC's rules on reviews).
 */
import type { ContentSnapshot } from "~/content/live";
import type { Lang } from "~/lib/lang";
import { Break, Button, Link, Paragraph, type RenderedEmail, renderEmail } from "../components.server";
import { ClientEmail, type EmailContext, SignOff } from "../frame.server";
import { eventDateText, oneLine, safeHttpUrl } from "../text.server";

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

/** What the request says, in each language of the forms. */
export const reviewRequestWords = ({
  site,
}: ContentSnapshot): Record<
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
    why: ["Recibió este correo porque reservó el servicio de valet parking en ", "."],
  },
});

function ReviewRequest({ data, ctx, subject }: { data: ReviewRequestData; ctx: EmailContext; subject: string }) {
  const w = reviewRequestWords(ctx.content)[data.language];
  const url = safeHttpUrl(oneLine(data.reviewUrl));
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={data.language}
      preheader={w.preheader}
      why={w.why}
      heading={w.heading}
    >
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
      <SignOff content={ctx.content} lang={data.language} />
    </ClientEmail>
  );
}

export function reviewRequestEmail(data: ReviewRequestData, ctx: EmailContext): RenderedEmail {
  const subject = reviewRequestWords(ctx.content)[data.language].subject(oneLine(data.reference));
  return renderEmail(subject, <ReviewRequest data={data} ctx={ctx} subject={subject} />);
}
