import { PageArt } from "~/components/art/PageArt";
import { PageHero } from "~/components/sections/PageHero";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { unsubscribe } from "~/lib/newsletter.server";
import { contentOf, requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/newsletter.unsubscribe";

/** The page's title and description, for meta, which cannot read the request's snapshot. */
const metaWords = (args: Route.LoaderArgs) => {
  const { title, description } =
    contentOf(args).modules.newsletterWords.newsletterWords[langOf(new URL(args.request.url).pathname)].unsubscribe;
  return { title, description };
};

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.meta, image: "blog", noindex: true }) : [];

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader(args: Route.LoaderArgs) {
  return { token: tokenOf(args.request).slice(0, 100), meta: metaWords(args) };
}

/** The button's post, and mail clients' one-click unsubscribe (RFC 8058), both land here. */
export async function action(args: Route.ActionArgs) {
  const visit = requestOf(args);
  const leave = () => unsubscribe(visit.services.storage.db, tokenOf(args.request));
  return { done: await needsDatabase(visit.log, "newsletter unsubscribe", leave) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const newsletter = useContent().modules.newsletterWords.newsletterWords[lang];
  const words = newsletter.unsubscribe;
  const eyebrow = newsletter.eyebrow;
  if (actionData) {
    return (
      <PageHero
        side={<PageArt name="journal" />}
        eyebrow={eyebrow}
        heading={actionData.done ? words.doneHeading : words.invalidHeading}
        intro={<p>{actionData.done ? words.done : words.invalid}</p>}
      />
    );
  }
  return (
    <PageHero side={<PageArt name="journal" />} eyebrow={eyebrow} heading={words.heading} intro={<p>{words.intro}</p>}>
      <form
        method="post"
        action={`${localizePath("/newsletter/unsubscribe", lang)}?token=${encodeURIComponent(loaderData.token)}`}
        className="pt-4"
      >
        <button
          type="submit"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center rounded-full px-7 font-medium"
        >
          {words.button}
        </button>
      </form>
    </PageHero>
  );
}
