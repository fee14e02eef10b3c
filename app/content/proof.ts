/*
 * Proof the company is real, as the owner supplies it: the venues and hotels it works at, its certificate of
 * insurance, the attendants and coordinators a client meets, and events it has parked. Each list ships empty and
 * each component (app/components/sections/Proof.tsx) shows nothing until its slot is filled; `npm run
 * check:launch` lists the empty ones. The data is language-neutral (names, venues, months) and the words around
 * it are in app/content/ui.ts; the two fields in words, a team member's role and an event's name, have a Spanish
 * twin (`roleEs`, `nameEs`) that the Spanish pages show, and the launch check names any that is missing. Review
 * profiles (Google, Yelp) are company configuration: `reviews` in app/config/site.ts.
 */

/** A venue or hotel the company parks for. `logo`: a file under public/ (e.g. "/proof/partners/langham.svg"). */
export interface Partner {
  name: string;
  kind: "venue" | "hotel";
  logo?: string;
}

/** The certificate a venue asks for before an event: a PDF under public/, its insurer and expiry. */
export interface CertificateOfInsurance {
  /** A path under public/, e.g. "/proof/certificate-of-insurance.pdf". */
  file: string;
  insurer: string;
  /** ISO date, e.g. "2027-03-31": shown with the link; the launch check names a certificate past it. */
  expires: string;
}

/** An attendant or coordinator beyond the two founders on /about. `portrait`: a file under public/. */
export interface TeamMember {
  name: string;
  role: string;
  /** The role in Spanish, for /es/about ("Coordinadora de eventos"). */
  roleEs?: string;
  portrait?: string;
}

/** An event the company parked, named with the client's permission. */
export interface NamedEvent {
  name: string;
  /** The name in Spanish ("La boda Whitfield"); the same words when the name is a proper name. */
  nameEs?: string;
  venue: string;
  /** "2026-06" */
  month: string;
  guests?: number;
  /** A service slug from app/content/services.ts, e.g. "wedding-valet". */
  service: string;
}

export interface Proof {
  partners: readonly Partner[];
  certificateOfInsurance?: CertificateOfInsurance;
  team: readonly TeamMember[];
  namedEvents: readonly NamedEvent[];
}

/**
 * Empty until the company supplies them. For example:
 *   partners: [{ name: "The Langham Huntington", kind: "hotel" }, { name: "Vibiana", kind: "venue" }],
 *   certificateOfInsurance: { file: "/proof/certificate-of-insurance.pdf", insurer: "…", expires: "2027-03-31" },
 *   team: [{ name: "Ana Morales", role: "Event coordinator", roleEs: "Coordinadora de eventos",
 *     portrait: "/proof/team/ana-morales.jpg" }],
 *   namedEvents: [{ name: "The Whitfield wedding", nameEs: "La boda Whitfield", venue: "The Langham, Pasadena",
 *     month: "2026-06", guests: 220, service: "wedding-valet" }],
 */
export const proof: Proof = {
  partners: [],
  team: [],
  namedEvents: [],
};
