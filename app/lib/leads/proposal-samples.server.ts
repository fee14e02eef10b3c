import type { ContentSnapshot } from "~/content/live";
import { type ProposalEmailData, proposalEmail } from "~/lib/email/kinds/proposal.server";
import { type ProposalAcceptedData, proposalAcceptedEmail } from "~/lib/email/kinds/proposal-accepted.server";
import { proposalQuestionEmail } from "~/lib/email/kinds/proposal-question.server";
import { type ProposalReminderData, proposalReminderEmail } from "~/lib/email/kinds/proposal-reminder.server";
import { inBothLanguages, type SampleEmail, sampleSite } from "~/lib/email/samples.server";

/*
 * The proposal e-mail and its reminder in each language, the client's question to the office (asked in English, then
 * in Spanish) and the office's notice of an acceptance (confirming the booking, then finding it confirmed already
 * on other terms), from realistic data, for the preview (`npm run emails`, scripts/preview-emails.js). What staff and the
 * client typed has line breaks and markup, as they may.
 */

const proposal: ProposalEmailData = {
  reference: "GK-4QX8MD",
  language: "en",
  eventDate: "2027-06-19",
  priceCents: 185_000,
  attendants: 8,
  arrival: "16:00",
  endTime: "00:30",
  included:
    "8 uniformed attendants for 8½ hours, two steel key podiums, signage and cones.\nLiability coverage for every car <b>included</b>.",
  validUntil: "2027-05-31",
  coordinatorName: "Marisol Vega",
  coordinatorPhone: "(310) 555-0142",
  note: "We can start an hour earlier for the rehearsal dinner if you wish.",
  url: `${sampleSite.siteUrl}/proposal/12.ldqn8w.Xo3VtD1k2u6oQ9xT8bQe0m3Xr0p6cNnq5G1hXv3Zy7A`,
};

const question = {
  reference: proposal.reference,
  name: "Daniel Okafor",
  sequence: 2,
  leadUrl: `${sampleSite.siteUrl}/staff/leads/312`,
};

const reminder: ProposalReminderData = {
  reference: proposal.reference,
  language: "en",
  eventDate: proposal.eventDate,
  priceCents: proposal.priceCents,
  validUntil: proposal.validUntil,
  url: proposal.url,
};

const accepted: ProposalAcceptedData = {
  reference: proposal.reference,
  name: 'Amelia "Mia" Hart <b>VIP</b>',
  language: "es",
  sequence: 2,
  eventDate: proposal.eventDate,
  priceCents: proposal.priceCents,
  attendants: proposal.attendants,
  arrival: proposal.arrival,
  endTime: proposal.endTime,
  alreadyConfirmed: null,
  leadUrl: `${sampleSite.siteUrl}/staff/leads/312`,
};

/** The proposal's link in Spanish. */
const spanishUrl = `${sampleSite.siteUrl}/es/proposal/12.ldqn8w.Xo3VtD1k2u6oQ9xT8bQe0m3Xr0p6cNnq5G1hXv3Zy7A`;

export function proposalSamples(content: ContentSnapshot): SampleEmail[] {
  const context = { ...sampleSite, content };
  return [
    ...inBothLanguages(
      "proposal",
      proposalEmail,
      proposal,
      {
        included:
          "8 valets uniformados durante 8½ horas, dos podios de llaves de acero, señalización y conos.\nSeguro de responsabilidad para cada auto incluido.",
        note: "Podemos empezar una hora antes para la cena de ensayo si lo desea.",
        url: spanishUrl,
      },
      context,
    ),
    ...inBothLanguages("proposal-reminder", proposalReminderEmail, reminder, { url: spanishUrl }, context),
    { name: "proposal-accepted", email: proposalAcceptedEmail(accepted, context) },
    {
      name: "proposal-accepted-already-confirmed",
      email: proposalAcceptedEmail(
        { ...accepted, alreadyConfirmed: ["Price: $1,850 (confirmed: $1,500)", "Attendants: 8 (confirmed: 6)"] },
        context,
      ),
    },
    ...inBothLanguages(
      "proposal-question",
      proposalQuestionEmail,
      {
        ...question,
        language: "en",
        question: "Does the price include the <em>rehearsal</em> dinner on Friday?\nWe expect 40 cars.",
      },
      { question: "¿El precio incluye la cena de ensayo del viernes?\nEsperamos unos 40 autos." },
      context,
    ),
  ];
}
