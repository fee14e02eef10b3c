// @ts-check
import postcss from "postcss";

/**
 * The class names and element names a page can carry: every token of its class attributes, every tag of its
 * markup, and every word of its scripts (a class or an element a script adds, such as `js` on <html> or the
 * island's inputs, is a string there).
 * @param {string} html the page without its stylesheet @param {string[]} scripts the scripts the page loads
 */
function namesUsedBy(html, scripts) {
  /** @type {Set<string>} */
  const classes = new Set();
  for (const [, value = ""] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const token of value.split(/\s+/)) if (token) classes.add(unescapeHtml(token));
  }
  const elements = new Set([
    "html",
    "body",
    ...[...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map(([, tag = ""]) => tag.toLowerCase()),
  ]);
  for (const script of scripts) {
    for (const word of script.match(/[\w-]+/g) ?? []) {
      classes.add(word);
      elements.add(word.toLowerCase());
    }
  }
  return { classes, elements };
}

/** @type {Record<string, string>} */
const entities = { amp: "&", quot: '"', "#39": "'", lt: "<", gt: ">" };
/** @param {string} text */
const unescapeHtml = (text) => text.replace(/&(amp|quot|#39|lt|gt);/g, (_, name) => entities[name] ?? "");

/**
 * The stylesheet without what the page cannot use. A rule goes when none of its selectors can match: a selector
 * matches when each class it names is used and each element it names outside parentheses is in the page (the
 * reset's rules for <code>, <table> or <progress> on a page without them); the states it also requires
 * (pseudo-classes, attributes a script toggles, media) are kept, since the page may reach them. The rules for the
 * parts of form fields go on a page without fields. Rules that name neither (:focus-visible, attribute rules),
 * font faces and keyframes stay. Then custom properties nothing reads go.
 * @param {string} css @param {string} html the page without its stylesheet @param {string[]} scripts its scripts
 */
export function pruneCss(css, html, scripts) {
  const { classes, elements } = namesUsedBy(html, scripts);
  const hasFields = /<(input|textarea|select)\b/i.test(html);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe selectors (`12.5%`) are not class selectors.
    if (rule.parent?.type === "atrule" && /keyframes$/.test(/** @type {postcss.AtRule} */ (rule.parent).name)) return;
    const kept = rule.selectors.filter(
      (selector) =>
        classesOf(selector).every((name) => classes.has(name)) &&
        elementsOf(selector).every((name) => elements.has(name)) &&
        (hasFields || !fieldPart.test(selector)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  pruneCustomProperties(root, [html, ...scripts].join("\n"));
  removeEmpty(root);
  return root.toString();
}

/**
 * The parts of form fields the reset styles (`::placeholder`, the date fields' parts, the file button…). A page
 * whose markup has no field drops their rules: its scripts may name `input` (the site script looks for hidden
 * inputs to fill), but none adds a field; the form's island hydrates fields already in the markup.
 */
const fieldPart =
  /::(placeholder|file-selector-button|-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration))/;

/** Rules and groups left empty, innermost first. @param {postcss.Root} root */
function removeEmpty(root) {
  let removed = 0;
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
      node.remove();
      removed++;
    }
  });
  if (removed) removeEmpty(root);
}

/**
 * Custom properties nothing reads any more (the theme's and the utilities' left by the rules pruned): their
 * declarations and @property registrations go, until every one left is read by a var() in the stylesheet or
 * appears in the page's markup or scripts.
 * @param {postcss.Root} root @param {string} context the page's markup and scripts
 */
function pruneCustomProperties(root, context) {
  for (;;) {
    /** @type {Set<string>} */
    const read = new Set();
    root.walkDecls((decl) => {
      for (const [name] of decl.value.matchAll(/--[\w-]+/g)) read.add(name);
    });
    const unread = (/** @type {string} */ name) => !read.has(name) && !context.includes(name);
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

/** The class names a selector requires, unescaped (`.hover\:bg-x` names `hover:bg-x`). @param {string} selector */
export function classesOf(selector) {
  // Inside :not(…) a class is one the element must not have: not a requirement.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, "");
  return [...required.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)].map(([, name = ""]) =>
    name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
    ),
  );
}

/**
 * The element names a selector requires outside parentheses and brackets (`:is(a, b)` needs one of them, not
 * both; `[type=button]` is an attribute). @param {string} selector
 */
export function elementsOf(selector) {
  let plain = selector.replace(/\\[0-9a-fA-F]{1,6} ?|\\./g, "_").replace(/\[[^\]]*\]/g, "");
  for (let before = ""; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, "");
  }
  return [...plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][\w-]*)/g)].map(([, name = ""]) => name.toLowerCase());
}
