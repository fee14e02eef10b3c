import { PageHero } from "~/components/sections/PageHero";
import { confirmSubscription } from "~/lib/newsletter.server";
import { requestOf } from "~/lib/request-context.server";
import { seo } from "~/lib/seo";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Confirm Your Subscription",
    description: "Confirm your newsletter sign-up.",
    image: "blog",
    noindex: true,
  });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request).slice(0, 100) };
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
  if (actionData) {
    return (
      <PageHero
        eyebrow="Newsletter"
        heading={actionData.done ? "You're Subscribed" : "Link Not Recognised"}
        intro={
          <p>
            {actionData.done ? (
              <>
                Thank you. The newsletter comes about once a month, and every issue has an unsubscribe link.{" "}
                <a href="/blog" className="text-gold-300 underline underline-offset-4">
                  Back to the blog
                </a>
              </>
            ) : (
              "This confirmation link is not valid any more. Please sign up again on the blog."
            )}
          </p>
        }
      />
    );
  }
  return (
    <PageHero
      eyebrow="Newsletter"
      heading="Confirm Your Subscription"
      intro={<p>One click and you will receive our monthly event notes.</p>}
    >
      <form method="post" action={`/newsletter/confirm?token=${encodeURIComponent(loaderData.token)}`} className="pt-4">
        <button type="submit" className={button}>
          Yes, subscribe me
        </button>
      </form>
    </PageHero>
  );
}
