import { data } from "react-router";
import { PageArt } from "~/components/art/PageArt";
import { PageHero } from "~/components/sections/PageHero";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { type Lang, langOf, useLang } from "~/lib/lang";
import { clockText, dollarsOf, endsNextDay } from "~/lib/leads/booking-decision";
import { QUESTION_MAX, questionSchema } from "~/lib/leads/proposal";
import { acceptProposal, type ProposalPage, proposalOfToken, recordQuestion } from "~/lib/leads/proposal.server";
import { dayText, instantText, proposalTitles, proposalWords } from "~/lib/leads/proposal-words";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requestOf } from "~/lib/request-context.server";
import { companyNameFrom } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/proposal";

/*
 * A proposal's page, opened by the signed link of its e-mail (proposal.server.ts): the details, and two plain form
 * posts, accept and ask a question. It is the client's alone: never indexed, never stored by a cache (the route
 * sits outside the cached public layout, routes.ts), and a forged or unknown link is the site's 404.
 */

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: [proposalTitles[langOf(location.pathname)], companyNameFrom(matches)].filter(Boolean).join(" | ") },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

/** Expired or replaced: the page says so, and answers 410 like any link that no longer opens what it did. */
const statusOf = (proposal: ProposalPage) =>
  proposal.standing === "expired" || proposal.standing === "superseded" ? 410 : 200;

async function proposalOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const visit = requestOf(args);
  const { db } = visit.services.storage;
  const found = await needsDatabase(visit.log, "proposal", () =>
    proposalOfToken(db, visit.services.formSecret, args.params.token),
  );
  if (!found) throw data("No such proposal", { status: 404 });
  return { visit, proposal: found };
}

export async function loader(args: Route.LoaderArgs) {
  const { proposal } = await proposalOf(args);
  return data({ proposal }, { status: statusOf(proposal) });
}

type Notice = "accepted" | "already" | "refused" | "asked" | "tooMany";

export async function action(args: Route.ActionArgs) {
  const { visit, proposal } = await proposalOf(args);
  const lang = langOf(new URL(args.request.url).pathname);
  const form = await readFormDataOrRefuse(args.request);
  const intent = form.get("intent");
  const { services } = visit;
  const answer = (notice: Notice | null, status: number, question?: { value: string; error: string }) =>
    data({ notice, acceptedAt: null as string | null, question: question ?? null }, { status });
  if (intent === "accept") {
    const result = await acceptProposal(services.storage.db, {
      proposal,
      ip: visit.clientIp,
      siteUrl: services.env.SITE_URL,
      notifyEmail: services.env.NOTIFY_EMAIL,
      content: visit.content,
    });
    if (result.outcome === "expired" || result.outcome === "superseded") return answer(null, 410);
    if (result.outcome === "refused") return answer("refused", 409);
    // The confirmation and the office's notice go now rather than at the next poll.
    void services.outbox.run();
    if (result.outcome === "already")
      return data({ notice: "already" as Notice, acceptedAt: result.acceptedAt, question: null }, { status: 200 });
    return answer("accepted", 200);
  }
  if (intent === "question") {
    if (proposal.standing === "expired" || proposal.standing === "superseded") return answer(null, 410);
    const typed = String(form.get("question") ?? "");
    const parsed = questionSchema[lang].safeParse(typed);
    if (!parsed.success)
      return answer(null, 400, {
        value: typed.slice(0, QUESTION_MAX * 2),
        error: parsed.error.issues[0]?.message ?? "",
      });
    if (!(await services.limits.allow("proposalQuestion", String(proposal.id))))
      return answer("tooMany", 429, { value: parsed.data, error: "" });
    await recordQuestion(services.storage.db, {
      proposal,
      question: parsed.data,
      lang,
      ip: visit.clientIp,
      notifyEmail: services.env.NOTIFY_EMAIL,
      siteUrl: services.env.SITE_URL,
      content: visit.content,
    });
    void services.outbox.run();
    return answer("asked", 200);
  }
  throw data("Unknown action", { status: 400 });
}

const button =
  "bg-ink-950 text-ivory-50 hover:bg-ink-800 inline-flex min-h-12 items-center justify-center rounded-full px-7 font-medium";
const secondary =
  "border-ink-900-30 text-ink-950 hover:border-gold-700 inline-flex min-h-12 items-center justify-center rounded-full border px-7 font-medium";

function Details({ proposal, lang }: { proposal: ProposalPage; lang: Lang }) {
  const rows = proposalWords(useContent())[lang].rows;
  const nextDay = endsNextDay(proposal.arrival, proposal.endTime) ? ` ${rows.nextDay}` : "";
  const items: [string, string][] = [
    [rows.reference, proposal.reference],
    [rows.date, dayText(proposal.eventDate, lang)],
    [rows.price, dollarsOf(proposal.priceCents)],
    [rows.attendants, String(proposal.attendants)],
    [rows.arrival, clockText(proposal.arrival, lang)],
    [rows.end, `${clockText(proposal.endTime, lang)}${nextDay}`],
    [rows.validUntil, dayText(proposal.validUntil, lang)],
    [rows.coordinator, proposal.coordinatorName],
    [rows.coordinatorPhone, proposal.coordinatorPhone],
  ];
  return (
    <dl className="divide-ink-900-10 border-ink-900-10 divide-y border-y">
      {items.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
          <dt className="text-slate-text text-sm">{label}</dt>
          <dd className="text-ink-950 break-words">{value}</dd>
        </div>
      ))}
      <div className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr]">
        <dt className="text-slate-text text-sm">{rows.included}</dt>
        <dd className="text-ink-950 break-words whitespace-pre-wrap">{proposal.included}</dd>
      </div>
    </dl>
  );
}

