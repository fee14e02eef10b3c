import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach } from "vitest";
import { draftDocument } from "~/lib/content/store.server";
import { type Staff, staffContext } from "~/lib/staff/auth.server";
import type { Storage } from "~/lib/storage/db.server";
import { sqlite } from "./databases";

/*
 * For the unit tests of a staff route: a database of each test's own, and the router context the signed-in layout
 * leaves (session token "token") for the route's loader and action.
 */

/** The owner, as the signed-in layout gives the member. */
export const owner = { id: 1, name: "Owner", email: "owner@valet.example", role: "owner", content_right: "none" };

/** A router context with `member` signed in over `storage`. */
export function signedIn(storage: Storage, member: object = owner): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(staffContext, { csrf: "token", svc: { storage }, member, sessionId: "s" } as unknown as Staff);
  return context;
}

/** Each test's database and the owner's context over it: read `storage` and `context` inside a test. */
export function staffRouteDatabase() {
  const at = {} as { storage: Awaited<ReturnType<typeof sqlite.open>>; context: RouterContextProvider };
  beforeEach(async () => {
    at.storage = await sqlite.open();
    at.context = signedIn(at.storage);
  });
  afterEach(() => at.storage.cleanup());
  return at;
}

type RouteAt = { storage: Storage; context: RouterContextProvider };

/** A route's loader and action called at `url` as the router calls them, with `at`'s context. */
export function routeCalls<L extends (args: never) => unknown>(
  at: RouteAt,
  url: string,
  route: { loader: L; action: (args: never) => unknown },
  { newQuery = "" } = {},
) {
  return {
    load: (query = "") =>
      route.loader({ request: new Request(`${url}${query}`), context: at.context, params: {} } as never) as Promise<
        Awaited<ReturnType<L>>
      >,
    /**
     * Saves the form as a page opened now sends it: with the draft's current revision, unless `fields` gives
     * one; a list is sent as the field repeated.
     */
    post: async (fields: Record<string, string | string[]>, query = newQuery) => {
      const { revision } = await draftDocument(at.storage.db);
      const body = new URLSearchParams({ csrf: "token", intent: "save" });
      if (fields.revision === undefined) body.set("revision", String(revision));
      for (const [name, value] of Object.entries(fields)) {
        for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
      }
      const request = new Request(`${url}${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
      return route.action({ request, context: at.context, params: {} } as never);
    },
  };
}

/** An action's answer: its data (a data() result), or where a redirect goes. */
export const unwrap = (result: unknown) =>
  result instanceof Response ? { status: result.status, location: result.headers.get("Location") } : result;
