import type { AddedCity } from "~/content/editable";

/** A city the owner adds (/staff/content/cities), in both languages, written for that city alone. */
export const addedCity: AddedCity = {
  slug: "san-gabriel-valley",
  name: { en: "San Gabriel Valley", es: "Valle de San Gabriel" },
  inHeader: true,
  metaTitle: {
    en: "Valet Parking in the San Gabriel Valley | Banquets & Racetrack Days",
    es: "Valet parking en el Valle de San Gabriel | Banquetes y carreras",
  },
  metaDescription: {
    en: "Valet crews for banquet halls in Arcadia, mission weddings in San Gabriel and arboretum receptions, planned around foothill boulevards.",
    es: "Equipos de valet para salones de banquetes en Arcadia, bodas junto a la misión de San Gabriel y recepciones en el arboreto.",
  },
  heading: { en: "Valet Parking in the San Gabriel Valley", es: "Valet parking en el Valle de San Gabriel" },
  heroIntro: {
    en: "Banquet halls on Baldwin Avenue, a courtyard beside the old mission and peacocks crossing the arboretum lawn: the valley asks for its own kind of arrival plan.",
    es: "Salones de banquetes sobre Baldwin Avenue, un patio junto a la antigua misión y pavorreales cruzando el jardín del arboreto: el valle pide su propio plan de llegada.",
  },
  artAlt: {
    en: "Photograph of the bell wall of Mission San Gabriel at dusk",
    es: "Fotografía del muro de campanas de la Misión San Gabriel al anochecer",
  },
  landmarks: [
    { en: "Mission San Gabriel Arcángel", es: "Misión San Gabriel Arcángel" },
    { en: "Santa Anita Park", es: "Hipódromo Santa Anita Park" },
    { en: "Los Angeles County Arboretum", es: "Arboreto del Condado de Los Ángeles" },
  ],
  intro: [
    {
      en: "Wedding banquets of four hundred guests are ordinary here, and the halls that host them along Valley Boulevard share their lots with bakeries, tea shops and supermarkets that stay open late. We count stalls with the hall manager a week ahead and mark which rows the neighbours need.",
      es: "Los banquetes de boda de cuatrocientos invitados son algo común aquí, y los salones que los reciben sobre Valley Boulevard comparten sus estacionamientos con panaderías, casas de té y supermercados que abren hasta tarde. Contamos los cajones con el gerente del salón una semana antes y marcamos las filas que necesitan los vecinos.",
    },
    {
      en: "On race days at Santa Anita, Huntington Drive fills with horse trailers and fans long before the first post. A reception across town starts an hour later than the host first wished, or its guests arrive through Colorado Boulevard instead.",
      es: "Los días de carreras en Santa Anita, Huntington Drive se llena de remolques de caballos y aficionados mucho antes de la primera salida. Una recepción al otro lado del valle empieza una hora después de lo que el anfitrión quería, o sus invitados llegan por Colorado Boulevard.",
    },
  ],
  specialServices: [
    {
      en: "Banquet hall lot sharing with neighbouring shops",
      es: "Estacionamientos de salones compartidos con los comercios vecinos",
    },
    { en: "Mission courtyard ceremonies", es: "Ceremonias en el patio de la misión" },
    { en: "Race day traffic timing", es: "Horarios pensados para los días de carreras" },
    { en: "Arboretum garden receptions", es: "Recepciones en los jardines del arboreto" },
  ],
  serviceCards: [
    {
      title: { en: "Banquets & Family Celebrations", es: "Banquetes y celebraciones familiares" },
      body: {
        en: "Ten-course dinners, tea ceremonies and hundred-day parties in halls whose lots fill with diners from the plaza next door.",
        es: "Cenas de diez tiempos, ceremonias del té y fiestas de los cien días en salones cuyos estacionamientos se llenan con los clientes de la plaza de al lado.",
      },
      bullets: [
        {
          en: "Stall count agreed with the hall before the date",
          es: "Número de cajones acordado con el salón antes de la fecha",
        },
        {
          en: "Elders dropped at the door, never at the curb",
          es: "Los mayores bajan en la puerta, nunca en la banqueta",
        },
        { en: "Runners who read Chinese and Spanish signage", es: "Valets que leen letreros en chino y en español" },
      ],
      icon: "gift",
    },
    {
      title: { en: "Gardens, Missions & Historic Grounds", es: "Jardines, misiones y sitios históricos" },
      body: {
        en: "Ceremonies under old pepper trees and receptions among the arboretum's lakes, where gates close at a fixed hour.",
        es: "Ceremonias bajo pirules antiguos y recepciones entre los lagos del arboreto, donde las rejas cierran a una hora fija.",
      },
      bullets: [
        {
          en: "Departure queue finished before the grounds lock",
          es: "Fila de salida terminada antes de que cierren el recinto",
        },
        { en: "Golf carts for guests on long garden paths", es: "Carritos de golf para invitados en senderos largos" },
        {
          en: "No engines idling beside the chapel walls",
          es: "Ningún motor encendido junto a los muros de la capilla",
        },
      ],
      icon: "heart",
    },
  ],
  venues: [
    { en: "Banquet halls along Valley Boulevard", es: "Salones de banquetes sobre Valley Boulevard" },
    { en: "The mission courtyard and its parish hall", es: "El patio de la misión y su salón parroquial" },
    { en: "Arboretum lawns beside Baldwin Lake", es: "Jardines del arboreto junto al lago Baldwin" },
    { en: "Foothill estates above Sierra Madre", es: "Residencias en las faldas de la sierra sobre Sierra Madre" },
  ],
  logistics: [
    {
      en: "Most valley venues sit on shared private lots rather than city streets, so permits matter less than the landlord's rules. We get written permission for every reserved row, post our own signs the evening before and leave the lot swept.",
      es: "La mayoría de los salones del valle están en estacionamientos privados compartidos y no en la calle, así que importan menos los permisos que las reglas del dueño. Pedimos permiso por escrito para cada fila reservada, ponemos nuestros propios letreros la tarde anterior y dejamos el estacionamiento barrido.",
    },
  ],
  expertise: {
    en: "Our captains have worked valley banquets since the halls on Valley Boulevard first called us for a wedding weekend. They know which plazas tow after midnight, which mission gates stick, and how long a family photo on the stairs really takes.",
    es: "Nuestros capitanes trabajan banquetes en el valle desde que los salones de Valley Boulevard nos llamaron por primera vez para un fin de semana de bodas. Saben qué plazas llaman a la grúa después de medianoche, qué rejas de la misión se atoran y cuánto tarda de verdad una foto familiar en las escaleras.",
  },
  updated: "2026-11-27",
};
