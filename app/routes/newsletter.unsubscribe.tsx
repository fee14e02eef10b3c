import { PageArt } from "~/components/art/PageArt";
import { PageHero } from "~/components/sections/PageHero";
import { newsletterWords } from "~/content/newsletter-words";
import { useContent } from "~/lib/content-context";
import { langOf, localizePath, useLang } from "~/lib/lang";
import { unsubscribe } from "~/lib/newsletter.server";
import { requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/newsletter.unsubscribe";

// The title and description stay the repository's: meta cannot read the snapshot.
export const meta: Route.MetaFunction = (args) => {
  const words = newsletterWords[langOf(args.location.pathname)].unsubscribe;
  return seo(args, { title: words.title, description: words.description, image: "blog", noindex: true });
};

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request).slice(0, 100) };
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
