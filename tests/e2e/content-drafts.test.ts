import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { staffDesk } from "../support/staff";
import { formSite } from "./form-site";

/*
 * Two editors on one draft (issue 38, docs/content.md): a save from a page opened before the other's save is
 * refused, naming who changed what, and nothing either typed is lost. And `npm run content -- import` refuses a
 * file whose keys are structure, through the checks of a publication.
 */

const PASSWORD = "an owner's long drafts password";
const OWNER = "office@valet.example";
const ANA = "ana.ruiz@valet.example";
const ANA_PASSWORD = "ana's long drafts password";
const run = promisify(execFile);
const form = formSite({ ADMIN_PASSWORD: PASSWORD });
const desk = staffDesk(() => form.site.url, { network: "100.67.0", owner: OWNER, password: PASSWORD });

const act = (pathname: string, cookie: string, fields: Record<string, string>) =>
  fetch(form.site.url + pathname, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

let owner: Page;
let ana: Page;
beforeAll(async () => {
  // The owner gives Ana Ruiz an account that may edit the draft.
  const session = await desk.logIn();
  const added = await act("/staff/users", session.cookie, {
    csrf: session.csrf,
    intent: "add",
    name: "Ana Ruiz",
    email: ANA,
    role: "staff",
    password: ANA_PASSWORD,
  });
  expect(added.status).toBe(302);
  const users = await (await fetch(`${form.site.url}/staff/users`, { headers: { Cookie: session.cookie } })).text();
  const id = users.slice(users.indexOf(ANA)).match(/name="id" value="(\d+)"/)?.[1] ?? "";
  const right = await act("/staff/users", session.cookie, {
    csrf: session.csrf,
    intent: "content-right",
    id,
    right: "edit",
  });
  expect(right.status).toBe(302);
  owner = await form.signIn(OWNER, PASSWORD);
  ana = await form.signIn(ANA, ANA_PASSWORD);
});

describe("two editors on one draft", { timeout: 120_000 }, () => {
  it("refuses the second save with the first editor's name; what both typed is kept", async () => {
    for (const page of [owner, ana]) await page.goto(`${form.site.url}/staff/content`);
    // The owner saves first.
    await owner.locator('[name="phone"]').fill("(213) 555-0161");
    await Promise.all([
      owner.waitForEvent("load"),
      owner.getByRole("button", { name: /save company details/i }).click(),
    ]);
    expect(await owner.getByRole("status").allTextContents()).toContainEqual(expect.stringMatching(/saved/i));

    // Ana, on the page she opened before that save, changes the street.
    await ana.locator('[name="street"]').fill("9465 Wilshire Blvd, Suite 300");
    const [answer] = await Promise.all([
      ana.waitForResponse((r) => r.request().method() === "POST"),
      ana.getByRole("button", { name: /save company details/i }).click(),
    ]);
    await ana.waitForLoadState("load");
    expect(answer.status()).toBe(409);
    const alert = (await ana.getByRole("alert").allTextContents()).join(" ");
    expect(alert).toMatch(/Not saved: Owner changed the draft: company details \(.+\), after you opened this page\./);
    expect(await ana.locator('[name="street"]').inputValue()).toBe("9465 Wilshire Blvd, Suite 300");

    // The owner's change is in the draft, untouched.
    await owner.goto(`${form.site.url}/staff/content`);
    expect(await owner.locator('[name="phone"]').inputValue()).toBe("(213) 555-0161");
    expect(await owner.locator('[name="street"]').inputValue()).not.toBe("9465 Wilshire Blvd, Suite 300");
  });

  it("saves an untouched page-texts screen as no change: nothing is stored", async () => {
    await owner.goto(`${form.site.url}/staff/content/pages?module=company&item=about`);
    const before = await owner.locator('[name="revision"]').inputValue();
    await Promise.all([owner.waitForEvent("load"), owner.getByRole("button", { name: /save in the draft/i }).click()]);
    expect(await owner.locator('[name="revision"]').inputValue()).toBe(before);
    await owner.goto(`${form.site.url}/staff/content`);
    expect(await owner.getByText("What the draft changes").isVisible()).toBe(true);
    expect((await owner.locator("#changes-heading + p").textContent()) ?? "").toMatch(/^1 field differ/);
  });
});

describe("npm run content -- import", { timeout: 180_000 }, () => {
  it("refuses a file that renames a slug, naming the key, and changes nothing", async () => {
    const env = { ...process.env, DATA_DIR: form.site.dataDir };
    const file = path.join(form.site.dataDir, "staff-slug.json");
    writeFileSync(
      file,
      JSON.stringify({
        texts: [{ key: "services/services[wedding-valet].slug", en: "../../staff", es: "../../staff" }],
      }),
    );
    const refused = await run(process.execPath, ["scripts/content.js", "import", file], { env }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    // Every page rendered with it (the slug's pages would say /staff): the key is what the check names.
    expect(refused?.stderr).toBe(
      [
        "Nothing was changed: 1 problem(s).",
        '  ✗ texts › 0 › key: "services/services[wedding-valet].slug" is structure (a slug, an id, a link, an icon or a date), not words; it stays in the repository.',
        "",
      ].join("\n"),
    );
    const { stdout } = await run(process.execPath, ["scripts/content.js", "export"], { env });
    expect(JSON.parse(stdout).version).toBe(0);
    expect(await (await fetch(`${form.site.url}/services/wedding-valet`)).status).toBe(200);
  });
});
