import { data, redirect } from "react-router";
import { z } from "zod";
import { ContentHeader } from "~/components/staff/content/ContentHeader";
import {
  entryValues,
  FaqEntryForm,
  FaqListEditor,
  type FaqListRow,
  FaqOverview,
  LINK_ROWS,
} from "~/components/staff/content/FaqEditor";
import { type FormValues, textOf } from "~/components/staff/StaffField";
import {
  type Bilingual,
  type ContentDocument,
  type FaqEntryEdit,
  type FaqListEdit,
  type FaqListId,
  faqEntrySchema,
  faqIntroSchema,
  faqLists,
  missingSpanish,
  replaceOrAdd,
} from "~/content/editable";
import type { ContentModules } from "~/content/modules";
import { indexablePaths } from "~/content/routes-index";
import { faqIntroEdit, faqIntroKey, faqListEdit, faqTextsKey } from "~/content/structure";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftContent, draftDocument, publishedDocument, refusedStatus } from "~/lib/content/store.server";
import { localizePath } from "~/lib/lang";
import { contentOf } from "~/lib/request-context.server";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { onFormRows, parseStaffForm } from "~/lib/staff/forms.server";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.faq";

/*
 * The FAQ at /staff/content/faq (docs/content.md): the FAQ page's introduction, each list of questions (/faq,
 * /book, each service page) at ?list=LIST, and one question at ?list=LIST&entry=N (from 1) or entry=new. The first
 * change to a list puts the whole list, as the pages show it, into the draft; from then on it is the owner's.
 */

const PATH = "/staff/content/faq";

export const meta: Route.MetaFunction = () => staffMeta("FAQ");

function listName(list: FaqListId, m: ContentModules): string {
  if (list === "faq") return "FAQ page";
  if (list === "book") return "booking page";
  return `${m.servicesEn.services.find((s) => s.slug === list)?.name ?? list} page`;
}

const listPath = (list: FaqListId) => (list === "faq" || list === "book" ? `/${list}` : `/services/${list}`);

const listOf = (value: unknown): FaqListId | null => faqLists.find((list) => list === value) ?? null;

