import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { CsrfField, StaffPanel, staffClasses } from "~/components/staff/StaffLayout";
import { type PageTextEdit, replaceOrAdd } from "~/content/editable";
import { type TextModule, textItems, textModules, textsOf } from "~/content/texts";
import { draftContent, draftDocument, refusedStatus, revisionOf, updateDraft } from "~/lib/content/store.server";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { requireCsrf, staffOf } from "~/lib/staff/auth.server";
import type { Route } from "./+types/staff.content.pages";

export const meta: Route.MetaFunction = () => [
  { title: "Page texts · Site content · Staff" },
  { name: "robots", content: "noindex, nofollow" },
];

const isModule = (value: string | null): value is TextModule => !!value && Object.hasOwn(textModules, value);

export async function loader(args: Route.LoaderArgs) {
  const staff = staffOf(args);
  const url = new URL(args.request.url);
  const module = url.searchParams.get("module");
  const item = url.searchParams.get("item");
  const draft = await draftDocument(staff.svc.storage.db);
  const modules = Object.entries(textModules).map(([key, label]) => ({ key, label }));
  const current = isModule(module) ? module : null;
  const { modules: m } = draftContent(draft);
  const items = current ? textItems(m, current) : [];
  const chosen = current && items.find((i) => i.path === item);
  return {
    csrf: staff.csrf,
    draft: { changed: draft.changed, by: draft.by, at: draft.at, revision: draft.revision },
    modules,
    module: current,
    items,
    item: chosen || null,
    texts: current && chosen ? textsOf(m, current, chosen.path) : [],
    saved: url.searchParams.has("saved"),
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = staffOf(args);
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  const module = String(form.get("module"));
  const item = String(form.get("item"));
  const draft = await draftDocument(staff.svc.storage.db);
  const { modules: m } = draftContent(draft);
  if (!isModule(module) || !textItems(m, module).some((i) => i.path === item)) {
    throw data("No such page texts.", { status: 404 });
  }
  const { document } = draft;
  const shown = textsOf(m, module, item);
  const edits: PageTextEdit[] = [];
  const problems: string[] = [];
  // What was typed, to show again if the save is refused. A browser sends a textarea's line ends as \r\n.
  const values: Record<string, string> = {};
  const typed = (name: string) => {
    values[name] = String(form.get(name) ?? "");
    return values[name].replace(/\r\n?/g, "\n").trim();
  };
  shown.forEach((text, i) => {
    const en = typed(`en.${i}`);
    // A text the Spanish page does not say in its own words (a name) is the English one.
    const es = text.es === undefined ? en : typed(`es.${i}`);
    if (form.get(`key.${i}`) !== text.key) problems.push("The page changed while you edited it: open it again.");
    else if (!en) problems.push(`${text.label}: the English text is required.`);
    const drafted = document.texts.some((d) => d.key === text.key);
    if (drafted || en !== text.en || es !== (text.es ?? en)) edits.push({ key: text.key, en, es });
  });
  if (problems.length) return data({ values, problems: [...new Set(problems)] }, { status: 400 });
  // A text set back to the repository's words is dropped from the edition (checkDocument): it follows the repository.
  const saved = await updateDraft(
    staff.svc.storage.db,
    staff.member,
    (doc) => ({ ...doc, texts: edits.reduce((texts, edit) => replaceOrAdd(texts, edit, (t) => t.key), doc.texts) }),
    `page texts: ${module} ${item}`,
    revisionOf(form),
  );
  if (!saved.ok) return data({ values, problems: saved.problems }, { status: refusedStatus(saved) });
  return redirect(`/staff/content/pages?module=${module}&item=${encodeURIComponent(item)}&saved=1`);
}

export default function StaffContentPages({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, modules, module, items, item, texts, saved } = loaderData;
  // A refused save shows what was typed, not the draft.
  const typed = actionData?.values ?? {};
  return (
    <>
      <ContentHeader title="Page texts" current="/staff/content/pages" draft={draft} />
      <p className="text-slate-text mt-4 max-w-3xl">
        Every sentence of the pages, in English and Spanish side by side. Choose a page, change its words and save them
        in the draft; nothing changes on the site until the draft is published.
      </p>
      <nav aria-label="Pages" className="mt-6 flex flex-wrap gap-2 text-sm">
        {modules.map((m) => (
          <a
            key={m.key}
            href={`/staff/content/pages?module=${m.key}`}
            aria-current={m.key === module ? "page" : undefined}
            className={m.key === module ? staffClasses.button : staffClasses.secondary}
          >
            {m.label}
          </a>
        ))}
      </nav>
      {module ? (
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {items.map((i) => (
            <li key={i.path}>
              <a
                href={`/staff/content/pages?module=${module}&item=${encodeURIComponent(i.path)}`}
                aria-current={i.path === item?.path ? "page" : undefined}
                className="text-gold-700 underline underline-offset-2 aria-[current=page]:font-semibold"
              >
                {i.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {saved ? (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Saved in the draft.
        </p>
      ) : null}
      {actionData?.problems.length ? (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">Nothing was saved:</p>
          <ul className="mt-1 list-disc pl-5">
            {actionData.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {module && item ? (
        <StaffPanel id="texts" title={item.label}>
          <form method="post" className="mt-4 grid gap-6">
            <CsrfField csrf={csrf} />
            <input type="hidden" name="module" value={module} />
            <input type="hidden" name="item" value={item.path} />
            <RevisionField revision={draft.revision} />
            {texts.map((text, i) => (
              <fieldset key={text.key} className="grid min-w-0 gap-2">
                <legend className="text-ink-950 mb-1 text-sm font-medium">{text.label}</legend>
                <input type="hidden" name={`key.${i}`} value={text.key} />
                <div className="grid gap-3 md:grid-cols-2">
                  <label className="grid min-w-0 gap-1 text-sm">
                    English
                    <textarea
                      name={`en.${i}`}
                      lang="en"
                      rows={Math.min(8, Math.ceil(text.en.length / 70) + 1)}
                      defaultValue={typed[`en.${i}`] ?? text.en}
                      maxLength={5_000}
                      required
                      className={`${staffClasses.input} w-full py-2`}
                    />
                  </label>
                  {text.es === undefined ? (
                    <p className="text-slate-text text-sm">Spanish: the same words (a name).</p>
                  ) : (
                    <label className="grid min-w-0 gap-1 text-sm">
                      Spanish
                      <textarea
                        name={`es.${i}`}
                        lang="es"
                        rows={Math.min(8, Math.ceil(text.es.length / 70) + 1)}
                        defaultValue={typed[`es.${i}`] ?? text.es}
                        maxLength={5_000}
                        className={`${staffClasses.input} w-full py-2`}
                      />
                    </label>
                  )}
                </div>
              </fieldset>
            ))}
            <div>
              <button type="submit" className={staffClasses.button}>
                Save in the draft
              </button>
            </div>
          </form>
        </StaffPanel>
      ) : null}
    </>
  );
}
