/**
 * Textos en español de las páginas de la empresa: Inicio, Nosotros, Reservar, Cotización, Contacto y Horario,
 * además de las cifras compartidas y el aviso "¿Listo para un servicio de valet de primera?". Mismos nombres de
 * exportación y mismos tipos que ../company.ts.
 */
import { site } from "../../config/site";
import { openDays } from "../../lib/office-hours-text";
import type {
  AboutContent,
  BookPageContent,
  ContactPageContent,
  HomeContent,
  HoursPageContent,
  QuotePageContent,
  ReadyBanner,
  Stat,
  TestimonialsPageContent,
} from "../company";
import { factWords } from "../facts";
import { openingHours } from "../hours";
import { aboutAreaSlugs } from "../page-lists";

/** Cuánto antes reservar y de qué tamaño puede ser un evento, como lo dice ../facts.ts. */
const es = factWords("es");

/* ------------------------------------------------------------------------------------------------ */
/* Compartido                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/** Cifras que se muestran en Inicio y Nosotros. */
export const stats: Stat[] = [
  { value: "{eventsServed}", label: "Eventos atendidos" },
  { value: "{averageRating}", label: "Calificación promedio" },
  { value: "{venuePartners}", label: "Salones y locales aliados" },
  { value: `{yearsExperience}+`, label: "Años de experiencia" },
];

export const readyBanner: ReadyBanner = {
  heading: "¿Listo para un servicio de valet de primera?",
  body: `Cuéntenos sobre su evento y nuestro equipo le responderá en menos de ${site.replyHours.request} horas con un plan de valet hecho a su medida. Reservar en línea toma menos de ${site.bookingSeconds} segundos.`,
  primary: { label: "Reservar ahora", href: "/es/book" },
  secondary: { label: `Llamar al {phone}`, href: "tel:{phoneE164}" },
};

/* ------------------------------------------------------------------------------------------------ */
/* Inicio                                                                                             */
/* ------------------------------------------------------------------------------------------------ */

