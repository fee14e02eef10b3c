import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { about } from "~/content/company";
import { about as aboutEs } from "~/content/es/company";
import { samplePricing } from "~/content/pricing";
import { testimonials } from "~/content/testimonials";
import { publish } from "~/lib/content/store.server";
import { openStorage } from "~/lib/storage/db.server";
import { tempDirs } from "../../tests/support/temp-dirs";
import { checkLaunch, type LaunchInputs, launchProblems } from "./launch-check.server";

/** A DATA_DIR of its own: without a database in it, the site shows the repository's content. */
const dataDir = tempDirs("valet-launch-");

const portrait = { photo: "0123456789abcdef", widths: [480, 800] };
const filledIn: LaunchInputs = {
  site: {
    phone: { display: "(310) 274-8800" },
    address: { street: "9465 Wilshire Blvd, Suite 300" },
    email: "bookings@goldenkeyvalet.com",
    careersEmail: "careers@goldenkeyvalet.com",
    social: [{ network: "Instagram", url: "https://www.instagram.com/goldenkeyvalet" }],
    reviews: [{ network: "Google", url: "https://maps.app.goo.gl/GoldenKeyValet" }],
  },
  people: [{ name: "Ana Ruiz", role: "Founder", bio: ["Founded the company."] }],
  testimonials: testimonials.map(({ sample: _, ...t }) => t),
  proof: {
    founders: { founder: portrait, coo: portrait },
    team: [{ name: "Ana Morales", role: { en: "Event coordinator", es: "Coordinadora de eventos" }, portrait }],
    certificate: { file: "0123456789abcdef.pdf", insurer: "Pacific Mutual", expires: "2027-03-31" },
    partners: [{ name: "Vibiana", kind: "venue", logo: { file: "0123456789abcdef.webp", width: 480, height: 160 } }],
    events: [
      {
        name: { en: "The Whitfield wedding", es: "La boda Whitfield" },
        venue: "The Langham",
        month: "2026-06",
        service: "wedding-valet",
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
  },
  founders: { founder: "Ana Ruiz", coo: "Marco Reyes" },
  now: new Date("2026-11-26T12:00:00Z"),
  env: {
    NOTIFY_EMAIL: "office@goldenkeyvalet.com",
    SMTP_URL: "smtps://apikey:secret@smtp.postmarkapp.com:465",
    SITE_URL: "https://www.goldenkeyvalet.com",
    ADMIN_PASSWORD: "correct horse battery staple",
    TRUST_PROXY: "1",
  },
};

describe("launch check", () => {
  it("passes on a filled-in configuration", () => {
    expect(launchProblems(filledIn)).toEqual([]);
  });

  it("lists every stand-in the template ships with, and the unset environment", async () => {
    const problems = (await checkLaunch({ DATA_DIR: dataDir() })).join("\n");
    for (const expected of [
      `${site.phone.display} is a fictional 555 number`,
      "street address 1180 S Beverly Dr, Suite 400 is a sample",
      "bookings@goldenkeyvalet.example is a placeholder",
      "careers@goldenkeyvalet.example is a placeholder",
      "The Instagram link",
      "The Facebook link",
      "The LinkedIn link",
      `${testimonials.length} testimonial(s) are samples`,
      `${about.founder.name} (Founder & CEO) is a sample person`,
      `${about.coo.name} (Chief Operating Officer) is a sample person`,
      // The Spanish About page's people, and where each is fixed: the editor's screen, not a code file.
      `${aboutEs.founder.name} (${aboutEs.founder.role}) is a sample person (Page texts at /staff/content/pages?module=company&item=about: founder and coo).`,
      `(Testimonials at /staff/content/testimonials: write a client's words in both languages, or hide it).`,
      `${site.phone.display} is a fictional 555 number (Company details at /staff/content: Phone).`,
      "is a sample (Company details at /staff/content: Street address).",
      "bookings@goldenkeyvalet.example is a placeholder address (Company details at /staff/content: Bookings e-mail).",
      "(Company details at /staff/content: Instagram).",
      // Each empty place of the proof, with the editor's screen and panel that fill it.
      `No portrait of ${about.founder.name} (Proof at /staff/content/proof, Founders): /about shows their initials.`,
      `No portrait of ${about.coo.name} (Proof at /staff/content/proof, Founders)`,
      "No team portraits (Proof at /staff/content/proof, Team)",
      "No certificate of insurance (Proof at /staff/content/proof, Certificate of insurance): venues and planners cannot download it.",
      "No partner venues' logos (Proof at /staff/content/proof, Partner venues)",
      "No named events (Proof at /staff/content/proof, Named events)",
      "No press mentions (Proof at /staff/content/proof, Press)",
      "No review profiles (Proof at /staff/content/proof, Review profiles)",
      "NOTIFY_EMAIL is unset",
      "SMTP_URL is unset",
      "SITE_URL is unset",
      "ADMIN_PASSWORD is unset",
      "The pricing rules are samples (Pricing at /staff/content/pricing)",
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it("reads the published content: what the owner replaced in the editor is no longer listed, the rest still is", async () => {
    const dir = dataDir();
    const storage = await openStorage({ dataDir: dir });
    const owner = { name: "Owner", email: "owner@valet.example" };
    const [first, ...others] = testimonials;
    const edition = {
      company: {
        phone: "(310) 274-8800",
        street: "9465 Wilshire Blvd, Suite 300",
        email: "bookings@goldenkeyvalet.com",
        careersEmail: "careers@goldenkeyvalet.com",
        instagram: "https://www.instagram.com/goldenkeyvalet",
        facebook: "",
        linkedin: "",
      },
      texts: [{ key: "company/about.founder.name", en: "Ana Ruiz", es: "Ana Ruiz" }],
      // One sample rewritten in a client's words, the others hidden.
      testimonials: testimonials.map((t) => ({
        id: t.id,
        rating: 5,
        author: t.author,
        location: t.location,
        title: { en: t.title, es: t.title },
        text: t === first ? { en: "They parked 200 cars.", es: "Estacionaron 200 autos." } : { en: t.text, es: t.text },
        writtenIn: "en" as const,
        places: [],
        hidden: t !== first,
        verifiedSource: "",
        verifiedUrl: "",
      })),
      posts: [],
      // The owner's own pricing rules: no longer the samples.
      pricing: { ...samplePricing, hourlyRate: 52 },
    };
    expect(await publish(storage.db, owner, edition, { note: "launch" })).toMatchObject({ ok: true });
    await storage.close();
    const problems = (await checkLaunch({ DATA_DIR: dir })).join("\n");
    for (const gone of [
      "fictional 555 number",
      "The street address",
      "placeholder address",
      "The Instagram link",
      "The Facebook link",
      "testimonial(s) are samples",
      "Daniel Whitaker",
      "pricing rules are samples",
    ]) {
      expect(problems).not.toContain(gone);
    }
    expect(problems).toContain(`${about.coo.name} (Chief Operating Officer) is a sample person`);
    expect(problems).toContain("No certificate of insurance (Proof at /staff/content/proof, Certificate of insurance)");
    expect(problems).not.toContain("app/content/proof.ts");
    expect(others.length).toBeGreaterThan(0);
    // The check leaves the modules as the repository wrote them.
    expect(site.phone.display).toMatch(/555/);
  });

  it("refuses local and placeholder values as much as unset ones", () => {
    const env = {
      ...filledIn.env,
      NOTIFY_EMAIL: "leads@company.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SITE_URL: "http://localhost:3000",
    };
    expect(launchProblems({ ...filledIn, env })).toEqual([
      "NOTIFY_EMAIL is a placeholder (leads@company.example): leads would reach no one.",
      "SMTP_URL points at this machine (127.0.0.1).",
      "SITE_URL is not the public address (http://localhost:3000).",
    ]);
    const plain = launchProblems({ ...filledIn, env: { ...filledIn.env, SITE_URL: "http://goldenkeyvalet.com" } });
    expect(plain).toEqual(["SITE_URL is not https (http://goldenkeyvalet.com)."]);
  });

  it("warns when SITE_URL is https and TRUST_PROXY is unset: behind the TLS proxy every form post would be refused", () => {
    const { TRUST_PROXY: _, ...env } = filledIn.env;
    expect(launchProblems({ ...filledIn, env })).toEqual([
      "TRUST_PROXY is unset while SITE_URL is https: behind the TLS proxy every form post would be refused. Set it to the proxies in front (e.g. 1 behind one load balancer).",
    ]);
  });

  it("names the proof that is out of date or a sample: an expired certificate (hidden from the pages), a sample review link", () => {
    const proof = {
      ...filledIn.proof,
      certificate: { file: "0123456789abcdef.pdf", insurer: "Pacific Mutual", expires: "2026-10-31" },
    };
    const site = {
      ...filledIn.site,
      reviews: [{ network: "Yelp", url: "https://www.yelp.com/biz/example-valet" }],
    };
    expect(launchProblems({ ...filledIn, site, proof })).toEqual([
      "The certificate of insurance expired on 2026-10-31 and is hidden (Proof at /staff/content/proof, Certificate of insurance): upload the current one and its date.",
      "The Yelp reviews link https://www.yelp.com/biz/example-valet is a sample profile (Proof at /staff/content/proof, Review profiles).",
    ]);
    // The day it expires, it is still valid.
    const lastDay = { ...filledIn, now: new Date("2027-03-31T23:00:00Z") };
    expect(launchProblems(lastDay)).toEqual([]);
  });

  it("names each empty place of the proof, and only those", () => {
    const proof = { ...filledIn.proof, founders: { founder: portrait }, partners: [], press: [] };
    expect(launchProblems({ ...filledIn, proof })).toEqual([
      "No portrait of Marco Reyes (Proof at /staff/content/proof, Founders): /about shows their initials.",
      "No partner venues' logos (Proof at /staff/content/proof, Partner venues): the site shows no venue it works at.",
      "No press mentions (Proof at /staff/content/proof, Press): the site links to no article about the company.",
    ]);
  });

  it("reads the proof the owner published", async () => {
    const dir = dataDir();
    const storage = await openStorage({ dataDir: dir });
    const edition = { company: {}, texts: [], testimonials: [], posts: [], proof: { ...filledIn.proof, reviews: [] } };
    expect(
      await publish(storage.db, { name: "Owner", email: "owner@valet.example" }, edition, { note: "proof" }),
    ).toMatchObject({
      ok: true,
    });
    await storage.close();
    const problems = (await checkLaunch({ DATA_DIR: dir })).join("\n");
    for (const filled of [
      "No portrait",
      "No team portraits",
      "No certificate",
      "No partner",
      "No named events",
      "No press",
    ]) {
      expect(problems).not.toContain(filled);
    }
    expect(problems).toContain("No review profiles (Proof at /staff/content/proof, Review profiles)");
  });

  // The script loads the check through Vite and opens the database: seconds on a loaded machine.
  it("`npm run check:launch` exits non-zero on today's defaults, naming what to replace", {
    timeout: 30_000,
  }, async () => {
    const run = promisify(execFile)(process.execPath, ["scripts/check-launch.js"], {
      env: { PATH: process.env.PATH ?? "" },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Not ready to launch");
    expect(failure?.stderr).toContain("ADMIN_PASSWORD is unset");
  });
});
