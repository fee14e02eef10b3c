import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { startSite } from "../support/site";

const run = promisify(execFile);
const root = process.cwd();
const build = path.join(root, process.env.BUILD_DIR ?? "build");
/** What a command printed and how it ended, whether it succeeded or not. */
const outcome = (promise: Promise<{ stdout: string; stderr: string }>) =>
  promise.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    ({ code, stdout, stderr }: { code: number; stdout: string; stderr: string }) => ({ code, stdout, stderr }),
  );

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "valet-ops-"));
  folders.push(dir);
  return dir;
};

describe("operating the built site", () => {
  it("serves one build under any SITE_URL: canonical links, the sitemap and robots.txt follow the running server", async () => {
    const site = await startSite({ SITE_URL: "https://www.goldenkeyvalet.com" });
    try {
      const about = await (await fetch(`${site.url}/about`)).text();
      expect(about).toContain('<link rel="canonical" href="https://www.goldenkeyvalet.com/about"/>');
      expect(await (await fetch(`${site.url}/sitemap.xml`)).text()).toContain(
        "<loc>https://www.goldenkeyvalet.com/about</loc>",
      );
      expect(await (await fetch(`${site.url}/robots.txt`)).text()).toContain(
        "Sitemap: https://www.goldenkeyvalet.com/sitemap.xml",
      );
    } finally {
      await site.stop();
    }
  });

  it("runs the launch check from the build where there are no sources, as in the image", async () => {
    const env = { PATH: process.env.PATH, SITE_URL: "https://www.goldenkeyvalet.com" };
    const fromSources = await outcome(run(process.execPath, ["scripts/check-launch.js"], { env }));
    const imageLike = tempDir();
    const fromBuild = await outcome(
      run(process.execPath, [path.join(root, "scripts/check-launch.js")], {
        cwd: imageLike,
        env: { ...env, BUILD_DIR: build },
      }),
    );
    expect(fromSources.code).toBe(1);
    expect(fromSources.stderr).toMatch(/^Not ready to launch: \d+ placeholder\(s\) to replace\./);
    expect(fromSources.stderr).toContain("NOTIFY_EMAIL");
    expect(fromBuild).toEqual(fromSources);
  });

  it("a running server holds DATA_DIR: restore refuses until it has stopped", async () => {
    const dataDir = tempDir();
    const site = await startSite({}, dataDir);
    const backups = tempDir();
    const env = { PATH: process.env.PATH, DATA_DIR: dataDir };
    const { stdout } = await run(process.execPath, ["scripts/backup.js", "backup", backups], { env });
    const folder = stdout.match(/Backed up to (\S+) \(/)?.[1] ?? "";

    const pidFile = `server-${site.process.pid}.pid`;
    expect(readdirSync(dataDir)).toContain(pidFile);
    const refused = await outcome(run(process.execPath, ["scripts/backup.js", "restore", folder], { env }));
    expect(refused).toMatchObject({
      code: 1,
      stderr: `Restore failed: a server is running on ${path.join(dataDir, "leads.sqlite")} (${pidFile} in DATA_DIR): stop it first, then restore.\n`,
    });

    await site.stop();
    expect(existsSync(path.join(dataDir, pidFile))).toBe(false);
    const restored = await outcome(run(process.execPath, ["scripts/backup.js", "restore", folder], { env }));
    expect(restored).toMatchObject({ code: 0, stdout: `Restored from ${folder}.\n` });
  });
});
