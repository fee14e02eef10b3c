import { source as bootScript, url as bootScriptUrl } from "virtual:boot-script";
import { url as siteScriptUrl } from "virtual:site-script";
import { type ReactNode, use, useMemo } from "react";
import { preload } from "react-dom";
import { Links, Meta, Outlet, useLocation, useMatches, useRouteLoaderData } from "react-router";
import faviconSvg from "../public/favicon.svg?raw";
import type { Route } from "./+types/root";
// The public pages' stylesheets (ADR 039): pages with a form carry app.css, content pages content.css, the same
// without the forms' classes. Inline in the build (no request before the first paint); linked in development, where
// Vite serves them. The staff area links its own instead (layouts/staff.tsx).
import formsStylesheetUrl from "./app.css?url";
import { build, type ContentSnapshot } from "./content/live";
import { siteNavigation } from "./content/navigation";
import { ui } from "./content/ui";
import contentStylesheetUrl from "./content.css?url";
import cormorantUrl from "./fonts/cormorant-garamond.woff2?url";
import interUrl from "./fonts/inter.woff2?url";
import { ContentContext } from "./lib/content-context";
import { env } from "./lib/env.server";
import { displayFont, fallbackFaceCss, textFonts, webFontCss } from "./lib/fonts";
import { langOf, langTags, useLang } from "./lib/lang";
import { useNonce } from "./lib/nonce";
import { officeYear } from "./lib/office-hours";
import { contentOf } from "./lib/request-context.server";
import { errorMeta, type RootData, seo } from "./lib/seo";
import { StylesheetContext } from "./lib/stylesheet";

/**
 * A route sets `handle = { hydrate: true }` to ship React to the browser (form pages only): the form's island
 * (ADR 028), in development too.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function loader(args: Route.LoaderArgs) {
  const lang = langOf(new URL(args.request.url).pathname);
  const config = env();
  const content = contentOf(args);
  const data: RootData & { vitals: number; contentSource?: ContentSnapshot["source"] } = {
    siteUrl: config.SITE_URL,
    companyName: content.site.name,
    nav: siteNavigation(content, lang),
    year: officeYear(new Date()),
    vitals: config.VITALS_SAMPLE_RATE,
  };
  // In development React Router renders the whole page again in the browser, from the same snapshot.
  return import.meta.env.DEV ? { ...data, contentSource: content.source } : data;
}

// The SVG favicon travels in the page: a browser asks for a linked one when the page has loaded, often before its
// largest paint, and Lighthouse's slow phone counts that request against the paint.
const faviconDataUrl = `data:image/svg+xml,${faviconSvg
  .replace(/>\s+</g, "><")
  .trim()
  .replace(/["%#<> ]/g, encodeURIComponent)}`;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: faviconDataUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: Route.MetaFunction = (args) =>
  args.error ? errorMeta(args.error, args.location.pathname) : seo(args, { title: "Page", description: "" });

const fonts = textFonts(interUrl);
// The fallback faces and the display face, swapped in over its fallback when it lands (app/lib/fonts.ts).
const fontFaceCss = fallbackFaceCss() + webFontCss([displayFont(cormorantUrl)], "swap");

// Prefetching is a GET the visitor did not ask for: the public pages have no GET with an effect, staff pages do (a
// privacy export writes an audit row), so the rules are only on public pages and never match a staff path.
const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { not: { href_matches: ["/staff", "/staff/*"] } }] },
      eagerness: "moderate",
    },
  ],
});
const isStaffPath = (pathname: string) => pathname === "/staff" || pathname.startsWith("/staff/");

/**
 * The snapshot the page is rendered from: the server's; in development, where the browser renders the whole page
 * again, the same one built from its source.
 */
function usePageContent(): ContentSnapshot | null {
  const given = use(ContentContext);
  const source = useRouteLoaderData<typeof loader>("root")?.contentSource;
  return useMemo(() => given ?? (source ? build(source.doc, source.today, source.reviews) : null), [given, source]);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const content = usePageContent();
  const stylesheet = use(StylesheetContext);
  // The display face, asked for with the page: a visit's first page sets its headings in it (ADR 038). React writes
  // a font's preload ahead of the inline stylesheet, so the browser asks for it from the page's first bytes.
  preload(cormorantUrl, { as: "font", type: "font/woff2", crossOrigin: "" });
  const { pathname } = useLocation();
  const lang = langOf(pathname);
  const vitals = useRouteLoaderData<typeof loader>("root")?.vitals;
  const matches = useMatches();
  const staffArea = matches.some((match) => match.id === "layouts/staff");
  // A form page (its route hydrates a form), or a client's review or proposal form.
  const hasForm = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.hydrate || match.id === "layouts/site-private",
  );
  const stylesheetUrl = hasForm ? formsStylesheetUrl : contentStylesheetUrl;
  return (
    // site.ts marks <html> with class "js" before hydration, and words the open-now line by its lang.
    <html
      lang={langTags[lang]}
      suppressHydrationWarning
      data-scripts={JSON.stringify([siteScriptUrl])}
      data-fonts={JSON.stringify(fonts)}
      // The share of views that report their speed (ADR 034): the same for every visitor, as the page is cached.
      data-vitals={isStaffPath(pathname) ? undefined : vitals}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a0e18" />
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant CSS: the fallback faces and the display face */}
        <style dangerouslySetInnerHTML={{ __html: fontFaceCss }} />
        <noscript>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant CSS built from asset URLs */}
          <style dangerouslySetInnerHTML={{ __html: webFontCss(fonts) }} />
        </noscript>
        {staffArea ? null : !import.meta.env.DEV ? (
          // A style resource: React in the browser (a form's island) finds this one by its href and keeps it.
          <style href={stylesheetUrl} precedence="site">
            {stylesheet?.(stylesheetUrl) ?? ""}
          </style>
        ) : (
          <link rel="stylesheet" href={stylesheetUrl} />
        )}
        <Links />
        {content ? (
          <link rel="alternate" type="application/rss+xml" title={`${content.site.name} Blog`} href="/blog/rss.xml" />
        ) : null}
        {import.meta.env.DEV ? (
          // Vite serves the module; it runs once the page is parsed, then fetches the rest as in the build.
          <script type="module" src={bootScriptUrl} />
        ) : (
          // Written into the page, so nothing is asked for before the first paint (ADR 031).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own bundled script
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: bootScript }} />
        )}
        {isStaffPath(pathname) ? null : (
          // The browser hides a nonce from the page, and the client renders none: not a mismatch.
          <script
            type="speculationrules"
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON
            dangerouslySetInnerHTML={{ __html: speculationRules }}
          />
        )}
      </head>
      <body id="top">
        <a
          href="#main"
          className="bg-gold-400 text-ink-950 fixed top-3 left-3 z-50 -translate-y-24 rounded-full px-5 py-3 text-sm font-medium focus:translate-y-0"
        >
          {(content?.ui ?? ui)[lang].skipLink}
        </a>
        <ContentContext value={content}>{children}</ContentContext>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort, for an error no layout caught (the root loader's own): no frame, no data, a way to reach us. */
export function ErrorBoundary() {
  const content = use(ContentContext);
  // The repository's words only when no snapshot reached the page.
  const words = (content?.ui ?? ui)[useLang()].errors;
  return (
    <main id="main" className="mx-auto max-w-2xl px-5 py-24">
      <h1 className="font-display text-4xl">{words.server}</h1>
      <p className="mt-4">
        {words.serverBody[0]} {content ? <a href={content.links.tel}>{content.site.phone.display}</a> : null}{" "}
        {words.serverBody[1]}
      </p>
    </main>
  );
}
