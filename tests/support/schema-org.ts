import path from "node:path";
import ts from "typescript";

/*
 * Structured data checked against the schema.org vocabulary: each JSON-LD block is type-checked as a `Graph` of
 * schema-dts, the TypeScript types generated from schema.org. A property a type does not have, a value of the
 * wrong kind or an unknown `@type` is a compile error, reported with the page it came from.
 */

const checked = path.resolve("tests/.schema-org-check.ts");

/** The errors of each block, prefixed by its name; an empty list when every block fits the vocabulary. */
export function schemaOrgErrors(blocks: Map<string, unknown>): string[] {
  const names = [...blocks.keys()];
  const source = [
    `import type { Graph, Thing, WithContext } from "schema-dts";`,
    ...names.map((name, i) => {
      const block = blocks.get(name) as Record<string, unknown>;
      const type = "@graph" in block ? "Graph" : "WithContext<Thing>";
      return `export const block${i}: ${type} = ${JSON.stringify(block)};`;
    }),
  ].join("\n");
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.getSourceFile = (name, language, ...rest) =>
    name === checked ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest);
  host.fileExists = (name) => name === checked || fileExists(name);
  const program = ts.createProgram([checked], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line ?? 0;
    // Line 0 is the import; block i is on line i + 1.
    return `${names[line - 1] ?? "?"}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ").slice(0, 400)}`;
  });
}
