import postcss, { type AtRule, type Root } from "postcss";

/*
 * A page carries only the rules it can use (ADR 044): a content page fits the ~14.6 KB a server sends before the
 * phone's first acknowledgement, and paints one round trip sooner; a form page is rendered and compressed for each
 * visitor (its token), and sends 23 KB less CSS. A form page's island can render classes its markup does not have
 * yet (errors, the estimate): it brings their rules when it runs, in the whole stylesheet (`later`).
 */

/** What the scripts a page runs can add to it: every word of theirs may be a class, an element or a property. */
export interface ScriptNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  properties: ReadonlySet<string>;
  /** Whether any script's text holds `name` anywhere (`.site-header` in a selector, `scroll-top` in an attribute). */
  mentions(name: string): boolean;
}

/** The names in the scripts a page runs, read once for every page that runs them. */
export function namesInScripts(scripts: readonly string[]): ScriptNames {
  const classes = new Set<string>();
  const elements = new Set<string>();
  const properties = new Set<string>();
  for (const script of scripts) {
    // A script names a class whole, in a string (`classList.add("js")`, a className): split on quotes and spaces.
    for (const word of script.split(/[\s"'`]+/)) {
      classes.add(word);
      for (const name of word.match(/[a-z][\w-]*/gi) ?? []) elements.add(name.toLowerCase());
    }
    for (const [name] of script.matchAll(/--[\w-]+/g)) properties.add(name);
  }
  return { classes, elements, properties, mentions: (name) => scripts.some((script) => script.includes(name)) };
}

/** What a page's markup names: its classes (unescaped), its elements, and its custom property words. */
interface PageNames {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
  /** Whether it has a form field. */
  hasFields: boolean;
  /** Each run of name characters from a "--" on: a property is named by the page when it is part of one. */
  properties: readonly string[];
}

function namesInPage(html: string): PageNames {
  const classes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const token of value.split(/\s+/)) if (token) classes.add(unescapeHtml(token));
  }
  const elements = new Set(["html", "body"]);
  for (const [, tag = ""] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(tag.toLowerCase());
  const properties = [...new Set(Array.from(html.matchAll(/--[\w-]+/g), ([name]) => name))];
  return { classes, elements, hasFields: /<(input|textarea|select)\b/i.test(html), properties };
}

const entities: Record<string, string> = { amp: "&", quot: '"', "#39": "'", "#x27": "'", lt: "<", gt: ">" };
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, name: string) => entities[name] ?? "");

/**
 * The parts of form fields the reset styles. A page whose markup has no field drops their rules: no script on a
 * content page adds a field.
 */
const fieldPart =
  /::(placeholder|file-selector-button|-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration))/;

/**
 * The stylesheet without what the page cannot use. A rule goes when none of its selectors can match: a selector can
 * match when each class it names is used and each element it names outside parentheses is in the page. The states
 * it also requires (pseudo-classes, attributes a script toggles, media) are not evaluated: the page may reach them.
 * Rules that name neither (`:focus-visible`, attribute rules), font faces and keyframes stay. Then the custom
 * properties nothing reads go, with their `@property` registrations.
 */
export function pruneCss(css: string, html: string, scripts: ScriptNames): string {
  return stylesheetPruner(css, scripts, { capacity: 1 }).cut(html);
}

const namesProperty = (page: PageNames, name: string) => page.properties.some((words) => words.includes(name));

/** The classes and elements a stylesheet's selectors require, in its order. */
function namesInStylesheet(root: Root) {
  const classes = new Set<string>();
  const elements = new Set<string>();
  root.walkRules((rule) => {
    for (const selector of rule.selectors) {
      for (const name of classesOf(selector)) classes.add(name);
      for (const name of elementsOf(selector)) elements.add(name);
    }
  });
  return { classes, elements };
}

/**
 * `pruneCss` for one stylesheet and the scripts of the pages that carry it: the stylesheet parsed once, and its last
 * `capacity` cuts remembered by what decides them, the names it mentions that the page uses (its classes, elements
 * and custom properties) and whether the page has a field. The pages of one template use the same names, a
 * publication renders every page, and a form page is rendered for each visitor (its token); a cut is 10–50 ms of
 * PostCSS. With `short`, the classes no script mentions go under short names (`shortNames`) in the cut rules and in
 * the page's markup alike; a form page's island renders its own classes again, by the names its script holds.
 */
export function stylesheetPruner(
  css: string,
  scripts: ScriptNames,
  {
    capacity = 64,
    short = false,
    later,
  }: {
    capacity?: number;
    short?: boolean;
    /**
     * A script that brings the whole stylesheet with it when it runs (the form island, ADR 044): its classes keep
     * their names, but count for the page only once it runs, so the page's cut leaves out the rules only it needs.
     */
    later?: ScriptNames;
  } = {},
) {
  const parsed = postcss.parse(css);
  const { classes, elements } = namesInStylesheet(parsed);
  const properties = [...new Set(Array.from(css.matchAll(/--[\w-]+/g), ([name]) => name))];
  const kept: Pick<ScriptNames, "mentions"> = later
    ? { mentions: (name) => scripts.mentions(name) || later.mentions(name) }
    : scripts;
  const renames = short ? shortNames(classes, kept) : new Map<string, string>();
  const cuts = new Map<string, string>();
  const cut = (html: string): string => {
    const page = namesInPage(html);
    const hasClass = (name: string) => page.classes.has(name) || scripts.classes.has(name);
    const hasElement = (name: string) => page.elements.has(name) || scripts.elements.has(name);
    const named = (name: string) => scripts.properties.has(name) || namesProperty(page, name);
    const key = [
      page.hasFields,
      [...classes].filter(hasClass).join(" "),
      [...elements].filter(hasElement).join(" "),
      properties.filter(named).join(" "),
    ].join("\n");
    let rules = cuts.get(key);
    if (rules === undefined) {
      rules = renameRules(cutOf(parsed.clone(), hasClass, hasElement, page.hasFields, named), renames).toString();
      if (cuts.size >= capacity) cuts.delete(cuts.keys().next().value as string);
    } else cuts.delete(key);
    cuts.set(key, rules);
    return rules;
  };
  let whole: string | undefined;
  return {
    /** The rules the page can use. */
    cut,
    /** The whole stylesheet under the names the pages have: what `later` brings. */
    whole: () => {
      whole ??= renameRules(parsed.clone(), renames).toString();
      return whole;
    },
    /** `html`, whose stylesheet is empty at `at`, with the rules it can use there. */
    page: (html: string, at: number) =>
      renamedMarkup(html.slice(0, at), renames) + cut(html) + renamedMarkup(html.slice(at), renames),
  };
}

