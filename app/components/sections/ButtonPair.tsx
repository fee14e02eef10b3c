import { ButtonLink } from "~/components/ui/Button";
import { localizePath, useLang } from "~/lib/lang";

/** A button's words and the path it leads to, in English (the visitor's language is added). */
type Action = { label: string; href: string };

/** A dark band's two calls to action: the gold button first, the outlined one beside it. */
export function ButtonPair({ primary, secondary }: { primary: Action; secondary: Action }) {
  const lang = useLang();
  return (
    <>
      <ButtonLink href={localizePath(primary.href, lang)}>{primary.label}</ButtonLink>
      <ButtonLink href={localizePath(secondary.href, lang)} variant="outline" className="text-ivory-50">
        {secondary.label}
      </ButtonLink>
    </>
  );
}
