import { ButtonLink } from "~/components/ui/Button";
import { PageHero } from "./PageHero";

export function NotFound() {
  return (
    <PageHero
      eyebrow="Error 404"
      heading="Page Not Found"
      intro={
        <p>
          The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.
        </p>
      }
      actions={<ButtonLink href="/">Back to Home</ButtonLink>}
    />
  );
}
