import type { ReactNode } from "react";
import { data } from "react-router";
import { PageArt, type PageArtName } from "~/components/art/PageArt";
import { FormCard } from "~/components/forms/FormCard";
import { ReviewForm } from "~/components/reviews/ReviewForm";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { type Lang, langOf, localizePath, useLang } from "~/lib/lang";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requestOf } from "~/lib/request-context.server";
import { parseReview, type ReviewValues, reviewValuesOf } from "~/lib/reviews/review-form";
import { openReviewLink, submitReview } from "~/lib/reviews/reviews.server";
import { reviewPageWords } from "~/lib/reviews/words";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/review";

/*
 * A client's review form, opened by the signed link of the review request (~/lib/reviews/requests.server.ts).
 * Never in the page cache (its layout is not the public one: routes.ts) and never indexed. A forged or unknown
 * link is a 404; an expired one a 410 with the phone and e-mail; a used one says the review was received.
 */

export const meta: Route.MetaFunction = (args) => {
  const w = reviewPageWords[langOf(args.location.pathname)];
  return seo(args, { title: w.title, description: w.description, noindex: true });
};

/** The client's own page, as the proposal's: no cache keeps it, no search engine lists it (its link is its key). */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
export const headers: Route.HeadersFunction = () => PRIVATE;

const notFound = () => data("No such review link.", { status: 404 });

async function linkOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const visit = requestOf(args);
  const { db } = visit.services.storage;
  const link = await needsDatabase(visit.log, "review link", () =>
    openReviewLink(db, visit.services.formSecret, args.params.token),
  );
  if (link.state === "forged") throw notFound();
  return { visit, link };
}

const googleUrl = (args: Route.LoaderArgs | Route.ActionArgs) => requestOf(args).services.env.GOOGLE_REVIEW_URL ?? null;

export async function loader(args: Route.LoaderArgs) {
  const { link } = await linkOf(args);
  if (link.state === "expired") return data({ state: "expired" as const }, { status: 410 });
  if (link.state === "received") return { state: "received" as const };
  return { state: "open" as const, values: { rating: "", text: "", name: link.name, consent: "" } as ReviewValues };
}

export async function action(args: Route.ActionArgs) {
  const lang = langOf(new URL(args.request.url).pathname);
  const visit = requestOf(args);
  if (!(await visit.services.limits.allow("ipHard", visit.clientIp)))
    throw data(reviewPageWords[lang].tooMany, { status: 429 });
  const { link } = await linkOf(args);
  if (link.state === "expired") return data({ state: "expired" as const }, { status: 410 });
  if (link.state === "received") return { state: "received" as const };
  const values = reviewValuesOf(await readFormDataOrRefuse(args.request));
  const parsed = parseReview(values, lang);
  if (!parsed.ok) return data({ state: "invalid" as const, values, errors: parsed.errors }, { status: 400 });
  const made = await needsDatabase(visit.log, "review", () =>
    submitReview(visit.services.storage.db, { requestId: link.requestId, input: parsed.value, lang }),
  );
  if (made === "received") return { state: "received" as const };
  visit.log.info({ request: link.requestId, rating: parsed.value.rating }, "review received");
  return { state: "thanks" as const, googleUrl: googleUrl(args) };
}

function Reach({ lang }: { lang: Lang }) {
  const w = reviewPageWords[lang];
  const { site, links } = useContent();
  return (
    <p>
      {w.expired}{" "}
      <a className="text-gold-300 underline" href={links.tel}>
        {site.phone.display}
      </a>{" "}
      {w.orWrite}{" "}
      <a className="text-gold-300 break-all underline" href={links.mail}>
        {site.email}
      </a>
      .
    </p>
  );
}

export default function Review({ loaderData, actionData, params }: Route.ComponentProps) {
  const lang = useLang();
  const w = reviewPageWords[lang];
  const shown = actionData ?? loaderData;
  const home = <ButtonLink href={localizePath("/", lang)}>{w.home}</ButtonLink>;
  const ending = (art: PageArtName, heading: string, intro: ReactNode, actions: ReactNode = home) => (
    <PageHero side={<PageArt name={art} />} eyebrow={w.eyebrow} heading={heading} intro={intro} actions={actions} />
  );
  if (shown.state === "expired") return ending("signpost", w.expiredHeading, <Reach lang={lang} />);
  if (shown.state === "received") return ending("quote", w.receivedHeading, <p>{w.received}</p>);
  if (shown.state === "thanks")
    return ending(
      "quote",
      w.thanksHeading,
      <>
        <p>{w.thanks}</p>
        {shown.googleUrl ? <p className="mt-4">{w.google}</p> : null}
      </>,
      shown.googleUrl ? <ButtonLink href={shown.googleUrl}>{w.googleButton}</ButtonLink> : home,
    );
  const { values } = shown;
  const errors = shown.state === "invalid" ? shown.errors : {};
  return (
    <>
      <PageHero
        side={<PageArt name="quote" />}
        eyebrow={w.eyebrow}
        heading={w.heading}
        intro={<p>{w.intro}</p>}
        compact
      />
      <div className="bg-ivory-50 py-12 sm:py-20">
        <div className="mx-auto max-w-3xl px-5 sm:px-8">
          <FormCard id="review" heading={w.formHeading}>
            <ReviewForm
              lang={lang}
              action={localizePath(`/review/${params.token}`, lang)}
              values={values}
              errors={errors}
            />
          </FormCard>
        </div>
      </div>
    </>
  );
}
