import { isRouteErrorResponse, type MetaDescriptor, useRouteLoaderData } from "react-router";
import type { SiteNavigation } from "~/content/navigation";
import { ui } from "~/content/ui";
import { type Lang, langOf, ogLocales, twinOf } from "~/lib/lang";
import { canonicalPath, normalizePath } from "~/lib/paths";

export interface RootData {
  siteUrl: string;
  /** The company's name as the request's snapshot gives it: the titles' suffix (meta cannot read the snapshot). */
  companyName: string;
  nav: SiteNavigation;
  /** The office's calendar year when the page was rendered (the footer's ©). */
  year: number;
}

interface MetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

export interface PageSeo {
  /** Page title without the company suffix. */
  title: string;
  description: string;
  /** Share image path under /og/, chosen by page type. */
  image?: "home" | "services" | "locations" | "blog" | "company";
  noindex?: boolean;
  /** Title used as is, without the " | Company" suffix. */
  fullTitle?: boolean;
}

/** Only while the root loader's data is missing (an error page after a refused post). */
const DEFAULT_SITE_URL = "http://localhost:3000";

export function siteUrlFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root?.siteUrl || DEFAULT_SITE_URL;
}

/** The company's name, from the root loader's data; empty while it is missing (an error page after a refused post). */
export function companyNameFrom(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return root?.companyName ?? "";
}

/** The meta of a page whose loader returns its title and description (meta cannot read the snapshot). */
export const pageMeta =
  (image: PageSeo["image"]) =>
  (args: MetaArgs & { loaderData?: { title: string; description: string } }): MetaDescriptor[] =>
    args.loaderData ? seo(args, { title: args.loaderData.title, description: args.loaderData.description, image }) : [];

/** Title, description, canonical URL and share tags of one page, from its content data. */
export function seo({ matches, location }: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const companyName = companyNameFrom(matches);
  const title = page.fullTitle || !companyName ? page.title : `${page.title} | ${companyName}`;
  // A public page's address is its canonical form (the server redirects every variant there); a private page's
  // path carries its key, whose case matters.
  const isPublic = matches.some((m) => m?.id === "layouts/site");
  const path = isPublic ? canonicalPath(location.pathname) : normalizePath(location.pathname);
  const url = `${siteUrl}${path}`;
  const lang = langOf(path);
  const image = `${siteUrl}/og/${lang === "es" ? "es/" : ""}${page.image ?? "company"}.png`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(siteUrl, path),
    ...(page.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { property: "og:type", content: "website" },
    ...(companyName ? [{ property: "og:site_name", content: companyName }] : []),
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: ogLocales[lang] },
    // X reads the title, description and image from the Open Graph tags above.
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * Each language's version of a page that has a twin, both ways, and English as the default for any other
 * language (hreflang; ADR 025). None on a page without a twin.
 */
function alternates(siteUrl: string, path: string): MetaDescriptor[] {
  const twin = twinOf(path);
  if (!twin) return [];
  const byLang = { [langOf(path)]: path, [twin.lang]: twin.path } as Record<"en" | "es", string>;
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: `${siteUrl}${byLang.en}` },
    { tagName: "link", rel: "alternate", hrefLang: "es", href: `${siteUrl}${byLang.es}` },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${byLang.en}` },
  ];
}

const noNavigation: SiteNavigation = { services: [], locations: [] };

/**
 * The root loader's data. It is missing only on an error page after a refused form post (loaders do not run
 * then): the layout still renders, with the menus left out.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data ?? { siteUrl: "", companyName: "", nav: noNavigation, year: new Date().getFullYear() };
}

/** The absolute site URL, for structured data rendered in page components. */
export const useSiteUrl = () => useRootData().siteUrl || DEFAULT_SITE_URL;

/**
 * The title of an error page, by what went wrong, in the page's language: in the snapshot's words when the caller
 * has them (a component), else the repository's (`meta`, which cannot read the snapshot).
 */
export function errorTitle(error: unknown, lang: Lang, words: Pick<typeof ui, Lang> = ui): string {
  const { titles } = words[lang].errors;
  if (!isRouteErrorResponse(error)) return titles[5];
  if (error.status === 404 || error.status === 405 || error.status === 413) return titles[error.status];
  return error.status < 500 ? titles[4] : titles[5];
}

export const errorMeta = (error: unknown, pathname: string): MetaDescriptor[] => [
  { title: errorTitle(error, langOf(pathname)) },
  { name: "robots", content: "noindex" },
];
