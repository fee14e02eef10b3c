import { NewsletterLinkPage } from "~/components/sections/NewsletterLinkPage";
import { newsletterLinkAction, newsletterLinkLoader } from "~/lib/newsletter-link.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter.unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.meta, image: "blog", noindex: true }) : [];

export const loader = (args: Route.LoaderArgs) => newsletterLinkLoader(args, "unsubscribe");

/** The button's post, and mail clients' one-click unsubscribe (RFC 8058), both land here. */
export const action = (args: Route.ActionArgs) => newsletterLinkAction(args, "unsubscribe");

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage step="unsubscribe" token={loaderData.token} done={actionData?.done} />;
}
