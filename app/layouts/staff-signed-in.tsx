import { requireStaff } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff-signed-in";

/** Every route inside is for signed-in staff only: the check lives here, not in each loader and action. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];
