import { NewsletterLinkPage } from "~/components/sections/NewsletterLinkPage";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { newsletterLinkAction, newsletterLinkLoader } from "~/lib/newsletter-link.server";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/newsletter.confirm";

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo(args, { ...args.loaderData.meta, image: "blog", noindex: true }) : [];

export const loader = (args: Route.LoaderArgs) => newsletterLinkLoader(args, "confirm");

/** Confirming takes a click on the page, not the link alone: mail scanners that open links confirm nothing. */
export const action = (args: Route.ActionArgs) => newsletterLinkAction(args, "confirm");

export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const backToBlog = useContent().modules.newsletterWords.newsletterWords[lang].signUp.backToBlog;
  return (
    <NewsletterLinkPage
      step="confirm"
      token={loaderData.token}
      done={actionData?.done}
      afterDone={
        <>
          {" "}
          <a href={localizePath("/blog", lang)} className="text-gold-300 underline underline-offset-4">
            {backToBlog}
          </a>
        </>
      }
    />
  );
}
