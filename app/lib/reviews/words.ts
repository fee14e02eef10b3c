import { serviceTypeLabelsEs, serviceTypes } from "~/forms/booking";
import type { Lang } from "~/lib/lang";
import { groupThousands } from "~/lib/us-clock";

/*
 * The review page's and the testimonials' words about clients' reviews, in both languages (ADR 025). The form's
 * own messages are with its schema (review-form.ts).
 */

export const reviewPageWords = {
  en: {
    title: "Your review",
    description: "Tell us how the valet service went at your event.",
    eyebrow: "Your review",
    heading: "How did we do?",
    intro: "A rating and a few words help us, and help other hosts choose. It takes two minutes.",
    formHeading: "Your rating and your words",
    problems: (n: number) => `Nothing was sent: check the ${n === 1 ? "field" : `${n} fields`} marked below.`,
    rating: "Your rating",
    ratingHint: "5 stars is excellent, 1 star is poor.",
    stars: (n: number) => `${n} ${n === 1 ? "star" : "stars"}`,
    ratingNames: { 5: "excellent", 4: "good", 3: "fair", 2: "disappointing", 1: "poor" } as Record<number, string>,
    text: "Your review",
    textHint: (max: number) => `What went well, what we could do better. Up to ${groupThousands(max)} characters.`,
    name: "Name to show",
    nameHint: "Your first name and the initial of your last name, as we suggest, or as you prefer.",
    consent: "You may publish my review on your website, with the name above.",
    consentHint: "Without this, only the owner reads it.",
    submit: "Send my review",
    thanksHeading: "Thank you for your review",
    thanks: "The owner reads every review. If you allowed it, it appears on our website once it has been checked.",
    google: "Would you post it on Google too? It helps other hosts find us.",
    googleButton: "Review us on Google",
    receivedHeading: "We already have your review",
    received: "This link has been used: your review reached us. Thank you.",
    expiredHeading: "This link has expired",
    expired: "Review links work for 60 days. To tell us how your event went, call us at",
    orWrite: "or write to",
    home: "Back to the home page",
    tooMany: "Too many attempts from your connection. Please wait a while and try again, or call us.",
  },
  es: {
    title: "Su reseña",
    description: "Cuéntenos cómo estuvo el servicio de valet en su evento.",
    eyebrow: "Su reseña",
    heading: "¿Qué tal estuvo nuestro servicio?",
    intro:
      "Su calificación y sus comentarios nos ayudan a mejorar, y ayudan a otros anfitriones a elegir. Solo le tomará dos minutos.",
    formHeading: "Su calificación y sus comentarios",
    problems: (n: number) =>
      `No se envió nada: revise ${n === 1 ? "el campo marcado" : `los ${n} campos marcados`} abajo.`,
    rating: "Su calificación",
    ratingHint: "5 estrellas significa excelente; 1 estrella, malo.",
    stars: (n: number) => `${n} ${n === 1 ? "estrella" : "estrellas"}`,
    ratingNames: { 5: "excelente", 4: "bueno", 3: "regular", 2: "decepcionante", 1: "malo" } as Record<number, string>,
    text: "Su reseña",
    textHint: (max: number) => `Qué salió bien y qué podríamos mejorar. Hasta ${groupThousands(max)} caracteres.`,
    name: "Nombre que se mostrará",
    nameHint: "Su nombre y la inicial de su apellido, como le sugerimos, o como prefiera.",
    consent: "Pueden publicar mi reseña en su sitio web, con el nombre de arriba.",
    consentHint: "Si no marca esta casilla, solo el dueño la leerá.",
    submit: "Enviar mi reseña",
    thanksHeading: "Gracias por su reseña",
    thanks: "El dueño lee cada reseña. Si lo permitió, aparecerá en nuestro sitio web una vez revisada.",
    google: "¿La publicaría también en Google? Ayuda a otros anfitriones a encontrarnos.",
    googleButton: "Escribir una reseña en Google",
    receivedHeading: "Ya recibimos su reseña",
    received: "Este enlace ya se usó: su reseña nos llegó. Gracias.",
    expiredHeading: "Este enlace caducó",
    expired: "Los enlaces para reseñas son válidos durante 60 días. Para contarnos cómo estuvo su evento, llámenos al",
    orWrite: "o escriba a",
    home: "Volver a la página de inicio",
    tooMany: "Demasiados intentos desde su conexión. Espere un momento y vuelva a intentarlo, o llámenos.",
  },
} as const;

/** The words the testimonials page says about clients' reviews. */
export const clientReviewWords = {
  en: {
    heading: "From our clients",
    intro: "Reviews our clients wrote after their event, through the link we send every client.",
    average: (rating: string, count: number) =>
      `${rating} out of 5 from ${count} verified client ${count === 1 ? "review" : "reviews"}`,
    answer: "Our answer",
    verified: "Verified booking",
  },
  es: {
    heading: "De nuestros clientes",
    intro: "Reseñas que nuestros clientes escribieron después de su evento, con el enlace que enviamos a cada cliente.",
    average: (rating: string, count: number) =>
      `${rating} de 5 en ${count} ${count === 1 ? "reseña verificada" : "reseñas verificadas"} de clientes`,
    answer: "Nuestra respuesta",
    verified: "Reservación verificada",
  },
} as const;

const monthFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { month: "long", year: "numeric", timeZone: "UTC" }),
};

/** "June 2027" / "junio de 2027" for YYYY-MM. */
export function monthText(yearMonth: string, lang: Lang): string {
  const at = new Date(`${yearMonth}-01T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? yearMonth : monthFormats[lang].format(at);
}

/** The booking form's service type, as a page in `lang` names it ("Wedding", "Boda"). */
export function serviceTypeText(type: string, lang: Lang): string {
  if (lang === "en") return type;
  return (serviceTypes as readonly string[]).includes(type)
    ? serviceTypeLabelsEs[type as (typeof serviceTypes)[number]]
    : type;
}
