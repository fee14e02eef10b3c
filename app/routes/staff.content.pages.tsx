import { data, redirect } from "react-router";
import { ContentHeader, RevisionField } from "~/components/staff/content/ContentHeader";
import { Fold } from "~/components/staff/content/Fold";
import { PreviewLinks } from "~/components/staff/content/PreviewLinks";
import {
  CsrfField,
  RefusedNote,
  StaffPanel,
  StatusNote,
  SubmitRow,
  staffClasses,
} from "~/components/staff/StaffLayout";
import { type PageTextEdit, replaceOrAdd } from "~/content/editable";
import { fieldId, type PageText, pageOfItem, type TextModule, textItems, textModules, textsOf } from "~/content/texts";
import { saveFromForm } from "~/lib/content/draft-form.server";
import { draftContent, draftDocument, refusedStatus } from "~/lib/content/store.server";
import type { Lang } from "~/lib/lang";
import { staffFormOf, staffOf } from "~/lib/staff/auth.server";
import { draftHeader } from "~/lib/staff/draft-header";
import { staffMeta } from "~/lib/staff/meta";
import type { Route } from "./+types/staff.content.pages";

export const meta: Route.MetaFunction = () => staffMeta("Page texts · Site content");

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
    draft: draftHeader(draft),
    modules,
    module: current,
    items,
    item: chosen || null,
    texts: current && chosen ? textsOf(m, current, chosen.path) : [],
    page: current && chosen ? pageOfItem(current, chosen.path) : null,
    // The text the owner came for (from the preview): its part of the page opens, the field is marked.
    field: url.searchParams.get("field"),
    saved: url.searchParams.has("saved"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { staff, form } = await staffFormOf(args);
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
    else if (!en) problems.push(`${text.group} · ${text.label}: the English text is required.`);
    const drafted = document.texts.some((d) => d.key === text.key);
    if (drafted || en !== text.en || es !== (text.es ?? en)) edits.push({ key: text.key, en, es });
  });
  if (problems.length) return data({ values, problems: [...new Set(problems)] }, { status: 400 });
  // A text set back to the repository's words is dropped from the edition (checkDocument): it follows the repository.
  const saved = await saveFromForm(
    staff,
    form,
    (doc) => ({ ...doc, texts: edits.reduce((texts, edit) => replaceOrAdd(texts, edit, (t) => t.key), doc.texts) }),
    `page texts: ${module} ${item}`,
  );
  if (!saved.ok) return data({ values, problems: saved.problems }, { status: refusedStatus(saved) });
  return redirect(`/staff/content/pages?module=${module}&item=${encodeURIComponent(item)}&saved=1`);
}

/** One height for both languages' boxes, so the two stay side by side: the longer text's, up to 8 lines. */
const rowsFor = (text: PageText) => Math.min(8, Math.ceil(Math.max(text.en.length, text.es?.length ?? 0) / 70) + 1);

/** One language's box for text `index`: what was typed if a save was refused, else the draft's words. */
function WordsBox({
  lang,
  text,
  index,
  typed,
}: {
  lang: Lang;
  text: PageText;
  index: number;
  typed: Record<string, string>;
}) {
  const name = `${lang}.${index}`;
  return (
    <label className="grid min-w-0 content-start gap-1 text-sm">
      {lang === "en" ? "English" : "Spanish"}
      <textarea
        name={name}
        lang={lang}
        rows={rowsFor(text)}
        defaultValue={typed[name] ?? text[lang]}
        maxLength={5_000}
        required={lang === "en"}
        className={`${staffClasses.input} w-full py-2`}
      />
    </label>
  );
}

