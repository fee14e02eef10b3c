import { existsSync } from "node:fs";
import path from "node:path";
import type { Profile } from "~/content/company";
import { type ContentDocument, emptyDocument } from "~/content/editable";
import { build } from "~/content/live";
import { type Proof, proof as shownProof } from "~/content/proof";
import type { Testimonial } from "~/content/types";
import { todayInLosAngeles } from "~/forms/fields";
import { publishedDocument } from "~/lib/content/store.server";
import { openStorage } from "~/lib/storage/db.server";

/*
 * `npm run check:launch`: everything the launch template ships as a stand-in, which a real company must replace
 * before the site goes live, in the content the site publishes (the owner's published edition over the repository's
 * modules). Each problem names where to fix it: the editor's screen, or, for what the editor does not hold yet
 * (the proof, the review profiles), the file.
 */

type Site = {
  phone: { display: string };
  address: { street: string; sample?: boolean };
  email: string;
  careersEmail: string;
  social: readonly { network: string; url: string }[];
  reviews: readonly { network: string; url: string }[];
};

export interface LaunchInputs {
  site: Site;
  /** The people the About page shows, in each language. */
  people: readonly Profile[];
  testimonials: readonly Testimonial[];
  /** The proof slots (app/content/proof.ts): each empty one is a problem, and so is a file they name that is missing. */
  proof: Proof;
  /** The service slugs a named event may name. */
  serviceSlugs: readonly string[];
  /** Whether a file the proof names ("/proof/certificate-of-insurance.pdf") is published. */
  publicFileExists: (file: string) => boolean;
  /** Whether the pricing rules are the repository's samples (no edition has saved the owner's). */
  samplePricing?: boolean;
  /** Today, to tell an expired certificate (tests set it). */
  now?: Date;
  env: Record<string, string | undefined>;
}

const config = "app/config/site.ts";
const company = "Company details at /staff/content";
const aboutTexts = "Page texts at /staff/content/pages?module=company&item=about";
const proofFile = "app/content/proof.ts";
/** Reserved for documentation and tests (RFC 2606, RFC 6761), or the 555-01xx numbers set aside for fiction. */
const reservedHost = /(^|\.)(example|test|invalid|localhost)(\.|$)|(^|\.)example\.(com|net|org)$/i;
const fictionalPhone = /555[-.\s]?01\d\d/;
const local = /^(localhost|127\.|0\.0\.0\.0|\[?::1\]?)/;

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
};
const isPlaceholderAddress = (email: string) => reservedHost.test(email.split("@")[1] ?? "");

/** The proof slots a planner looks for, empty or pointing at files that are not there (app/content/proof.ts). */
function proofProblems({ site, proof, serviceSlugs, publicFileExists, now = new Date() }: LaunchInputs): string[] {
  const problems: string[] = [];
  const missing = (file: string, what: string, field: string) => {
    if (!publicFileExists(file))
      problems.push(`public${file} is missing: ${what} links to it (${proofFile}, ${field}).`);
  };
  if (proof.partners.length === 0) {
    problems.push(`No partner venues or hotels (${proofFile}, partners): the site shows no venue it has worked at.`);
  }
  for (const partner of proof.partners) if (partner.logo) missing(partner.logo, `${partner.name}'s logo`, "partners");

  if (site.reviews.length === 0) {
    problems.push(`No review profiles (${config}, reviews): the site links to no reviews on Google or Yelp.`);
  }
  for (const profile of site.reviews) {
    const host = hostOf(profile.url);
    if (!host || reservedHost.test(host) || /example/i.test(profile.url)) {
      problems.push(`The ${profile.network} reviews link ${profile.url} is a sample profile (${config}, reviews).`);
    }
  }

  const certificate = proof.certificateOfInsurance;
  if (!certificate) {
    problems.push(
      `No certificate of insurance (${proofFile}, certificateOfInsurance): venues and planners cannot download it.`,
    );
  } else {
    missing(certificate.file, "the certificate of insurance", "certificateOfInsurance");
    if (certificate.expires < now.toISOString().slice(0, 10)) {
      problems.push(
        `The certificate of insurance expired on ${certificate.expires} (${proofFile}, certificateOfInsurance): publish the current one and its date.`,
      );
    }
  }

  if (proof.team.length === 0) {
    problems.push(
      `No team portraits (${proofFile}, team): the site shows no attendant or coordinator beyond the founders.`,
    );
  }
  for (const member of proof.team) {
    if (member.portrait) missing(member.portrait, `${member.name}'s portrait`, "team");
    if (!member.roleEs) {
      problems.push(
        `${member.name}'s role has no Spanish: /es/about shows "${member.role}" (${proofFile}, team, roleEs).`,
      );
    }
  }

  if (proof.namedEvents.length === 0) {
    problems.push(`No named events (${proofFile}, namedEvents): the site names no event it has parked.`);
  }
  for (const event of proof.namedEvents) {
    if (!event.nameEs) {
      problems.push(
        `The named event "${event.name}" has no Spanish name (${proofFile}, namedEvents, nameEs; the same words for a proper name).`,
      );
    }
    if (!serviceSlugs.includes(event.service)) {
      problems.push(
        `The named event "${event.name}" names the service "${event.service}", which has no page (${proofFile}, namedEvents; the slugs are in app/content/services.ts).`,
      );
    }
  }
  return problems;
}

