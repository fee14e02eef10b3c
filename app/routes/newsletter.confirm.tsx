import { PageArt } from "~/components/art/PageArt";
import { PageHero } from "~/components/sections/PageHero";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { confirmSubscription } from "~/lib/newsletter.server";
import { contentOf, requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/newsletter.confirm";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
const metaWords = (args: Route.LoaderArgs) => {
  const { title, description } =
    contentOf(args).modules.newsletterWords.newsletterWords[langOf(new URL(args.request.url).pathname)].confirm;
  return { title, description };
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.meta, image: "blog", noindex: true }) : [];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader(args: Route.LoaderArgs) {
  return { token: tokenOf(args.request).slice(0, 100), meta: metaWords(args) };
}

/** Confirming takes a click on the page, not the link alone: mail scanners that open links confirm nothing. */
export async function action(args: Route.ActionArgs) {
  const visit = requestOf(args);
  const confirm = () => confirmSubscription(visit.services.storage.db, tokenOf(args.request));
  return { done: await needsDatabase(visit.log, "newsletter confirmation", confirm) };
}

const button =
  "bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center rounded-full px-7 font-medium";

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const newsletter = useContent().modules.newsletterWords.newsletterWords[lang];
  const words = newsletter.confirm;
  const eyebrow = newsletter.eyebrow;
  if (actionData) {
    return (
      <PageHero
        side={<PageArt name="journal" />}
        eyebrow={eyebrow}
        heading={actionData.done ? words.doneHeading : words.invalidHeading}
        intro={
          <p>
            {actionData.done ? (
              <>
                {words.done}{" "}
                <a href={localizePath("/blog", lang)} className="text-gold-300 underline underline-offset-4">
                  {newsletter.signUp.backToBlog}
                </a>
              </>
            ) : (
              words.invalid
            )}
          </p>
        }
      />
    );
  }
  return (
    <PageHero side={<PageArt name="journal" />} eyebrow={eyebrow} heading={words.heading} intro={<p>{words.intro}</p>}>
      <form
        method="post"
        action={`${localizePath("/newsletter/confirm", lang)}?token=${encodeURIComponent(loaderData.token)}`}
        className="pt-4"
      >
        <button type="submit" className={button}>
          {words.button}
        </button>
      </form>
    </PageHero>
  );
}
