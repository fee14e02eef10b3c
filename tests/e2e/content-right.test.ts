import { beforeAll, describe, expect, it } from "vitest";
import { staffDesk } from "../support/staff";
import { formSite } from "./form-site";

/*
 * The content right (issue 37, docs/content.md), through the real server: the content editor's layout refuses an
 * account without it every /staff/content page, download and form, in the staff frame with the reason; an account
 * that may edit but not publish is refused publishing and restoring. The same requests from the owner are answered,
 * so each refusal is about the right.
 */

const PASSWORD = "an owner's long content-right password";
const OWNER = "office@valet.example";
const BEN = { email: "ben.ortiz@valet.example", password: "ben's long content-right password" };
const ANA = { email: "ana.ruiz@valet.example", password: "ana's long content-right password" };
const form = formSite({ ADMIN_PASSWORD: PASSWORD });
const desk = staffDesk(() => form.site.url, { network: "100.71.0", owner: OWNER, password: PASSWORD });

/** Every page of the content editor (app/routes.ts, under layouts/staff-content.tsx), and whether it takes forms. */
const pages = [
  ["/staff/content", true],
  ["/staff/content/history", true],
  ["/staff/content/pages", true],
  ["/staff/content/testimonials", true],
  ["/staff/content/faq", true],
  ["/staff/content/careers", true],
  ["/staff/content/pricing", true],
  ["/staff/content/cities", true],
  ["/staff/content/hours", true],
  ["/staff/content/posts", true],
  ["/staff/content/photos", true],
  ["/staff/content/slots", true],
  ["/staff/content/preview", false],
] as const;
const DOWNLOAD = "/staff/content/preview/page?path=/";

const NO_EDIT = "Your account may not edit the site's content. Ask the owner for that right.";
const NO_PUBLISH =
  "Your account may not publish the site's content. Ask the owner to publish it, or to give you that right.";
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

type Session = { cookie: string; csrf: string };
const get = (pathname: string, session: Session) =>
  fetch(form.site.url + pathname, { headers: { Cookie: session.cookie }, redirect: "manual" });
const post = (pathname: string, session: Session, fields: Record<string, string>) =>
  fetch(form.site.url + pathname, {
    method: "POST",
    headers: { Cookie: session.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    redirect: "manual",
  });

let owner: Session;
let ben: Session;
let ana: Session;
beforeAll(async () => {
  // The owner adds Ben Ortiz (no content right, as every new account) and Ana Ruiz, who may edit the draft.
  owner = await desk.logIn();
  for (const [name, who] of [
    ["Ben Ortiz", BEN],
    ["Ana Ruiz", ANA],
  ] as const) {
    const added = await post("/staff/users", owner, { intent: "add", name, role: "staff", ...who });
    expect(added.status).toBe(302);
  }
  const users = await (await get("/staff/users", owner)).text();
  const id = users.slice(users.indexOf(ANA.email)).match(/name="id" value="(\d+)"/)?.[1] ?? "";
  expect((await post("/staff/users", owner, { intent: "content-right", id, right: "edit" })).status).toBe(302);
  ben = await desk.logIn(BEN.email, BEN.password);
  ana = await desk.logIn(ANA.email, ANA.password);
});

describe("an account without the content right", { timeout: 120_000 }, () => {
  it("is refused every page of the content editor, in the staff frame, with the reason", async () => {
    for (const [pathname] of pages) {
      const response = await get(pathname, ben);
      expect(response.status, pathname).toBe(403);
      expect(response.headers.get("Cache-Control"), pathname).toBe("no-store");
      const html = await response.text();
      expect(html, pathname).toContain("Not possible");
      expect(html, pathname).toContain(escaped(NO_EDIT));
      expect(html, pathname).toContain("Back to the leads");
      // The owner is answered.
      expect((await get(pathname, owner)).status, pathname).toBe(200);
    }
  });

  it("is refused the preview's page, as text", async () => {
    const response = await get(DOWNLOAD, ben);
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(NO_EDIT);
  });

  it("is refused every form of the content editor, and nothing is saved", async () => {
    const before = await (await get("/staff/content", owner)).text();
    const revision = before.match(/name="revision" value="(\d+)"/)?.[1] ?? "";
    for (const [pathname, forms] of pages) {
      if (!forms) continue;
      for (const intent of ["save", "company", "publish", "discard", "restore", "upload", "delete"]) {
        const response = await post(pathname, ben, { intent, revision, id: "1", phone: "(213) 555-0199" });
        expect(response.status, `${intent} on ${pathname}`).toBe(403);
        expect(await response.text(), `${intent} on ${pathname}`).toContain(escaped(NO_EDIT));
      }
    }
    const after = await (await get("/staff/content", owner)).text();
    expect(after.match(/name="revision" value="(\d+)"/)?.[1]).toBe(revision);
  });
});

describe("an account that may edit but not publish", { timeout: 60_000 }, () => {
  it("is refused publishing, discarding and restoring, where the owner is answered; it may save", async () => {
    // The owner's requests are answered on their merits: no changes to publish, no such version.
    expect((await post("/staff/content", owner, { intent: "publish", note: "" })).status).toBe(400);
    expect((await post("/staff/content/history", owner, { intent: "restore", id: "1" })).status).toBe(404);

    // Ana saves a change in the draft: her overview has no Publish button.
    const page = await (await get("/staff/content", ana)).text();
    const fields = Object.fromEntries([...page.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const saved = await post("/staff/content", ana, { ...fields, intent: "company", phone: "(213) 555-0161" });
    expect(saved.status).toBe(302);
    const overview = await (await get("/staff/content", ana)).text();
    expect(overview).not.toContain("Publish the draft");
    expect(overview).not.toContain("Discard the draft");
    expect(overview).toContain("Your account may edit the draft but not publish or discard it");
    const revision = overview.match(/name="revision" value="(\d+)"/)?.[1] ?? "";

    const publishing = await post("/staff/content", ana, { intent: "publish", note: "", revision });
    expect(publishing.status).toBe(403);
    expect(await publishing.text()).toContain(escaped(NO_PUBLISH));
    const restoring = await post("/staff/content/history", ana, { intent: "restore", id: "1", revision });
    expect(restoring.status).toBe(403);
    expect(await restoring.text()).toContain(escaped(NO_PUBLISH));
    expect((await (await get("/staff/content", owner)).text()).match(/name="revision" value="(\d+)"/)?.[1]).toBe(
      revision,
    );

    // Discarding sets everyone's unpublished work aside: the owner's call too. The owner may.
    const discarding = await post("/staff/content", ana, { intent: "discard", revision });
    expect(discarding.status).toBe(403);
    expect(await discarding.text()).toContain(escaped(NO_PUBLISH));
    const discarded = await post("/staff/content", owner, { intent: "discard", revision });
    expect(discarded.status).toBe(302);
    expect(discarded.headers.get("Location")).toBe("/staff/content?discarded=1");
  });
});
