import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  draftDocument,
  listVersions,
  publish,
  publishedDocument,
  setAsideDrafts,
  updateDraft,
} from "~/lib/content/store.server";
import { routeCalls, staffRouteDatabase } from "../../tests/support/staff-route";
import ContentHistory, { action, loader } from "./staff.content.history";

const at = staffRouteDatabase();
const ana = { name: "Ana Ruiz", email: "ana@valet.example" };

const URL_ = "http://localhost/staff/content/history";
const post = (fields: Record<string, string>) =>
  action({
    request: new Request(URL_, { method: "POST", body: new URLSearchParams({ csrf: "token", ...fields }) }),
    context: at.context,
    params: {},
  } as never);
const { load } = routeCalls(at, URL_, { loader, action });
type Answer = { init: { status: number }; data: { ask?: { by: string; revision: number }; problems: string[] } };

describe("/staff/content/history", () => {
  it("asks before a restore sets a draft aside, keeps the draft, and brings it back", async () => {
    const { db } = at.storage;
    await publish(
      db,
      ana,
      { company: { phone: "(213) 555-0101" }, texts: [], testimonials: [], posts: [] },
      { note: "1" },
    );
    await publish(
      db,
      ana,
      { company: { phone: "(213) 555-0102" }, texts: [], testimonials: [], posts: [] },
      { note: "2" },
    );
    const phone = (doc: Parameters<Parameters<typeof updateDraft>[2]>[0]) => ({
      ...doc,
      company: { ...doc.company, phone: "(213) 555-0103" },
    });
    await updateDraft(db, ana, phone, "company details", (await draftDocument(db)).revision);

    const asked = (await post({ intent: "restore", id: "1" })) as Answer;
    expect(asked.init.status).toBe(409);
    expect(asked.data.ask).toMatchObject({ by: "Ana Ruiz" });
    expect((await draftDocument(db)).document.company.phone).toBe("(213) 555-0103");
    const page = renderToStaticMarkup(
      createElement(ContentHistory as never, { loaderData: await load(), actionData: asked.data } as never),
    );
    expect(page).toContain("Restore version 1 and set the unpublished draft aside?");
    expect(page).toContain(`name="revision" value="${asked.data.ask?.revision}"`);

    const restored = (await post({
      intent: "restore",
      id: "1",
      revision: String(asked.data.ask?.revision),
    })) as Response;
    expect(restored.status).toBe(302);
    expect((await draftDocument(db)).changed).toBe(false);
    const [kept] = await setAsideDrafts(db);
    expect(kept).toMatchObject({ edited_by: "Ana Ruiz", set_aside_by: "Owner", reason: "version 1 was restored" });
    expect(
      renderToStaticMarkup(createElement(ContentHistory as never, { loaderData: await load() } as never)),
    ).toContain("Bring back as the draft");

    const back = (await post({
      intent: "bring-back",
      id: String(kept?.id),
      revision: String((await draftDocument(db)).revision),
    })) as Response;
    expect(back.status).toBe(302);
    expect((await draftDocument(db)).document.company.phone).toBe("(213) 555-0103");
  });

  it("lists the repository's own version: the first publication can be compared and undone", async () => {
    const { db } = at.storage;
    const nothing = (await post({ intent: "restore", id: "0" })) as Answer;
    expect(nothing.init.status).toBe(400);
    expect(nothing.data.problems).toEqual([
      "Nothing has been published: the site shows the repository's version already.",
    ]);

    await publish(
      db,
      ana,
      { company: { phone: "(213) 555-0101" }, texts: [], testimonials: [], posts: [] },
      { note: "1" },
    );
    const compared = await load("?compare=0");
    expect(compared.compare).toEqual({
      version: 0,
      changes: [{ path: "Company details › Phone", before: null, after: "(213) 555-0101" }],
    });
    const page = renderToStaticMarkup(createElement(ContentHistory as never, { loaderData: compared } as never));
    expect(page).toContain("The repository&#x27;s version compared with the live version (1)");
    expect(page).toContain('<input type="hidden" name="id" value="0"/>');

    const restored = (await post({ intent: "restore", id: "0" })) as Response;
    expect(restored.status).toBe(302);
    expect(await publishedDocument(db)).toEqual({
      id: 2,
      document: { company: {}, texts: [], testimonials: [], posts: [] },
    });
    expect((await listVersions(db))[0]).toMatchObject({ id: 2, note: "Restored the repository's version" });
  });
});