/**
 * A short name for each class of the stylesheet that no script mentions: `_a`, `_b`, … `_aa`, in the stylesheet's
 * order. A utility's name (`supports-[animation-timeline:scroll()]:[animation-name:scroll-top-show]`) is written
 * in every element that uses it and in its rules; the short names make a content page 1.1–1.7 KB smaller as sent,
 * a form page about 0.7 KB (ADR 044). No class of Tailwind's or ours starts with `_`, and none a script names is renamed: a script may
 * add it or look for it.
 */
export function shortNames(
  classes: Iterable<string>,
  scripts: Pick<ScriptNames, "mentions">,
): ReadonlyMap<string, string> {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const names = new Map<string, string>();
  for (const name of classes) {
    if (scripts.mentions(name)) continue;
    let short = "";
    for (let n = names.size; ; n = Math.floor(n / letters.length) - 1) {
      short = letters[n % letters.length] + short;
      if (n < letters.length) break;
    }
    names.set(name, `_${short}`);
  }
  return names;
}

/** The whole stylesheet with the short names a page's rules and markup have (by its scripts): what they were cut from. */
export const renamedStylesheet = (css: string, scripts: ScriptNames): string =>
  stylesheetPruner(css, scripts, { short: true }).whole();

/** A class in a selector (its name escaped), or an attribute selector, whose quoted text names no class. */
const classInSelector = /\[(?:[^\]\\]|\\.)*\]|\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;

/** The rules with each renamed class's short name in their selectors. */
function renameRules(root: Root, renames: ReadonlyMap<string, string>): Root {
  if (renames.size === 0) return root;
  root.walkRules((rule) => {
    rule.selector = rule.selector.replace(classInSelector, (whole, name: string | undefined) => {
      const short = name && renames.get(unescapeCss(name));
      return short ? `.${short}` : whole;
    });
  });
  return root;
}

/** Markup with each renamed class's short name in its class attributes; inline scripts as they are (their hashes). */
function renamedMarkup(html: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return html;
  return html.replace(/<script\b[\s\S]*?<\/script>|\bclass="([^"]*)"/g, (whole, value: string | undefined) =>
    value === undefined
      ? whole
      : `class="${value
          .split(/\s+/)
          .filter(Boolean)
          .map((token) => renames.get(unescapeHtml(token)) ?? token)
          .join(" ")}"`,
  );
}

function cutOf(
  root: Root,
  hasClass: (name: string) => boolean,
  hasElement: (name: string) => boolean,
  hasFields: boolean,
  named: (property: string) => boolean,
): Root {
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && (rule.parent as AtRule).name.endsWith("keyframes")) return;
    const kept = rule.selectors.filter(
      (selector) =>
        classesOf(selector).every(hasClass) &&
        elementsOf(selector).every(hasElement) &&
        (hasFields || !fieldPart.test(selector)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  pruneCustomProperties(root, named);
  removeEmpty(root);
  return root;
}

/** Rules and groups left empty, innermost first. */
function removeEmpty(root: Root) {
  let removed = 0;
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
      node.remove();
      removed++;
    }
  });
  if (removed) removeEmpty(root);
}

/** Custom properties no `var()` left reads and the page does not name, through chains of them. */
function pruneCustomProperties(root: Root, named: (property: string) => boolean) {
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const [name] of decl.value.matchAll(/--[\w-]+/g)) read.add(name);
    });
    const unread = (name: string) => !read.has(name) && !named(name);
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (unread(decl.prop)) {
        decl.remove();
        removed++;
      }
    });
    root.walkAtRules("property", (atRule) => {
      if (unread(atRule.params.trim())) {
        atRule.remove();
        removed++;
      }
    });
    if (removed === 0) return;
  }
}

/** The class names a selector requires, unescaped (`.hover\:bg-x` names `hover:bg-x`). */
export function classesOf(selector: string): string[] {
  // Inside :not(…) a class is one the element must not have: not a requirement.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...required.matchAll(classInSelector)].flatMap(([, name]) => (name ? [unescapeCss(name)] : []));
}

/** A class name as a selector writes it, unescaped (`hover\:bg-x` is `hover:bg-x`). */
const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );

/** The element names a selector requires outside parentheses and brackets (`:is(a, b)` needs either, not both). */
export function elementsOf(selector: string): string[] {
  let plain = selector.replace(/\\[0-9a-fA-F]{1,6} ?|\\./g, "_").replace(/\[[^\]]*\]/g, "");
  for (let before = ""; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, "");
  }
  return [...plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, name = ""]) => name.toLowerCase());
}
