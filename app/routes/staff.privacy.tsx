import { data } from "react-router";
import { AuditEntry, IntentForm, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { inboxNames } from "~/forms/registry.server";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { erasePerson, findPerson } from "~/lib/privacy.server";
import { retention } from "~/lib/retention";
import { dataEvents } from "~/lib/staff/audit.server";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { isOwner, requireOwnerFor } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.privacy";

export const meta: Route.MetaFunction = () => staffMeta("Privacy requests");

const addressOf = (value: FormDataEntryValue | string | null) =>
  String(value ?? "")
    .trim()
    .slice(0, 254);

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const email = addressOf(new URL(args.request.url).searchParams.get("email"));
  const found = email.includes("@") ? await findPerson(db, email) : null;
  return {
    email,
    leads:
      found?.leads.map((l) => ({
        id: l.id,
        reference: l.reference,
        form: l.form,
        status: l.status,
        email: l.email,
        createdAt: l.created_at,
      })) ?? null,
    subscribers:
      found?.subscribers.map((s) => ({
        id: s.id,
        email: s.email,
        createdAt: s.created_at,
        confirmed: Boolean(s.confirmed_at),
        unsubscribed: Boolean(s.unsubscribed_at),
      })) ?? null,
    events: await dataEvents(db, 20),
    csrf: staff.csrf,
    owner: isOwner(staff.member),
    formNames: inboxNames,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  requireOwnerFor(staff, "erase");
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  const email = addressOf(form.get("email"));
  if (form.get("intent") !== "erase" || !email.includes("@")) throw data("Unknown action", { status: 400 });
  if (form.get("verified") !== "yes") {
    return data({ error: "Tick the box to confirm the request was verified.", erased: null }, { status: 400 });
  }
  const { storage, env, limits } = staff.svc;
  const erased = await erasePerson({ storage, dataDir: env.DATA_DIR, limits }, staff.member, email);
  return { error: null, erased };
}

export default function StaffPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const { email, leads, subscribers, events, csrf, owner, formNames } = loaderData;
  const erased = actionData?.erased;
  const nothing = leads !== null && leads.length === 0 && subscribers?.length === 0;
  return (
    <>
      <h1 className="font-display text-ink-950 text-4xl">Privacy requests</h1>
      <p className="text-slate-text mt-2 max-w-3xl">
        When someone asks what we hold about them, or asks us to delete it, verify who they are first (privacy policy,
        "Your rights"), then look up their e-mail address here. Variants of the same mailbox (<code>+tags</code>, and
        dots at Gmail) are found too. Kept automatically: requests {retention.requestMonths} months after the last
        change, applications {retention.applicationMonths} months, spam {retention.spamDays} days; unsubscribed
        addresses are deleted the next day.
      </p>
      <form
        method="get"
        className="border-ink-900-10 mt-6 flex flex-wrap items-end gap-3 rounded-2xl border bg-white p-4"
      >
        <label className="grid flex-1 gap-1 text-sm">
          E-mail address
          <input type="email" name="email" defaultValue={email} required className={`${staffClasses.input} w-full`} />
        </label>
        <button type="submit" className={staffClasses.button}>
          Look up
        </button>
      </form>
      {erased ? (
        <p role="status" className="mt-6 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Erased {erased.leads.length} lead{erased.leads.length === 1 ? "" : "s"}
          {erased.leads.length ? ` (${erased.leads.join(", ")})` : ""} and {erased.subscribers} newsletter subscription
          {erased.subscribers === 1 ? "" : "s"}, with their e-mails and files.
        </p>
      ) : null}
      {leads && subscribers && !erased ? (
        <StaffPanel
          id="found"
          title={nothing ? "Nothing held for this address" : "Held for this address"}
          className="mt-6"
        >
          {nothing ? null : (
            <>
              <ul className="mt-4 space-y-2 text-sm">
                {leads.map((l) => (
                  <li key={`lead-${l.id}`}>
                    <a href={`/staff/leads/${l.id}`} className="font-mono underline">
                      {l.reference}
                    </a>{" "}
                    {formNames[l.form]} · {l.status} · {losAngelesTime(l.createdAt)} · {l.email}
                  </li>
                ))}
                {subscribers.map((s) => (
                  <li key={`subscriber-${s.id}`}>
                    Newsletter · {s.unsubscribed ? "unsubscribed" : s.confirmed ? "subscribed" : "unconfirmed"} ·{" "}
                    {losAngelesTime(s.createdAt)} · {s.email}
                  </li>
                ))}
              </ul>
              {owner ? null : (
                <p className="text-slate-text mt-6 text-sm">
                  Only the owner can download or erase a person's data: pass the request on to them.
                </p>
              )}
              {owner ? (
                <div className="mt-6 flex flex-wrap items-start gap-6">
                  <a
                    href={`/staff/privacy.json?email=${encodeURIComponent(email)}`}
                    className={staffClasses.secondary}
                    download
                  >
                    Download all of it (JSON)
                  </a>
                  <IntentForm csrf={csrf} intent="erase" className="grid gap-3">
                    <input type="hidden" name="email" value={email} />
                    <label className="flex items-center gap-2 text-sm">
                      <input type="checkbox" name="verified" value="yes" required className="size-5" />I verified this
                      request and want everything above deleted for good
                    </label>
                    {actionData?.error ? (
                      <p role="alert" className="text-sm font-medium text-red-800">
                        {actionData.error}
                      </p>
                    ) : null}
                    <button type="submit" className={`${staffClasses.secondary} border-red-800-40 text-red-800`}>
                      Erase everything for this address
                    </button>
                  </IntentForm>
                </div>
              ) : null}
            </>
          )}
        </StaffPanel>
      ) : null}
      <StaffPanel id="log" title="Recent deletions and account changes" className="mt-8">
        {events.length ? (
          <ol className="mt-4 space-y-3 text-sm">
            {events.map((event) => (
              <AuditEntry key={event.id} event={event} />
            ))}
          </ol>
        ) : (
          <p className="text-slate-text mt-3 text-sm">None yet.</p>
        )}
      </StaffPanel>
    </>
  );
}
