import { Download, FileText, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { PhoneFold } from "~/components/sections/CompactList";
import { ButtonLink } from "~/components/ui/Button";
import { Icon } from "~/components/ui/Icon";
import type { ReviewProfile } from "~/config/site";
import type { ContentSnapshot } from "~/content/live";
import type {
  CertificateEdit,
  NamedEventEdit,
  PartnerEdit,
  Portrait,
  PressMentionEdit,
  TeamMemberEdit,
} from "~/content/proof-edit";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { formatDate } from "~/lib/dates";
import { type Lang, localizePath, useLang } from "~/lib/lang";
import { Section, type Tone } from "./Section";

/*
 * Proof the company is real, as the owner filled it in at /staff/content/proof (the snapshot's `proof`, review
 * profiles in `site.reviews`). Each component takes its part from the content by default (a prop overrides it, for
 * tests and for a page that shows a part of it) and renders nothing while it is empty, so a page can place them all
 * unconditionally. Reviews are links to the platforms, never structured data: ratings given elsewhere are not ours
 * to mark up (ADR 016).
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

/** A portrait's files: AVIF, else WebP, at the widths it was encoded at (~/lib/content/photos.server.ts). */
export function PortraitImage({
  portrait,
  sizes,
  className,
}: {
  portrait: Portrait;
  sizes: string;
  className?: string;
}) {
  const set = (format: "avif" | "webp") =>
    portrait.widths.map((w) => `/photos/${portrait.photo}-${w}.${format} ${w}w`).join(", ");
  const smallest = Math.min(...portrait.widths);
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      {/* The caption beside it names the person: the portrait adds no words of its own. */}
      <img
        src={`/photos/${portrait.photo}-${smallest}.webp`}
        alt=""
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}

function partnersHeading(partners: readonly PartnerEdit[], t: Words): string {
  const kinds = new Set(partners.map((p) => p.kind));
  const heading = t.partners;
  return kinds.size > 1 ? heading.both : kinds.has("hotel") ? heading.hotel : heading.venue;
}

/**
 * A quiet band of the venues and hotels the company works at (their logos, named by their alt text) and its review
 * profiles, each a link that says the count and the platform. Nothing when both are empty; only the filled half
 * otherwise.
 */
export function ProofStrip({
  partners: partnersGiven,
  reviews: reviewsGiven,
  tone = "light",
  joined = false,
}: {
  partners?: readonly PartnerEdit[];
  reviews?: readonly ReviewProfile[];
  tone?: "light" | "dark";
  /** The section above is of the same tone: on a phone the strip continues it, tucked under its last line. */
  joined?: boolean;
}) {
  const { site, ui, proof } = useContent();
  const lang = useLang();
  const partners = partnersGiven ?? proof.partners;
  const reviews = reviewsGiven ?? site.reviews;
  if (partners.length === 0 && reviews.length === 0) return null;
  const t = ui[lang].proof;
  const dark = tone === "dark";
  const heading = partners.length ? partnersHeading(partners, t) : t.reviews;
  const headingClass = cn("text-xs font-medium tracking-[0.25em] uppercase", dark ? "text-gold-300" : "text-gold-700");
  return (
    <section
      aria-labelledby="proof-strip-heading"
      className={cn(
        "border-y py-10 sm:py-20",
        joined && "max-md:-mt-6 max-md:border-t-0 max-md:pt-0",
        dark ? "bg-ink-950 text-ivory-100 border-ivory-50-10" : "text-ink-900 border-ink-900-8 bg-white",
      )}
    >
      <div className="mx-auto max-w-7xl px-5 text-center sm:px-8">
        {partners.length ? (
          // On a phone the logos fold under their heading (a <details>, no script) and the review profiles below
          // stay in view, as /about folds its events and press; from 768 px both show as they are.
          <PhoneFold
            bar
            tone={tone}
            summary={<h2 className={cn(headingClass, "text-left")}>{heading}</h2>}
            className={cn("max-md:border-y", dark ? "border-ivory-50-12" : "border-ink-900-12")}
          >
            <h2 id="proof-strip-heading" className={cn(headingClass, "hidden md:block")}>
              {heading}
            </h2>
            <ul className="mx-auto grid max-w-5xl grid-cols-4 items-center justify-items-center gap-x-4 gap-y-5 pt-2 pb-6 md:mt-8 md:flex md:flex-wrap md:justify-center md:gap-x-14 md:gap-y-8 md:p-0">
              {partners.map((partner) => (
                <li key={partner.name}>
                  <img
                    src={`/proof/${partner.logo.file}`}
                    alt={partner.name}
                    width={partner.logo.width}
                    height={partner.logo.height}
                    loading="lazy"
                    decoding="async"
                    className={cn(
                      "h-8 w-auto max-w-full object-contain sm:h-12 sm:max-w-44",
                      // Logos in one colour, so a row of brands reads as one calm line.
                      dark ? "opacity-90 brightness-0 invert" : "opacity-80 grayscale",
                    )}
                  />
                </li>
              ))}
            </ul>
          </PhoneFold>
        ) : (
          <h2 id="proof-strip-heading" className={headingClass}>
            {heading}
          </h2>
        )}
        {reviews.length ? (
          <ul
            className={cn(
              // Three to a row on a phone, each its rating and platform; pills with the count from 640 px.
              "mx-auto grid max-w-3xl grid-cols-3 gap-3 sm:flex sm:flex-row sm:flex-wrap sm:justify-center sm:gap-4",
              partners.length ? "mt-8 md:mt-14 md:border-t md:pt-10" : "mt-8",
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
                      "group flex min-h-12 flex-col items-center gap-1 rounded-2xl border px-2 py-3 text-center transition-colors sm:inline-flex sm:flex-row sm:gap-4 sm:rounded-full sm:py-2.5 sm:pr-5 sm:pl-6 sm:text-left",
                      dark
                        ? "border-ivory-50-20 hover:border-gold-300"
                        : "border-ink-900-12 hover:border-gold-500 hover:bg-ivory-50",
                    )}
                  >
                    <span className="sr-only">{`${t.rating(rating, review.network)}. `}</span>
                    <span aria-hidden="true" className="flex items-center gap-1.5">
                      <Icon name="rating-star" className={cn("size-4", dark ? "text-gold-300" : "text-gold-500")} />
                      <span
                        className={cn("font-display text-3xl leading-none", dark ? "text-ivory-50" : "text-ink-950")}
                      >
                        {rating}
                      </span>
                    </span>
                    <span className={cn("text-sm sm:hidden", dark ? "text-ivory-100" : "text-ink-800")}>
                      {review.network}
                    </span>
                    <span className={cn("hidden text-sm sm:inline", dark ? "text-ivory-100" : "text-ink-800")}>
                      {t.readReviews(number(t, review.count), review.network)}
                    </span>
                    <Icon
                      name="arrow-out"
                      className={cn(
                        "hidden size-4 shrink-0 transition-transform motion-safe:group-hover:translate-x-0.5 motion-safe:group-hover:-translate-y-0.5 sm:block",
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
 * and a link), to sit in a page's section; nothing without a current certificate.
 */
export function InsuranceCertificate({
  certificate: given,
  className,
}: {
  certificate?: CertificateEdit;
  className?: string;
}) {
  const { ui, proof } = useContent();
  const lang = useLang();
  const certificate = given ?? proof.certificate;
  if (!certificate) return null;
  const t = ui[lang].proof;
  return (
    <div className={cn("border-ink-900-10 rounded-3xl border bg-white p-6 sm:p-10", className)}>
      <ShieldCheck aria-hidden="true" className="text-gold-700 size-7" strokeWidth={1.25} />
      <h3 className="font-display text-ink-950 mt-4 text-2xl leading-tight sm:mt-5 sm:text-3xl">{t.certificate}</h3>
      <p className="text-slate-text mt-3 leading-relaxed">{t.certificateBody}</p>
      <ul className="border-ink-900-8 text-ink-800 mt-6 space-y-1 border-t pt-5 text-sm">
        <li>{t.insurer(certificate.insurer)}</li>
        <li>{t.validThrough(formatDate(certificate.expires, t.locale))}</li>
      </ul>
      <ButtonLink href={`/proof/${certificate.file}`} variant="ink" className="mt-7 px-6">
        <Download aria-hidden="true" className="size-4 shrink-0" />
        <span>{`${t.download} (PDF)`}</span>
      </ButtonLink>
    </div>
  );
}

/**
 * "Certificate of insurance (PDF)": a link to place beside the liability claim it backs; nothing without a current
 * certificate.
 */
export function CertificateLink({ tone = "light" }: { tone?: "light" | "dark" }): ReactNode {
  const { ui, proof } = useContent();
  const lang = useLang();
  if (!proof.certificate) return null;
  const t = ui[lang].proof;
  return (
    <a
      href={`/proof/${proof.certificate.file}`}
      className={cn(
        "mt-3 inline-flex min-h-11 items-center gap-2 text-sm font-medium underline-offset-4 hover:underline",
        tone === "dark" ? "text-gold-300" : "text-gold-700",
      )}
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      {`${t.certificate} (PDF)`}
    </a>
  );
}

/** On a phone, the team's first row shows; the rest is a tap away. */
const TEAM_FIRST_ROW = 3;

/**
 * The attendants and coordinators a client meets, beyond the founders: a section of its own, nothing when empty.
 * Three to a row on a phone, where the people past the first row fold under "Meet the whole team" (<details>, no
 * script); from 768 px everyone shows in the grid.
 */
export function TeamPortraits({ team: given, tone = "white" }: { team?: readonly TeamMemberEdit[]; tone?: Tone }) {
  const { ui, proof } = useContent();
  const lang = useLang();
  const team = given ?? proof.team;
  if (team.length === 0) return null;
  const t = ui[lang].proof;
  const dark = tone === "ink";
  const grid = "grid grid-cols-3 gap-x-4 gap-y-10 sm:gap-x-8 lg:grid-cols-4";
  const member = (person: TeamMemberEdit, className?: string) => (
    <li key={person.name} className={className}>
      <figure>
        <div className="bg-ink-950 relative aspect-[4/5] overflow-hidden rounded-2xl">
          <PortraitImage
            portrait={person.portrait}
            sizes="(min-width: 1024px) 18rem, 30vw"
            className="absolute inset-0 size-full object-cover"
          />
        </div>
        <figcaption className="mt-3 sm:mt-4">
          <span
            className={cn(
              "font-display block text-lg leading-tight sm:text-2xl",
              dark ? "text-ivory-50" : "text-ink-950",
            )}
          >
            {person.name}
          </span>
          <span
            className={cn(
              "mt-1 block text-xs font-medium tracking-wide sm:text-sm",
              dark ? "text-gold-300" : "text-gold-700",
            )}
          >
            {person.role[lang] || person.role.en}
          </span>
        </figcaption>
      </figure>
    </li>
  );
  const rest = team.slice(TEAM_FIRST_ROW);
  return (
    <Section id="team" heading={t.team} eyebrow={t.teamEyebrow} tone={tone}>
      <ul className={grid}>
        {team.map((person, i) => member(person, i >= TEAM_FIRST_ROW ? "max-md:hidden" : undefined))}
      </ul>
      {rest.length ? (
        <PhoneFold
          bar
          tone={dark ? "dark" : "light"}
          summary={<span className="font-display text-left text-xl leading-snug">{t.teamMore}</span>}
          className={cn("mt-6 border-y md:hidden", dark ? "border-ivory-50-12" : "border-ink-900-12")}
        >
          <ul className={cn(grid, "pt-4 pb-8")}>{rest.map((person) => member(person))}</ul>
        </PhoneFold>
      ) : null}
    </Section>
  );
}

/**
 * A list of the record (events, press) under its h3: on a phone folded under its heading (a <details>, no script),
 * so a long record is a tap away; from 768 px the heading and the list show as they are.
 */
function RecordFold({ heading, className, children }: { heading: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <PhoneFold bar summary={<h3 className="font-display text-ink-950 text-left text-2xl leading-snug">{heading}</h3>}>
        <h3 className="font-display text-ink-950 hidden text-3xl leading-tight md:block">{heading}</h3>
        {children}
      </PhoneFold>
    </section>
  );
}

/**
 * Events the company parked, newest first, as a compact ledger: the event, then "June 2026 · The Langham, Pasadena ·
 * 220 guests" and a link to its service. A block with an h3; nothing when empty.
 */
export function NamedEvents({
  events: given,
  limit,
  className,
}: {
  events?: readonly NamedEventEdit[];
  limit?: number;
  className?: string;
}) {
  const content = useContent();
  const lang = useLang();
  const events = given ?? content.proof.events;
  if (events.length === 0) return null;
  const t = content.ui[lang].proof;
  const { services } = content[lang];
  const shown = [...events].sort((a, b) => b.month.localeCompare(a.month)).slice(0, limit);
  return (
    <RecordFold heading={t.events} className={className}>
      <ol className="divide-ink-900-10 border-ink-900-10 divide-y border-y max-md:mb-5 md:mt-6">
        {shown.map((event) => {
          const service = services.getService(event.service);
          return (
            <li
              key={`${event.month} ${event.name.en}`}
              className="grid gap-x-6 gap-y-2 py-5 sm:grid-cols-[1fr_auto] sm:items-baseline"
            >
              <div>
                <p className="font-display text-ink-950 text-xl leading-snug sm:text-2xl">
                  {event.name[lang] || event.name.en}
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
    </RecordFold>
  );
}

/** Articles that wrote about the company, newest first: the outlet, the headline linking to it, the month. */
export function PressMentions({
  press: given,
  className,
}: {
  press?: readonly PressMentionEdit[];
  className?: string;
}) {
  const content = useContent();
  const lang = useLang();
  const press = given ?? content.proof.press;
  if (press.length === 0) return null;
  const t = content.ui[lang].proof;
  const shown = [...press].sort((a, b) => b.month.localeCompare(a.month));
  return (
    <RecordFold heading={t.press} className={className}>
      <ul className="divide-ink-900-10 border-ink-900-10 divide-y border-y max-md:mb-5 md:mt-6">
        {shown.map((mention) => (
          <li key={mention.url} className="py-5">
            <p className="text-gold-700 text-xs font-medium tracking-[0.2em] uppercase">
              {mention.outlet}
              {" · "}
              <time dateTime={mention.month}>{formatMonth(mention.month, t)}</time>
            </p>
            <a
              href={mention.url}
              className="font-display text-ink-950 hover:text-gold-700 mt-1 inline-flex items-baseline gap-2 text-xl leading-snug underline-offset-4 hover:underline sm:text-2xl"
            >
              {mention.headline[lang] || mention.headline.en}
              <Icon name="arrow-out" className="text-gold-700 size-4 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
    </RecordFold>
  );
}

/** Whether the about page's record section (named events, press, the certificate) has anything to show. */
export const hasRecord = (proof: ContentSnapshot["proof"]) =>
  proof.events.length > 0 || proof.press.length > 0 || proof.certificate !== undefined;
