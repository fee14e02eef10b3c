/*
 * Form pages hydrate after their first paint (ADR 024). React Router ends a hydrating page with a module script
 * that imports the page's route modules statically, then the client entry. Static imports are fetched and run
 * before the script, and a browser that has the whole page at once (a fast connection) runs them before it first
 * paints: a phone's first paint of a form page waited for 1.3 s of script. Rewritten, the script waits for the
 * first frame to be painted, then imports the same modules in the same order and hands them to React Router as
 * before. The modules are still preloaded from the start (`modulepreload`), so nothing arrives later; until
 * they run (and without JavaScript) the forms post as plain HTML forms.
 */

const BOOTSTRAP = /(<script(?: nonce="[^"]*")? type="module" async=""[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");/g;

/** The page with its bootstrap waiting for the first paint; unchanged when it has none of the expected shape. */
export function hydrateAfterPaint(html: string): string {
  return html.replace(BOOTSTRAP, (whole, open: string, code: string, close: string) => {
    const imports = [...code.matchAll(ROUTE_IMPORT)];
    const rest = code.replace(ROUTE_IMPORT, "").trim();
    // Anything but the route imports, the two assignments and the entry's import: not ours to move.
    if (!imports.length || /\bimport\s+["*{]|\bexport\b/.test(rest) || !/import\("[^"]+"\);?$/.test(rest)) {
      return whole;
    }
    const names = imports.map(([, name]) => name).join(", ");
    const loads = imports.map(([, , url]) => `import(${url})`).join(", ");
    const body = `const [${names}] = await Promise.all([${loads}]);\n${rest.replace(/^;/, "")}`;
    return `${open}requestAnimationFrame(() => setTimeout(async () => {\n${body}\n}));${close}`;
  });
}
