import { redirect } from "react-router";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { logOut, requireCsrf, requireStaff } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.logout";

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  requireCsrf(staff, await readFormDataOrRefuse(request));
  return redirect("/staff", { headers: { "Set-Cookie": await logOut(request) } });
}

export function loader() {
  return redirect("/staff");
}
