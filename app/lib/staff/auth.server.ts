import { createHash, timingSafeEqual } from "node:crypto";
import {
  createContext,
  createCookie,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { type RequestContext, requestOf } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import { authenticate, endSession, type Member, readSession, SESSION_MAX_MS, startSession } from "./accounts.server";

/*
 * Staff access: named accounts (accounts.server.ts) and sessions kept on the server behind an HttpOnly,
 * SameSite=Lax cookie; a CSRF token per session checked on every state change; sign-in attempts limited per
 * address and for the whole site. The staff routes sit under two layouts (ADR 006): one whose middleware marks
 * every staff response private, and inside it one whose middleware lets only a signed-in member through, so no
 * staff loader or action can forget the check.
 */

const cookieFor = (svc: Services) =>
  createCookie("__staff", {
    httpOnly: true,
    sameSite: "lax",
    secure: svc.env.SITE_URL.startsWith("https:"),
    path: "/staff",
    maxAge: SESSION_MAX_MS / 1000,
  });

/** The staff area is open when the owner's account is configured (ADMIN_PASSWORD). */
export const staffEnabled = (svc: Services) => Boolean(svc.env.ADMIN_PASSWORD);

const digest = (value: string) => createHash("sha256").update(value).digest();

export interface Staff {
  csrf: string;
  svc: Services;
  member: Member;
  /** The stored id of this session, kept when the member changes their own password. */
  sessionId: string;
}

/** The signed-in staff member, for routes under the signed-in layout; null elsewhere. */
export const staffContext = createContext<Staff | null>(null);

async function tokenOf(request: Request, svc: Services): Promise<string | null> {
  const token = await cookieFor(svc).parse(request.headers.get("Cookie"));
  return typeof token === "string" ? token : null;
}

/** The signed-in member of a request's session, if any. */
async function signedIn(request: Request, svc: Services): Promise<Staff | null> {
  if (!staffEnabled(svc)) return null;
  const token = await tokenOf(request, svc);
  const session = token ? await readSession(svc.storage.db, token) : null;
  return session ? { csrf: session.csrf, svc, member: session.member, sessionId: session.id } : null;
}

/** The signed-in layout's middleware: a signed-in member goes on; anyone else goes to the sign-in page. */
export const requireStaff: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const visit = requestOf({ context });
  const svc = visit.services;
  const staff = await needsDatabase(visit.log, "staff session", () => signedIn(request, svc));
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

/** Refuses what only the owner may do. */
export function requireOwner(staff: Staff): void {
  if (staff.member.role !== "owner") throw data("Only the owner can manage staff accounts.", { status: 403 });
}

export const signInMessages = {
  wrong: "That e-mail address and password do not match an account.",
  tooMany: "Too many attempts. Wait 15 minutes and try again.",
  paused: "Sign-in is paused for a few minutes after many failed attempts. Try again later.",
};

export type LoginResult = { ok: true; cookie: string } | { ok: false; error: string; status: number };

/**
 * Signs a member in. Each client address has 5 attempts per 15 minutes; failures from every address together
 * pause all sign-ins past 30 per 15 minutes, so guessing from many addresses gains nothing.
 */
export async function logIn(visit: RequestContext, email: string, password: string): Promise<LoginResult> {
  const { services: svc, clientIp: ip } = visit;
  if (!staffEnabled(svc)) return { ok: false, error: "Staff pages are disabled.", status: 403 };
  if (await svc.limits.exhausted("loginFailures", "site")) {
    return { ok: false, error: signInMessages.paused, status: 429 };
  }
  if (!(await svc.limits.allow("login", ip))) return { ok: false, error: signInMessages.tooMany, status: 429 };
  const member = await authenticate(svc.storage.db, email, password);
  if (!member) {
    await svc.limits.allow("loginFailures", "site");
    return { ok: false, error: signInMessages.wrong, status: 401 };
  }
  await svc.limits.reset("login", ip);
  const token = await startSession(svc.storage.db, member.id);
  return { ok: true, cookie: await cookieFor(svc).serialize(token) };
}

/** Ends this browser's session; returns the header that clears its cookie. */
export async function logOut(request: Request, svc: Services): Promise<string> {
  const token = await tokenOf(request, svc);
  if (token) await endSession(svc.storage.db, token);
  return cookieFor(svc).serialize("", { maxAge: 0 });
}