/** How to reach the office, the phone and the e-mail as links. */
function Reach({ lang, reference, className }: { lang: Lang; reference: string; className?: string }) {
  const content = useContent();
  const { site, links } = content;
  const { call, write, mention } = proposalWords(content)[lang].reach;
  const link = "text-gold-700 underline underline-offset-4";
  return (
    <p className={className}>
      {call}{" "}
      <a href={links.tel} className={link}>
        {site.phone.display}
      </a>{" "}
      {write}{" "}
      <a href={links.mail} className={link}>
        {site.email}
      </a>
      {mention} {reference}.
    </p>
  );
}

function QuestionForm({ lang, question }: { lang: Lang; question: { value: string; error: string } | null }) {
  const words = proposalWords(useContent())[lang].question;
  const error = question?.error;
  return (
    <form method="post" className="mt-4 grid max-w-2xl gap-3" noValidate>
      <input type="hidden" name="intent" value="question" />
      <label htmlFor="question" className="text-ink-950 font-medium">
        {words.label}
      </label>
      <p id="question-hint" className="text-slate-text text-sm">
        {words.hint}
      </p>
      <textarea
        id="question"
        name="question"
        rows={5}
        maxLength={QUESTION_MAX}
        required
        defaultValue={question?.value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "question-hint question-error" : "question-hint"}
        className="border-ink-900-30 text-ink-950 focus:border-gold-700 focus:ring-gold-400-50 rounded-xl border bg-white px-4 py-3 focus:ring-2 focus:outline-none"
      />
      {error ? (
        <p id="question-error" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className={secondary}>
          {words.button}
        </button>
      </div>
    </form>
  );
}

export default function Proposal({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const words = proposalWords(useContent())[lang];
  const { proposal } = loaderData;
  const notice = actionData?.notice ?? null;
  const when = (iso: string) => instantText(iso, lang);
  const closed = proposal.standing === "expired" || proposal.standing === "superseded";
  const heading =
    proposal.standing === "expired"
      ? words.expired.heading
      : proposal.standing === "superseded"
        ? words.superseded.heading
        : proposal.standing === "accepted"
          ? words.accepted.heading
          : words.title;
  const intro =
    proposal.standing === "expired"
      ? words.expired.text(dayText(proposal.validUntil, lang))
      : proposal.standing === "superseded"
        ? words.superseded.text
        : proposal.standing === "accepted" && proposal.acceptedAt
          ? words.accepted.text(when(proposal.acceptedAt))
          : words.lead(dayText(proposal.eventDate, lang));
  const message =
    notice === "already" && actionData?.acceptedAt
      ? words.accepted.again(when(actionData.acceptedAt))
      : notice === "refused"
        ? words.notConfirmed
        : notice === "asked"
          ? words.question.sent
          : notice === "tooMany"
            ? words.question.tooMany
            : null;
  return (
    <>
      <PageHero
        side={<PageArt name="folio" />}
        eyebrow={words.eyebrow(proposal.reference)}
        heading={heading}
        intro={<p>{intro}</p>}
      />
      <section
        aria-labelledby={closed ? undefined : "proposal-details"}
        className="bg-ivory-50 text-ink-900 py-12 sm:py-20"
      >
        <div className="mx-auto max-w-3xl space-y-8 px-5 sm:px-8">
          {message ? (
            <p
              role={notice === "refused" || notice === "tooMany" ? "alert" : "status"}
              className={cn(
                "rounded-xl border px-4 py-3 font-medium",
                notice === "refused" || notice === "tooMany"
                  ? "border-red-800-40 text-red-800"
                  : "border-gold-700-40 text-ink-950",
              )}
            >
              {message}
            </p>
          ) : null}
          {closed ? (
            <Reach lang={lang} reference={proposal.reference} className="text-lg" />
          ) : (
            <>
              <h2 id="proposal-details" className="font-display text-ink-950 text-3xl">
                {words.details}
              </h2>
              <Details proposal={proposal} lang={lang} />
              {proposal.note ? (
                <div>
                  <h3 className="text-ink-950 font-medium">{words.note}</h3>
                  <p className="mt-2 break-words whitespace-pre-wrap">{proposal.note}</p>
                </div>
              ) : null}
              {proposal.standing === "open" ? (
                <div className="border-gold-700-30 rounded-2xl border bg-white p-5 sm:p-8">
                  <h2 className="font-display text-ink-950 text-2xl">{words.accept.heading}</h2>
                  <p className="text-slate-text mt-2">{words.accept.text}</p>
                  <form method="post" className="mt-4">
                    <input type="hidden" name="intent" value="accept" />
                    <button type="submit" className={button}>
                      {words.accept.button}
                    </button>
                  </form>
                </div>
              ) : null}
              <div>
                <h2 className="font-display text-ink-950 text-2xl">{words.question.heading}</h2>
                <QuestionForm lang={lang} question={notice === "asked" ? null : (actionData?.question ?? null)} />
              </div>
              <Reach lang={lang} reference={proposal.reference} className="text-slate-text text-sm" />
            </>
          )}
        </div>
      </section>
    </>
  );
}
