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

/** A request the server could not accept (too large, malformed, expired): what went wrong and how to reach us. */
export function RequestProblem({ message }: { message: string }) {
  return (
    <PageHero
      eyebrow="Request not accepted"
      heading="We could not accept that request"
      intro={
        <p>
          {message} If you were sending us a request, go back and try again, or call us at{" "}
          <a className="text-gold-300 underline" href={telHref}>
            {site.phone.display}
          </a>
          .
        </p>
      }
      actions={<ButtonLink href="/">Back to Home</ButtonLink>}
    />
  );
}
