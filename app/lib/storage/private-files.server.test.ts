import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { fileResumes } from "~/lib/leads/resume.server";
import { createMailTransport } from "~/lib/mail/transport.server";
import { startServices, stopServices } from "~/lib/services.server";

let dir: string;
let umask: number;
beforeEach(() => {
  umask = process.umask(0o022);
  dir = mkdtempSync(path.join(tmpdir(), "valet-perms-"));
});
afterEach(() => {
  process.umask(umask);
  rmSync(dir, { recursive: true, force: true });
});

const modes = (root: string) =>
  readdirSync(root, { withFileTypes: true, recursive: true }).map((entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return [path.relative(root, full), (statSync(full).mode & 0o777).toString(8)] as const;
  });

it("keeps DATA_DIR and every file in it private to the server's user, even under umask 022", async () => {
  const dataDir = path.join(dir, "data");
  const svc = await startServices(parseEnv({ DATA_DIR: dataDir, ADMIN_PASSWORD: "a-long-owner-password" }));
  await fileResumes(dataDir).put(new TextEncoder().encode("%PDF-1.4"), { type: "application/pdf", extension: ".pdf" });
  await createMailTransport({ dataDir }).send({
    from: "a@example.com",
    to: "b@example.com",
    subject: "s",
    text: "t",
    html: "<p>t</p>",
    messageId: "<m@example.com>",
  });
  // While the server runs, SQLite's write-ahead log sits beside the database.
  const found = modes(dataDir);
  await stopServices(svc);
  expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
  expect(found.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      "leads.sqlite",
      "leads.sqlite-wal",
      "resumes",
      "mail",
      expect.stringMatching(/^resumes\/.+\.pdf$/),
    ]),
  );
  for (const [name, mode] of found) {
    expect(mode, name).toBe(["resumes", "mail"].includes(name) ? "700" : "600");
  }
});

it("tightens a data folder left readable by an older version", async () => {
  const dataDir = path.join(dir, "old");
  const svc = await startServices(parseEnv({ DATA_DIR: dataDir }));
  await stopServices(svc);
  chmodSync(dataDir, 0o755);
  chmodSync(path.join(dataDir, "leads.sqlite"), 0o644);
  writeFileSync(path.join(dataDir, "stray.eml"), "x", { mode: 0o644 });
  await stopServices(await startServices(parseEnv({ DATA_DIR: dataDir })));
  for (const [name, mode] of modes(dataDir)) expect(mode, name).toBe("600");
  expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
});
