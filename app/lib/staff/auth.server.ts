import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  createContext,
  createCookieSessionStorage,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { type RequestContext, requestOf } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { sharedSecret } from "~/lib/storage/db.server";

/*
 * Staff access: one password from ADMIN_PASSWORD, compared in constant time; a signed, HttpOnly, SameSite=Lax
 * session cookie that expires; a CSRF token per session checked on every state change; login attempts limited
 * per IP. The staff routes sit under two layouts (ADR 006): one whose middleware marks every staff response
 * private, and inside it one whose middleware lets only a signed-in member through, so no staff loader or
 * action can forget the check.
 */

const SESSION_HOURS = 8;

interface StaffSession {
  staff: boolean;
  csrf: string;
}

let storage: ReturnType<typeof createCookieSessionStorage<StaffSession>> | undefined;

async function sessionStorage(svc: Services) {
  if (!storage) {
    // The signing key lives in the database, so every server signs alike; the password is part of it, so
    // changing ADMIN_PASSWORD signs every session out.
    const key = await sharedSecret(svc.storage.db, "staff-session");
    storage = createCookieSessionStorage<StaffSession>({
      cookie: {
        name: "__staff",
        httpOnly: true,
        sameSite: "lax",
        secure: svc.env.SITE_URL.startsWith("https:"),
        path: "/staff",
        maxAge: SESSION_HOURS * 3600,
        secrets: [
          createHash("sha256")
            .update(`${key}:${svc.env.ADMIN_PASSWORD ?? ""}`)
            .digest("base64url"),
        ],
      },
    });
  }
  return storage;
}

export const staffEnabled = (svc: Services) => Boolean(svc.env.ADMIN_PASSWORD);

const digest = (value: string) => createHash("sha256").update(value).digest();

export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export interface Staff {
  csrf: string;
  svc: Services;
}

/** The signed-in staff member, for routes under the signed-in layout; null elsewhere. */
export const staffContext = createContext<Staff | null>(null);

/** The signed-in member of a request's session, if any. */
async function signedIn(request: Request, svc: Services): Promise<Staff | null> {
  if (!staffEnabled(svc)) return null;
  const session = await (await sessionStorage(svc)).getSession(request.headers.get("Cookie"));
  return session.get("staff") ? { csrf: session.get("csrf") ?? "", svc } : null;
}

/** The signed-in layout's middleware: a signed-in member goes on; anyone else goes to the sign-in page. */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const svc = requestOf({ context }).services;
  const staff = await signedIn(request, svc);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(staffEnabled(svc) ? `/staff?next=${encodeURIComponent(url.pathname + url.search)}` : "/staff");
  }
  context.set(staffContext, staff);
  return next();
};

const staffHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The staff frame's middleware: staff responses are private and never cached. */
export const privateResponses: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  for (const [name, value] of Object.entries(staffHeaders)) response.headers.set(name, value);
  return response;
};

/** The signed-in member a route under the signed-in layout serves. */
export function staffOf({ context }: { context: Readonly<RouterContextProvider> }): Staff {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("A staff route outside the signed-in layout");
  return staff;
}

const inbox = "/staff/leads";

/**
 * Where to go after signing in: a path inside the staff area of this site, re-encoded by the URL parser so it
 * is always a valid header value; anything else (another host, control characters, a path outside /staff)
 * goes to the inbox.
 */
export function safeNext(next: string | null): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!next?.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(next)) return inbox;
  const origin = "http://staff.invalid";
  const url = URL.canParse(next, origin) ? new URL(next, origin) : null;
  if (url?.origin !== origin || !url.pathname.startsWith("/staff/")) return inbox;
  return url.pathname + url.search;
}

/** Refuses a state change whose form does not carry the session's CSRF token. */
export function requireCsrf(staff: Staff, form: FormData): void {
  const given = form.get("csrf");
  if (typeof given !== "string" || !staff.csrf || !timingSafeEqual(digest(given), digest(staff.csrf))) {
    throw new Response("This form has expired. Reload the page and try again.", { status: 403 });
  }
}

export type LoginResult = { ok: true; cookie: string } | { ok: false; error: string; status: number };

export async function logIn(visit: RequestContext, password: string): Promise<LoginResult> {
  const { services: svc, clientIp: ip } = visit;
  if (!staffEnabled(svc)) return { ok: false, error: "Staff pages are disabled.", status: 403 };
  if (!(await svc.limits.allow("login", ip))) {
    return { ok: false, error: "Too many attempts. Wait 15 minutes and try again.", status: 429 };
  }
  if (!passwordMatches(password, svc.env.ADMIN_PASSWORD ?? "")) {
    return { ok: false, error: "That password is not right.", status: 401 };
  }
  await svc.limits.reset("login", ip);
  const sessions = await sessionStorage(svc);
  const session = await sessions.getSession();
  session.set("staff", true);
  session.set("csrf", randomBytes(24).toString("base64url"));
  return { ok: true, cookie: await sessions.commitSession(session) };
}

export async function logOut(request: Request, svc: Services): Promise<string> {
  const sessions = await sessionStorage(svc);
  return sessions.destroySession(await sessions.getSession(request.headers.get("Cookie")));
}
