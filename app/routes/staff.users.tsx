import { data, redirect } from "react-router";
import { NewPasswordField, StaffField } from "~/components/staff/StaffField";
import { IntentButton, IntentForm, StaffPanel, StatusNote, staffClasses } from "~/components/staff/StaffLayout";
import { ownerEmail } from "~/lib/env.server";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import {
  addMember,
  endSessionsOf,
  findMember,
  isOwnerAccount,
  listMembers,
  removeMember,
  setContentRight,
  setPassword,
} from "~/lib/staff/accounts.server";
import { recordEvent } from "~/lib/staff/audit.server";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import { newMemberSchema, newPasswordSchema, parseStaffForm } from "~/lib/staff/forms.server";
import { losAngelesTime } from "~/lib/staff/inbox";
import { staffMeta } from "~/lib/staff/meta";
import { requireOwnerFor } from "~/lib/staff/permissions.server";
import { type ContentRight, contentRights } from "~/lib/storage/schema";
import type { Route } from "./+types/staff.users";

/** The content rights as the owner chooses them (/staff/content). */
const contentRightLabels: Record<ContentRight, string> = {
  none: "None",
  edit: "Edit drafts",
  publish: "Edit and publish",
};

export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  requireOwnerFor(staff, "manageStaff");
  const members = await listMembers(staff.svc.storage.db);
  const params = new URL(args.request.url).searchParams;
  const who = (params.get("who") ?? "").slice(0, 80);
  const done = {
    added: `Saved: ${who}'s account is added.`,
    right: `Saved: ${who}'s right on the site's content.`,
    password: `Saved: ${who}'s new password. Their sessions have ended.`,
  }[params.get("done") ?? ""];
  return {
    members,
    self: staff.member.id,
    envOwner: ownerEmail(staff.svc.env),
    csrf: staff.csrf,
    done: done && who ? done : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  requireOwnerFor(staff, "manageStaff");
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  const { db } = staff.svc.storage;
  const refuse = (error: string) => data({ error }, { status: 400 });
  const audit = (action: string, detail: string) => recordEvent(db, staff.member, { leadId: null, action, detail });
  const intent = form.get("intent");
  if (intent === "add") {
    const parsed = parseStaffForm(form, newMemberSchema);
    if (!parsed.ok) return refuse(parsed.problem);
    const added = await addMember(db, parsed.value, new Date(), staff.svc.passwordCost);
    if (!added.ok) return refuse(added.error);
    await audit(
      "added a staff account",
      `${parsed.value.email} (${parsed.value.role}, site content: ${parsed.value.contentRight})`,
    );
    return redirect(`/staff/users?done=added&who=${encodeURIComponent(parsed.value.name)}`);
  }
  const id = Number(form.get("id"));
  const member = await findMember(db, id);
  if (!member) throw data("No such account", { status: 404 });
  const envOwner = isOwnerAccount(staff.svc.env, member);
  if (intent === "remove") {
    if (envOwner || member.id === staff.member.id) return refuse("This account cannot be removed here.");
    await removeMember(db, member.id);
    await audit("removed a staff account", member.email);
  } else if (intent === "password") {
    if (envOwner) return refuse("The owner's password is ADMIN_PASSWORD: change it there and restart the server.");
    const parsed = parseStaffForm(form, newPasswordSchema);
    if (!parsed.ok) return refuse(parsed.problem);
    await setPassword(db, member.id, parsed.value.password, new Date(), undefined, staff.svc.passwordCost);
    await audit("set a new password", member.email);
    return redirect(`/staff/users?done=password&who=${encodeURIComponent(member.name)}`);
  } else if (intent === "content-right") {
    const right = contentRights.find((r) => r === form.get("right"));
    if (!right) return refuse("Choose what this account may do with the site's content.");
    if (!(await setContentRight(db, member.id, right))) {
      return refuse("An owner's account may always edit and publish the site's content.");
    }
    await audit("set the content right", `${member.email}: ${right}`);
    return redirect(`/staff/users?done=right&who=${encodeURIComponent(member.name)}`);
  } else if (intent === "revoke-feed") {
    const gone = await db.deleteFrom("calendar_feeds").where("user_id", "=", member.id).executeTakeFirst();
    if (gone.numDeletedRows) await audit("revoked a calendar feed", member.email);
  } else if (intent === "signout") {
    await endSessionsOf(db, member.id);
    await audit("signed out everywhere", member.email);
    if (member.id === staff.member.id) return redirect("/staff");
  } else {
    throw data("Unknown action", { status: 400 });
  }
  return redirect("/staff/users");
}

const linkButton = "text-gold-700 text-sm underline underline-offset-2";

