import { isRouteErrorResponse, Outlet } from "react-router";
import { StaffLayout } from "~/components/staff/StaffLayout";
import { privateResponses, staffContext } from "~/lib/staff/auth.server";
import staffStylesheetUrl from "../staff.css?url";
import type { Route } from "./+types/staff";

/** The staff area's stylesheet, in place of the public pages' (root.tsx leaves that out here; ADR 039). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffStylesheetUrl }];

/** The staff area's frame: its own header instead of the public one, and private answers, sign-in page included. */
export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export function loader({ context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  return staff
    ? {
        csrf: staff.csrf,
        member: { name: staff.member.name, role: staff.member.role, content_right: staff.member.content_right },
      }
    : {};
}

export default function StaffFrame({ loaderData }: Route.ComponentProps) {
  return (
    <StaffLayout csrf={loaderData.csrf} member={loaderData.member}>
      <Outlet />
    </StaffLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && (error.status < 500 || error.status === 503);
  const reason =
    refused && typeof error.data === "string" ? error.data : (error as { data?: { message?: string } }).data?.message;
  return (
    <StaffLayout>
      <h1 className="font-display text-ink-950 text-4xl">
        {!refused ? "Something went wrong" : error.status === 503 ? "Try again in a minute" : "Not possible"}
      </h1>
      <p className="text-slate-text mt-4">
        {refused
          ? (reason ?? "This lead or file does not exist.")
          : "This page could not be loaded. Try again; if it keeps failing, the server log has the details."}{" "}
        <a href="/staff/leads" className="underline underline-offset-2">
          Back to the leads
        </a>
      </p>
    </StaffLayout>
  );
}
