import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { PageArt } from "~/components/art/PageArt";
import { ButtonLink } from "~/components/ui/Button";
import { useContent } from "~/lib/content-context";
import { localizePath, useLang } from "~/lib/lang";
import { PageHero } from "./PageHero";

/** What a visitor sees for an error: the spec's 404, a refused request with its reason, or our own failure. */
export function ErrorPage({ error }: { error: unknown }) {
  const { ui, site, links } = useContent();
  const words = ui[useLang()].errors;
  const phone = (
    <a className="text-gold-300 underline" href={links.tel}>
      {site.phone.display}
    </a>
  );
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorHero kind="notFound" intro={words.notFoundBody} />;
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    // A request the server could not accept (too large, malformed, expired): what went wrong and how to reach us.
    const message = typeof error.data === "string" ? error.data : (error.data as { message?: string } | null)?.message;
    return (
      <ErrorHero
        kind="refused"
        intro={
          <>
            {message ?? error.statusText} {words.refusedBody} {phone}.
          </>
        }
      />
    );
  }
  return (
    <ErrorHero
      kind="server"
      intro={
        <>
          {words.serverBody[0]} {phone} {words.serverBody[1]}
        </>
      }
    />
  );
}

/** The error's eyebrow and heading, what to do, and the way home. */
function ErrorHero({ kind, intro }: { kind: "notFound" | "refused" | "server"; intro: ReactNode }) {
  const lang = useLang();
  const words = useContent().ui[lang].errors;
  return (
    <PageHero
      eyebrow={words[`${kind}Eyebrow`]}
      heading={words[kind]}
      intro={<p>{intro}</p>}
      actions={<ButtonLink href={localizePath("/", lang)}>{words.home}</ButtonLink>}
      side={<PageArt name="signpost" />}
    />
  );
}