export default function StaffUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { members, self, envOwner, csrf, done } = loaderData;
  return (
    <>
      <h1 className="font-display text-ink-950 text-4xl">Staff accounts</h1>
      <p className="text-slate-text mt-2 max-w-2xl">
        Everyone who works the leads signs in with their own e-mail address and password, so the history of each lead
        says who did what. Removing an account, setting a new password or signing someone out everywhere ends their
        sessions and their calendar feed at once. Site content says whether a staff account may edit the site's texts (a
        draft) and publish them; owners may do both.
      </p>
      {done && !actionData ? <StatusNote>{done}</StatusNote> : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <StaffPanel id="members" title="Accounts">
          <ul className="divide-ink-900-10 mt-4 divide-y">
            {members.map((m) => (
              <li key={m.id} className="grid gap-3 py-4">
                <div>
                  <p className="text-ink-950 font-medium">
                    {m.name} <span className="text-slate-text text-sm font-normal">· {m.role}</span>
                  </p>
                  <p className="text-slate-text text-sm break-all">{m.email}</p>
                  <p className="text-slate-text text-sm">
                    Added {losAngelesTime(m.created_at)} · {m.sessions} signed-in session{m.sessions === 1 ? "" : "s"}
                  </p>
                </div>
                {m.email === envOwner ? (
                  <p className="text-slate-text text-sm">
                    The owner's account comes from <code>ADMIN_EMAIL</code> and <code>ADMIN_PASSWORD</code>.
                  </p>
                ) : (
                  <div className="flex flex-wrap items-end gap-3">
                    <IntentForm csrf={csrf} intent="password" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="id" value={m.id} />
                      <label className="grid gap-1 text-sm">
                        New password for {m.name}
                        <input
                          type="password"
                          name="password"
                          autoComplete="new-password"
                          minLength={12}
                          required
                          className={staffClasses.input}
                        />
                      </label>
                      <button type="submit" className={staffClasses.secondary}>
                        Set password
                      </button>
                    </IntentForm>
                    {m.id === self ? null : (
                      <IntentButton csrf={csrf} intent="remove" fields={{ id: m.id }}>
                        Remove {m.name}
                      </IntentButton>
                    )}
                  </div>
                )}
                {m.role === "owner" ? (
                  <p className="text-slate-text text-sm">Site content: edit and publish, as every owner.</p>
                ) : (
                  <IntentForm csrf={csrf} intent="content-right" className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="id" value={m.id} />
                    <label className="grid gap-1 text-sm">
                      Site content for {m.name}
                      <select name="right" defaultValue={m.content_right} className={staffClasses.input}>
                        {contentRights.map((right) => (
                          <option key={right} value={right}>
                            {contentRightLabels[right]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button type="submit" className={staffClasses.secondary}>
                      Save<span className="sr-only"> the content right of {m.name}</span>
                    </button>
                  </IntentForm>
                )}
                {m.calendarFeed ? (
                  <IntentButton csrf={csrf} intent="revoke-feed" fields={{ id: m.id }} buttonClassName={linkButton}>
                    {`End ${m.name}'s calendar feed`}
                  </IntentButton>
                ) : null}
                {m.sessions > 0 && m.id !== self ? (
                  <IntentButton csrf={csrf} intent="signout" fields={{ id: m.id }} buttonClassName={linkButton}>
                    Sign {m.name} out everywhere
                  </IntentButton>
                ) : null}
              </li>
            ))}
          </ul>
        </StaffPanel>
        <StaffPanel id="add" title="Add a person">
          <IntentForm csrf={csrf} intent="add" className="mt-4 grid gap-4">
            <StaffField form="member" name="name" label="Name" attributes={{ required: true, maxLength: 80 }} />
            <StaffField form="member" name="email" label="Email" type="email" attributes={{ required: true }} />
            <StaffField
              form="member"
              name="role"
              label="Role"
              type="select"
              values={{ role: "staff" }}
              options={[
                { value: "staff", label: "Staff: works the leads" },
                { value: "owner", label: "Owner: also manages accounts" },
              ]}
            />
            <StaffField
              form="member"
              name="contentRight"
              label="Site content"
              hint="Whether they may change the site's words and photographs (a draft), and publish them. An owner always may."
              type="select"
              values={{ contentRight: "none" }}
              options={contentRights.map((right) => ({ value: right, label: contentRightLabels[right] }))}
            />
            <NewPasswordField form="member" label="First password (12 characters or more; they can change it)" />
            <button type="submit" className={staffClasses.button}>
              Add account
            </button>
          </IntentForm>
        </StaffPanel>
      </div>
    </>
  );
}
