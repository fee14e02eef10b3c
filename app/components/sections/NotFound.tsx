import { PageArt } from "~/components/art/PageArt";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { PageHero } from "./PageHero";

export function NotFound() {
  const { ui } = useContent();
  const lang = useLang();
  const words = ui[lang].errors;
  return (
    <PageHero
      eyebrow={words.notFoundEyebrow}
      heading={words.notFound}
      intro={<p>{words.notFoundBody}</p>}
      actions={<ButtonLink href={localizePath("/", lang)}>{words.home}</ButtonLink>}
      side={<PageArt name="signpost" />}
    />
  );
}
