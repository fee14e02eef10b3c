import { timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";
import { requestOf } from "~/lib/request-context.server";
import { readiness } from "~/lib/services.server";
import type { Route } from "./+types/readyz";

/** Whether the request carries the monitor's token (MONITOR_TOKEN), compared in constant time. */
function isMonitor(request: Request) {
  const token = env().MONITOR_TOKEN;
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Readiness for load balancers and monitors: 200 only when a lead could be stored now (`readiness`). Anyone may ask;
 * only the monitor sees why (the outbox's backlog says how many leads are held as spam). Staff see the backlog in
 * the inbox.
 */
export async function loader(args: Route.LoaderArgs) {
  const state = await readiness(requestOf(args).services);
  const init = { status: state.ready ? 200 : 503, headers: { "Cache-Control": "no-store" } };
  if (isMonitor(args.request)) return Response.json(state, init);
  return new Response(state.ready ? "ready" : "not ready", {
    ...init,
    headers: { ...init.headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
