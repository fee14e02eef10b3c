import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/*
 * Everything the site says to a reader, for the copy tests (app/content/copy.test.ts): every indexable page in both
 * languages and the Spanish 404, the proposal and review pages in each state, every e-mail sample plus the
 * visitors' confirmations in Spanish, and the Spanish calendar files. Rendered from the sources by
 * render-copy.js in a process of its own (it says why); each text is what a reader sees or hears.
 */

export interface Said {
  /** A page's path, an e-mail sample's name, or a calendar file's name. */
  name: string;
  kind: "page" | "email" | "calendar";
  lang: "en" | "es";
  text: string;
}

export async function everythingSaid(): Promise<Said[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "copy-"));
  try {
    const out = path.join(dir, "said.json");
    await promisify(execFile)(process.execPath, [path.resolve("tests/support/render-copy.js"), out], {
      env: { ...process.env, LOG_LEVEL: "silent" },
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(readFileSync(out, "utf8")) as Said[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
