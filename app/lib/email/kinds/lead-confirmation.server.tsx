/**
 * The visitor's confirmation of their request, in the language of the page they sent it from. It goes to whatever
 * address was typed, so it carries only fixed company text, the reference and values chosen from lists: never the
 * name, a message or a link someone typed, which would make the form a spam relay.
 */
import type { ContentSnapshot } from "~/content/live";
import { leadFormWords } from "~/forms/registry.server";
import type { EstimateThanks } from "~/lib/estimate-view";
import type { Lang } from "~/lib/lang";
import type { LeadForm } from "~/lib/storage/schema";
import {
  Break,
  Details,
  Paragraph,
  ReferenceBox,
  type RenderedEmail,
  renderEmail,
  Strong,
  Subheading,
} from "../components.server";
import { ClientEmail, type EmailContext, OfficeEmail, OfficePhone, SignOff } from "../frame.server";
import { fieldRows, type LeadEmailData } from "../lead-data.server";
import { formatPacificTime, oneLine } from "../text.server";

/** What the visitor's confirmation says, in each language of the forms. */
export const confirmationWords = (
  content: ContentSnapshot,
): Record<
  Lang,
  {
    subject: (what: string, reference: string) => string;
    /** What the visitor sent, by form: "your booking request". */
    what: Record<LeadForm, string>;
    nextSteps: Record<LeadForm, string>;
    preheader: (reference: string, nextSteps: string) => string;
    why: (what: string) => [string, string];
    hello: string;
    thanks: (what: string) => string;
    thanksApplication: string;
    reference: { reference: string; received: string };
    next: string;
    yourRequest: string;
    privacy: (chose: boolean) => string;
    reach: string;
    questions: string;
    questionsApplication: string;
    call: string;
    orEmail: string;
    or: string;
    mention: string;
    received: (iso: string) => string;
    calendar: string;
  }
> => {
  const { site } = content;
  const forms = leadFormWords(content);
  return {
    en: {
      subject: (what, reference) => `We received your ${what} (${reference})`,
      what: {
        booking: forms.booking.visitor,
        quote: forms.quote.visitor,
        contact: forms.contact.visitor,
        application: forms.application.visitor,
      },
      nextSteps: {
        booking: forms.booking.nextSteps,
        quote: forms.quote.nextSteps,
        contact: forms.contact.nextSteps,
        application: forms.application.nextSteps,
      },
      preheader: (reference, nextSteps) => `Reference ${reference}. ${nextSteps}`,
      why: (what) => [
        `You received this e-mail because you submitted the ${what} form on `,
        ". If that wasn't you, you can ignore this message.",
      ],
      hello: "Hello,",
      thanks: (what) => `Thank you for contacting ${site.name}. We received your ${what}.`,
      thanksApplication: `Thank you for applying to ${site.name}. We received your job application.`,
      reference: { reference: "Your reference:", received: "Received" },
      next: "What happens next",
      yourRequest: "Your request",
      privacy: (chose) =>
        `Everything you wrote reached our team. For your privacy, this e-mail repeats only the reference${chose ? " and the choices you made" : ""}.`,
      reach: "How to reach us",
      questions: "Questions or changes?",
      questionsApplication: "Questions about your application?",
      call: "Call",
      orEmail: "or e-mail",
      or: "or",
      mention: ", and mention reference",
      received: formatPacificTime,
      calendar:
        "The attached calendar file adds the event to your calendar, marked pending confirmation until we confirm.",
    },
    es: {
      subject: (what, reference) => `Recibimos su ${what} (${reference})`,
      what: {
        booking: "solicitud de reservación",
        quote: "solicitud de cotización",
        contact: "solicitud de cotización",
        application: "solicitud de empleo",
      },
      nextSteps: {
        booking: `Un coordinador revisará el lugar, la fecha y el número de invitados, y le responderá en menos de ${site.replyHours.request} horas para confirmar disponibilidad, personal y próximos pasos.`,
        quote: `Un coordinador revisará el lugar, la fecha y el número de invitados, y le responderá en menos de ${site.replyHours.request} horas con su cotización.`,
        contact: `Un coordinador revisará los datos de su evento y le responderá en menos de ${site.replyHours.request} horas con una cotización y los próximos pasos.`,
        application: `Nuestro equipo de contratación revisará su solicitud y su currículum, y le responderá en menos de ${site.replyHours.application} horas.`,
      },
      preheader: (reference, nextSteps) => `Referencia ${reference}. ${nextSteps}`,
      why: (what) => [
        `Recibió este correo porque envió el formulario de ${what} en `,
        ". Si no fue usted, puede ignorar este mensaje.",
      ],
      hello: "Hola:",
      thanks: (what) => `Gracias por comunicarse con ${site.name}. Recibimos su ${what}.`,
      thanksApplication: `Gracias por postularse en ${site.name}. Recibimos su solicitud de empleo.`,
      reference: { reference: "Su referencia:", received: "Recibida" },
      next: "Próximos pasos",
      yourRequest: "Su solicitud",
      privacy: (chose) =>
        `Todo lo que escribió llegó a nuestro equipo. Por su privacidad, este correo repite solo la referencia${chose ? " y las opciones que eligió" : ""}.`,
      reach: "Cómo comunicarse con nosotros",
      questions: "¿Preguntas o cambios?",
      questionsApplication: "¿Preguntas sobre su solicitud?",
      call: "Llame al",
      orEmail: "o escriba a",
      or: "o",
      mention: ", y mencione la referencia",
      // A label, "Recibida: sábado, 21 de noviembre…", as in the text part: never "Recibida: el sábado".
      received: (iso) => formatPacificTime(iso, "es"),
      calendar:
        "El archivo de calendario adjunto agrega el evento a su calendario, marcado como pendiente de confirmación hasta que lo confirmemos.",
    },
  };
};

