import { PageArt } from "~/components/art/PageArt";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { PageHero } from "./PageHero";

function PhoneLink() {
  const { site, links } = useContent();
  return (
    <a className="text-gold-300 underline" href={links.tel}>
      {site.phone.display}
    </a>
  );
}

export function ServerError() {
  const { ui } = useContent();
  const lang = useLang();
  const words = ui[lang].errors;
  return (
    <PageHero
      side={<PageArt name="signpost" />}
      eyebrow={words.serverEyebrow}
      heading={words.server}
      intro={
        <p>
          {words.serverBody[0]} <PhoneLink /> {words.serverBody[1]}
        </p>
      }
      actions={<ButtonLink href={localizePath("/", lang)}>{words.home}</ButtonLink>}
    />
  );
}

/** A request the server could not accept (too large, malformed, expired): what went wrong and how to reach us. */
export function RequestProblem({ message }: { message: string }) {
  const { ui } = useContent();
  const lang = useLang();
  const words = ui[lang].errors;
  return (
    <PageHero
      side={<PageArt name="signpost" />}
      eyebrow={words.refusedEyebrow}
      heading={words.refused}
      intro={
        <p>
          {message} {words.refusedBody} <PhoneLink />.
        </p>
      }
      actions={<ButtonLink href={localizePath("/", lang)}>{words.home}</ButtonLink>}
    />
  );
}
