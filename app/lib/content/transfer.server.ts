import { readFile, writeFile } from "node:fs/promises";
import type { Kysely } from "kysely";
import { EMAIL } from "~/forms/fields";
import { type Env, ownerEmail, env as readEnv } from "~/lib/env.server";
import type { Services } from "~/lib/services.server";
import { openStorage } from "~/lib/storage/db.server";
import type { Database } from "~/lib/storage/schema";
import { renderCheck } from "./rendering.server";
import { publish, publishedDocument } from "./store.server";

/*
 * `npm run content -- export [FILE]` and `npm run content -- import FILE [--as "Name <email>"]` (docs/content.md):
 * the published edition as JSON (both languages; photographs by id, their bytes stay in the database and its
 * backups), and a file published as one new version through exactly the checks of a publication from the editor
 * (the schema, keys that are structure, the Spanish, every page rendered with it), else refused whole with every
 * problem named. The version's history names who imported it: `--as`, or the owner's account (ADMIN_EMAIL).
 */

const USAGE = 'Usage: npm run content -- export [FILE] | import FILE [--as "Name <email>"]\n';

/** Who imports: "Ana Ruiz <ana@example.com>", or the owner's staff account (its name, else "Owner"). */
async function importer(db: Kysely<Database>, config: Env, as: string | undefined) {
  if (as !== undefined) {
    const match = /^\s*([^<>]{1,100}?)\s*<([^<>\s]+)>\s*$/.exec(as);
    if (!match?.[1] || !EMAIL.test(match[2] ?? "")) return null;
    return { name: match[1], email: (match[2] as string).toLowerCase() };
  }
  const email = ownerEmail(config);
  const owner = await db.selectFrom("staff_users").select("name").where("email", "=", email).executeTakeFirst();
  return { name: owner?.name ?? "Owner", email };
}

export async function contentCommand(
  args: string[],
  config: Env = readEnv(),
  /** What renders pages with an edition before it is published (~/lib/content/edition-renderer.server.ts): the editor's check. */
  svc: Pick<Services, "renderEdition"> = {},
): Promise<{ code: number; out: string; err: string }> {
  const rest = [...args];
  const at = rest.indexOf("--as");
  const as = at >= 0 ? (rest.splice(at, 2)[1] ?? "") : undefined;
  const [command, file, extra] = rest;
  if ((command !== "export" && command !== "import") || extra !== undefined) return { code: 2, out: "", err: USAGE };
  if (command === "import" && !file) return { code: 2, out: "", err: `Name the file to import.\n${USAGE}` };
  if (command === "import" && !svc.renderEdition) {
    return {
      code: 2,
      out: "",
      err: "Import needs the page renderer, to check every page: run it with npm run content.\n",
    };
  }
  const storage = await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    if (command === "export") {
      const { id, document } = await publishedDocument(storage.db);
      const json = `${JSON.stringify({ version: id, ...document }, null, 2)}\n`;
      if (!file) return { code: 0, out: json, err: "" };
      await writeFile(file, json);
      return { code: 0, out: `Exported version ${id} to ${file}.\n`, err: "" };
    }
    const actor = await importer(storage.db, config, as);
    if (!actor)
      return { code: 2, out: "", err: `--as takes "Name <email>", e.g. --as "Ana Ruiz <ana@example.com>".\n` };
    let parsed: unknown;
    try {
      const { version: _, ...document } = JSON.parse(await readFile(file as string, "utf8"));
      parsed = document;
    } catch (error) {
      return { code: 1, out: "", err: `${file} is not a JSON file we can read: ${(error as Error).message}\n` };
    }
    // The same call as the editor's Publish (app/routes/staff.content.tsx), with the same render check.
    const published = await publish(storage.db, actor, parsed, {
      note: `Imported from ${file}`,
      renders: renderCheck(svc),
      reason: `${file} was imported`,
    });
    if (!published.ok) {
      const lines = published.problems.map((problem) => `  ✗ ${problem}`).join("\n");
      return { code: 1, out: "", err: `Nothing was changed: ${published.problems.length} problem(s).\n${lines}\n` };
    }
    const aside = published.setAside
      ? "The unpublished draft was set aside: bring it back from /staff/content/history.\n"
      : "";
    return { code: 0, out: `Published ${file} as version ${published.id}.\n${aside}`, err: "" };
  } finally {
    await storage.close();
  }
}
