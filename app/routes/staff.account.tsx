import { useEffect, useState } from "react";
import { data, redirect } from "react-router";
import { NewPasswordField, StaffField } from "~/components/staff/StaffField";
import { IntentButton, IntentForm, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { cn } from "~/lib/cn";
import { requestOf } from "~/lib/request-context.server";
import { isOwnerAccount } from "~/lib/staff/accounts.server";
import {
  changeOwnPassword,
  checkCurrentPassword,
  logOut,
  signInMessages,
  staffFormOf,
  staffOf,
} from "~/lib/staff/auth.server";
import {
  calendarFeedOf,
  calendarFeedUrl,
  createCalendarFeed,
  revokeCalendarFeed,
} from "~/lib/staff/calendar-feed.server";
import { newPasswordSchema, parseStaffForm } from "~/lib/staff/forms.server";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { passwordProblem } from "~/lib/staff/passwords.server";
import type { Route } from "./+types/staff.account";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { name, email, role } = staff.member;
  const feed = await calendarFeedOf(staff.svc.storage.db, staff.member.id);
  return { name, email, role, envOwner: isOwnerAccount(staff.svc.env, staff.member), csrf: staff.csrf, feed };
}

export async function action(args: Route.ActionArgs) {
  const visit = requestOf(args);
  const { staff, form, intent } = await staffFormOf(args);
  if (intent === "everywhere") {
    return redirect("/staff", { headers: await logOut(args.request, visit, staff, "everywhere") });
  }
  if (intent === "feed-create") {
    const token = await createCalendarFeed(staff.svc.storage.db, staff.member);
    if (!token) {
      return data(
        {
          feed: { url: null, revoked: false, error: "You have a calendar feed already: revoke it to make a new one." },
        },
        { status: 409 },
      );
    }
    return { feed: { url: calendarFeedUrl(staff.svc.env.SITE_URL, token), revoked: false, error: null } };
  }
  if (intent === "feed-revoke") {
    const revoked = await revokeCalendarFeed(staff.svc.storage.db, staff.member);
    if (!revoked)
      return data({ feed: { url: null, revoked: false, error: "You have no calendar feed." } }, { status: 409 });
    return { feed: { url: null, revoked: true, error: null } };
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
      headers: await logOut(args.request, visit, staff, "wrong passwords"),
    });
  }
  if (checked !== "right") {
    const left = `${checked} ${checked === 1 ? "try" : "tries"} left before you are signed out`;
    return data({ error: `Your current password is not right (${left}).`, done: false }, { status: 400 });
  }
  const parsed = parseStaffForm(form, newPasswordSchema);
  const problem = parsed.ok ? passwordProblem(parsed.value.password, staff.member) : parsed.problem;
  if (problem || !parsed.ok) return data({ error: problem, done: false }, { status: 400 });
  await changeOwnPassword(visit, staff, parsed.value.password);
  return { error: null, done: true };
}

export default function StaffAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { name, email, role, envOwner, csrf, feed } = loaderData;
  const password = actionData && "done" in actionData ? actionData : null;
  const feedResult = actionData && "feed" in actionData ? actionData.feed : null;
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
          <IntentForm csrf={csrf} intent="password" className="mt-4 grid gap-4">
            <StaffField
              form="password"
              name="current"
              label="Current password"
              type="password"
              attributes={{ required: true, autoComplete: "current-password" }}
            />
            <NewPasswordField form="password" label="New password (12 characters or more)" />
            <Outcome
              error={password?.error}
              done={password?.done && "Password changed. Your other sessions have ended."}
            />
            <button type="submit" className={staffClasses.button}>
              Change password
            </button>
          </IntentForm>
        )}
      </StaffPanel>
      <StaffPanel id="calendar-feed" title="Calendar feed" className="mt-6">
        <CalendarFeed csrf={csrf} feed={feed} result={feedResult ?? null} />
      </StaffPanel>
      <StaffPanel id="sessions" title="Sessions" className="mt-6">
        <p className="text-slate-text mt-3">
          A session ends after 8 hours, or after an hour without use. Lost a phone, or signed in on a shared computer?
        </p>
        <IntentButton csrf={csrf} intent="everywhere" className="mt-4">
          Sign out everywhere
        </IntentButton>
      </StaffPanel>
    </div>
  );
}

/** What a form of this page just did: what went wrong (an alert), or what it did (a status). */
function Outcome({ error, done, className }: { error?: string | null; done?: string | false; className?: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={cn(className, "text-sm font-medium text-red-800")}>
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={cn(className, "text-sm font-medium text-emerald-800")}>
          {done}
        </p>
      ) : null}
    </>
  );
}

/**
 * The member's feed of the booked events for a phone's calendar. Only the token's hash is stored, so its address is
 * shown once, right after it is made; a lost address is revoked and made again.
 */
function CalendarFeed({
  csrf,
  feed,
  result,
}: {
  csrf: string;
  feed: { createdAt: string } | null;
  result: { url: string | null; revoked: boolean; error: string | null } | null;
}) {
  return (
    <>
      <p className="text-slate-text mt-3">
        A private address your phone's calendar can subscribe to: the confirmed events of the past month and the year
        ahead, with each client's name and phone. Anyone who has the address sees them, so keep it to yourself.
      </p>
      <Outcome
        className="mt-3"
        error={result?.error}
        done={result?.revoked && "Your calendar feed is revoked: its address no longer works."}
      />
      {result?.url ? <NewFeedAddress url={result.url} /> : null}
      {feed ? (
        <>
          {result?.url ? null : (
            <p className="text-slate-text mt-3">
              You made a feed on {losAngelesTime(feed.createdAt)}. Its address was shown only then: if you lost it, or
              someone else may have it, revoke it and make a new one.
            </p>
          )}
          <IntentButton csrf={csrf} intent="feed-revoke" className="mt-4">
            Revoke the feed
          </IntentButton>
        </>
      ) : (
        <IntentButton csrf={csrf} intent="feed-create" className="mt-4" buttonClassName={staffClasses.button}>
          Make a calendar feed
        </IntentButton>
      )}
    </>
  );
}

/** The address of a feed just made: to copy now, or to open on this device (webcal: subscribes on iPhone and Mac). */
function NewFeedAddress({ url }: { url: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), []);
  return (
    <div className="mt-4 grid gap-3">
      <label className="grid gap-1 text-sm">
        Your feed's address (shown this once: copy it now)
        <input
          name="feed-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${staffClasses.input} font-mono text-xs`}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {canCopy ? (
          <button
            type="button"
            className={staffClasses.secondary}
            onClick={() => navigator.clipboard.writeText(url).then(() => setCopied(true))}
          >
            Copy the address
          </button>
        ) : null}
        <a href={url.replace(/^https?:/, "webcal:")} className="text-ink-950 text-sm underline underline-offset-2">
          Subscribe on this device
        </a>
        <span role="status" className="text-sm text-emerald-800">
          {copied ? "Copied." : ""}
        </span>
      </div>
    </div>
  );
}