/** The texts in the parts of the page they sit in, in order: "Top of the page", "Section 3", … */
function partsOf(texts: PageText[]): { group: string; title: string; texts: { text: PageText; index: number }[] }[] {
  const parts: ReturnType<typeof partsOf> = [];
  texts.forEach((text, index) => {
    const part = parts.find((p) => p.group === text.group);
    if (part) part.texts.push({ text, index });
    else parts.push({ group: text.group, title: text.group, texts: [{ text, index }] });
  });
  // A numbered part is called by its heading too: "Section 3 · How Wedding Valet Works".
  for (const part of parts) {
    const heading = part.texts.find(({ text }) => text.label === "Heading" || text.label === "Title");
    if (heading && /\d$/.test(part.group)) part.title = `${part.group} · ${heading.text.en}`;
  }
  return parts;
}

export default function StaffContentPages({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, draft, modules, module, items, item, texts, page, field, saved } = loaderData;
  const parts = partsOf(texts);
  // The items by the list they belong to, the pages of their own (a service, a city) first.
  const lists: { name: string; items: typeof items }[] = [];
  for (const i of items) {
    const found = lists.find((l) => l.name === i.list);
    if (found) found.items.push(i);
    else lists.push({ name: i.list, items: [i] });
  }
  lists.sort((a, b) => Number(b.items.some((i) => i.page)) - Number(a.items.some((i) => i.page)));
  const wanted = parts.findIndex((part) => part.texts.some(({ text }) => text.key === field));
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
        <div className="mt-4 grid gap-3">
          {lists.map((list) => (
            <div key={list.name} className="grid gap-1">
              {lists.length > 1 ? (
                <p className="text-slate-text text-xs font-medium tracking-wide uppercase">{list.name}</p>
              ) : null}
              <ul aria-label={list.name} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {list.items.map((i) => (
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
            </div>
          ))}
        </div>
      ) : null}
      {saved ? <StatusNote>Saved in the draft.</StatusNote> : null}
      {actionData?.problems.length ? <RefusedNote heading="Nothing was saved:" problems={actionData.problems} /> : null}
      {module && item ? (
        <StaffPanel id="texts" title={item.label} className="mt-6">
          {page ? <PreviewLinks page={page} className="mt-2" /> : null}
          <p className="text-slate-text mt-2 text-sm">
            {texts.length} texts in {parts.length} parts of the page: open a part to change its words.
          </p>
          <form method="post" className="mt-4 grid gap-3">
            <CsrfField csrf={csrf} />
            <input type="hidden" name="module" value={module} />
            <input type="hidden" name="item" value={item.path} />
            <RevisionField revision={draft.revision} />
            {parts.map((part, p) => (
              <Fold
                key={part.group}
                open={wanted >= 0 ? p === wanted : p === 0}
                title={part.title}
                aside={`${part.texts.length} ${part.texts.length === 1 ? "text" : "texts"}`}
              >
                <div className="grid gap-5 px-4 pt-2 pb-3">
                  {part.texts.map(({ text, index: i }) => (
                    <fieldset
                      key={text.key}
                      id={fieldId(text.key)}
                      aria-current={text.key === field ? "true" : undefined}
                      className="aria-[current=true]:border-gold-500 aria-[current=true]:bg-gold-400-15 min-w-0 scroll-mt-6 rounded-xl aria-[current=true]:border-l-4 aria-[current=true]:px-4 aria-[current=true]:py-3"
                    >
                      {/* Floated, the legend is laid out as a line of the field, not on its border. */}
                      <legend className="text-ink-950 float-left mb-2 w-full text-sm font-medium">{text.label}</legend>
                      <input type="hidden" name={`key.${i}`} value={text.key} />
                      <div className="clear-both grid gap-3 md:grid-cols-2">
                        <WordsBox lang="en" text={text} index={i} typed={typed} />
                        {text.es === undefined ? (
                          <p className="text-slate-text text-sm">Spanish: the same words (a name).</p>
                        ) : (
                          <WordsBox lang="es" text={text} index={i} typed={typed} />
                        )}
                      </div>
                    </fieldset>
                  ))}
                </div>
              </Fold>
            ))}
            <SubmitRow>Save in the draft</SubmitRow>
          </form>
        </StaffPanel>
      ) : null}
    </>
  );
}
