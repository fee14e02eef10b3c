import { data, redirect } from "react-router";
import {
  type CompanyValues,
  ContentCompanyForm,
  companyFieldNames,
  companyValues,
} from "~/components/staff/content/ContentCompanyForm";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import { ContentPublishPanel } from "~/components/staff/content/ContentPublishPanel";
import { StatusNote } from "~/components/staff/StaffLayout";
import { type CompanyDetails, companySchema, missingSpanish } from "~/content/editable";
import { compareDocuments } from "~/lib/content/compare";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { checkAhead, renderCheck } from "~/lib/content/rendering.server";
import {
  discardDraft,
  draftDocument,
  publish,
  publishedDocument,
  refusedStatus,
  revisionOf,
} from "~/lib/content/store.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { contentRightOf } from "~/lib/staff/content-right";
import { draftHeader } from "~/lib/staff/draft-header";
import { parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import { requireContentRight } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.content";

/*
 * The content editor's overview (docs/content.md): the draft's state, the company details, and publishing.
 * Plain forms: each POST saves into the shared draft (or publishes it, or discards it) and redirects back.
 */

export const meta: Route.MetaFunction = () => staffMeta("Site content");

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const params = new URL(args.request.url).searchParams;
  const draft = await draftDocument(db);
  const live = await publishedDocument(db);
  const published = Number(params.get("published"));
  if (draft.changed && contentRightOf(staff.member) === "publish") checkAhead(staff.svc, draft.document);
  return {
    csrf: staff.csrf,
    draft: draftHeader(draft),
    values: companyValues(draft.document.company),
    missing: draft.changed ? missingSpanish(draft.document) : [],
    changes: draft.changed ? compareDocuments(live.document, draft.document).map((change) => change.path) : [],
    canPublish: contentRightOf(staff.member) === "publish",
    saved: params.get("saved") === "company",
    published: Number.isInteger(published) && published > 0 ? published : null,
    discarded: params.get("discarded") === "1",
  };
}

type Refused =
  | { intent: "company"; values: CompanyValues; errors: Record<string, string>; problems: string[] }
  | { intent: "publish"; problems: string[]; note: string };

const refuse = (body: Refused, status = 400) => data(body, { status });

const YEARS = "A whole number from 0 to 200.";

/** The company form's values as typed, and the details they make (or each field's first problem). */
function readCompany(form: FormData) {
  const values: CompanyValues = Object.fromEntries(
    companyFieldNames.map((name) => [name, String(form.get(name) ?? "")]),
  );
  const parsed = parseStaffForm(form, companySchema);
  const errors: Record<string, string> = parsed.ok ? {} : parsed.errors;
  if (errors.yearsExperience) errors.yearsExperience = YEARS;
  if (!values.yearsExperience?.trim()) errors.yearsExperience = YEARS;
  return { values, errors, details: parsed.ok && !Object.keys(errors).length ? parsed.value : null };
}

/**
 * The details to keep in the draft: those the draft set already and those the owner changed from what the form
 * showed; a detail never edited keeps following the repository's value.
 */
function editedDetails(details: CompanyDetails, before: Partial<CompanyDetails>): Partial<CompanyDetails> {
  const shown = companyValues(before);
  const typed = companyValues(details);
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    const changed =
      key === "liabilityCoverage"
        ? typed["liabilityCoverage.en"] !== shown["liabilityCoverage.en"] ||
          typed["liabilityCoverage.es"] !== shown["liabilityCoverage.es"]
        : typed[key] !== shown[key];
    if (key in before || changed) kept[key] = value;
  }
  return kept as Partial<CompanyDetails>;
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);

  if (intent === "company") {
    const { values, errors, details } = readCompany(form);
    if (!details) return refuse({ intent, values, errors, problems: [] });
    const saved = await saveFromForm(
      staff,
      form,
      (doc) => ({ ...doc, company: editedDetails(details, doc.company) }),
      "company details",
    );
    if (!saved.ok) return refuse({ intent, values, errors: {}, problems: saved.problems }, refusedStatus(saved));
    return redirect("/staff/content?saved=company");
  }

  if (intent === "publish") {
    requireContentRight(staff, "publish");
    const note = String(form.get("note") ?? "")
      .trim()
      .slice(0, 200);
    const draft = await draftDocument(db);
    if (!draft.changed) return refuse({ intent, note, problems: ["There are no unpublished changes to publish."] });
    const result = await publish(db, staff.member, draft.document, {
      note,
      renders: renderCheck(staff.svc),
      draft: revisionOf(form),
    });
    if (!result.ok) return refuse({ intent, note, problems: result.problems }, refusedStatus(result));
    await staff.svc.contentChanged?.();
    return redirect(`/staff/content?published=${result.id}`);
  }

  if (intent === "discard") {
    // Discarding undoes everyone's unpublished work: the owner's call, like publishing.
    requireContentRight(staff, "publish");
    const result = await discardDraft(db, staff.member, revisionOf(form));
    if (!result.ok) return refuse({ intent: "publish", note: "", problems: result.problems }, refusedStatus(result));
    return redirect("/staff/content?discarded=1");
  }

  throw data("Unknown action", { status: 400 });
}

export default function StaffContent({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, missing, changes, canPublish, published, discarded } = loaderData;
  const company = actionData?.intent === "company" ? actionData : null;
  const refusedPublish = actionData?.intent === "publish" ? actionData : null;
  return (
    <>
      <ContentHeader title="Site content" current="/staff/content" draft={draft} />
      <p className="text-slate-text mt-4 max-w-3xl">
        Changes are saved in one shared draft, which the site does not show until it is published. Every published
        version is kept in the history, where any earlier one can be compared and restored.
      </p>
      {published ? (
        <StatusNote>
          Published. Every page shows it within 5 seconds.{" "}
          <a href="/staff/content/history" className="underline underline-offset-2">
            Version {published} in the history
          </a>
        </StatusNote>
      ) : null}
      {discarded ? (
        <StatusNote>
          The draft was set aside; the site is unchanged.{" "}
          <a href="/staff/content/history#set-aside" className="underline underline-offset-2">
            Bring it back from the history
          </a>
        </StatusNote>
      ) : null}
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[1.7fr_1fr]">
        <ContentCompanyForm
          csrf={csrf}
          revision={draft.revision}
          values={company?.values ?? loaderData.values}
          errors={company?.errors ?? {}}
          problems={company?.problems ?? []}
          saved={loaderData.saved && !company}
        />
        <div className="grid gap-8">
          <ContentPublishPanel
            csrf={csrf}
            revision={draft.revision}
            canPublish={canPublish}
            changed={draft.changed}
            missing={missing}
            problems={refusedPublish?.problems ?? []}
            note={refusedPublish?.note ?? ""}
          />
          {changes.length ? (
            <section aria-labelledby="changes-heading" className="border-ink-900-10 rounded-2xl border bg-white p-6">
              <h2 id="changes-heading" className="font-display text-ink-950 text-2xl">
                What the draft changes
              </h2>
              <p className="text-slate-text mt-2 text-sm">
                {changes.length} {changes.length === 1 ? "field differs" : "fields differ"} from the live version.
              </p>
              <ul className="text-ink-950 mt-3 grid gap-1 text-sm break-words">
                {changes.slice(0, 60).map((path) => (
                  <li key={path}>{path}</li>
                ))}
              </ul>
              {changes.length > 60 ? (
                <p className="text-slate-text mt-2 text-sm">and {changes.length - 60} more.</p>
              ) : null}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