const estimateWords = {
  en: {
    heading: "Your estimate",
    plan: "We would plan",
    confirm: "Your coordinator confirms the final number with you.",
  },
  es: {
    heading: "Su estimado",
    plan: "Planearíamos",
    confirm: "Nuestro equipo de coordinación confirmará con usted el número final.",
  },
} satisfies Record<Lang, unknown>;

/** The estimate the thank-you showed, in the same words: computed by the server when the request was sent. */
function EstimateSection({ estimate, lang }: { estimate: EstimateThanks; lang: Lang }) {
  const words = estimateWords[lang];
  const { view, finePrint, notices } = estimate;
  return (
    <>
      <Subheading>{words.heading}</Subheading>
      <Paragraph>
        {words.plan} <Strong>{view.headline}</Strong>. {view.why}
      </Paragraph>
      {view.price ? (
        <Paragraph>
          <Strong>{view.price}</Strong>
          {view.fee ? (
            <>
              <Break />
              {view.fee}
            </>
          ) : null}
        </Paragraph>
      ) : null}
      {notices.map((notice) => (
        <Paragraph key={notice}>{notice}</Paragraph>
      ))}
      <Paragraph>{words.confirm}</Paragraph>
      {finePrint ? (
        <Paragraph small>
          {finePrint.includes}
          <Break />
          {finePrint.note}
        </Paragraph>
      ) : null}
    </>
  );
}

function LeadConfirmation({ lead, ctx, subject }: { lead: LeadEmailData; ctx: EmailContext; subject: string }) {
  const lang = lead.language ?? "en";
  const words = confirmationWords(ctx.content)[lang];
  const what = words.what[lead.form];
  const nextSteps = words.nextSteps[lead.form];
  const reference = oneLine(lead.reference);
  const isApplication = lead.form === "application";
  const chosen = (lead.visitorFields ?? lead.fields).filter((f) => f.chosen);
  const { site } = ctx.content;
  return (
    <ClientEmail
      ctx={ctx}
      subject={subject}
      lang={lang}
      preheader={words.preheader(reference, nextSteps)}
      why={words.why(what)}
      heading={words.hello}
    >
      <Paragraph>{isApplication ? words.thanksApplication : words.thanks(what)}</Paragraph>
      <ReferenceBox reference={reference} received={words.received(lead.receivedAt)} words={words.reference} />
      <Subheading>{words.next}</Subheading>
      <Paragraph>{nextSteps}</Paragraph>
      {lead.calendarAttached ? <Paragraph>{words.calendar}</Paragraph> : null}
      {chosen.length > 0 ? (
        <>
          <Subheading>{words.yourRequest}</Subheading>
          <Details rows={fieldRows(chosen)} />
        </>
      ) : null}
      {lead.visitorEstimate ? <EstimateSection estimate={lead.visitorEstimate} lang={lang} /> : null}
      <Paragraph small>{words.privacy(chosen.length > 0)}</Paragraph>
      <Subheading>{words.reach}</Subheading>
      <Paragraph>
        {isApplication ? words.questionsApplication : words.questions} {words.call}{" "}
        <OfficePhone content={ctx.content} /> {words.orEmail}{" "}
        <OfficeEmail content={ctx.content} address={isApplication ? site.careersEmail : site.email} />
        {isApplication ? (
          <>
            {" "}
            ({words.or} <OfficeEmail content={ctx.content} />)
          </>
        ) : null}
        {words.mention} <Strong>{reference}</Strong>.
      </Paragraph>
      <SignOff content={ctx.content} lang={lang} />
    </ClientEmail>
  );
}

export function leadConfirmation(lead: LeadEmailData, ctx: EmailContext): RenderedEmail {
  const words = confirmationWords(ctx.content)[lead.language ?? "en"];
  const subject = words.subject(words.what[lead.form], oneLine(lead.reference));
  return renderEmail(subject, <LeadConfirmation lead={lead} ctx={ctx} subject={subject} />);
}
