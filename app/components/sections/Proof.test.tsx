import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withContent } from "~/components/with-content";
import type { ReviewProfile } from "~/config/site";
import { emptyDocument } from "~/content/editable";
import { build } from "~/content/live";
import type { ProofEdit } from "~/content/proof-edit";
import { seedContent } from "../../../tests/support/content";
import {
  CertificateLink,
  hasRecord,
  InsuranceCertificate,
  NamedEvents,
  PressMentions,
  ProofStrip,
  TeamPortraits,
} from "./Proof";

const portrait = { photo: "0123456789abcdef", widths: [480, 800] };
/** What a company that has sent its proof would fill in: a realistic fixture (the repository ships none). */
const filled = {
  founders: { founder: portrait },
  partners: [
    { name: "The Langham Huntington", kind: "hotel", logo: { file: "aaaaaaaaaaaaaaaa.webp", width: 480, height: 120 } },
    { name: "Vibiana", kind: "venue", logo: { file: "bbbbbbbbbbbbbbbb.webp", width: 300, height: 150 } },
  ],
  certificate: { file: "cccccccccccccccc.pdf", insurer: "Pacific Mutual Casualty", expires: "2027-03-31" },
  team: [
    { name: "Ana Morales", role: { en: "Event coordinator", es: "Coordinadora de eventos" }, portrait },
    { name: "David Chen", role: { en: "Lead attendant", es: "Valet principal" }, portrait },
  ],
  events: [
    {
      name: { en: "The Whitfield wedding", es: "La boda Whitfield" },
      venue: "The Langham, Pasadena",
      month: "2026-06",
      guests: 220,
      service: "wedding-valet",
    },
    {
      name: { en: "Children's Hospital gala", es: "Gala del Children's Hospital" },
      venue: "The Beverly Hilton",
      month: "2026-09",
      service: "charity-gala",
    },
  ],
  press: [
    {
      outlet: "Los Angeles Magazine",
      headline: { en: "Who parks the Oscars parties", es: "Quién estaciona las fiestas de los Oscar" },
      url: "https://www.lamag.com/valet",
      month: "2026-03",
    },
  ],
  reviews: [],
} satisfies ProofEdit;
const reviews: ReviewProfile[] = [
  { network: "Google", url: "https://maps.app.goo.gl/GoldenKeyValet", rating: 4.9, count: 42 },
  { network: "Yelp", url: "https://www.yelp.com/biz/golden-key-valet-los-angeles", rating: 5, count: 1 },
];

const content = seedContent();
const withProof = build({ ...emptyDocument(), proof: filled }, "2026-11-26");

const render = (element: ReactElement, path = "/about", snapshot = content) =>
  renderToString(withContent(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>, snapshot));

describe("proof slots", () => {
  it("ship empty, and then every component renders nothing", () => {
    expect(content.proof).toEqual({ founders: {}, team: [], partners: [], events: [], press: [], reviews: [] });
    expect(content.site.reviews).toEqual([]);
    expect(hasRecord(content.proof)).toBe(false);
    for (const element of [
      <ProofStrip key="s" />,
      <InsuranceCertificate key="c" />,
      <CertificateLink key="l" />,
      <TeamPortraits key="t" />,
      <NamedEvents key="e" />,
      <PressMentions key="p" />,
    ]) {
      expect(render(element)).toBe("");
      expect(render(element, "/es/about")).toBe("");
    }
    expect(render(<ProofStrip partners={[]} reviews={[]} />)).toBe("");
  });

  it("come from the snapshot once the edition has them; an expired certificate is left out", () => {
    expect(render(<TeamPortraits />, "/about", withProof)).toContain("Ana Morales");
    expect(render(<CertificateLink />, "/about", withProof)).toContain('href="/proof/cccccccccccccccc.pdf"');
    expect(render(<PressMentions />, "/es/about", withProof)).toContain("Quién estaciona las fiestas de los Oscar");
    const lapsed = build({ ...emptyDocument(), proof: filled }, "2027-04-01");
    expect(lapsed.proof.certificate).toBeUndefined();
    expect(render(<CertificateLink />, "/about", lapsed)).toBe("");
    expect(render(<InsuranceCertificate />, "/about", lapsed)).toBe("");
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

  it("show the partners by their logos, sized, with the name as alt text, under a heading that fits their kinds", () => {
    const html = render(<ProofStrip partners={filled.partners} reviews={[]} />);
    expect(html).toContain("Venues and hotels we work at</h2>");
    expect(html).toMatch(/<img src="\/proof\/bbbbbbbbbbbbbbbb\.webp" alt="Vibiana" width="300" height="150"/);
    expect(html).not.toContain("<a ");
    const hotels = render(<ProofStrip partners={filled.partners.slice(0, 1)} reviews={[]} />, "/es/about");
    expect(hotels).toContain("Hoteles donde trabajamos</h2>");
  });

  it("link the certificate of insurance to its file, naming the insurer and the expiry", () => {
    const html = render(<InsuranceCertificate certificate={filled.certificate} />);
    expect(html).toMatch(/<a href="\/proof\/cccccccccccccccc\.pdf"[^>]*>.*Download the certificate.*\(PDF\)/);
    expect(html).toContain("Issued by Pacific Mutual Casualty");
    expect(html).toContain("Valid through March 31, 2027");
    const es = render(<InsuranceCertificate certificate={filled.certificate} />, "/es/about");
    expect(es).toContain("Vigente hasta el 31 de marzo de 2027");
    expect(es).toContain("Descargar el certificado");
  });

  it("show each team member's portrait (AVIF, else WebP, at its widths), name and role in the page's language", () => {
    const html = render(<TeamPortraits team={filled.team} />);
    expect(html).toContain("The Team at Your Event");
    expect(html).toContain('srcSet="/photos/0123456789abcdef-480.avif 480w, /photos/0123456789abcdef-800.avif 800w"');
    expect(html).toMatch(/<img src="\/photos\/0123456789abcdef-480\.webp" alt=""/);
    expect(html).toContain("Lead attendant");
    expect(html.match(/<figure>/g)).toHaveLength(2);
    const es = render(<TeamPortraits team={filled.team} />, "/es/about");
    expect(es).toContain("Coordinadora de eventos");
    expect(es).not.toContain("Event coordinator");
  });

  it("list named events newest first: month, venue and guests, linked to the service", () => {
    const html = render(<NamedEvents events={filled.events} />);
    expect(html.indexOf("Children&#x27;s Hospital gala")).toBeLessThan(html.indexOf("The Whitfield wedding"));
    expect(html).toContain('<time dateTime="2026-06">June 2026</time> · The Langham, Pasadena<!-- --> · 220 guests');
    expect(html).toContain('<a href="/services/wedding-valet"');
    const es = render(<NamedEvents events={filled.events} />, "/es/about");
    expect(es).toContain("Junio de 2026</time> · The Langham, Pasadena<!-- --> · 220 invitados");
    expect(es).toContain('<a href="/es/services/wedding-valet"');
    expect(es).toContain("La boda Whitfield");
    expect(es).not.toContain("The Whitfield wedding");
    expect(render(<NamedEvents events={filled.events} limit={1} />).match(/<li/g)).toHaveLength(1);
    expect(hasRecord(filled)).toBe(true);
  });
});
