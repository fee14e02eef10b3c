import { ArrowUpRight, Download, ShieldCheck, Star } from "lucide-react";
import { ButtonLink } from "~/components/ui/Button";
import type { ReviewProfile } from "~/config/site";
import type { ContentSnapshot } from "~/content/live";
import { type CertificateOfInsurance, type NamedEvent, type Partner, proof, type TeamMember } from "~/content/proof";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { formatDate } from "~/lib/dates";
import { type Lang, localizePath, useLang } from "~/lib/lang";
import { Section, type Tone } from "./Section";

/*
 * Proof the company is real, from the owner's slots (app/content/proof.ts, `reviews` in app/config/site.ts). Each
 * component takes its slot from the content by default (a prop overrides it, for tests and for a page that shows a
 * part of it) and renders nothing while the slot is empty, so a page can place them all unconditionally. Reviews
 * are links to the platforms, never structured data: ratings given elsewhere are not ours to mark up (ADR 016).
 */

/** The proof's words in a language (the snapshot's ui.ts). */
type Words = ContentSnapshot["ui"][Lang]["proof"];

const number = (t: Words, value: number, digits = 0) =>
  new Intl.NumberFormat(t.locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** "June 2026" / "Junio de 2026" for "2026-06", whatever the server's time zone. */
function formatMonth(month: string, t: Words): string {
  const text = new Intl.DateTimeFormat(t.locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");

function partnersHeading(partners: readonly Partner[], t: Words): string {
  const kinds = new Set(partners.map((p) => p.kind));
  const heading = t.partners;
  return kinds.size > 1 ? heading.both : kinds.has("hotel") ? heading.hotel : heading.venue;
}

/**
 * A quiet band of the venues and hotels the company works at (names, or their logos) and its review profiles, each
 * a link that says the count and the platform. Nothing when both slots are empty; only the filled half otherwise.
 */
export function ProofStrip({
  partners = proof.partners,
  reviews: reviewsGiven,
  tone = "light",
}: {
  partners?: readonly Partner[];
  reviews?: readonly ReviewProfile[];
  tone?: "light" | "dark";
}) {
  const { site, ui } = useContent();
  const lang = useLang();
  const reviews = reviewsGiven ?? site.reviews;
  if (partners.length === 0 && reviews.length === 0) return null;
  const t = ui[lang].proof;
  const dark = tone === "dark";
  return (
    <section
      aria-labelledby="proof-strip-heading"
      className={cn(
        "border-y py-14 sm:py-20",
        dark ? "bg-ink-950 text-ivory-100 border-ivory-50-10" : "text-ink-900 border-ink-900-8 bg-white",
      )}
    >
      <div className="mx-auto max-w-7xl px-5 text-center sm:px-8">
        <h2
          id="proof-strip-heading"
          className={cn("text-xs font-medium tracking-[0.25em] uppercase", dark ? "text-gold-300" : "text-gold-700")}
        >
          {partners.length ? partnersHeading(partners, t) : t.reviews}
        </h2>
        {partners.length ? (
          <ul className="mx-auto mt-8 flex max-w-5xl flex-wrap items-center justify-center gap-x-10 gap-y-6 sm:gap-x-14">
            {partners.map((partner) => (
              <li key={partner.name}>
                {partner.logo ? (
                  <img
                    src={partner.logo}
                    alt={partner.name}
                    loading="lazy"
                    decoding="async"
                    className={cn(
                      "h-10 w-auto max-w-44 object-contain sm:h-12",
                      // Logos in one colour, so a row of brands reads as one calm line.
                      dark ? "opacity-90 brightness-0 invert" : "opacity-80 grayscale",
                    )}
                  />
                ) : (
                  <span
                    className={cn(
                      "font-display text-2xl leading-tight sm:text-3xl",
                      dark ? "text-ivory-50" : "text-ink-950",
                    )}
                  >
                    {partner.name}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {reviews.length ? (
          <ul
            className={cn(
              "mx-auto flex max-w-3xl flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-4",
              partners.length ? "mt-12 border-t pt-10 sm:mt-14" : "mt-8",
              dark ? "border-ivory-50-10" : "border-ink-900-8",
            )}
          >
            {reviews.map((review) => {
              const rating = number(t, review.rating, 1);
              return (
                <li key={review.url}>
                  <a
                    href={review.url}
                    className={cn(
                      "group flex min-h-12 items-center gap-3 rounded-full border py-2.5 pr-5 pl-5 text-left transition-colors sm:inline-flex sm:gap-4 sm:pl-6",
                      dark
                        ? "border-ivory-50-20 hover:border-gold-300"
                        : "border-ink-900-12 hover:border-gold-500 hover:bg-ivory-50",
                    )}
                  >
                    <span className="sr-only">{`${t.rating(rating, review.network)}. `}</span>
                    <span aria-hidden="true" className="flex items-center gap-1.5">
                      <Star className={cn("size-4 fill-current", dark ? "text-gold-300" : "text-gold-500")} />
                      <span
                        className={cn("font-display text-3xl leading-none", dark ? "text-ivory-50" : "text-ink-950")}
                      >
                        {rating}
                      </span>
                    </span>
                    <span className={cn("flex-1 text-sm sm:flex-none", dark ? "text-ivory-100" : "text-ink-800")}>
                      {t.readReviews(number(t, review.count), review.network)}
                    </span>
                    <ArrowUpRight
                      aria-hidden="true"
                      className={cn(
                        "size-4 shrink-0 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5",
                        dark ? "text-gold-300" : "text-gold-700",
                      )}
                    />
                  </a>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The certificate of insurance venues ask for: who issued it, until when it is valid, and the file. A block (an h3
 * and a link), to sit in a page's section; nothing without a certificate.
 */
export function InsuranceCertificate({
  certificate = proof.certificateOfInsurance,
  className,
}: {
  certificate?: CertificateOfInsurance;
  className?: string;
}) {
  const { ui } = useContent();
  const lang = useLang();
  if (!certificate) return null;
  const t = ui[lang].proof;
  const pdf = /\.pdf$/i.test(certificate.file);
  return (
    <div className={cn("border-ink-900-10 rounded-3xl border bg-white p-6 sm:p-10", className)}>
      <ShieldCheck aria-hidden="true" className="text-gold-700 size-7" strokeWidth={1.25} />
      <h3 className="font-display text-ink-950 mt-5 text-3xl leading-tight">{t.certificate}</h3>
      <p className="text-slate-text mt-3 leading-relaxed">{t.certificateBody}</p>
      <ul className="border-ink-900-8 text-ink-800 mt-6 space-y-1 border-t pt-5 text-sm">
        <li>{t.insurer(certificate.insurer)}</li>
        <li>{t.validThrough(formatDate(certificate.expires, t.locale))}</li>
      </ul>
      <ButtonLink href={certificate.file} variant="ink" className="mt-7 px-6">
        <Download aria-hidden="true" className="size-4 shrink-0" />
        <span>{pdf ? `${t.download} (PDF)` : t.download}</span>
      </ButtonLink>
    </div>
  );
}

/** The attendants and coordinators a client meets, beyond the founders: a section of its own, nothing when empty. */
export function TeamPortraits({ team = proof.team, tone = "white" }: { team?: readonly TeamMember[]; tone?: Tone }) {
  const { ui } = useContent();
  const lang = useLang();
  if (team.length === 0) return null;
  const t = ui[lang].proof;
  const dark = tone === "ink";
  return (
    <Section id="team" heading={t.team} eyebrow={t.teamEyebrow} tone={tone}>
      <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:grid-cols-3 sm:gap-x-8 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.name}>
            <figure>
              <div className="bg-ink-950 relative aspect-[4/5] overflow-hidden rounded-2xl">
                {member.portrait ? (
                  // The caption names the person: the portrait adds no words of its own.
                  <img
                    src={member.portrait}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="font-display text-gold-300 border-gold-400-30 absolute inset-3 flex items-center justify-center rounded-xl border text-5xl sm:text-6xl"
                  >
                    {initials(member.name)}
                  </span>
                )}
              </div>
              <figcaption className="mt-4">
                <span
                  className={cn("font-display block text-2xl leading-tight", dark ? "text-ivory-50" : "text-ink-950")}
                >
                  {member.name}
                </span>
                <span
                  className={cn(
                    "mt-1 block text-sm font-medium tracking-wide",
                    dark ? "text-gold-300" : "text-gold-700",
                  )}
                >
                  {lang === "es" && member.roleEs ? member.roleEs : member.role}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Events the company parked, newest first, as a compact ledger: the event, then "June 2026 · The Langham, Pasadena ·
 * 220 guests" and a link to its service. A block with an h3; nothing when empty.
 */
export function NamedEvents({
  events = proof.namedEvents,
  limit,
  className,
}: {
  events?: readonly NamedEvent[];
  limit?: number;
  className?: string;
}) {
  const content = useContent();
  const lang = useLang();
  if (events.length === 0) return null;
  const t = content.ui[lang].proof;
  const { services } = content[lang];
  const shown = [...events].sort((a, b) => b.month.localeCompare(a.month)).slice(0, limit);
  return (
    <div className={className}>
      <h3 className="font-display text-ink-950 text-3xl leading-tight">{t.events}</h3>
      <ol className="divide-ink-900-10 border-ink-900-10 mt-6 divide-y border-y">
        {shown.map((event) => {
          const service = services.getService(event.service);
          return (
            <li
              key={`${event.month} ${event.name}`}
              className="grid gap-x-6 gap-y-2 py-5 sm:grid-cols-[1fr_auto] sm:items-baseline"
            >
              <div>
                <p className="font-display text-ink-950 text-2xl leading-snug">
                  {lang === "es" && event.nameEs ? event.nameEs : event.name}
                </p>
                <p className="text-slate-text mt-1 text-sm">
                  <time dateTime={event.month}>{formatMonth(event.month, t)}</time>
                  {` · ${event.venue}`}
                  {event.guests ? ` · ${t.guests(number(t, event.guests))}` : null}
                </p>
              </div>
              {service ? (
                <a
                  href={localizePath(`/services/${service.slug}`, lang)}
                  className="text-gold-700 hover:text-ink-950 focus-visible:outline-gold-700 text-sm font-medium tracking-wide underline-offset-4 hover:underline"
                >
                  {service.name}
                </a>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Whether the about page's record section (named events, the certificate) has anything to show. */
export const hasRecord = (data: { namedEvents: readonly NamedEvent[]; certificateOfInsurance?: unknown } = proof) =>
  data.namedEvents.length > 0 || data.certificateOfInsurance !== undefined;
