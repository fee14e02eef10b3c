import * as z from "zod/mini";
import { NOT_A_PERSON } from "~/lib/analytics/page-views.server";
import { pagePath, recordVitals } from "~/lib/analytics/web-vitals.server";
import { reasonOf } from "~/lib/log.server";
import { contentOf, requestOf } from "~/lib/request-context.server";
import type { Route } from "./+types/vitals";

/*
 * Where browsers send a page view's speed (ADR 034, app/client/vitals.ts): one beacon of a few metrics, added to the
 * page's histograms. Answered 204 whether it was kept or not, so a browser learns nothing from it; refusals of a
 * malformed beacon are 400 and 413 with a line saying why, and one address past its limit (limitRules.vitals) 429.
 * Nothing of the request is stored but the page and the figures: not the address, not the browser, no cookie is
 * read or set (the limit counts the address in memory, or in the shared limits table with PostgreSQL).
 */

/** A beacon is about 150 bytes; four thousand is room for any page path we have. */
export const VITALS_MAX_BYTES = 4096;

/**
 * A minute: the report's last bucket starts there (web-vitals.server.ts), so a longer figure says nothing more, and
 * a page view slower than that is no measurement to average in. A layout shift score past 10 is none either.
 */
export const VITAL_MAX_MS = 60_000;
export const CLS_MAX = 10;
const time = z.number().check(z.gte(0), z.lte(VITAL_MAX_MS));
const beacon = z.object({
  path: z.string().check(z.minLength(1), z.maxLength(500)),
  metrics: z.strictObject({
    LCP: z.optional(time),
    INP: z.optional(time),
    CLS: z.optional(z.number().check(z.gte(0), z.lte(CLS_MAX))),
    FCP: z.optional(time),
    TTFB: z.optional(time),
  }),
});

const answer = (status: number, text?: string) =>
  new Response(text ?? null, {
    status,
    headers: {
      "Cache-Control": "no-store",
      ...(text ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    },
  });

/** The body as text, or null when it is longer than `max` bytes (it is not read further). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max) return null;
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether the request is one we keep nothing of: a visitor who asked not to be tracked, or no person at all. */
function ignored(headers: Headers): boolean {
  if (headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1") return true;
  // The same test as page views: lab tools (Lighthouse, headless browsers) measure themselves, not visitors.
  const agent = headers.get("user-agent")?.trim() ?? "";
  return !agent.startsWith("Mozilla/") || NOT_A_PERSON.test(agent);
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  if (request.method !== "POST") return answer(405, "Send the figures with POST.");
  const visit = requestOf(args);
  if (!(await visit.services.limits.allow("vitals", visit.clientIp))) {
    return answer(429, "Too many speed figures from this address: try again in a few minutes.");
  }
  const text = await readCapped(request, VITALS_MAX_BYTES);
  if (text === null) return answer(413, `The figures must be under ${VITALS_MAX_BYTES} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return answer(400, "The figures must be JSON.");
  }
  const parsed = beacon.safeParse(json);
  if (!parsed.success) return answer(400, "The figures must be a page's path and its LCP, INP, CLS, FCP or TTFB.");
  if (ignored(request.headers)) return answer(204);
  const path = pagePath(parsed.data.path, contentOf(args));
  if (!path) return answer(204);
  try {
    await recordVitals(visit.services.storage.db, path, parsed.data.metrics);
  } catch (error) {
    // A lost beacon costs the report one sample; the browser cannot send it again anyway.
    visit.log.warn({ reason: reasonOf(error) }, "speed figures not stored");
  }
  return answer(204);
}

/** Not a page: a GET is told what this address takes. */
export function loader() {
  return new Response("This address takes a page's speed figures, sent by the site's script with POST.", {
    status: 405,
    headers: { Allow: "POST", "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
