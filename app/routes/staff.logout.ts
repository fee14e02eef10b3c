import { redirect } from "react-router";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requestOf } from "~/lib/request-context.server";
import { logOut, requireCsrf, staffOf } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.logout";

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  requireCsrf(staff, await readFormDataOrRefuse(args.request));
  return redirect("/staff", { headers: await logOut(args.request, requestOf(args), staff) });
}

export function loader() {
  return redirect("/staff");
}
