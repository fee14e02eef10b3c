import { AlertTriangle, Clock, MailWarning } from "lucide-react";
import { StatusNote, staffClasses } from "~/components/staff/StaffLayout";
import { inboxNames } from "~/forms/registry.server";
import { cn } from "~/lib/cn";
import { referencePattern } from "~/lib/leads/reference.server";
import { mailBacklog } from "~/lib/mail/outbox.server";
import { staffOf } from "~/lib/staff/auth.server";
import { inboxForms, losAngelesTime, replyDue } from "~/lib/staff/inbox";
import { countHeld, HELD_VIEW_DAYS, listInbox, parseFilter } from "~/lib/staff/inbox.server";
import { staffMeta } from "~/lib/staff/meta";
import { isOwner } from "~/lib/staff/permissions.server";
import { leadStatuses } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.leads";

export const meta: Route.MetaFunction = () => staffMeta("Leads");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const url = new URL(args.request.url);
  const filter = parseFilter(url.searchParams);
  const { db } = staff.svc.storage;
  const [inbox, held, backlog] = await Promise.all([listInbox(db, filter), countHeld(db), mailBacklog(db)]);
  // The notice names a reference or nothing: a link cannot make the staff page say something else.
  const deletedParam = url.searchParams.get("deleted") ?? "";
  const deleted = referencePattern.test(deletedParam) ? deletedParam : null;
  url.searchParams.delete("deleted");
  return {
    ...inbox,
    filter,
    held,
    heldDays: HELD_VIEW_DAYS,
    backlog,
    deleted,
    owner: isOwner(staff.member),
    query: url.searchParams.toString(),
    now: Date.now(),
    formNames: inboxNames,
  };
}

const statusStyle: Record<string, string> = {
  new: "bg-gold-200 text-ink-950",
  contacted: "bg-sky-100 text-sky-900",
  booked: "bg-emerald-100 text-emerald-900",
  closed: "bg-ink-900-10 text-ink-800",
  spam: "bg-red-100 text-red-900",
  subscribed: "bg-emerald-100 text-emerald-900",
  unconfirmed: "bg-ink-900-5 text-ink-800",
  unsubscribed: "bg-ink-900-10 text-ink-800",
};

