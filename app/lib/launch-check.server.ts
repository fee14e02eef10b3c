import { existsSync } from "node:fs";
import path from "node:path";
import type { Profile } from "~/content/company";
import { type ContentDocument, emptyDocument } from "~/content/editable";
import { build } from "~/content/live";
import type { ProofEdit } from "~/content/proof-edit";
import type { Testimonial } from "~/content/types";
import { todayInLosAngeles } from "~/forms/fields";
import { publishedDocument } from "~/lib/content/store.server";
import { openStorage } from "~/lib/storage/db.server";

/*
 * `npm run check:launch`: everything the launch template ships as a stand-in, which a real company must replace
 * before the site goes live, in the content the site publishes (the owner's published edition over the repository's
 * modules). Each problem names where to fix it: the editor's screen.
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
  /** The proof the owner filled in (the published edition's, an expired certificate included): each empty part is a problem. */
  proof: ProofEdit;
  /** The names of the founders on /about, whose portraits the proof screen holds. */
  founders: { founder: string; coo: string };
  /** Whether the pricing rules are the repository's samples (no edition has saved the owner's). */
  samplePricing?: boolean;
  /** Today, to tell an expired certificate (tests set it). */
  now?: Date;
  env: Record<string, string | undefined>;
}

const company = "Company details at /staff/content";
const aboutTexts = "Page texts at /staff/content/pages?module=company&item=about";
const proofScreen = "Proof at /staff/content/proof";
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

/** Each kind of proof a planner looks for that is still empty, or lapsed. */
function proofProblems({ site, proof, founders, now = new Date() }: LaunchInputs): string[] {
  const problems: string[] = [];
  for (const [which, name] of Object.entries(founders) as ["founder" | "coo", string][]) {
    if (!proof.founders[which]) {
      problems.push(`No portrait of ${name} (${proofScreen}, Founders): /about shows their initials.`);
    }
  }
  if (proof.team.length === 0) {
    problems.push(`No team portraits (${proofScreen}, Team): the site shows no attendant or coordinator.`);
  }
  const certificate = proof.certificate;
  if (!certificate) {
    problems.push(
      `No certificate of insurance (${proofScreen}, Certificate of insurance): venues and planners cannot download it.`,
    );
  } else if (certificate.expires < now.toISOString().slice(0, 10)) {
    problems.push(
      `The certificate of insurance expired on ${certificate.expires} and is hidden (${proofScreen}, Certificate of insurance): upload the current one and its date.`,
    );
  }
  if (proof.partners.length === 0) {
    problems.push(`No partner venues' logos (${proofScreen}, Partner venues): the site shows no venue it works at.`);
  }
  if (proof.events.length === 0) {
    problems.push(`No named events (${proofScreen}, Named events): the site names no event it has parked.`);
  }
  if (proof.press.length === 0) {
    problems.push(`No press mentions (${proofScreen}, Press): the site links to no article about the company.`);
  }
  if (site.reviews.length === 0) {
    problems.push(
      `No review profiles (${proofScreen}, Review profiles): the site links to no reviews on Google or Yelp.`,
    );
  }
  for (const profile of site.reviews) {
    const host = hostOf(profile.url);
    if (!host || reservedHost.test(host) || /example/i.test(profile.url)) {
      problems.push(
        `The ${profile.network} reviews link ${profile.url} is a sample profile (${proofScreen}, Review profiles).`,
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
    // The edition's own proof: the snapshot leaves an expired certificate out, and the check names it.
    proof: { ...content.proof, certificate: edition.proof?.certificate },
    founders: { founder: about.founder.name, coo: about.coo.name },
    samplePricing: content.pricing.sample,
    env,
  });
}
