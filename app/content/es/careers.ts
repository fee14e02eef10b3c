/**
 * Textos en español de la página de empleo (/es/employment) y de los datos estructurados de la vacante. Las
 * fechas de la vacante (publicación, renovación, cierre) son las del módulo en inglés: solo cambia el texto.
 */
import { site } from "../../config/site";
import { retention } from "../../lib/retention";
import { type CareersContent, jobPosting as englishJobPosting, type JobPosting } from "../careers";

export { postingChanged, postingDates } from "../careers";

export const careers: CareersContent = {
  hero: {
    heading: "Únase a nuestro equipo de valets",
    intro: `{company} busca personas amables y responsables para recibir a los invitados en bodas, eventos privados, eventos corporativos, restaurantes y hoteles en todo Los Ángeles.`,
  },
  seeking: [
    "Licencia de manejo vigente y un historial de manejo limpio",
    "Manejo seguro y cuidadoso, incluidos vehículos de transmisión estándar",
    "Un trato amable y profesional con los invitados",
    "Puntualidad y responsabilidad en los turnos programados",
    "Disponibilidad en las noches, fines de semana y días festivos",
    "Disposición para someterse a una verificación de antecedentes",
  ],
  whyWork: [
    {
      title: "Horarios flexibles",
      body: "Puestos de tiempo completo y de medio tiempo, con turnos en eventos los 7 días de la semana.",
      icon: "calendar",
    },
    {
      title: "Capacitación profesional",
      body: "Aprenda el manejo de vehículos, el control seguro de llaves y la atención a invitados con un equipo de experiencia.",
      icon: "badge",
    },
    {
      title: "Lugares memorables",
      body: "Trabaje en bodas, galas, hoteles y eventos privados en lugares de todo Los Ángeles.",
      icon: "map",
    },
    {
      title: "Un equipo que le respalda",
      body: `Forme parte de una empresa con más de {yearsExperience} años de experiencia, con seguro de compensación para trabajadores y dirigida por personas que valoran a su personal.`,
      icon: "users",
    },
  ],
  applyIntro: `Llene el siguiente formulario y adjunte su currículum. Nuestro equipo revisa cada solicitud y le responde en menos de ${site.replyHours.application} horas. Consideraremos para el empleo a los solicitantes calificados con antecedentes de arresto o de condena, de conformidad con la Ordenanza de Oportunidad Justa en la Contratación de la Ciudad de Los Ángeles (Fair Chance Initiative for Hiring Ordinance) y la Ley de Oportunidad Justa de California (California Fair Chance Act).`,
  closed: {
    notice:
      "En este momento no tenemos ninguna vacante abierta. Contratamos antes de cada temporada alta, para las bodas en primavera y verano y para las fiestas decembrinas en invierno, y las primeras personas a quienes llamamos son las que ya se postularon.",
    heading: "Postúlese para nuestras próximas vacantes",
    applyIntro: `Llene el siguiente formulario y adjunte su currículum: conservamos su solicitud durante ${retention.applicationMonths} meses y le llamamos cuando volvamos a contratar. Consideraremos para el empleo a los solicitantes calificados con antecedentes de arresto o de condena, de conformidad con la Ordenanza de Oportunidad Justa en la Contratación de la Ciudad de Los Ángeles (Fair Chance Initiative for Hiring Ordinance) y la Ley de Oportunidad Justa de California (California Fair Chance Act).`,
  },
};

/** La vacante en español: mismas fechas, tipo de empleo y ubicación que la vacante en inglés. */
export const jobPosting: JobPosting = {
  ...englishJobPosting,
  title: "Valet parking",
  description: [
    `{company} está contratando valets en Los Ángeles para bodas, fiestas privadas, eventos corporativos, galas benéficas, restaurantes y hoteles. Los valets reciben a los invitados a su llegada, estacionan y entregan los vehículos con cuidado, controlan las llaves en podios seguros y registran el estado de cada vehículo en nuestras bitácoras digitales.`,
    "Buscamos personas amables y responsables, con licencia de manejo vigente, un historial de manejo limpio y un trato profesional enfocado en los invitados. Todos los valets se someten a una verificación de antecedentes y usan el uniforme de la empresa. Hay puestos de tiempo completo y de medio tiempo, con turnos en las noches, fines de semana y días festivos.",
    "Consideraremos para el empleo a los solicitantes calificados con antecedentes de arresto o de condena, de conformidad con la Ordenanza de Oportunidad Justa en la Contratación de la Ciudad de Los Ángeles (Fair Chance Initiative for Hiring Ordinance) y la Ley de Oportunidad Justa de California (California Fair Chance Act).",
  ],
};
