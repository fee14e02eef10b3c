import { spawnSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site as company } from "~/config/site";
import { timedBooking } from "../support/forms";
import { type RunningSite, startSite } from "../support/site";

/*
 * A full disk that holds both the database and the log (`npm start > site.log` beside the data): the server stays
 * up, refuses posts with 503 and the phone within 5 s, says it is not ready, and recovers by itself once there is
 * room again, with every lead it acknowledged stored. The disk is a small tmpfs, which needs root.
 */

const disk = mkdtempSync(path.join(tmpdir(), "valet-disk-"));
const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", disk], { encoding: "utf8" });
const skipReason = `disk-full test skipped: cannot mount a tmpfs here (${(mounted.stderr || mounted.error?.message || "").trim() || `exit ${mounted.status}`}); it needs root`;
const canMount = mounted.status === 0;
const filler = path.join(disk, "filler");

/** Fills the disk to its last byte: big writes, then smaller ones, until none fits. */
function fillDisk() {
  const fd = openSync(filler, "a");
  try {
    for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch {
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

let visits = 0;

function book(url: string) {
  const n = visits++;
  return timedBooking(url, `disk${n}@example.com`, `10.9.${(n >> 8) & 255}.${n & 255}`);
}

const ready = async (url: string) => (await fetch(`${url}/readyz`)).status;

describe.skipIf(!canMount)("when the disk holding the data and the log fills up", () => {
  let site: RunningSite;
  const logFile = path.join(disk, "site.log");
  const acknowledged: string[] = [];

  beforeAll(async () => {
    mkdirSync(path.join(disk, "data"));
    site = await startSite({ LOG_LEVEL: "info" }, path.join(disk, "data"), [], logFile);
  });
  afterAll(async () => {
    await site?.stop();
    spawnSync("umount", [disk]);
    rmSync(disk, { recursive: true, force: true });
  });

  it("stays up, refuses posts with 503 and the phone within 5 s, is not ready, and recovers by itself", async () => {
    const before = await book(site.url);
    expect(before.status).toBe(200);
    acknowledged.push(before.reference ?? "");

    fillDisk();
    // A lead may still fit in what the database already holds on the disk; posts are refused once it does not.
    let refused = 0;
    for (let i = 0; i < 40 && refused < 3; i++) {
      const answer = await book(site.url);
      expect(answer.ms).toBeLessThan(5_000);
      if (answer.status === 200) {
        acknowledged.push(answer.reference ?? "");
        continue;
      }
      expect(answer.status).toBe(503);
      expect(answer.html).toContain("Nothing you typed is lost");
      expect(answer.html).toContain(company.phone.display);
      refused++;
    }
    expect(refused).toBe(3);
    expect(await ready(site.url)).toBe(503);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/`)).status).toBe(200);
    expect(site.process.exitCode).toBeNull();

    rmSync(filler);
    const deadline = Date.now() + 10_000;
    while ((await ready(site.url)) !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await book(site.url);
    expect(after.status).toBe(200);
    acknowledged.push(after.reference ?? "");
    expect(site.process.exitCode).toBeNull();

    // The lines the full disk could not take were counted, and said once there was room. Whether any was dropped
    // depends on what the database freed as its writes failed: when none was, every post's line is there.
    // A request's line is written once its answer has gone, so the last one can follow the answer: wait for it.
    const posts = (log: string) => log.split("\n").filter((l) => l.includes('"req":{"method":"POST","path":"/book"}'));
    const noticed = (log: string) => /"dropped":\d+,("cut":true,)?"msg":"log lines dropped"/.test(log);
    await expect
      .poll(
        () => {
          const log = readFileSync(logFile, "utf8");
          return noticed(log) || posts(log).length >= visits;
        },
        { timeout: 5_000 },
      )
      .toBe(true);
    const log = readFileSync(logFile, "utf8");
    if (!noticed(log)) expect(posts(log)).toHaveLength(visits);
    // Every line is JSON but a fragment the full disk cut short, which the notice after it names.
    const lines = log.trimEnd().split("\n");
    lines.forEach((line, i) => {
      if (!lines[i + 1]?.includes('"cut":true,')) expect(() => JSON.parse(line), line).not.toThrow();
    });
  });

  it("lost no acknowledged lead", async () => {
    await site.stop();
    const db = new SQLite(path.join(disk, "data", "leads.sqlite"), { readonly: true });
    try {
      const stored = db.prepare("select reference from leads").all() as { reference: string }[];
      expect(acknowledged.length).toBeGreaterThanOrEqual(2);
      expect(stored.map((r) => r.reference)).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      db.close();
    }
  });
});
if (!canMount) it.skip(skipReason, () => {});
