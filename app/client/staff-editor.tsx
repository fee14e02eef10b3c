// The staff editor's script (docs/content.md), on the editor screens that offer more with it: the address a new
// post, city or testimonial will have, kept current as its title is typed; the article's toolbar, live preview and
// photographs; the office's clock beside each time typed on the owner's. Every screen works without it (the server
// derives, converts and says the same on save). Bundled on its own (vite.config.ts, clientScripts) and linked by
// those screens alone: public pages never carry it.
import { createRoot } from "react-dom/client";
import { Markdown } from "~/components/sections/Markdown";
import { officeTimeText } from "~/lib/owner-clock";
import { chooseSlug } from "~/lib/slug";

const doc = document;

/** A new item's address: filled from its title until the owner types in the box, and announced under it. */
function addressFields() {
  for (const input of doc.querySelectorAll<HTMLInputElement>("input[data-slug-from]")) {
    const sources = (input.dataset.slugFrom ?? "")
      .split(" ")
      .map((id) => doc.getElementById(id))
      .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
    const prefix = input.dataset.slugPrefix ?? "";
    const taken = new Set<string>(JSON.parse(input.dataset.slugTaken ?? "[]") as string[]);
    const says = doc.querySelector<HTMLElement>(`[data-slug-says="${input.id}"]`);
    // Filled by this script until the owner types an address of their own (or empties the box again).
    let auto = input.value === "";
    const update = () => {
      const title = sources.map((s) => s.value).join(" ");
      if (auto) {
        const made = chooseSlug("", title, taken, { what: "", from: "", address: (s) => s });
        input.value = made.ok ? made.slug : "";
      }
      const choice = chooseSlug(input.value, title, taken, {
        what: input.dataset.slugWhat ?? "item",
        from: "title",
        address: (slug) => (prefix ? `the address ${prefix}${slug}` : `the id “${slug}”`),
      });
      if (!says) return;
      if (choice.ok) {
        says.textContent = prefix ? "The address it will have: " : "Its id will be: ";
        const strong = doc.createElement("strong");
        strong.className = "text-ink-950 font-mono break-all";
        strong.textContent = `${prefix}${choice.slug}`;
        says.append(strong);
      } else says.textContent = input.value || title.trim() ? choice.error : "Made from the title when you save.";
    };
    for (const source of sources) source.addEventListener("input", update);
    input.addEventListener("input", () => {
      auto = input.value === "";
      update();
    });
    update();
  }
}

/** Replaces the selection of `area` with `text`, as typing would (the browser's undo keeps it), and selects a part. */
function insert(area: HTMLTextAreaElement, text: string, select?: [number, number]) {
  const start = area.selectionStart;
  area.focus();
  if (!doc.execCommand?.("insertText", false, text)) {
    area.setRangeText(text, start, area.selectionEnd, "end");
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  if (select) area.setSelectionRange(start + select[0], start + select[1]);
}

/** The whole lines the selection touches, selected; a selection ending at a line break stops before it. */
function selectLines(area: HTMLTextAreaElement): string {
  const { value, selectionStart } = area;
  const from = selectionStart === 0 ? 0 : value.lastIndexOf("\n", selectionStart - 1) + 1;
  let end = area.selectionEnd;
  if (end > selectionStart && value[end - 1] === "\n") end -= 1;
  const next = value.indexOf("\n", end);
  const to = next < 0 ? value.length : next;
  area.setSelectionRange(from, to);
  return value.slice(from, to);
}

const formats: Record<string, (area: HTMLTextAreaElement) => void> = {
  heading: (area) => {
    const line = selectLines(area).replace(/^#+\s*/, "");
    insert(area, `## ${line}`);
  },
  bold: (area) => {
    const chosen = area.value.slice(area.selectionStart, area.selectionEnd);
    const words = chosen || "bold words";
    insert(area, `**${words}**`, [2, 2 + words.length]);
  },
  list: (area) => {
    const lines = selectLines(area).split("\n");
    insert(area, lines.map((line) => (/^\s*[-*]\s/.test(line) ? line : `- ${line}`)).join("\n"));
  },
  link: (area) => {
    const chosen = area.value.slice(area.selectionStart, area.selectionEnd) || "words of the link";
    const text = `[${chosen}](https://)`;
    // The address is selected, to type over.
    insert(area, text, [chosen.length + 3, text.length - 1]);
  },
};

/** The article's toolbars, previews and photographs. */
function articleEditors() {
  const library = doc.getElementById("post-photo-library");
  let lastArea: HTMLTextAreaElement | null = null;
  for (const toolbar of doc.querySelectorAll<HTMLElement>("[data-markdown-toolbar]")) {
    const area = doc.getElementById(toolbar.dataset.markdownToolbar ?? "");
    if (!(area instanceof HTMLTextAreaElement)) continue;
    lastArea ??= area;
    area.addEventListener("focus", () => {
      lastArea = area;
    });
    toolbar.hidden = false;
    toolbar.addEventListener("click", (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>("button[data-markdown]");
      const action = button?.dataset.markdown;
      if (!action) return;
      lastArea = area;
      if (action === "photo") {
        if (!(library instanceof HTMLDetailsElement)) return;
        library.open = true;
        library.scrollIntoView({ block: "nearest" });
        (
          library.querySelector<HTMLButtonElement>("button[data-insert-markdown]") ?? library.querySelector("summary")
        )?.focus();
        return;
      }
      formats[action]?.(area);
    });
    const preview = doc.querySelector<HTMLElement>(`[data-markdown-preview="${area.id}"]`);
    const target = preview?.querySelector<HTMLElement>(".prose-body");
    if (!preview || !target) continue;
    preview.hidden = false;
    const root = createRoot(target);
    let queued = false;
    const render = () => {
      queued = false;
      root.render(<Markdown>{area.value}</Markdown>);
    };
    area.addEventListener("input", () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(render);
    });
    render();
  }
  for (const button of doc.querySelectorAll<HTMLButtonElement>("button[data-insert-markdown]")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      if (!lastArea) return;
      const before = lastArea.value.slice(0, lastArea.selectionStart);
      // An image is a paragraph of its own.
      const gap = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
      insert(lastArea, `${gap}${button.dataset.insertMarkdown ?? ""}\n\n`);
    });
  }
}

/** Beside each time typed on the owner's clock, the office's, as the field's value changes. */
function officeClocks() {
  for (const input of doc.querySelectorAll<HTMLInputElement>("input[data-office-clock]")) {
    const says = doc.getElementById(input.dataset.officeClock ?? "");
    if (!says) continue;
    const update = () => {
      says.textContent = officeTimeText(input.value);
    };
    input.addEventListener("input", update);
    input.addEventListener("change", update);
  }
}

addressFields();
articleEditors();
officeClocks();
