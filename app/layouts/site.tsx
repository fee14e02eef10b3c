import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ScrollTop } from "~/components/layout/ScrollTop";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { ErrorPage } from "~/components/sections/ErrorPage";
import { errorMeta } from "~/lib/seo";
import type { Route } from "./+types/site";

/** The public site's frame; its error pages (the 404 of any unknown path included) keep the header and footer. */
function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
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
