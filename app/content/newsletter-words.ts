import type { Lang } from "~/lib/lang";

/*
 * The newsletter's words in each language: its sign-up box, its three pages (sign-up, confirm, unsubscribe), the
 * answers of its sign-up, and the confirmation e-mail. Spanish is typed by the English, so a key missing or
 * misspelt in either does not compile. The e-mail's words are a separate export, so the pages do not carry them.
 */

const en = {
  eyebrow: "Newsletter",
  box: {
    label: "Email address",
    placeholder: "you@example.com",
    submit: "Subscribe",
    note: "About once a month. Every e-mail has an unsubscribe link.",
    /** The box's heading and line where a page shows it in a section of its own (the blog). */
    heading: "Event Notes, Once a Month",
    intro: "New articles and seasonal planning reminders from our Los Angeles team.",
  },
  signUp: {
    title: "Newsletter",
    description: "Event planning notes and new articles from our Los Angeles valet team, about once a month.",
    heading: "Event Notes, Once a Month",
    intro: "New articles and seasonal planning reminders from our Los Angeles valet team.",
    pendingHeading: "Check Your Inbox",
    /** Around the address the link was sent to. */
    pending: [
      "Almost done. We sent a link to ",
      ": open it to confirm your subscription. Nothing else is sent until you do.",
    ] as [string, string],
    backToBlog: "Back to the blog",
  },
  /** The sign-up's answers when it is refused; the e-mail field's own messages are the form rules' (fields.ts). */
  errors: {
    /** A post the server could not read: its reason and what to do. */
    refused: (reason: string) => `${reason} Please try again, or call us at {phone}.`,
    tooMany: "Too many sign-ups from your connection. Please try again later.",
    storageDown: `We could not save your request just now. Nothing you typed is lost: please try again in a minute, or call us at {phone}.`,
  },
  confirm: {
    title: "Confirm Your Subscription",
    description: "Confirm your newsletter sign-up.",
    heading: "Confirm Your Subscription",
    intro: "One click and you will receive our monthly event notes.",
    button: "Yes, subscribe me",
    doneHeading: "You're Subscribed",
    done: "Thank you. The newsletter comes about once a month, and every issue has an unsubscribe link.",
    invalidHeading: "Link Not Recognised",
    invalid: "This confirmation link is not valid any more. Please sign up again on the blog.",
  },
  unsubscribe: {
    title: "Unsubscribe",
    description: "Stop receiving our newsletter.",
    heading: "Unsubscribe",
    intro: "Stop receiving our monthly newsletter?",
    button: "Unsubscribe",
    doneHeading: "You're Unsubscribed",
    done: "You will not receive the newsletter any more. You can sign up again on the blog at any time.",
    invalidHeading: "Link Not Recognised",
    invalid: "This unsubscribe link is not valid. Please use the link in your most recent newsletter e-mail.",
  },
};

export type NewsletterWords = typeof en;

