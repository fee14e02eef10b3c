import type { PricingRules } from "./editable";

/*
 * The repository's pricing rules: samples, to be replaced by the owner's at /staff/content/pricing before launch
 * (the launch check lists them while they apply). The rate, minimums and surcharges are placeholders in the range
 * Los Angeles valet companies quote; the city permit rules are what the cities last published and must be confirmed
 * with each city (docs/pricing.md).
 */
export const samplePricing: PricingRules = {
  showPublicRange: true,
  hourlyRate: 45,
  minimumHours: 4,
  minimumTotal: 600,
  arrivalBufferMinutes: 30,
  bookingLeadDays: 7,
  peak: {
    from: "12-15",
    to: "01-02",
    percent: 20,
    label: { en: "Holiday season (Dec 15 – Jan 2)", es: "Temporada navideña (15 de dic. – 2 de ene.)" },
  },
  late: { after: "22:00", percent: 25 },
  lengths: {
    Wedding: 5,
    Corporate: 4,
    "Private Party": 4,
    Charity: 5,
    Holiday: 4,
    Hotel: 6,
    Restaurant: 5,
    Other: 4,
  },
  includes: {
    en: "Uniformed, insured attendants from the team's arrival to the end of service, the valet stand, the key box and an on-site lead.",
    es: "Valets uniformados y asegurados desde la llegada del equipo hasta el fin del servicio, el módulo de valet, la caja de llaves y un encargado en el lugar.",
  },
  permits: [
    {
      city: "Beverly Hills",
      matches: "90210, 90211, 90212",
      unit: "hours",
      lead: 96,
      commercialLead: 48,
      fee: null,
      feeLine: {
        en: "Beverly Hills valet permit: the city's fee, billed at cost",
        es: "Permiso de valet de Beverly Hills: la tarifa de la ciudad, al costo",
      },
      note: {
        en: "File 96 hours before a residential event, 48 hours before a commercial one.",
        es: "Se tramita 96 horas antes de un evento en una residencia y 48 horas antes de uno en un negocio.",
      },
    },
    {
      city: "Santa Monica",
      matches: "Santa Mónica, 90401, 90402, 90403, 90404, 90405",
      unit: "workingDays",
      lead: 3,
      commercialLead: null,
      fee: null,
      feeLine: {
        en: "Santa Monica valet permit: the city's fee, billed at cost",
        es: "Permiso de valet de Santa Mónica: la tarifa de la ciudad, al costo",
      },
      note: {
        en: "File 3 city working days before the event.",
        es: "Se tramita 3 días hábiles de la ciudad antes del evento.",
      },
    },
    {
      city: "Los Angeles",
      matches: "",
      unit: "workingDays",
      lead: 0,
      commercialLead: null,
      fee: null,
      feeLine: {
        en: "Los Angeles street or sidewalk permit, when needed: the city's fee, billed at cost",
        es: "Permiso de Los Ángeles para usar la calle o la banqueta, si hace falta: la tarifa de la ciudad, al costo",
      },
      note: {
        en: "A permit is needed to use the street or sidewalk; none when cars stage on private property.",
        es: "Se necesita un permiso para usar la calle o la banqueta; no hace falta si los autos se acomodan en propiedad privada.",
      },
    },
  ],
};
