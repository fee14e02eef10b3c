import { PageHero } from "~/components/sections/PageHero";
import { unsubscribe } from "~/lib/newsletter.server";
import { requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Unsubscribe", description: "Stop receiving our newsletter.", image: "blog", noindex: true });

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
  if (actionData) {
    return (
      <PageHero
        eyebrow="Newsletter"
        heading={actionData.done ? "You're Unsubscribed" : "Link Not Recognised"}
        intro={
          <p>
            {actionData.done
              ? "You will not receive the newsletter any more. You can sign up again on the blog at any time."
              : "This unsubscribe link is not valid. Please use the link in your most recent newsletter e-mail."}
          </p>
        }
      />
    );
  }
  return (
    <PageHero eyebrow="Newsletter" heading="Unsubscribe" intro={<p>Stop receiving our monthly newsletter?</p>}>
      <form
        method="post"
        action={`/newsletter/unsubscribe?token=${encodeURIComponent(loaderData.token)}`}
        className="pt-4"
      >
        <button
          type="submit"
          className="bg-gold-400 text-ink-950 hover:bg-gold-300 inline-flex min-h-12 items-center rounded-full px-7 font-medium"
        >
          Unsubscribe
        </button>
      </form>
    </PageHero>
  );
}
