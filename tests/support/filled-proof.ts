import sharp from "sharp";
import { emptyDocument } from "~/content/editable";
import type { ProofEdit } from "~/content/proof-edit";
import { storePhoto } from "~/lib/content/photos.server";
import { storeCertificate, storeLogo } from "~/lib/content/proof-files.server";
import { publish } from "~/lib/content/store.server";
import { openStorage } from "~/lib/storage/db.server";

/*
 * Every part of the proof (app/content/proof-edit.ts) filled generously, written straight through the store into a
 * test site's data folder and published, as /staff/content/proof's Publish does: both founders' portraits, six of
 * the team, a certificate, eight venues' logos, six named events, six press mentions and three review profiles,
 * each with its Spanish. The pages' longest case, for the phone heights (tests/e2e/page-heights.test.ts).
 */

const portrait = (shade: number) =>
  sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: 90 + shade, g: 70, b: 50 } } })
    .jpeg()
    .toBuffer();

const logo = (shade: number, wide: boolean) =>
  sharp({ create: { width: wide ? 800 : 400, height: 200, channels: 4, background: "#00000000" } })
    .composite([
      {
        input: {
          create: { width: wide ? 700 : 300, height: 140, channels: 4, background: { r: 20 + shade, g: 40, b: 70 } },
        },
        top: 30,
        left: 50,
      },
    ])
    .png()
    .toBuffer();

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

const team = [
  ["Ana Morales", "Event coordinator", "Coordinadora de eventos"],
  ["Luis Herrera", "Lead attendant", "Jefe de valets"],
  ["Grace Kim", "Operations manager", "Gerente de operaciones"],
  ["Daniel Ortiz", "Site supervisor", "Supervisor de sitio"],
  ["Priya Shah", "Client relations", "Relaciones con clientes"],
  ["Marcus Bell", "Senior valet attendant", "Valet sénior"],
] as const;

const venues = [
  ["The Langham Huntington", "hotel"],
  ["Vibiana", "venue"],
  ["Hotel Bel-Air", "hotel"],
  ["The Ebell of Los Angeles", "venue"],
  ["Rancho Palos Verdes Estate", "venue"],
  ["The Beverly Hills Hotel", "hotel"],
  ["Carondelet House", "venue"],
  ["Hummingbird Nest Ranch", "venue"],
] as const;

const events = [
  ["The Whitfield wedding", "La boda Whitfield", "The Langham, Pasadena", "2026-06", 220, "wedding-valet"],
  [
    "Children's Hospital spring gala",
    "Gala de primavera del hospital infantil",
    "The Beverly Hilton",
    "2026-04",
    640,
    "charity-gala",
  ],
  [
    "A studio's holiday party",
    "La fiesta navideña de un estudio",
    "Vibiana, Downtown Los Angeles",
    "2025-12",
    380,
    "holiday-events",
  ],
  [
    "A product launch for a fashion house",
    "El lanzamiento de una casa de moda",
    "Hauser & Wirth, Arts District",
    "2025-10",
    450,
    "corporate-events",
  ],
  [
    "A sixtieth birthday in Bel-Air",
    "Un sexagésimo cumpleaños en Bel-Air",
    "A private estate, Bel-Air",
    "2025-08",
    140,
    "private-party",
  ],
  [
    "The Nakamura–Reyes wedding",
    "La boda Nakamura–Reyes",
    "Carondelet House, Westlake",
    "2025-05",
    180,
    "wedding-valet",
  ],
] as const;

const press = [
  [
    "Los Angeles Magazine",
    "The valets behind LA's quietest arrivals",
    "Los valets detrás de las llegadas más discretas de LA",
    "2026-09",
  ],
  [
    "Pasadena Weekly",
    "How a wedding's first five minutes are planned",
    "Cómo se planean los primeros cinco minutos de una boda",
    "2026-05",
  ],
  [
    "LA Business Journal",
    "Valet companies and the new city permits",
    "Las empresas de valet y los nuevos permisos de la ciudad",
    "2026-02",
  ],
  [
    "Brides West",
    "Twelve details planners no longer leave to venues",
    "Doce detalles que los organizadores ya no dejan a los salones",
    "2025-11",
  ],
  [
    "Beverly Hills Courier",
    "Parking for a gala of six hundred",
    "Estacionamiento para una gala de seiscientos",
    "2025-07",
  ],
  [
    "Eventbrite Journal",
    "What a valet lead asks before the day",
    "Lo que pregunta un jefe de valets antes del día",
    "2025-03",
  ],
] as const;

/** The filled proof, published as a new version of the site in `dataDir`; the first team member's name, to wait on. */
export async function publishFilledProof(dataDir: string): Promise<string> {
  const storage = await openStorage({ dataDir });
  try {
    const photo = async (shade: number) => {
      const stored = await storePhoto(storage.db, await portrait(shade));
      if (!stored.ok) throw new Error(stored.error);
      return { photo: stored.id, widths: [480, 800, 1200] };
    };
    const certificate = await storeCertificate(storage.db, pdf);
    if (!certificate.ok) throw new Error(certificate.error);
    const proof: ProofEdit = {
      founders: { founder: await photo(0), coo: await photo(5) },
      team: await Promise.all(
        team.map(async ([name, en, es], i) => ({ name, role: { en, es }, portrait: await photo(10 + i * 5) })),
      ),
      certificate: { file: certificate.file, insurer: "Pacific Mutual Casualty", expires: "2099-03-31" },
      partners: await Promise.all(
        venues.map(async ([name, kind], i) => {
          const stored = await storeLogo(storage.db, await logo(i * 12, i % 2 === 0));
          if (!stored.ok) throw new Error(stored.error);
          return { name, kind, logo: { file: stored.file, width: stored.width ?? 1, height: stored.height ?? 1 } };
        }),
      ),
      events: events.map(([en, es, venue, month, guests, service]) => ({
        name: { en, es },
        venue,
        month,
        guests,
        service,
      })),
      press: press.map(([outlet, en, es, month], i) => ({
        outlet,
        headline: { en, es },
        url: `https://press.example/${i}`,
        month,
      })),
      reviews: [
        { network: "Google", url: "https://maps.app.goo.gl/GoldenKeyValet", rating: 4.9, count: 128 },
        { network: "Yelp", url: "https://www.yelp.com/biz/golden-key-valet", rating: 4.8, count: 64 },
        { network: "The Knot", url: "https://www.theknot.com/marketplace/golden-key-valet", rating: 5, count: 37 },
      ],
    };
    const published = await publish(
      storage.db,
      { name: "Owner", email: "office@valet.example" },
      { ...emptyDocument(), proof },
      { note: "Every proof part filled" },
    );
    if (!published.ok) throw new Error(published.problems.join("\n"));
    return team[0][0];
  } finally {
    await storage.close();
  }
}
