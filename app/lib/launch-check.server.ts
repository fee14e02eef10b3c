import { site as companySite } from "~/config/site";
import { about, type Profile } from "~/content/company";
import { about as aboutEs } from "~/content/es/company";
import { testimonials as shownTestimonials } from "~/content/testimonials";
import type { Testimonial } from "~/content/types";

/*
 * `npm run check:launch`: everything the launch template ships as a stand-in, which a real company must replace
 * before the site goes live. Each problem says where to fix it.
 */

type Site = {
  phone: { display: string };
  address: { street: string; sample?: boolean };
  email: string;
  careersEmail: string;
  social: readonly { network: string; url: string }[];
};

export interface LaunchInputs {
  site: Site;
  /** The people the About page shows, in each language, with the file that holds them. */
  people: readonly (Profile & { file?: string })[];
  testimonials: readonly Testimonial[];
  env: Record<string, string | undefined>;
}

const config = "app/config/site.ts";
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

export function launchProblems({ site, people, testimonials, env }: LaunchInputs): string[] {
  const problems: string[] = [];
  if (fictionalPhone.test(site.phone.display)) {
    problems.push(`The phone number ${site.phone.display} is a fictional 555 number (${config}, phone).`);
  }
  if (site.address.sample) problems.push(`The street address ${site.address.street} is a sample (${config}, address).`);
  for (const [field, address] of [
    ["email", site.email],
    ["careersEmail", site.careersEmail],
  ] as const) {
    if (isPlaceholderAddress(address)) problems.push(`${address} is a placeholder address (${config}, ${field}).`);
  }
  for (const profile of site.social) {
    const host = hostOf(profile.url);
    if (!host || reservedHost.test(host) || /example/i.test(profile.url)) {
      problems.push(`The ${profile.network} link ${profile.url} is a sample profile (${config}, social).`);
    }
  }
  const samples = testimonials.filter((t) => t.sample);
  if (samples.length) {
    problems.push(
      `${samples.length} testimonial(s) are samples, not clients' words: ${samples.map((t) => t.id).join(", ")} (app/content/testimonials.ts, and their Spanish translations in app/content/es/testimonials.ts).`,
    );
  }
  for (const person of people.filter((p) => p.sample)) {
    problems.push(
      `${person.name} (${person.role}) is a sample person (${person.file ?? "app/content/company.ts"}, about).`,
    );
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
  if (!env.ADMIN_PASSWORD) problems.push("ADMIN_PASSWORD is unset: nobody can sign in to the staff inbox.");
  return problems;
}

/** The check over this repository's own content and the given environment. */
export const checkLaunch = (env: Record<string, string | undefined>) =>
  launchProblems({
    site: companySite,
    people: [
      about.founder,
      about.coo,
      ...[aboutEs.founder, aboutEs.coo].map((p) => ({ ...p, file: "app/content/es/company.ts" })),
    ],
    testimonials: shownTestimonials,
    env,
  });