export default function StaffLeads({ loaderData }: Route.ComponentProps) {
  const { rows, total, pages, filter, held, heldDays, backlog, query, now, formNames, deleted, owner } = loaderData;
  const failing = backlog.failed + backlog.retrying;
  const pageLink = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    return `/staff/leads?${params}`;
  };
  return (
    <>
      {held && !filter.heldSince ? (
        <p className="border-gold-500-60 bg-gold-200-30 text-ink-950 mb-6 flex items-start gap-3 rounded-xl border px-4 py-3 text-sm">
          <AlertTriangle aria-hidden="true" className="text-gold-700 mt-0.5 size-4 shrink-0" />
          <span>
            <strong>
              {held} {held === 1 ? "lead" : "leads"} held as possible spam
            </strong>{" "}
            in the last {heldDays} days: their e-mails wait for you.{" "}
            <a href="/staff/leads?held=1" className="font-medium underline underline-offset-2">
              Review {held === 1 ? "it" : "them"}
            </a>
          </span>
        </p>
      ) : null}
      {failing && !filter.failingMail ? (
        <p className="border-red-800-30 mb-6 flex items-start gap-3 rounded-xl border bg-red-50 px-4 py-3 text-sm text-red-900">
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>
              {failing} {failing === 1 ? "e-mail is" : "e-mails are"} not going out
            </strong>
            :{" "}
            {[
              backlog.failed ? `${backlog.failed} failed after three days of tries` : "",
              backlog.retrying ? `${backlog.retrying} waiting for another try` : "",
            ]
              .filter(Boolean)
              .join(", ")}
            .{" "}
            <a href="/staff/leads?mail=failing" className="font-medium underline underline-offset-2">
              See the leads
            </a>
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-ink-950 text-4xl">Leads</h1>
          {filter.heldSince ? (
            <p className="text-slate-text">
              {total} held as possible spam in the last {heldDays} days, newest first: their e-mails wait for you. If
              one is real, open it and choose "Not spam".{" "}
              <a href="/staff/leads" className="text-gold-700 underline underline-offset-2">
                All leads
              </a>
            </p>
          ) : filter.failingMail ? (
            <p className="text-slate-text">
              {total} with an e-mail that failed or waits for another try, newest first. Open one to see the mail
              server's answer and retry now.{" "}
              <a href="/staff/leads" className="text-gold-700 underline underline-offset-2">
                All leads
              </a>
            </p>
          ) : (
            <p className="text-slate-text">{total} in this view, newest first.</p>
          )}
        </div>
        {owner ? (
          <div className="flex flex-wrap gap-3">
            <a href={`/staff/leads.csv?${query}`} className={staffClasses.secondary} download>
              Export CSV
            </a>
            <a href="/staff/subscribers.csv" className={staffClasses.secondary} download>
              Newsletter subscribers (CSV)
            </a>
          </div>
        ) : null}
      </div>
      {deleted ? <StatusNote>{deleted} was deleted, with its e-mails and files.</StatusNote> : null}

      <form
        method="get"
        className="border-ink-900-10 mt-6 grid gap-3 rounded-2xl border bg-white p-4 sm:grid-cols-[1fr_1fr_2fr_auto]"
      >
        {filter.heldSince ? <input type="hidden" name="held" value="1" /> : null}
        {filter.failingMail ? <input type="hidden" name="mail" value="failing" /> : null}
        <FilterSelect
          label="Form"
          name="form"
          value={filter.form}
          any="All forms"
          options={inboxForms.map((f) => [f, formNames[f]])}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={filter.status}
          any="Any status"
          options={leadStatuses.map((s) => [s, s])}
        />
        <label className="grid gap-1 text-sm">
          Search
          <input
            type="search"
            name="q"
            defaultValue={filter.q ?? ""}
            placeholder="Name, e-mail, phone or reference"
            className={staffClasses.input}
          />
        </label>
        <button type="submit" className={cn(staffClasses.button, "self-end")}>
          Filter
        </button>
      </form>

      {rows.length ? (
        <ul className="divide-ink-900-10 border-ink-900-10 mt-6 divide-y overflow-hidden rounded-2xl border bg-white">
          {rows.map((row) => {
            const due = replyDue(row, now);
            return (
              <li
                key={`${row.kind}-${row.id}`}
                className={cn(
                  "grid gap-2 p-4 sm:grid-cols-[9rem_1fr_1fr_8rem] sm:items-center",
                  due === "overdue" && "bg-red-50-60 border-l-4 border-red-700",
                  due === "soon" && "border-gold-500 bg-gold-200-20 border-l-4",
                )}
              >
                <div className="text-sm">
                  {row.kind === "lead" ? (
                    <a
                      href={`/staff/leads/${row.id}`}
                      className="text-ink-950 font-mono font-medium underline underline-offset-2"
                    >
                      {row.reference}
                    </a>
                  ) : (
                    <span className="text-slate-text font-mono">—</span>
                  )}
                  <p className="text-slate-text text-xs">{losAngelesTime(row.createdAt)}</p>
                </div>
                <div>
                  <p className="text-ink-950 font-medium">{row.name || row.email}</p>
                  <p className="text-slate-text text-sm">{formNames[row.form]}</p>
                </div>
                <div className="text-sm">
                  <p className="break-all">{row.email}</p>
                  <p className="text-slate-text">{row.phone}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <span className={cn("rounded-full px-3 py-1 text-xs font-medium", statusStyle[row.status])}>
                    {row.status}
                  </span>
                  {row.mail ? (
                    <span
                      className={cn(
                        "inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium",
                        row.mail === "failed" ? "bg-red-100 text-red-900" : "bg-gold-200-60 text-ink-950",
                      )}
                    >
                      <MailWarning aria-hidden="true" className="size-3.5" />
                      {row.mail === "failed" ? "E-mail failed" : "E-mail retrying"}
                    </span>
                  ) : null}
                  {due ? (
                    <span
                      className={cn(
                        "inline-flex items-center gap-1 text-xs font-medium",
                        due === "overdue" ? "text-red-800" : "text-gold-700",
                      )}
                    >
                      {due === "overdue" ? (
                        <AlertTriangle aria-hidden="true" className="size-3.5" />
                      ) : (
                        <Clock aria-hidden="true" className="size-3.5" />
                      )}
                      {due === "overdue" ? "Reply overdue" : "Reply due soon"}
                    </span>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="border-ink-900-10 text-slate-text mt-6 rounded-2xl border bg-white p-8">
          Nothing matches this view.
        </p>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
          {filter.page > 1 ? (
            <a href={pageLink(filter.page - 1)} className={staffClasses.secondary}>
              Newer
            </a>
          ) : (
            <span />
          )}
          <span className="text-slate-text">
            Page {filter.page} of {pages}
          </span>
          {filter.page < pages ? (
            <a href={pageLink(filter.page + 1)} className={staffClasses.secondary}>
              Older
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

function FilterSelect(props: {
  label: string;
  name: string;
  value: string | undefined;
  any: string;
  options: [value: string, label: string][];
}) {
  return (
    <label className="grid gap-1 text-sm">
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""} className={staffClasses.input}>
        <option value="">{props.any}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
