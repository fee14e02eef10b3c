import { ButtonLink } from "~/components/ui/Button";
import { site, telHref } from "~/config/site";
import { PageHero } from "./PageHero";

export function ServerError() {
  return (
    <PageHero
      eyebrow="Something went wrong"
      heading="We could not load this page"
      intro={
        <p>
          Please try again in a moment. If you were sending us a request, call us at{" "}
          <a className="text-gold-300 underline" href={telHref}>
            {site.phone.display}
          </a>{" "}
          and we will take it by phone.
        </p>
      }
      actions={<ButtonLink href="/">Back to Home</ButtonLink>}
    />
  );
}
