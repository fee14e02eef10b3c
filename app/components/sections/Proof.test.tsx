import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withContent } from "~/components/with-content";
import type { ReviewProfile } from "~/config/site";
import { type Proof, proof } from "~/content/proof";
import { seedContent } from "../../../tests/support/content";
import { hasRecord, InsuranceCertificate, NamedEvents, ProofStrip, TeamPortraits } from "./Proof";

/** What a company that has sent its proof would fill in: a realistic fixture (the shipped slots are empty). */
const filled = {
  partners: [
    { name: "The Langham Huntington", kind: "hotel" },
    { name: "Vibiana", kind: "venue", logo: "/proof/partners/vibiana.svg" },
  ],
  certificateOfInsurance: {
    file: "/proof/certificate-of-insurance.pdf",
    insurer: "Pacific Mutual Casualty",
    expires: "2027-03-31",
  },
  team: [
    {
      name: "Ana Morales",
      role: "Event coordinator",
      roleEs: "Coordinadora de eventos",
      portrait: "/proof/team/ana-morales.jpg",
    },
    { name: "David Chen", role: "Lead attendant", roleEs: "Valet principal" },
  ],
  namedEvents: [
    {
      name: "The Whitfield wedding",
      nameEs: "La boda Whitfield",
      venue: "The Langham, Pasadena",
      month: "2026-06",
      guests: 220,
      service: "wedding-valet",
    },
    {
      name: "Children's Hospital gala",
      nameEs: "Gala del Children's Hospital",
      venue: "The Beverly Hilton",
      month: "2026-09",
      service: "charity-gala",
    },
  ],
} satisfies Proof;
const reviews: ReviewProfile[] = [
  { network: "Google", url: "https://maps.app.goo.gl/GoldenKeyValet", rating: 4.9, count: 42 },
  { network: "Yelp", url: "https://www.yelp.com/biz/golden-key-valet-los-angeles", rating: 5, count: 1 },
];

const content = seedContent();

const render = (element: ReactElement, path = "/about") =>
  renderToString(withContent(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>, content));

describe("proof slots", () => {
  it("ship empty, and then every component renders nothing", () => {
    expect(proof.partners).toEqual([]);
    expect(proof.certificateOfInsurance).toBeUndefined();
    expect(proof.team).toEqual([]);
    expect(proof.namedEvents).toEqual([]);
    expect(content.site.reviews).toEqual([]);
    expect(hasRecord()).toBe(false);
    for (const element of [
      <ProofStrip key="s" />,
      <InsuranceCertificate key="c" />,
      <TeamPortraits key="t" />,
      <NamedEvents key="e" />,
    ]) {
      expect(render(element)).toBe("");
      expect(render(element, "/es/about")).toBe("");
    }
    expect(render(<ProofStrip partners={[]} reviews={[]} />)).toBe("");
  });

  it("name only services that have a page", () => {
    const slugs = content.en.services.services.map((s) => s.slug);
    for (const event of [...proof.namedEvents, ...filled.namedEvents]) expect(slugs).toContain(event.service);
  });

  it("link each review profile with its count and network, and emit no AggregateRating", () => {
    const html = render(<ProofStrip partners={[]} reviews={reviews} />);
    expect(html).toMatch(
      /<a href="https:\/\/maps\.app\.goo\.gl\/GoldenKeyValet"[^>]*>.*Rated 4\.9 out of 5 on Google\..*Read our 42 reviews on Google<\/span>/,
    );
    expect(html).toContain("Read our review on Yelp");
    expect(html).toContain('href="https://www.yelp.com/biz/golden-key-valet-los-angeles"');
    // Reviews written on other platforms are not ours to put in structured data.
    expect(html).not.toMatch(/AggregateRating|itemprop|application\/ld\+json|ratingValue/i);
    expect(html).toContain(">Reviews</h2>");

    const es = render(<ProofStrip partners={[]} reviews={reviews} />, "/es/about");
    expect(es).toContain("Lea nuestras 42 reseñas en Google");
    expect(es).toContain("Lea nuestra reseña en Yelp");
  });

  it("show the partners by name, or by logo with the name as its alt text, under a heading that fits their kinds", () => {
    const html = render(<ProofStrip partners={filled.partners} reviews={[]} />);
    expect(html).toContain("Venues and hotels we work at</h2>");
    expect(html).toContain(">The Langham Huntington</span>");
    expect(html).toMatch(/<img src="\/proof\/partners\/vibiana\.svg" alt="Vibiana"/);
    expect(html).not.toContain("<a ");
    const hotels = render(<ProofStrip partners={filled.partners.slice(0, 1)} reviews={[]} />, "/es/about");
    expect(hotels).toContain("Hoteles donde trabajamos</h2>");
  });

  it("link the certificate of insurance to its file, naming the insurer and the expiry", () => {
    const html = render(<InsuranceCertificate certificate={filled.certificateOfInsurance} />);
    expect(html).toMatch(/<a href="\/proof\/certificate-of-insurance\.pdf"[^>]*>.*Download the certificate.*\(PDF\)/);
    expect(html).toContain("Issued by Pacific Mutual Casualty");
    expect(html).toContain("Valid through March 31, 2027");
    const es = render(<InsuranceCertificate certificate={filled.certificateOfInsurance} />, "/es/about");
    expect(es).toContain("Vigente hasta el 31 de marzo de 2027");
    expect(es).toContain("Descargar el certificado");
  });

  it("show each team member's portrait or, without one, a monogram in the same frame", () => {
    const html = render(<TeamPortraits team={filled.team} />);
    expect(html).toContain("The Team at Your Event");
    expect(html).toMatch(/<img src="\/proof\/team\/ana-morales\.jpg" alt=""/);
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>DC<\/span>/);
    expect(html).toContain("Lead attendant");
    expect(html.match(/<figure>/g)).toHaveLength(2);
    const es = render(<TeamPortraits team={filled.team} />, "/es/about");
    expect(es).toContain("Coordinadora de eventos");
    expect(es).not.toContain("Event coordinator");
  });

  it("list named events newest first: month, venue and guests, linked to the service", () => {
    const html = render(<NamedEvents events={filled.namedEvents} />);
    expect(html.indexOf("Children&#x27;s Hospital gala")).toBeLessThan(html.indexOf("The Whitfield wedding"));
    expect(html).toContain('<time dateTime="2026-06">June 2026</time> · The Langham, Pasadena<!-- --> · 220 guests');
    expect(html).toContain('<a href="/services/wedding-valet"');
    const es = render(<NamedEvents events={filled.namedEvents} />, "/es/about");
    expect(es).toContain("Junio de 2026</time> · The Langham, Pasadena<!-- --> · 220 invitados");
    expect(es).toContain('<a href="/es/services/wedding-valet"');
    expect(es).toContain("La boda Whitfield");
    expect(es).not.toContain("The Whitfield wedding");
    expect(render(<NamedEvents events={filled.namedEvents} limit={1} />).match(/<li/g)).toHaveLength(1);
    expect(hasRecord(filled)).toBe(true);
  });
});
