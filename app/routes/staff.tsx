import type { InputHTMLAttributes, ReactNode } from "react";
import { data } from "react-router";
import { staffClasses } from "~/components/staff/StaffLayout";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requestOf } from "~/lib/request-context.server";
import { logIn, safeNext, signInMessages, staffEnabled } from "~/lib/staff/auth.server";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in" },
  { name: "robots", content: "noindex, nofollow" },
];

/** A refused sign-in says when to try again (the action's Retry-After). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export function loader(args: Route.LoaderArgs) {
  const ended = new URL(args.request.url).searchParams.get("ended") === "password";
  return { enabled: staffEnabled(requestOf(args).services), ended: ended ? signInMessages.ended : null };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await readFormDataOrRefuse(request);
  const text = (name: string) => String(form.get(name) ?? "");
  const visit = requestOf(args);
  const result = await needsDatabase(visit.log, "staff sign-in", () =>
    logIn(visit, request, text("email"), text("password")),
  );
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    // The address comes back as typed, so a wrong password costs only the password.
    return data({ error: result.error, email: text("email").slice(0, 254) }, { status: result.status, headers });
  }
  const headers = new Headers();
  for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
  headers.set("Location", safeNext(new URL(request.url).searchParams.get("next")));
  return new Response(null, { status: 302, headers });
}

/** One of the sign-in form's fields, its label above it and what is wrong with it (`children`) below. */
function SignInField({
  label,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; children?: ReactNode }) {
  return (
    <div className="space-y-2">
      <label htmlFor={input.name} className="text-ink-950 block text-sm font-medium">
        {label}
      </label>
      <input id={input.name} {...input} className={`${staffClasses.input} w-full`} />
      {children}
    </div>
  );
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="border-ink-900-10 mx-auto max-w-md rounded-3xl border bg-white p-8 sm:p-10">
      <h1 className="font-display text-ink-950 text-4xl">Staff sign-in</h1>
      {loaderData.ended ? (
        <p role="status" className="mt-4 text-sm font-medium text-red-800">
          {loaderData.ended}
        </p>
      ) : null}
      {loaderData.enabled ? (
        <form method="post" className="mt-6 space-y-4">
          <SignInField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={actionData?.email}
          />
          <SignInField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "password-error" : undefined}
          >
            {actionData?.error ? (
              <p id="password-error" role="alert" className="text-sm font-medium text-red-700">
                {actionData.error}
              </p>
            ) : null}
          </SignInField>
          <button type="submit" className={`${staffClasses.button} w-full`}>
            Sign in
          </button>
        </form>
      ) : (
        <p className="text-slate-text mt-4">
          Staff pages are disabled. Set the <code>ADMIN_PASSWORD</code> environment variable (12 characters or more) and
          restart the server to enable the lead inbox; the owner signs in with <code>ADMIN_EMAIL</code> (by default{" "}
          <code>NOTIFY_EMAIL</code>) and that password.
        </p>
      )}
    </div>
  );
}