/** Whether a link under an answer names a page of the site (its path, without ?query or #part, in English). */
const sitePage = (href: string, paths: readonly string[]) =>
  paths.includes(localizePath(href.replace(/[?#].*$/, ""), "en"));

/** A list as the draft has it (`m`, its snapshot's modules): the draft's own list, else the one its pages show. */
const draftList = (doc: ContentDocument, m: ContentModules, list: FaqListId): FaqListEdit =>
  structuredClone(doc.faqs?.find((l) => l.list === list) ?? faqListEdit(list, m));

/** The draft with `list` as the owner's whole list; the page texts it folded in are no longer needed. */
function withList(doc: ContentDocument, list: FaqListEdit): ContentDocument {
  const prefix = `${faqTextsKey(list.list)}[`;
  return {
    ...doc,
    texts: doc.texts.filter((t) => !t.key.startsWith(prefix)),
    faqs: replaceOrAdd(doc.faqs ?? [], list, (l) => l.list),
  };
}

const draftIntro = (doc: ContentDocument, m: ContentModules): Bilingual => doc.faqIntro ?? faqIntroEdit(m);

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const { db } = staff.svc.storage;
  const draft = await draftDocument(db);
  const doc = draft.document;
  const { modules: m } = draftContent(draft);
  const url = new URL(args.request.url);
  const header = draftHeader(draft);
  const base = { csrf: staff.csrf, header };
  const param = url.searchParams.get("list");
  if (param === null) {
    const published = (await publishedDocument(db)).document;
    const missing = missingSpanish(doc);
    const rows: FaqListRow[] = faqLists.map((list) => {
      const mine = doc.faqs?.find((l) => l.list === list);
      const live = published.faqs?.find((l) => l.list === list);
      return {
        list,
        name: listName(list, m),
        path: listPath(list),
        count: draftList(doc, m, list).entries.length,
        edited: mine !== undefined,
        unpublished: draft.changed && JSON.stringify(mine ?? null) !== JSON.stringify(live ?? null),
        missingSpanish: missing.some((m) => m.startsWith(`FAQ "${list}" `)),
      };
    });
    const intro = draftIntro(doc, m);
    const values: FormValues = { "intro.en": intro.en, "intro.es": intro.es };
    return { ...base, view: "overview" as const, rows, intro: values, saved: url.searchParams.has("saved") };
  }
  const list = listOf(param);
  if (!list) throw data("No such list of questions", { status: 404 });
  const { entries } = draftList(doc, m, list);
  const names = { list, name: listName(list, m), path: listPath(list) };
  const entryParam = url.searchParams.get("entry");
  if (entryParam === null) {
    const done = url.searchParams.get("done");
    return { ...base, view: "list" as const, ...names, entries, status: done ? statusOf(done) : null };
  }
  const entry = entryParam === "new" ? null : Number(entryParam);
  const found = entry === null ? undefined : entries[entry - 1];
  if (entry !== null && (!Number.isInteger(entry) || !found)) throw data("No such question", { status: 404 });
  const blank: FaqEntryEdit = { question: { en: "", es: "" }, answer: { en: "", es: "" }, links: [] };
  return {
    ...base,
    view: "entry" as const,
    ...names,
    entry,
    values: entryValues(found ?? blank),
    saved: url.searchParams.has("saved"),
  };
}

function statusOf(done: string): string {
  const [what, n] = done.split("-");
  if (what === "up" || what === "down") return `Question moved to place ${n}. Saved in the draft.`;
  if (what === "remove") return "Question removed. Saved in the draft.";
  return "Saved in the draft.";
}

/**
 * The question's form as an entry for the schema, and the values to show. A link row left empty is no link; the
 * rows given are `rows` (their places in the form), so a message about a link names its row.
 */
function readEntry(form: FormData): { candidate: FaqEntryEdit; values: FormValues; rows: number[] } {
  const names = ["question.en", "question.es", "answer.en", "answer.es"];
  for (let i = 0; i < LINK_ROWS; i++) names.push(`links.${i}.label.en`, `links.${i}.label.es`, `links.${i}.href`);
  const values: FormValues = Object.fromEntries(names.map((name) => [name, textOf(form, name)]));
  const v = (name: string) => values[name] as string;
  const links = Array.from({ length: LINK_ROWS }, (_, i) => ({
    label: { en: v(`links.${i}.label.en`), es: v(`links.${i}.label.es`) },
    href: v(`links.${i}.href`),
  }));
  const rows = links.flatMap((l, i) => (l.label.en.trim() || l.label.es.trim() || l.href.trim() ? [i] : []));
  const candidate = {
    question: { en: v("question.en"), es: v("question.es") },
    answer: { en: v("answer.en"), es: v("answer.es") },
    links: rows.map((i) => links[i] as FaqEntryEdit["links"][number]),
  };
  return { candidate, values, rows };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form, db, intent } = await staffFormOf(args);
  const refuse = (body: { values?: FormValues; errors?: Record<string, string>; problems: string[] }, status = 400) =>
    data({ values: body.values ?? null, errors: body.errors ?? {}, problems: body.problems }, { status });

  if (intent === "intro") {
    const values = { "intro.en": textOf(form, "intro.en"), "intro.es": textOf(form, "intro.es") };
    const parsed = parseStaffForm(form, z.object({ intro: faqIntroSchema }));
    if (!parsed.ok) return refuse({ values, errors: parsed.errors, problems: [] });
    const saved = await saveFromForm(
      staff,
      form,
      // The introduction's page text, if the page texts screen set one, gives way to this one.
      (doc) => ({ ...doc, faqIntro: parsed.value.intro, texts: doc.texts.filter((t) => t.key !== faqIntroKey) }),
      "the FAQ page's introduction",
    );
    if (!saved.ok) return refuse({ values, problems: saved.problems }, refusedStatus(saved));
    return redirect(`${PATH}?saved=1`, 303);
  }

  const list = listOf(form.get("list"));
  if (!list) throw data("No such list of questions", { status: 400 });
  const draft = await draftDocument(db);
  const { modules: m } = draftContent(draft);
  const current = draftList(draft.document, m, list);
  const save = (entries: FaqEntryEdit[], what: string) =>
    saveFromForm(staff, form, (doc) => withList(doc, { list, entries }), what);

  if (intent === "entry") {
    const raw = form.get("entry");
    const entry = raw === "new" ? null : Number(raw);
    if (entry !== null && !(Number.isInteger(entry) && current.entries[entry - 1])) {
      throw data("No such question", { status: 404 });
    }
    const { candidate, values, rows } = readEntry(form);
    const parsed = parseStaffForm(form, faqEntrySchema, { prepare: () => candidate });
    if (!parsed.ok) return refuse({ values, errors: onFormRows(parsed.errors, { links: rows }), problems: [] });
    const edit = parsed.value;
    const broken = edit.links.findIndex(
      (l) => l.href.startsWith("/") && !sitePage(l.href, indexablePaths(contentOf(args))),
    );
    if (broken >= 0) {
      const errors = { [`links.${rows[broken]}.href`]: "No page of the site has this path (e.g. /book)." };
      return refuse({ values, errors, problems: [] });
    }
    const entries = entry === null ? [...current.entries, edit] : current.entries.with(entry - 1, edit);
    const place = entry ?? entries.length;
    const saved = await save(
      entries,
      `${entry === null ? "added" : "edited"} question ${place} of the ${listName(list, m)}`,
    );
    if (!saved.ok) return refuse({ values, problems: saved.problems }, refusedStatus(saved));
    return redirect(`${PATH}?list=${list}&entry=${place}&saved=1`, 303);
  }

  const index = Number(form.get("index"));
  if (!Number.isInteger(index) || !current.entries[index]) throw data("No such question", { status: 400 });
  let entries: FaqEntryEdit[];
  let place = index + 1;
  if (intent === "remove") entries = current.entries.toSpliced(index, 1);
  else if (intent === "up" || intent === "down") {
    const to = intent === "up" ? index - 1 : index + 1;
    const other = current.entries[to];
    if (!other) throw data("That question cannot move further", { status: 400 });
    entries = current.entries.with(to, current.entries[index] as FaqEntryEdit).with(index, other);
    place = to + 1;
  } else throw data("Unknown action", { status: 400 });
  const what = intent === "remove" ? `removed question ${index + 1}` : `moved question ${index + 1} to ${place}`;
  const saved = await save(entries, `${what} of the ${listName(list, m)}`);
  if (!saved.ok) return refuse({ problems: saved.problems }, refusedStatus(saved));
  return redirect(`${PATH}?list=${list}&done=${intent}-${place}`, 303);
}

export default function StaffContentFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, header } = loaderData;
  const page = { csrf, revision: header.revision, problems: actionData?.problems ?? [] };
  const saved = !actionData && "saved" in loaderData && loaderData.saved;
  const answer = { ...page, errors: actionData?.errors ?? {}, saved };
  return (
    <div className="grid gap-8">
      <ContentHeader title="Questions (FAQ)" current={PATH} draft={header} />
      {loaderData.view === "overview" ? (
        <FaqOverview {...answer} rows={loaderData.rows} intro={actionData?.values ?? loaderData.intro} />
      ) : loaderData.view === "list" ? (
        <FaqListEditor
          {...page}
          list={loaderData.list}
          name={loaderData.name}
          path={loaderData.path}
          entries={loaderData.entries}
          status={actionData ? null : loaderData.status}
        />
      ) : (
        <FaqEntryForm
          {...answer}
          list={loaderData.list}
          name={loaderData.name}
          entry={loaderData.entry}
          values={actionData?.values ?? loaderData.values}
        />
      )}
    </div>
  );
}
