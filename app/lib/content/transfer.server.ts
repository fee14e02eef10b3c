import { readFile, writeFile } from "node:fs/promises";
import { type Env, env as readEnv } from "~/lib/env.server";
import { openStorage } from "~/lib/storage/db.server";
import { checkDocument, publish, publishedDocument } from "./store.server";

/*
 * `npm run content -- export [FILE]` and `npm run content -- import FILE` (docs/content.md): the published edition
 * as JSON (both languages; photographs by id, their bytes stay in the database and its backups), and a file
 * published as one new version when every item of it is valid, else refused whole with each problem named.
 */

const operator = { name: "npm run content", email: "operator@localhost" };

export async function contentCommand(
  args: string[],
  config: Env = readEnv(),
): Promise<{ code: number; out: string; err: string }> {
  const [command, file] = args;
  if (command !== "export" && command !== "import") {
    return { code: 2, out: "", err: "Usage: npm run content -- export [FILE] | import FILE\n" };
  }
  if (command === "import" && !file) return { code: 2, out: "", err: "Name the file to import.\n" };
  const storage = await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    if (command === "export") {
      const { id, document } = await publishedDocument(storage.db);
      const json = `${JSON.stringify({ version: id, ...document }, null, 2)}\n`;
      if (!file) return { code: 0, out: json, err: "" };
      await writeFile(file, json);
      return { code: 0, out: `Exported version ${id} to ${file}.\n`, err: "" };
    }
    let parsed: unknown;
    try {
      const { version: _, ...document } = JSON.parse(await readFile(file as string, "utf8"));
      parsed = document;
    } catch (error) {
      return { code: 1, out: "", err: `${file} is not a JSON file we can read: ${(error as Error).message}\n` };
    }
    const checked = checkDocument(parsed);
    const published = checked.ok
      ? await publish(storage.db, operator, checked.document, { note: `Imported from ${file}` })
      : checked;
    if (!published.ok) {
      const lines = published.problems.map((problem) => `  ✗ ${problem}`).join("\n");
      return { code: 1, out: "", err: `Nothing was changed: ${published.problems.length} problem(s).\n${lines}\n` };
    }
    return { code: 0, out: `Published ${file} as version ${published.id}.\n`, err: "" };
  } finally {
    await storage.close();
  }
}