const es: NewsletterWords = {
  eyebrow: "Boletín",
  box: {
    label: "Correo electrónico",
    placeholder: "nombre@ejemplo.com",
    submit: "Suscribirse",
    note: "Aproximadamente una vez al mes. Cada correo incluye un enlace para cancelar la suscripción.",
    heading: "Notas para sus eventos, una vez al mes",
    intro: "Artículos nuevos y recordatorios de temporada para planear sus eventos, de nuestro equipo en Los Ángeles.",
  },
  signUp: {
    title: "Boletín",
    description:
      "Consejos para planear eventos y artículos nuevos de nuestro equipo de valet en Los Ángeles, aproximadamente una vez al mes.",
    heading: "Notas para sus eventos, una vez al mes",
    intro:
      "Artículos nuevos y recordatorios de temporada para planear sus eventos, de nuestro equipo de valet en Los Ángeles.",
    pendingHeading: "Revise su bandeja de entrada",
    pending: [
      "Solo falta un paso. Le enviamos un enlace a ",
      ": ábralo para confirmar su suscripción. No le enviaremos nada más hasta que lo haga.",
    ],
    backToBlog: "Volver al blog",
  },
  errors: {
    refused: (reason) => `${reason} Inténtelo de nuevo o llámenos al {phone}.`,
    tooMany: "Recibimos demasiadas suscripciones desde su conexión. Inténtelo de nuevo más tarde.",
    storageDown: `No pudimos guardar su suscripción en este momento. No se perdió nada de lo que escribió: inténtelo de nuevo en un minuto o llámenos al {phone}.`,
  },
  confirm: {
    title: "Confirme su suscripción",
    description: "Confirme su suscripción al boletín.",
    heading: "Confirme su suscripción",
    intro: "Con un solo clic empezará a recibir cada mes nuestras notas para eventos.",
    button: "Sí, quiero suscribirme",
    doneHeading: "Suscripción confirmada",
    done: "Gracias. El boletín llega aproximadamente una vez al mes, y cada edición incluye un enlace para cancelar la suscripción.",
    invalidHeading: "Enlace no válido",
    invalid: "Este enlace de confirmación ya no es válido. Suscríbase de nuevo desde el blog.",
  },
  unsubscribe: {
    title: "Cancelar suscripción",
    description: "Deje de recibir nuestro boletín.",
    heading: "Cancelar suscripción",
    intro: "¿Desea dejar de recibir nuestro boletín mensual?",
    button: "Cancelar suscripción",
    doneHeading: "Suscripción cancelada",
    done: "Ya no recibirá el boletín. Puede volver a suscribirse desde el blog en cualquier momento.",
    invalidHeading: "Enlace no válido",
    invalid:
      "Este enlace para cancelar la suscripción no es válido. Use el enlace del correo más reciente que recibió del boletín.",
  },
};

export const newsletterWords: Record<Lang, NewsletterWords> = { en, es };

/** The confirmation e-mail (double opt-in), in the language of the page the visitor signed up on. */
const emailEn = {
  subject: `Confirm your subscription to the {company} newsletter`,
  preheader: "One click to confirm, and you will get our articles and seasonal reminders about once a month.",
  why: (email: string, host: string) =>
    `You received this e-mail because ${email} was entered in the newsletter box on ${host}. If that wasn't you, ignore it: without a click on the link you will not hear from us again.`,
  heading: "Please confirm your subscription",
  body: (email: string) =>
    `Someone, hopefully you, asked to receive the {company} blog newsletter at ${email}. Confirm with the button below and you'll get our new articles and seasonal planning reminders (wedding season, the holidays and other busy dates), about once a month.`,
  button: "Yes, subscribe me",
  orOpen: "Or open this link:",
  leave: "Every newsletter has an unsubscribe link, and you can leave at any time.",
};

export const newsletterEmailWords: Record<Lang, typeof emailEn> = {
  en: emailEn,
  es: {
    subject: `Confirme su suscripción al boletín de {company}`,
    preheader:
      "Confirme con un clic y recibirá nuestros artículos y recordatorios de temporada aproximadamente una vez al mes.",
    why: (email, host) =>
      `Recibió este correo porque alguien escribió ${email} en el formulario del boletín de ${host}. Si no fue usted, ignore este mensaje: si no hace clic en el enlace, no le enviaremos nada más.`,
    heading: "Confirme su suscripción",
    body: (email) =>
      `Alguien (seguramente usted) pidió recibir el boletín del blog de {company} en ${email}. Confirme con el botón de abajo y recibirá nuestros artículos nuevos y recordatorios de temporada para planear sus eventos (la temporada de bodas, las fiestas decembrinas y otras fechas de mucha demanda), aproximadamente una vez al mes.`,
    button: "Sí, quiero suscribirme",
    orOpen: "O abra este enlace:",
    leave: "Cada boletín incluye un enlace para cancelar la suscripción, y puede darse de baja en cualquier momento.",
  },
};
