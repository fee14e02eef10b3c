import { data, redirect } from "react-router";
import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requestOf } from "~/lib/request-context.server";
import { isOwnerAccount } from "~/lib/staff/accounts.server";
import {
  changeOwnPassword,
  checkCurrentPassword,
  logOut,
  requireCsrf,
  signInMessages,
  staffOf,
} from "~/lib/staff/auth.server";
import { firstProblem, newPasswordSchema } from "~/lib/staff/forms.server";
import { passwordProblem } from "~/lib/staff/passwords.server";
import type { Route } from "./+types/staff.account";

export const meta: Route.MetaFunction = () => [
  { title: "Your account · Staff" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { name, email, role } = staff.member;
  return { name, email, role, envOwner: isOwnerAccount(staff.svc.env, staff.member), csrf: staff.csrf };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  const visit = requestOf(args);
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  const intent = form.get("intent");
  if (intent === "everywhere") {
    return redirect("/staff", { headers: { "Set-Cookie": await logOut(args.request, visit, staff, "everywhere") } });
  }
  if (intent !== "password") throw data("Unknown action", { status: 400 });
  if (isOwnerAccount(staff.svc.env, staff.member)) {
    return data(
      { error: "Your password is ADMIN_PASSWORD: change it there and restart the server.", done: false },
      400,
    );
  }
  const checked = await checkCurrentPassword(visit, staff, String(form.get("current") ?? ""));
  if (checked === "unavailable") throw data(signInMessages.unavailable, { status: 503 });
  if (checked === "ended") {
    return redirect("/staff?ended=password", {
      headers: { "Set-Cookie": await logOut(args.request, visit, staff, "wrong passwords") },
    });
  }
  if (checked !== "right") {
    const left = `${checked} ${checked === 1 ? "try" : "tries"} left before you are signed out`;
    return data({ error: `Your current password is not right (${left}).`, done: false }, { status: 400 });
  }
  const parsed = firstProblem(form, newPasswordSchema);
  const problem = parsed.ok ? passwordProblem(parsed.value.password, staff.member) : parsed.error;
  if (problem || !parsed.ok) return data({ error: problem, done: false }, { status: 400 });
  await changeOwnPassword(visit, staff, parsed.value.password);
  return { error: null, done: true };
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, envOwner, csrf } = loaderData;
  return (
    <div className="max-w-xl">
      <h1 className="font-display text-ink-950 text-4xl">{name}</h1>
      <p className="text-slate-text mt-2">
        {email} · {role}
      </p>
      <StaffPanel id="password" title="Password" className="mt-8">
        {envOwner ? (
          <p className="text-slate-text mt-3">
            Your password is the server's <code>ADMIN_PASSWORD</code>. Change it there and restart: every session of
            yours ends.
          </p>
        ) : (
          <form method="post" className="mt-4 grid gap-4">
            <CsrfField csrf={csrf} />
            <input type="hidden" name="intent" value="password" />
            <label className="grid gap-1 text-sm">
              Current password
              <input
                name="current"
                type="password"
                required
                autoComplete="current-password"
                className={staffClasses.input}
              />
            </label>
            <label className="grid gap-1 text-sm">
              New password (12 characters or more)
              <input
                name="password"
                type="password"
                required
                minLength={12}
                autoComplete="new-password"
                className={staffClasses.input}
              />
            </label>
            {actionData?.error ? (
              <p role="alert" className="text-sm font-medium text-red-800">
                {actionData.error}
              </p>
            ) : null}
            {actionData?.done ? (
              <p role="status" className="text-sm font-medium text-emerald-800">
                Password changed. Your other sessions have ended.
              </p>
            ) : null}
            <button type="submit" className={staffClasses.button}>
              Change password
            </button>
          </form>
        )}
      </StaffPanel>
      <StaffPanel id="sessions" title="Sessions" className="mt-6">
        <p className="text-slate-text mt-3">
          A session ends after 8 hours, or after an hour without use. Lost a phone, or signed in on a shared computer?
        </p>
        <form method="post" className="mt-4">
          <CsrfField csrf={csrf} />
          <input type="hidden" name="intent" value="everywhere" />
          <button type="submit" className={staffClasses.secondary}>
            Sign out everywhere
          </button>
        </form>
      </StaffPanel>
    </div>
  );
}
