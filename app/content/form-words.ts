import type { Lang } from "~/lib/lang";

/*
 * The words of the lead forms and their thank-yous, in each language: apart from the rest of the site's words
 * (ui.ts), so the form's island (ADR 028) carries these alone.
 */

const en = {
  select: "Select…",
  optional: " (optional)",
  requiredNote: ["Required fields are marked with an asterisk (", ")."],
  sending: "Sending…",
  formLabel: (submit: string) => `${submit} form`,
  privacy: ["We use your details only to answer this request. See our ", "privacy policy", "."],
  reference: "Your reference:",
  confirmationSent: "A confirmation is on its way to your inbox.",
  again: "Submit Another Request",
  honeypot: "Leave this field empty",
  staffing: "Your estimate",
  staffingPlan: "We would plan",
  staffingPrompt:
    "We plan about 1 attendant per 25–30 guests, by how your guests arrive. Enter the guest count and event type for your estimate.",
  staffingConfirm: "Your coordinator confirms the final number with you.",
  addToCalendar: "Add to calendar",
};

export const formWords: Record<Lang, typeof en> = {
  en,
  es: {
    select: "Seleccione…",
    optional: " (opcional)",
    requiredNote: ["Los campos obligatorios llevan un asterisco (", ")."],
    sending: "Enviando…",
    formLabel: (submit: string) => `Formulario: ${submit}`,
    privacy: [
      "Usamos sus datos solo para responder a esta solicitud. Consulte nuestra ",
      "política de privacidad",
      ".",
    ],
    reference: "Su referencia:",
    confirmationSent: "Le enviamos una confirmación por correo electrónico.",
    again: "Enviar otra solicitud",
    honeypot: "Deje este campo vacío",
    staffing: "Su estimado",
    staffingPlan: "Planearíamos",
    staffingPrompt:
      "Planeamos alrededor de 1 valet por cada 25–30 invitados, según cómo lleguen. Escriba el número de invitados y el tipo de evento para ver el cálculo.",
    staffingConfirm: "Nuestro equipo de coordinación confirmará con usted el número final.",
    addToCalendar: "Agregar al calendario",
  },
};
