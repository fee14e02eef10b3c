import { Root } from "postcss";
import { describe, expect, it, vi } from "vitest";
import { classesOf, elementsOf, namesInScripts, pruneCss, shortNames, stylesheetPruner } from "./prune-css.server";

const page = (classes: string) => `<html><body><div class="${classes}">Valet</div></body></html>`;
const rules = (css: string) =>
  pruneCss(
    css,
    page("flex hover:bg-gold-400 w-[30rem] 2xl:p-4 [&amp;::-webkit-details-marker]:hidden"),
    namesInScripts(['document.documentElement.classList.add("js")']),
  );

describe("classesOf", () => {
  it("reads the classes a selector requires, unescaped, and not those it excludes", () => {
    expect(classesOf(".hover\\:bg-gold-400:hover")).toEqual(["hover:bg-gold-400"]);
    expect(classesOf(".w-\\[30rem\\]")).toEqual(["w-[30rem]"]);
    expect(classesOf(".\\32 xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(classesOf(":where(.group):hover .group-hover\\:x")).toEqual(["group", "group-hover:x"]);
    expect(classesOf(".divide-y>:not(:last-child):not(.hidden)")).toEqual(["divide-y"]);
    expect(classesOf("a[href^='/'],:focus-visible")).toEqual([]);
  });
});

describe("elementsOf", () => {
  it("reads the elements a selector requires, not escaped class text, attributes or alternatives in parentheses", () => {
    expect(elementsOf("abbr:where([title])")).toEqual(["abbr"]);
    expect(elementsOf("input::placeholder")).toEqual(["input"]);
    expect(elementsOf(".a\\:b c > D")).toEqual(["c", "d"]);
    expect(elementsOf(".\\32 xl\\:p-4")).toEqual([]);
    expect(elementsOf('button:not(:disabled),[role="button" i]')).toEqual(["button"]);
    expect(elementsOf(":is(h1, h2) :where(ul li)")).toEqual([]);
    expect(elementsOf("::file-selector-button")).toEqual([]);
  });
});

describe("pruneCss", () => {
  it("drops the reset's rules for elements the page and its scripts never have", () => {
    const css = rules("code,kbd{font-family:mono}div{margin:0}table{border:0}input::placeholder{opacity:1}");
    expect(css).not.toContain("code");
    expect(css).not.toContain("table");
    expect(css).toContain("div{margin:0}");
    // "input" is not in the markup, but a script names it (the island renders its inputs).
    expect(pruneCss("input{font:inherit}", page("x"), namesInScripts(['createElement("input")']))).toContain("input");
    expect(css).not.toContain("input");
  });

  it("drops the rules for the parts of form fields on a page whose markup has no field, whatever its scripts name", () => {
    const reset =
      "::placeholder{opacity:1}::-webkit-datetime-edit-year-field{padding-block:0}" +
      "button,::file-selector-button{font:inherit}:focus-visible{outline:auto}";
    const scripts = namesInScripts(['document.querySelectorAll("input[data-visit]")']);
    expect(pruneCss(reset, "<html><body><button>Menu</button></body></html>", scripts)).toBe(
      "button{font:inherit}:focus-visible{outline:auto}",
    );
    expect(pruneCss(reset, '<html><body><form><input name="guests"></form></body></html>', scripts)).toBe(
      "::placeholder{opacity:1}::-webkit-datetime-edit-year-field{padding-block:0}" +
        "::file-selector-button{font:inherit}:focus-visible{outline:auto}",
    );
  });

  it("drops the rules whose classes the page never uses and keeps the ones it does, with their states", () => {
    const css = rules(
      ".flex{display:flex}.grid{display:grid}.hover\\:bg-gold-400:hover{color:gold}" +
        ".w-\\[30rem\\]{width:30rem}@media (width>=96rem){.\\32 xl\\:p-4{padding:1rem}}" +
        ".\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}" +
        ".flex[aria-expanded=true]{gap:1px}",
    );
    expect(css).toContain(".flex{display:flex}");
    expect(css).not.toContain(".grid");
    expect(css).toContain(".hover\\:bg-gold-400:hover");
    expect(css).toContain(".w-\\[30rem\\]");
    expect(css).toContain("@media (width>=96rem){.\\32 xl\\:p-4");
    expect(css).toContain("-webkit-details-marker{display:none}");
    expect(css).toContain(".flex[aria-expanded=true]");
  });

  it("keeps the classes a script adds, and the selectors of a list that can match", () => {
    const css = rules(".js .flex{opacity:1}.no-js .flex{opacity:0}.grid,.flex{margin:0}");
    expect(css).toContain(".js .flex{opacity:1}");
    expect(css).not.toContain(".no-js");
    expect(css).toContain(".flex{margin:0}");
  });

  it("keeps rules that name no class (of elements the page has), font faces and keyframes, and drops groups left empty", () => {
    const css = rules(
      ":focus-visible{outline:2px solid}div{color:inherit}[hidden]{display:none}" +
        "@font-face{font-family:Inter;src:url(/inter.woff2)}@keyframes rise{12.5%{opacity:.5}to{opacity:1}}" +
        "@media (width>=40rem){.grid{display:grid}}@layer utilities{@supports (color:red){.grid{color:red}}}",
    );
    expect(css).toContain(":focus-visible{outline:2px solid}div{color:inherit}[hidden]{display:none}");
    expect(css).toContain("@font-face");
    expect(css).toContain("12.5%{opacity:.5}");
    expect(css).not.toContain("@media");
    expect(css).not.toContain("@layer");
  });

  it("drops the custom properties nothing reads any more, through chains, and keeps those read", () => {
    const css = rules(
      ":root{--color-gold:gold;--color-unused:red;--shade:var(--color-gold);--spacing:4px}" +
        "@property --tw-shadow{syntax:'*';inherits:false}@property --tw-ring{syntax:'*';inherits:false}" +
        ".flex{gap:var(--spacing);--tw-shadow:0 0 1px;box-shadow:var(--tw-shadow)}.grid{color:var(--shade);--tw-ring:1px}",
    );
    expect(css).toContain("--spacing:4px");
    expect(css).toContain("@property --tw-shadow");
    expect(css).not.toContain("--color-unused");
    expect(css).not.toContain("--shade");
    expect(css).not.toContain("--color-gold");
    expect(css).not.toContain("--tw-ring");
  });

  it("keeps a custom property the markup sets or reads", () => {
    const css = pruneCss(
      ":root{--hero-shift:0;--other:1}",
      '<div style="translate:0 var(--hero-shift)"></div>',
      namesInScripts([]),
    );
    expect(css).toBe(":root{--hero-shift:0}");
  });

  it("keeps a custom property whose name is part of a longer one the markup names, as a substring would", () => {
    const css = pruneCss(":root{--i:0;--in:1;--x:2}", '<div style="--index:1"></div>', namesInScripts([]));
    expect(css).toBe(":root{--i:0;--in:1}");
  });
});

describe("stylesheetPruner", () => {
  const css =
    ":root{--i:0;--gap:1rem}.flex{display:flex}.grid{display:grid;gap:var(--gap)}.error{color:red}" +
    "input::placeholder{opacity:1}";
  const scripts = namesInScripts(['e.className="error"']);
  const form = (token: string, classes = "flex", style = "") =>
    `<html><body><form class="${classes}"${style}><input name="token" value="${token}"></form></body></html>`;

  it("answers as pruneCss does, and prunes again only for a page whose names differ", () => {
    const prune = stylesheetPruner(css, scripts);
    const cut = vi.spyOn(Root.prototype, "clone");
    try {
      const pages = [
        form("a--gap"),
        form("b"),
        form("c", "flex grid"),
        form("d", "flex", ' style="--i:1"'),
        "<html><body><p>Thanks</p></body></html>",
        form("e"),
        form("f", "flex grid"),
      ];
      for (const html of pages) expect(prune.cut(html)).toBe(pruneCss(css, html, scripts));
      // Once for each page above through pruneCss; once more for each new set of names through the pruner: the
      // page whose token names a property, the grid, the property set inline, and the page without a field.
      expect(cut).toHaveBeenCalledTimes(pages.length + 5);
    } finally {
      cut.mockRestore();
    }
  });

  it("remembers as many answers as it is given room for, the most recently used", () => {
    const prune = stylesheetPruner(css, scripts, { capacity: 2 });
    const cut = vi.spyOn(Root.prototype, "clone");
    try {
      prune.cut(form("a", "flex"));
      prune.cut(form("b", "grid"));
      prune.cut(form("c", "flex"));
      prune.cut(form("d", "error"));
      expect(cut).toHaveBeenCalledTimes(3);
      prune.cut(form("e", "flex"));
      expect(cut).toHaveBeenCalledTimes(3);
      prune.cut(form("f", "grid"));
      expect(cut).toHaveBeenCalledTimes(4);
    } finally {
      cut.mockRestore();
    }
  });
});

describe("pruneCss with a script's class names", () => {
  it("keeps a class a script names whole, arbitrary values and variants included", () => {
    const edit = 'a.className="fixed bottom-5 max-md:bottom-[calc(4.75rem+max(0.625rem,env(safe-area-inset-bottom)))]"';
    const css = pruneCss(
      ".fixed{position:fixed}.bottom-5{bottom:1.25rem}.grid{display:grid}" +
        "@media (width<48rem){.max-md\\:bottom-\\[calc\\(4\\.75rem\\+max\\(0\\.625rem\\,env\\(safe-area-inset-bottom\\)\\)\\)\\]{bottom:0}}",
      page("flex"),
      namesInScripts([edit]),
    );
    expect(css).toContain(".fixed{position:fixed}.bottom-5{bottom:1.25rem}");
    expect(css).toContain("@media (width<48rem){.max-md");
    expect(css).not.toContain(".grid");
  });
});

describe("short class names on a page no script renders again", () => {
  it("names the stylesheet's classes _a, _b, … in its order, and keeps the name of any class a script mentions", () => {
    const names = shortNames(
      ["flex", "site-header", "hover:bg-gold-400", "scroll-top", ...Array.from({ length: 60 }, (_, i) => `p-${i}`)],
      namesInScripts(['document.querySelector(".site-header")', 'el.dataset.x = "[data-scroll-top]"']),
    );
    expect(names.get("flex")).toBe("_a");
    expect(names.get("hover:bg-gold-400")).toBe("_b");
    expect(names.has("site-header")).toBe(false);
    expect(names.has("scroll-top")).toBe(false);
    expect(names.get("p-49")).toBe("_Z");
    expect(names.get("p-50")).toBe("_aa");
    expect(names.get("p-51")).toBe("_ab");
    expect(new Set(names.values()).size).toBe(names.size);
  });

  it("writes the same short name in the page's class attributes and in its rules, escaped names and states included, inline scripts untouched", () => {
    const css =
      ".flex{display:flex}.hover\\:bg-gold-400:hover{color:gold}.\\[\\&\\:\\:-webkit-details-marker\\]\\:hidden::-webkit-details-marker{display:none}" +
      '.site-header .flex{gap:0}a[href$=".flex"]{color:red}.grid{display:grid}.js .flex:not(.grid){order:1}';
    const html =
      '<html><head><style data-precedence="site"></style></head><body><header class="site-header flex">' +
      '<a href="/x.flex" class="hover:bg-gold-400 [&amp;::-webkit-details-marker]:hidden not-styled">Valet</a></header>' +
      '<script>document.body.insertAdjacentHTML("beforeend", \'<p class="flex">\')</script></body></html>';
    const at = html.indexOf("</style>");
    const page = stylesheetPruner(
      css,
      namesInScripts(['document.querySelector(".site-header")', 'classList.add("js")']),
      { short: true },
    ).page(html, at);
    // A page a script renders again (a form page's island) keeps every name.
    expect(stylesheetPruner(css, namesInScripts([])).page(html, at)).toBe(
      `${html.slice(0, at)}${css.slice(0, css.indexOf(".grid"))}${html.slice(at)}`,
    );
    expect(page).toBe(
      '<html><head><style data-precedence="site">._a{display:flex}._b:hover{color:gold}._c::-webkit-details-marker{display:none}' +
        '.site-header ._a{gap:0}a[href$=".flex"]{color:red}.js ._a:not(._d){order:1}</style></head><body>' +
        '<header class="site-header _a"><a href="/x.flex" class="_b _c not-styled">Valet</a></header>' +
        '<script>document.body.insertAdjacentHTML("beforeend", \'<p class="flex">\')</script></body></html>',
    );
  });

  it("leaves out of the page the rules only a later script's classes need; its whole stylesheet brings them, names kept", () => {
    const css = ".card{padding:1rem}.field-error{color:red}.card .field-error{margin:0}";
    const html = '<html><head><style data-precedence="site"></style></head><body><p class="card">Hi</p></body></html>';
    const at = html.indexOf("</style>");
    const prune = stylesheetPruner(css, namesInScripts([]), {
      short: true,
      later: namesInScripts(['e.className="field-error"']),
    });
    expect(prune.page(html, at)).toBe(
      '<html><head><style data-precedence="site">._a{padding:1rem}</style></head><body><p class="_a">Hi</p></body></html>',
    );
    expect(prune.whole()).toBe("._a{padding:1rem}.field-error{color:red}._a .field-error{margin:0}");
  });
});
