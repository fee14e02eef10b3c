import type { ReactNode } from "react";
import { KeyMark } from "~/components/art/Logo";
import { cn } from "~/lib/cn";
import { useContent } from "~/lib/content-context";
import { contentRightOf } from "~/lib/staff/content-right";
import { losAngelesTime } from "~/lib/staff/inbox";
import type { ContentRight, StaffRole } from "~/lib/storage/schema";

const navLink = "rounded-full px-3 py-2 text-ivory-100-85 hover:bg-white-10 hover:text-ivory-50";

type StaffMember = { name: string; role: StaffRole; content_right: ContentRight };

/** The staff area's pages a member may open: the site's content and the accounts by right. */
const staffLinks = (member: StaffMember) =>
  [
    { href: "/staff/leads", label: "Leads" },
    { href: "/staff/calendar", label: "Calendar" },
    { href: "/staff/report", label: "Report" },
    { href: "/staff/reviews", label: "Reviews" },
    { href: "/staff/privacy", label: "Privacy requests" },
    { href: "/staff/content", label: "Site content", shown: contentRightOf(member) !== "none" },
    { href: "/staff/users", label: "Staff accounts", shown: member.role === "owner" },
    { href: "/staff/account", label: member.name },
  ].filter((link) => link.shown !== false);

/** The staff pages' own frame: no marketing header, the staff area's pages, and the CSRF-protected sign-out. */
export function StaffLayout({ csrf, member, children }: { csrf?: string; member?: StaffMember; children: ReactNode }) {
  const { site } = useContent();
  return (
    <div className="bg-ivory-50 min-h-screen">
      <header className="bg-ink-950 text-ivory-100">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-5 py-4 sm:px-8">
          <a href="/staff/leads" className="flex items-center gap-3">
            <KeyMark className="text-gold-400 size-8" />
            <span className="font-display text-ivory-50 text-xl">{site.name} · Leads</span>
          </a>
          {csrf && member ? (
            <nav aria-label="Staff" className="flex flex-wrap items-center gap-1 text-sm">
              {staffLinks(member).map((link) => (
                <a key={link.href} href={link.href} className={navLink}>
                  {link.label}
                </a>
              ))}
              <form method="post" action="/staff/logout" className="ml-2">
                <CsrfField csrf={csrf} />
                <button
                  type="submit"
                  className="hover:border-gold-300 border-white-20 min-h-11 rounded-full border px-4 text-sm"
                >
                  Sign out
                </button>
              </form>
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-5 py-10 sm:px-8">
        {children}
      </main>
    </div>
  );
}

/** The session's CSRF token, in every staff form that changes something. */
export function CsrfField({ csrf }: { csrf: string }) {
  return <input type="hidden" name="csrf" value={csrf} />;
}

/** A staff form that asks the page's action for one thing (`intent`), with the session's CSRF token. */
export function IntentForm({
  csrf,
  intent,
  action,
  encType,
  className,
  noValidate,
  children,
}: {
  csrf: string;
  intent: string;
  /** The place on the page the answer opens at ("#booking"). */
  action?: string;
  encType?: "multipart/form-data";
  className?: string;
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} encType={encType} className={className} noValidate={noValidate}>
      <CsrfField csrf={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}

/** A form of one button: its intent, and hidden fields that say what it acts on (`fields`). */
export function IntentButton({
  csrf,
  intent,
  fields = {},
  className,
  buttonClassName = staffClasses.secondary,
  children,
}: {
  csrf: string;
  intent: string;
  fields?: Record<string, string | number>;
  className?: string;
  buttonClassName?: string;
  children: ReactNode;
}) {
  return (
    <IntentForm csrf={csrf} intent={intent} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClassName}>
        {children}
      </button>
    </IntentForm>
  );
}

/** A white card with a heading that names it (`${id}-heading`); `danger` for what cannot be undone. */
export function StaffPanel({
  id,
  title,
  tone = "plain",
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  tone?: "plain" | "danger";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn(
        "rounded-2xl border bg-white p-6",
        tone === "danger" ? "border-red-900-20" : "border-ink-900-10",
        className,
      )}
    >
      <h2 id={`${id}-heading`} className="font-display text-ink-950 text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One line of the audit trail: who did what, and when. */
export function AuditEntry({
  event,
}: {
  event: { actor_name: string; actor_email: string; action: string; detail: string; created_at: string };
}) {
  return (
    <li>
      <span className="text-ink-950 font-medium">{event.actor_name}</span> {event.action}
      {event.detail ? `: ${event.detail}` : ""}
      <br />
      <span className="text-slate-text">
        {losAngelesTime(event.created_at)}
        {event.actor_email ? ` · ${event.actor_email}` : ""}
      </span>
    </li>
  );
}

export const staffClasses = {
  input:
    "min-h-11 rounded-xl border border-ink-900-20 bg-white px-3 text-ink-950 focus:border-gold-700 focus:outline-none focus:ring-2 focus:ring-gold-400-50",
  button:
    "inline-flex min-h-11 items-center justify-center rounded-full bg-ink-950 px-5 font-medium text-ivory-50 text-sm hover:bg-ink-800",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-full border border-ink-900-20 px-5 font-medium text-ink-950 text-sm hover:border-gold-700",
};

/** A small label in a list ("Hidden", "Sample"). */
export function Tag({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "warn" }) {
  return (
    <span
      className={
        tone === "warn"
          ? "inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-950"
          : "bg-ivory-100 text-ink-950 inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium"
      }
    >
      {children}
    </span>
  );
}

/** What a form or a link just did ("Saved in the draft."), said to screen readers as it appears. */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {children}
    </p>
  );
}

/**
 * Why a form's work was refused, said to screen readers as it appears: what was not done, then each problem (after
 * any items of the caller's own, `children`).
 */
export function RefusedNote({
  heading,
  problems,
  children,
}: {
  heading: ReactNode;
  problems: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {children}
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** A form's submit button on its own line. */
export function SubmitRow({ children }: { children: ReactNode }) {
  return (
    <div>
      <button type="submit" className={staffClasses.button}>
        {children}
      </button>
    </div>
  );
}
