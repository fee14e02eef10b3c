/**
 * Preguntas frecuentes en español: las ocho de /es/faq y las seis de /es/book. Misma forma que ../faqs.ts.
 */
import { site } from "../../config/site";
import { factWords } from "../facts";
import type { Faq } from "../types";

/** Cuánto antes reservar y de qué tamaño puede ser un evento, como lo dice app/content/facts.ts. */
const es = factWords("es");

export const faqIntro = {
  text: `Respuestas a las preguntas que más nos hacen anfitriones, organizadores de eventos y gerentes de salones, restaurantes y hoteles. Si no encuentra la suya, llame o escriba al equipo de {company}, o reserve en línea y le responderemos en menos de ${site.replyHours.request} horas.`,
};

export const faqPage: Faq[] = [
  {
    question: "¿En qué zonas trabajan?",
    answer:
      "Ofrecemos valet parking en todo Los Ángeles y el sur de California, incluidos Beverly Hills, West Hollywood, Santa Mónica, el Centro de Los Ángeles, Hollywood, Bel Air, Brentwood, Pacific Palisades, Pasadena, San Marino y La Cañada Flintridge.\n\nSi su lugar está fuera de estos vecindarios, contáctenos y le confirmaremos la disponibilidad.",
  },
  {
    question: "¿Con cuánta anticipación debo reservar el servicio de valet?",
    answer: `Recomendamos reservar ${es.leadTime} antes de su evento. Para una boda, reserve ${es.weddingLeadTime} antes; para la temporada decembrina, ${es.holidayLeadTime} antes y, para fechas del 15 de diciembre al 2 de enero, a más tardar el ${es.holidayBookBy}.`,
  },
  {
    question: "¿Tienen licencia y están asegurados?",
    answer: `Sí. {company} cuenta con todas las licencias y con un seguro de responsabilidad civil general de {liabilityCoverageEs}, además de seguro de compensación para los trabajadores de nuestro equipo. Esta póliza no sustituye el seguro de auto de sus invitados. La cobertura de su evento, cómo se tramita un reclamo y cualquier certificado de seguro que necesite su lugar se establecen en su contrato de servicio.`,
  },
  {
    question: "¿Cuántos valets necesitará mi evento?",
    answer:
      "Como referencia general, calculamos 1 valet por cada 25–30 invitados. El número final depende también de la distribución del lugar, la distancia al estacionamiento y qué tan juntas lleguen las personas, y lo confirmamos con usted al preparar su plan.",
  },
  {
    question: "¿Cómo seleccionan a sus valets?",
    answer:
      "Cada valet se somete a una verificación de antecedentes antes de unirse a nuestro equipo y recibe capacitación en manejo seguro, cuidado de los vehículos y atención a los invitados. Nuestros valets trabajan uniformados, y en cada evento las llaves se guardan en podios con cerradura de acero, con bitácoras digitales y revisión del estado de cada vehículo.",
  },
  {
    question: "¿Ofrecen servicio de valet para bodas?",
    answer:
      "Sí. Las bodas son una de nuestras especialidades. Coordinamos con quien organiza su boda y con el lugar los horarios de llegada, las zonas para dejar a los invitados y las salidas, para que sus invitados sean recibidos con atención y se vayan seguros al final de la noche.",
    links: [{ label: "Valet para bodas", href: "/es/services/wedding-valet" }],
  },
  {
    question: "¿Trabajan con hoteles y restaurantes?",
    answer:
      "Sí. Ofrecemos programas de valet permanentes para hoteles y restaurantes, con servicio hotelero 24/7, personal para temporadas y horas de mayor movimiento, y apoyo para eventos especiales en su propiedad.",
    links: [{ label: "Valet para restaurantes y hoteles", href: "/es/services/restaurant-hotel" }],
  },
  {
    question: "¿Cómo reservo o pido una cotización?",
    answer: `Reserve en línea en menos de ${site.bookingSeconds} segundos, o solicite una cotización con los detalles de su evento. También puede llamar o escribir a nuestro equipo. Respondemos cada solicitud de reservación y de cotización en menos de ${site.replyHours.request} horas.`,
    links: [
      { label: "Reservar en línea", href: "/es/book" },
      { label: "Solicitar una cotización", href: "/es/quote" },
    ],
  },
];

export const bookFaqs: Faq[] = [
  {
    question: "¿Con cuánta anticipación debo reservar?",
    answer: `Para la mayoría de los eventos recomendamos reservar ${es.leadTime} antes. En temporada alta, reserve con más tiempo para asegurar su fecha: ${es.weddingLeadTime} antes si es una boda, y ${es.holidayLeadTime} antes para las fiestas decembrinas.`,
  },
  {
    question: "¿Qué pasa después de enviar mi solicitud?",
    answer: `Nuestro equipo revisa los detalles de su evento y le responde en menos de ${site.replyHours.request} horas para confirmar la disponibilidad, hablar del personal y resolver sus dudas.`,
  },
  {
    question: "¿Cuántos valets voy a necesitar?",
    answer: `Por lo general calculamos 1 valet por cada 25–30 invitados, con ajustes según la distribución del lugar, la distancia al estacionamiento y el horario de llegada, y atendemos eventos ${es.guestRange}. Confirmamos el número final con usted antes del evento.`,
  },
  {
    question: "¿Qué debo tener listo antes de reservar?",
    answer:
      "Tenga a la mano la fecha y el horario de su evento, el nombre y la dirección del lugar, y un cálculo aproximado de invitados. También ayuda saber dónde se dejará a los invitados y dónde se pueden estacionar los vehículos, así como las reglas de estacionamiento del lugar.",
  },
  {
    question: "¿Qué tipo de eventos atienden?",
    answer: `Atendemos bodas, eventos corporativos, fiestas privadas, galas benéficas, fiestas decembrinas, restaurantes y hoteles. Los eventos pueden durar desde 3 horas hasta un día completo, y van desde ${es.smallestGuests} hasta ${es.largestGuests} invitados.`,
  },
  {
    question: "¿Sus valets están asegurados y tienen antecedentes verificados?",
    answer: `Cada valet tiene sus antecedentes verificados y trabaja uniformado. {company} cuenta con un seguro de responsabilidad civil general de {liabilityCoverageEs} y con seguro de compensación para los trabajadores de nuestro equipo. La póliza no sustituye el seguro de auto de sus invitados; la cobertura de cada evento y cómo se tramita un reclamo se establecen en su contrato de servicio.`,
  },
];