export const home: HomeContent = {
  hero: {
    headline: "Valet parking de confianza en Los Ángeles",
    lead: `{company} ofrece valets uniformados y con antecedentes verificados para bodas, eventos privados, eventos corporativos, restaurantes y hoteles en todo Los Ángeles. Desde hace más de {yearsExperience} años, nuestros clientes confían en nosotros para que la llegada y la salida sean lo más fácil del día.`,
    phonePrompt: "Llámenos",
    emailPrompt: "Escríbanos",
  },
  mission: {
    heading: "Nuestra misión",
    paragraphs: [
      `Nuestra misión es sencilla: que cada invitado se sienta bienvenido desde el momento en que llega, y que cada vehículo se devuelva exactamente como se entregó. {company} lleva a cada evento valets formados en hospitalidad, un manejo cuidadoso de las llaves y una comunicación clara.`,
      `Planeamos cada servicio según el lugar, el número de invitados y el horario, para que usted pueda dedicarse a sus invitados y no al estacionamiento. Desde una cena íntima para ${es.smallestGuests} personas hasta una gala de ${es.largestGuests} invitados, ponemos la misma atención al detalle y el mismo nivel de cuidado.`,
    ],
  },
  serviceCards: [
    {
      title: "Valet para restaurantes y hoteles",
      body: "Programas de valet diarios y confiables para restaurantes y hoteles, con cobertura hotelera 24/7, personal de temporada y apoyo para noches especiales.",
      href: "/es/services/restaurant-hotel",
      icon: "hotel",
    },
    {
      title: "Bodas y eventos privados",
      body: "Llegadas atentas y bien coordinadas para bodas, aniversarios y celebraciones privadas en residencias, jardines y salones de eventos.",
      href: "/es/services/wedding-valet",
      icon: "rings",
    },
    {
      title: "Eventos corporativos y VIP",
      body: "Servicio de valet discreto y puntual para juntas ejecutivas, lanzamientos de productos, conferencias y atención a clientes.",
      href: "/es/services/corporate-events",
      icon: "briefcase",
    },
    {
      title: "Eventos especiales y de temporada",
      body: "Fiestas decembrinas con descuentos, galas benéficas con precios para organizaciones sin fines de lucro y reuniones de temporada.",
      href: "/es/services/holiday-events",
      icon: "gift",
    },
  ],
  reasons: [
    {
      title: "Personal capacitado",
      body: "Antes de trabajar en un evento, cada valet se somete a una verificación de antecedentes, trabaja uniformado y recibe capacitación en hospitalidad, manejo seguro y cuidado de los vehículos.",
      icon: "users",
    },
    {
      title: "Manejo seguro de los vehículos",
      body: "Las llaves se guardan en podios con cerradura de acero, y cada vehículo queda registrado en bitácoras digitales con revisión de su estado al recibirlo y al devolverlo.",
      icon: "key",
    },
    {
      title: "Una experiencia de primera para sus invitados",
      body: "Un saludo cortés, llegadas sin contratiempos y la entrega puntual de cada auto dan un tono acogedor a su evento de principio a fin.",
      icon: "star",
    },
    {
      title: "Horarios flexibles y servicio a la medida",
      body: "Desde noches de tres horas hasta eventos de todo el día, ajustamos el personal, los tiempos y la distribución a su lugar, su número de invitados y su horario.",
      icon: "calendar",
    },
    {
      title: "Con licencia y totalmente asegurados",
      body: `{company} cuenta con todas las licencias y con un seguro de responsabilidad civil general de {liabilityCoverageEs}, además de seguro de compensación para los trabajadores de nuestro equipo. La cobertura de cada evento y cómo se tramita un reclamo se establecen en su contrato de servicio.`,
      icon: "shield",
    },
    {
      title: "Servicio de 5 estrellas y seguimiento",
      body: `Nuestros clientes nos dan una calificación promedio de {averageRating}. Confirmamos cada detalle antes del evento y damos seguimiento después para asegurarnos de que todo salió según lo planeado.`,
      icon: "badge",
    },
  ],
  speed: {
    heading: "Reserve en menos de un minuto",
    body: `Solicitar el servicio de valet toma menos de ${site.bookingSeconds} segundos. Nuestro formulario de reservación funciona igual de bien en el celular que en la computadora y, si prefiere platicarlo, toque el botón para llamar y hable directamente con nuestro equipo.`,
  },
  finalCta: {
    heading: "Planee el servicio de valet de su evento",
    body: `Indíquenos la fecha, el lugar y el número de invitados, y le responderemos en menos de ${site.replyHours.request} horas con un plan de personal hecho para su evento.`,
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Nosotros                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export const about: AboutContent = {
  hero: {
    heading: "Un servicio impecable, con el lujo en cada detalle",
    intro: `En {company} llevamos más de {yearsExperience} años en la hospitalidad, y esa experiencia se nota en cada llegada. Ofrecemos un valet parking refinado y confiable para los eventos y los lugares de Los Ángeles.`,
  },
  story: {
    heading: "Nuestra historia",
    paragraphs: [
      `{company} nació en ${site.founded.city} en ${site.founded.year} con una idea sencilla: el valet parking debe sentirse como parte de la hospitalidad, no como algo de último momento. Empezamos con eventos privados y restaurantes, y nos fuimos ganando la confianza de los anfitriones noche tras noche.`,
      `En ${site.californiaSince} llegamos a Los Ángeles y trajimos los mismos estándares a una ciudad donde la primera impresión cuenta. Desde entonces hemos atendido bodas, eventos corporativos, galas benéficas, hoteles y celebraciones privadas desde Santa Mónica hasta Pasadena.`,
      `Hoy sumamos {eventsServedInProse} eventos atendidos y trabajamos con {venuePartnersInProse} salones y locales aliados. Nuestra forma de trabajar no ha cambiado: valets capacitados y con antecedentes verificados, manejo seguro de las llaves y una planeación cuidadosa para cada evento, grande o pequeño.`,
    ],
  },
  whyChoose: [
    {
      title: "Somos de aquí",
      body: "Nuestro equipo de Los Ángeles conoce los vecindarios, los lugares, el tráfico y las reglas de estacionamiento, y planea cada evento con todo eso en mente.",
      icon: "map",
    },
    {
      title: "Con licencia y totalmente asegurados",
      body: `Contamos con un seguro de responsabilidad civil general de {liabilityCoverageEs} y con seguro de compensación para trabajadores, y la cobertura de cada evento queda por escrito en su contrato de servicio.`,
      icon: "shield",
    },
    {
      title: "Coordinación en tiempo real",
      body: "Gracias a las bitácoras digitales y a la coordinación en vivo, nuestros valets, el personal del lugar y el programa de su evento van de la mano de principio a fin.",
      icon: "clock",
    },
    {
      title: "Detalles elegantes",
      body: "Valets uniformados, podios de llaves impecables y un saludo cortés: una llegada a la altura de su evento.",
      icon: "sparkle",
    },
  ],
  founder: {
    name: "Daniel Whitaker",
    role: "Fundador y director general",
    sample: true,
    bio: [
      `Daniel fundó {company} en ${site.founded.city} en ${site.founded.year}, después de años de trabajar en hoteles y restaurantes, donde vio cuánto influye la llegada en la noche de un invitado. Fundó la empresa sobre tres pilares: una capacitación cuidadosa, el manejo seguro de las llaves y una cortesía genuina.`,
      `Daniel encabezó la llegada de la empresa a Los Ángeles en ${site.californiaSince} y sigue muy involucrado en la relación con los clientes y en los estándares de servicio. Todavía revisa personalmente los planes de los eventos y está convencido de que el mejor servicio de valet es el que los invitados casi ni notan.`,
    ],
  },
  coo: {
    name: "Marisol Reyes",
    role: "Directora de operaciones",
    sample: true,
    bio: [
      "Marisol supervisa las operaciones diarias en todo Los Ángeles, desde el personal y los horarios hasta la coordinación con los lugares y la logística en sitio. Se asegura de que cada evento tenga el número correcto de valets, una distribución clara y un plan para cada llegada y cada salida.",
      "Con experiencia en operaciones de eventos, Marisol creó los procesos detrás de nuestras bitácoras digitales de vehículos, las revisiones del estado de cada auto y la capacitación de los valets. Su prioridad es la constancia: el mismo servicio tranquilo y confiable en cada evento y en cada lugar.",
    ],
  },
  serviceAreaSlugs: aboutAreaSlugs,
  cta: {
    heading: "Deje en nuestras manos la llegada de sus invitados",
    body: `Cuéntenos sobre su evento y le responderemos en menos de ${site.replyHours.request} horas con un plan de valet hecho a su medida. Llame o escriba a nuestro equipo, o solicite una cotización en línea.`,
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Reservar                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export const bookPage: BookPageContent = {
  hero: {
    heading: "Reserve su servicio de valet",
    intro: `Reserve valet parking profesional para su evento en menos de ${site.bookingSeconds} segundos. Indíquenos algunos detalles y nuestro equipo le responderá en menos de ${site.replyHours.request} horas para confirmar su plan.`,
  },
  tips: [
    `Reserve ${es.leadTime} antes para asegurar la fecha y el personal que prefiere.`,
    "Tenga a la mano la dirección del lugar y un cálculo aproximado de invitados.",
    "Pregunte en el lugar por las zonas para dejar a los invitados, los estacionamientos disponibles y cualquier restricción de estacionamiento.",
    `Calcule alrededor de 1 valet por cada 25–30 invitados. Atendemos eventos ${es.guestRange}.`,
    "Mencione en el campo de requisitos especiales cualquier necesidad de accesibilidad, llegada de invitados VIP o detalle de horarios.",
  ],
  formIntro: `Llene el siguiente formulario con los detalles de su evento para que podamos planear el personal y la logística. Le responderemos en menos de ${site.replyHours.request} horas.`,
};

/* ------------------------------------------------------------------------------------------------ */
/* Cotización                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

export const quotePage: QuotePageContent = {
  hero: {
    heading: "Solicite una cotización de valet parking",
    intro: `Cuéntenos sobre su evento y reciba una cotización a su medida en menos de ${site.replyHours.request} horas. La cotización es sin compromiso, y con gusto le respondemos cualquier pregunta durante el proceso.`,
  },
  quoteTips: [
    "Incluya un número de invitados lo más exacto posible para planear la cantidad adecuada de valets.",
    "Indíquenos la dirección completa del lugar y lo que ya sepa sobre el estacionamiento o la zona para dejar a los invitados.",
    "Indique la hora de inicio y de fin de su evento, incluso si los invitados llegarán de forma escalonada.",
    "Mencione cualquier requisito especial, como invitados VIP, necesidades de accesibilidad o varias entradas.",
  ],
  whyQuote: [
    {
      title: "Personal a la medida",
      body: "Cada cotización se arma según su número de invitados, la distribución del lugar y su horario, para que tenga el equipo correcto y no un paquete genérico.",
      icon: "users",
    },
    {
      title: "Planeación clara",
      body: "Le detallamos con anticipación el personal, los tiempos y la logística, para que no haya sorpresas el día del evento.",
      icon: "check",
    },
    {
      title: "Respuesta rápida",
      body: `Nuestro equipo responde cada solicitud de cotización en menos de ${site.replyHours.request} horas.`,
      icon: "clock",
    },
    {
      title: "Precios especiales",
      body: "Pregunte por nuestros precios para organizaciones sin fines de lucro en galas benéficas y por los descuentos para fiestas decembrinas.",
      icon: "gift",
    },
  ],
  cta: {
    heading: "¿Prefiere hablarlo con nosotros?",
    body: "Llame o escriba a nuestro equipo para platicar sobre su evento, o llene el formulario de cotización y nos comunicaremos con usted muy pronto.",
  },
};

/* ------------------------------------------------------------------------------------------------ */
/* Contacto                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

export const contactPage: ContactPageContent = {
  hero: {
    heading: "Contáctenos",
    intro: `¿Tiene preguntas sobre un próximo evento o sobre un servicio de valet permanente? El equipo de {company} está para ayudarle.`,
  },
  intro: `Llame, escríbanos o envíe una solicitud de cotización con el siguiente formulario. Respondemos cada solicitud en menos de ${site.replyHours.request} horas, y el servicio de valet para eventos está disponible los 7 días de la semana en todo Los Ángeles.`,
  servedAreas: [
    { name: "Beverly Hills", slug: "beverly-hills" },
    { name: "Santa Mónica", slug: "santa-monica" },
    { name: "Centro de Los Ángeles", slug: "downtown-los-angeles" },
    { name: "West Hollywood", slug: "west-hollywood" },
    { name: "Malibú", slug: "malibu" },
    { name: "Pasadena", slug: "pasadena" },
    { name: "Bel Air", slug: "bel-air" },
    { name: "Brentwood", slug: "brentwood" },
  ],
};

/* ------------------------------------------------------------------------------------------------ */
/* Horario                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

export const hoursPage: HoursPageContent = {
  hero: {
    heading: "Horario de atención",
    intro: `Nuestra oficina abre ${openDays("es", openingHours)}, y nuestros equipos de valet trabajan en eventos los 7 días de la semana.`,
  },
  eventSupport: {
    heading: "Apoyo para eventos 24/7",
    body: "El servicio de valet para eventos está disponible los 7 días de la semana, y nuestros clientes hoteleros cuentan con cobertura las 24 horas. Si tiene un evento en curso o una pregunta urgente fuera del horario de oficina, llámenos y nuestro equipo le atenderá.",
  },
  officeNote:
    "El horario de oficina se indica en hora del Centro. La oficina cierra el día de Año Nuevo, el Día de los Caídos (Memorial Day), el Día de la Independencia, el Día del Trabajo (Labor Day), el Día de Acción de Gracias y el día de Navidad, y el horario puede variar en días festivos. El servicio de valet para eventos continúa los 7 días de la semana.",
};

/* ------------------------------------------------------------------------------------------------ */
/* Testimonios (la página /testimonials no tiene versión en español; se incluye para que el módulo    */
/* tenga las mismas exportaciones que el de inglés)                                                   */
/* ------------------------------------------------------------------------------------------------ */

export const testimonialsPage: TestimonialsPageContent = {
  hero: {
    heading: "Lo que dicen nuestros clientes",
    intro: `Parejas, organizadores de eventos, anfitriones y gerentes de salones, restaurantes y hoteles cuentan su experiencia con {company}.`,
  },
  stats: [
    { value: "{eventsServed}", label: "Eventos atendidos" },
    { value: "{averageRating}", label: "Calificación promedio" },
    { value: `{yearsExperience}+`, label: "Años de experiencia" },
  ],
  cta: {
    heading: "Únase a nuestros clientes satisfechos",
    body: "Reserve el servicio de valet para su próximo evento y ofrezca a sus invitados una llegada tranquila y acogedora.",
  },
};
