import { staffOf } from "~/lib/staff/auth.server";
import { requireContentEditing } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff-content";

/**
 * The owner's content editor (/staff/content/*): every route inside is for accounts that may edit the content.
 * The middleware decides once; each loader and action throws its refusal through `staffOf` (ADR 006). An action
 * that publishes asks for that right itself, beside the intent: `requireContentRight(staff, "publish")`.
 */
export const middleware: Route.MiddlewareFunction[] = [requireContentEditing];

/** Refuses a page inside even if its own loader never asked who is signed in. */
export function loader(args: Route.LoaderArgs) {
  staffOf(args);
  return null;
}
