import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { ScrollTop } from "~/components/layout/ScrollTop";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { onFormPage, StickyActions, StickyActionsSpace } from "~/components/layout/StickyActions";
import { ErrorPage } from "~/components/sections/ErrorPage";
import { errorMeta } from "~/lib/seo";
import type { Route } from "./+types/site";

/** The public site's frame; its error pages (the 404 of any unknown path included) keep the header and footer. */
function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      {/* Call and Book on phones, everywhere but the form pages (whose form is the action). */}
      {onFormPage(pathname) ? null : (
        <>
          <StickyActionsSpace />
          <StickyActions />
        </>
      )}
      <ScrollTop />
    </>
  );
}

export const meta: Route.MetaFunction = ({ error, location }) => (error ? errorMeta(error, location.pathname) : []);

export default function Site() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
