import type { RouteConfigEntry } from "@react-router/dev/routes";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { draftDocument, publish, updateDraft } from "~/lib/content/store.server";
import { logger } from "~/lib/log.server";
import { type RequestContext, requestContext } from "~/lib/request-context.server";
import { type Staff, staffContext } from "~/lib/staff/auth.server";
import { requireContentEditing } from "~/lib/staff/permissions.server";
import type { ContentRight } from "~/lib/storage/schema";
import { seedContent } from "../../tests/support/content";
import { sqlite } from "../../tests/support/databases";
import routes from "../routes";
import { loader as layoutLoader } from "./staff-content";

/*
 * The content editor's right (issue 37, docs/content.md): its layout refuses an account without the content right
 * every loader and action of every route inside, before any of them reads or writes anything; an account that may
 * edit but not publish is refused publishing and restoring, as before the layout.
 */

type RouteModule = { loader?: DataFunction; action?: DataFunction };
const modules = import.meta.glob<RouteModule>("../routes/staff.content*.{ts,tsx}");

/** The routes declared under a layout, each with its path and file. */
function routesUnder(entries: RouteConfigEntry[], file: string): RouteConfigEntry[] {
  return entries.flatMap((entry) =>
    entry.file === file ? (entry.children ?? []) : routesUnder(entry.children ?? [], file),
  );
}
/** Every route whose path starts with staff/content, wherever it is declared. */
function contentRoutes(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("staff/content") ? [entry] : []),
    ...contentRoutes(entry.children ?? []),
  ]);
}

/** The layout's answers to a member without the right. */
const NO_EDIT = { status: 403, text: "Your account may not edit the site's content. Ask the owner for that right." };
const NO_PUBLISH = {
  status: 403,
  text: "Your account may not publish the site's content. Ask the owner to publish it, or to give you that right.",
};

const memberWith = (content_right: ContentRight) => ({
  id: 2,
  name: "Ana Ruiz",
  email: "ana@valet.example",
  role: "staff",
  content_right,
});

/** A context as the signed-in layout leaves it, for a member whose services throw when anything touches them. */
function signedIn(member: ReturnType<typeof memberWith>, svc: unknown): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(staffContext, { csrf: "token", svc, member, sessionId: "s" } as unknown as Staff);
  const request = { services: svc, clientIp: "127.0.0.1", log: logger, content: seedContent() };
  context.set(requestContext, request as unknown as RequestContext);
  return context;
}
const untouchable = new Proxy(
  {},
  {
    get(_target, key) {
      throw new Error(`a refused request used the services (${String(key)})`);
    },
  },
);

/** A loader or action called as the router calls it: the layout's middleware first. */
// biome-ignore lint/suspicious/noExplicitAny: a loader or action of any route module
type DataFunction = (args: any) => unknown;
async function throughLayout(run: DataFunction, args: { request: Request; context: RouterContextProvider }) {
  const next = async () => {
    await layoutLoader({ ...args, params: {} } as never);
    return (await run({ ...args, params: {} })) as Response;
  };
  return requireContentEditing({ ...args, params: {} } as never, next as never);
}

/** What the call threw: a refusal's status and text, or the error. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; text: string } | "not refused"> {
  try {
    await call;
    return "not refused";
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return { status: error.status, text: await error.text() };
  }
}

describe("the content editor's layout", () => {
  it("holds every /staff/content route", () => {
    const inside = routesUnder(routes, "layouts/staff-content.tsx");
    expect(contentRoutes(routes).map((r) => r.file)).toEqual(inside.map((r) => r.file));
    expect(inside.map((r) => r.path)).toEqual(expect.arrayContaining(["staff/content", "staff/content/history"]));
    for (const route of inside) expect(modules, route.file).toHaveProperty(`../${route.file}`);
  });

  it("refuses an account without the content right every loader and action, before it reads anything", async () => {
    const inside = routesUnder(routes, "layouts/staff-content.tsx");
    let calls = 0;
    for (const route of inside) {
      const load = modules[`../${route.file}`];
      if (!load) throw new Error(`no module for ${route.file}`);
      const mod = await load();
      const url = `http://localhost/${route.path}`;
      for (const [kind, run] of [
        ["loader", mod.loader],
        ["action", mod.action],
      ] as const) {
        if (!run) continue;
        const request =
          kind === "loader"
            ? new Request(url)
            : new Request(url, { method: "POST", body: new URLSearchParams({ csrf: "token", intent: "publish" }) });
        const context = signedIn(memberWith("none"), untouchable);
        expect(await refusal(throughLayout(run, { request, context })), `${kind} of /${route.path}`).toEqual(NO_EDIT);
        calls++;
      }
    }
    // 15 pages: 15 loaders, and an action on all but the two previews.
    expect(calls).toBe(28);
  });
});

describe("an account that may edit", () => {
  let storage: Awaited<ReturnType<typeof sqlite.open>>;
  const ana = memberWith("edit");

  beforeEach(async () => {
    storage = await sqlite.open();
  });
  afterEach(async () => {
    await storage.cleanup();
  });

  const post = async (pathname: string, action: DataFunction, fields: Record<string, string>) => {
    const { revision } = await draftDocument(storage.db);
    const body = new URLSearchParams({ csrf: "token", revision: String(revision), ...fields });
    const request = new Request(`http://localhost${pathname}`, { method: "POST", body });
    return throughLayout(action, { request, context: signedIn(ana, { storage }) });
  };
  const draftPhone = async (phone: string) =>
    updateDraft(
      storage.db,
      ana,
      (doc) => ({ ...doc, company: { ...doc.company, phone } }),
      "company details",
      (await draftDocument(storage.db)).revision,
    );

  it("lets an account that may edit through, and the owner", async () => {
    const { loader } = await import("~/routes/staff.content.preview");
    for (const member of [memberWith("edit"), memberWith("publish"), { ...memberWith("none"), role: "owner" }]) {
      const request = new Request("http://localhost/staff/content/preview");
      const context = signedIn(member, { storage });
      expect(await refusal(throughLayout(loader, { request, context }))).toBe("not refused");
    }
  });

  it("is refused publishing the draft, and the site stays as it is", async () => {
    const { action } = await import("~/routes/staff.content");
    await draftPhone("(213) 555-0161");
    expect(await refusal(post("/staff/content", action, { intent: "publish" }))).toEqual(NO_PUBLISH);
    expect((await draftDocument(storage.db)).changed).toBe(true);
  });

  it("is refused restoring a version", async () => {
    const { action } = await import("~/routes/staff.content.history");
    const edition = { company: { phone: "(213) 555-0101" }, texts: [], testimonials: [], posts: [] };
    await publish(storage.db, ana, edition, { note: "1" });
    await publish(storage.db, ana, { ...edition, company: { phone: "(213) 555-0102" } }, { note: "2" });
    expect(await refusal(post("/staff/content/history", action, { intent: "restore", id: "1" }))).toEqual(NO_PUBLISH);
  });

  it("is refused discarding the draft (everyone's unpublished work), and the draft stays", async () => {
    const { action } = await import("~/routes/staff.content");
    await draftPhone("(213) 555-0161");
    expect(await refusal(post("/staff/content", action, { intent: "discard" }))).toEqual(NO_PUBLISH);
    expect((await draftDocument(storage.db)).changed).toBe(true);
  });
});