export function launchProblems(inputs: LaunchInputs): string[] {
  const { site, people, testimonials, env } = inputs;
  const problems: string[] = [];
  if (fictionalPhone.test(site.phone.display)) {
    problems.push(`The phone number ${site.phone.display} is a fictional 555 number (${company}: Phone).`);
  }
  if (site.address.sample) {
    problems.push(`The street address ${site.address.street} is a sample (${company}: Street address).`);
  }
  for (const [field, address] of [
    ["Bookings e-mail", site.email],
    ["Careers e-mail", site.careersEmail],
  ] as const) {
    if (isPlaceholderAddress(address)) problems.push(`${address} is a placeholder address (${company}: ${field}).`);
  }
  for (const profile of site.social) {
    const host = hostOf(profile.url);
    if (!host || reservedHost.test(host) || /example/i.test(profile.url)) {
      problems.push(`The ${profile.network} link ${profile.url} is a sample profile (${company}: ${profile.network}).`);
    }
  }
  problems.push(...proofProblems(inputs));
  const samples = testimonials.filter((t) => t.sample);
  if (samples.length) {
    problems.push(
      `${samples.length} testimonial(s) are samples, not clients' words: ${samples.map((t) => t.id).join(", ")} (Testimonials at /staff/content/testimonials: write a client's words in both languages, or hide it).`,
    );
  }
  if (inputs.samplePricing) {
    problems.push(
      "The pricing rules are samples (Pricing at /staff/content/pricing): set the rate, minimums, surcharges and each city's permit rule, or turn the public range off, and publish.",
    );
  }
  for (const person of people.filter((p) => p.sample)) {
    problems.push(`${person.name} (${person.role}) is a sample person (${aboutTexts}: founder and coo).`);
  }

  if (!env.NOTIFY_EMAIL) {
    problems.push(`NOTIFY_EMAIL is unset: lead notifications go to ${site.email}, not to an inbox staff chose.`);
  } else if (isPlaceholderAddress(env.NOTIFY_EMAIL)) {
    problems.push(`NOTIFY_EMAIL is a placeholder (${env.NOTIFY_EMAIL}): leads would reach no one.`);
  }
  const smtpHost = env.SMTP_URL ? hostOf(env.SMTP_URL) : "";
  if (!env.SMTP_URL) problems.push("SMTP_URL is unset: e-mails are written to files, not sent.");
  else if (local.test(smtpHost)) problems.push(`SMTP_URL points at this machine (${smtpHost}).`);
  const siteHost = env.SITE_URL ? hostOf(env.SITE_URL) : "";
  if (!env.SITE_URL) problems.push("SITE_URL is unset: canonical links, the sitemap and e-mails would say localhost.");
  else if (local.test(siteHost) || reservedHost.test(siteHost)) {
    problems.push(`SITE_URL is not the public address (${env.SITE_URL}).`);
  } else if (!env.SITE_URL.startsWith("https://")) problems.push(`SITE_URL is not https (${env.SITE_URL}).`);
  else if (!env.TRUST_PROXY) {
    // https ends at a proxy in front of the server; unless the server trusts it, every form post is refused.
    problems.push(
      "TRUST_PROXY is unset while SITE_URL is https: behind the TLS proxy every form post would be refused. Set it to the proxies in front (e.g. 1 behind one load balancer).",
    );
  }
  if (!env.ADMIN_PASSWORD) problems.push("ADMIN_PASSWORD is unset: nobody can sign in to the staff inbox.");
  return problems;
}

/**
 * A file under public/ in a checkout, or in the build's client folder where the image runs without the sources.
 * Anything but a plain site path ("/proof/coi.pdf") counts as missing.
 */
function publishedFile(env: Record<string, string | undefined>) {
  return (file: string) =>
    file.startsWith("/") &&
    !file.split("/").includes("..") &&
    [path.resolve("public"), path.resolve(env.BUILD_DIR ?? "build", "client")].some((dir) =>
      existsSync(path.join(dir, file)),
    );
}

/**
 * The published edition in the database the environment names (DATABASE_URL, else SQLite in DATA_DIR); none where
 * there is no database yet (a checkout before its first start): the site then shows the repository's content.
 */
async function publishedEdition(env: Record<string, string | undefined>): Promise<ContentDocument> {
  const dataDir = env.DATA_DIR || "data";
  if (!env.DATABASE_URL && !existsSync(path.join(dataDir, "leads.sqlite"))) return emptyDocument();
  const storage = await openStorage({ dataDir, databaseUrl: env.DATABASE_URL || undefined });
  try {
    return (await publishedDocument(storage.db)).document;
  } finally {
    await storage.close();
  }
}

/** A person the owner renamed on the page texts screen is theirs, no longer the template's sample. */
const renamed = (edition: ContentDocument, person: "founder" | "coo") =>
  edition.texts.some((t) => t.key === `company/about.${person}.name`);

/**
 * The check over the content the site publishes (the snapshot of the owner's published edition over the
 * repository's modules, as a server builds it) and the given environment. Run as its own process
 * (scripts/check-launch.js); no module is touched.
 */
export async function checkLaunch(env: Record<string, string | undefined>): Promise<string[]> {
  const edition = await publishedEdition(env);
  const content = build(edition, todayInLosAngeles());
  const person = (profile: Profile, which: "founder" | "coo") => ({
    ...profile,
    sample: profile.sample && !renamed(edition, which) ? (true as const) : undefined,
  });
  const { about } = content.en.company;
  const { about: aboutEs } = content.es.company;
  return launchProblems({
    site: content.site,
    people: [
      person(about.founder, "founder"),
      person(about.coo, "coo"),
      person(aboutEs.founder, "founder"),
      person(aboutEs.coo, "coo"),
    ],
    testimonials: content.modules.testimonialsEn.testimonials,
    proof: shownProof,
    serviceSlugs: content.en.services.services.map((s) => s.slug),
    samplePricing: content.pricing.sample,
    publicFileExists: publishedFile(env),
    env,
  });
}
