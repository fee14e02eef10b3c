import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/site";
import { staffDesk } from "../support/staff";

/*
 * An owner who keeps the settings in a `.env` file (server/env-file.js): the server started with no other
 * environment than the file's name (and a PATH) serves the staff area with the password from the file, and its
 * start log says where to sign in and as whom.
 */

const OWNER = "owner@valet.example";
const PASSWORD = "a password kept in the .env file";
const dir = mkdtempSync(path.join(tmpdir(), "valet-env-file-"));
let url = "";
const output: string[] = [];
let server: ReturnType<typeof spawn> | undefined;

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const file = path.join(dir, ".env");
  writeFileSync(
    file,
    [
      "# The shop's settings",
      `PORT=${port}`,
      "HOST=127.0.0.1",
      `SITE_URL=${url}`,
      `DATA_DIR=${path.join(dir, "data")}`,
      `ADMIN_EMAIL=${OWNER}`,
      `ADMIN_PASSWORD="${PASSWORD}"`,
      "TRUST_PROXY=loopback",
      "",
    ].join("\n"),
  );
  server = spawn(process.execPath, ["server/index.js"], {
    env: {
      PATH: process.env.PATH,
      ENV_FILE: file,
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const started = `staff area: sign in at ${url}/staff as ${OWNER}`;
  const deadline = Date.now() + 60_000;
  while (!output.join("").includes(started)) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  server?.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("settings in a .env file", () => {
  it("are the server's: the owner signs in with the file's password", async () => {
    const page = await (await fetch(`${url}/staff`)).text();
    expect(page).toContain('name="password"');
    const desk = staffDesk(() => url, { network: "100.70.0", owner: OWNER, password: PASSWORD });
    const { cookie } = await desk.logIn();
    const leads = await fetch(`${url}/staff/leads`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(leads.status).toBe(200);
  });
});
