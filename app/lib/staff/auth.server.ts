import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import { EDITOR_HINT } from "~/lib/editor-hint";
import { ownerEmail } from "~/lib/env.server";
import { LimitsUnavailable, limitRules } from "~/lib/leads/limits.server";
import { readFormDataOrRefuse } from "~/lib/leads/request-body.server";
import { type RequestContext, requestOf } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { contentRightOf } from "~/lib/staff/content-right";
import { needsDatabase } from "~/lib/storage/unavailable.server";
import {
  authenticate,
  endSession,
  endSessionsOf,
  type Member,
  memberByEmail,
  readSession,
  SESSION_MAX_MS,
  setPassword,
  startSession,
} from "./accounts.server";
import { recordEvent } from "./audit.server";
import { queueSignInAlert } from "./sign-in-alert.server";
import { ACCOUNT_LOCKOUT, lockoutMinutes, networkOf } from "./sign-in-limits.server";

/*
 * Staff access: named accounts (accounts.server.ts) and sessions kept on the server behind an HttpOnly,
 * SameSite=Lax cookie; a CSRF token per session checked on every state change; sign-in attempts limited per
 * network, per account and per recognised browser (sign-in-limits.server.ts), never for the whole site. The staff routes sit under two layouts (ADR 006): one whose middleware marks
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

/** Set at sign-in for members who may edit the content, cleared at sign-out (`editor-hint.ts`). */
const editorHint = (svc: Services, on: boolean) =>
  `${EDITOR_HINT}=${on ? "1" : ""}; Path=/; SameSite=Lax; Max-Age=${on ? SESSION_MAX_MS / 1000 : 0}${
    svc.env.SITE_URL.startsWith("https:") ? "; Secure" : ""
  }`;

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

/**
 * Why the routes of a layout are not for this member, when a layout's middleware refused them (the content
 * editor's, for an account without the content right): a fresh answer each time it is thrown.
 */
const refusalContext = createContext<(() => Response) | null>(null);

/**
 * Refuses the member every route inside a layout: its middleware calls this, and `staffOf`, the first call of
 * every loader and action there, throws the refusal. Thrown from the middleware itself, React Router would render
 * it at the root's last-resort boundary, without the staff frame or the reason (ADR 006).
 */
export function refuseStaff(context: Readonly<RouterContextProvider>, refusal: () => Response): void {
  context.set(refusalContext, refusal);
}

/** The signed-in member a route under the signed-in layout serves; throws the refusal of a layout around it. */
export function staffOf({ context }: { context: Readonly<RouterContextProvider> }): Staff {
  const staff = context.get(staffContext);
  if (!staff) throw new Error("A staff route outside the signed-in layout");
  const refusal = context.get(refusalContext);
  if (refusal) throw refusal();
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

/**
 * The start of a staff action that posts a form: the signed-in member, the form (a body that cannot be read is
 * refused with its status), its CSRF token checked, and what it asks for.
 */
export async function staffFormOf(args: { context: Readonly<RouterContextProvider>; request: Request }) {
  const staff = staffOf(args);
  const form = await readFormDataOrRefuse(args.request);
  requireCsrf(staff, form);
  return { staff, form, db: staff.svc.storage.db, intent: form.get("intent") };
}

export const signInMessages = {
  wrong: "That e-mail address and password do not match an account.",
  network: (minutes: number) =>
    `Too many sign-in attempts from your network. Wait ${plural(minutes, "minute")} and try again.`,
  account: (minutes: number) =>
    `After repeated wrong passwords this account is locked for new browsers for ${plural(minutes, "minute")}. A browser that has signed in here before can sign in now.`,
  device: (minutes: number) =>
    `Too many wrong passwords from this browser. Wait ${plural(minutes, "minute")} and try again.`,
  unavailable: "Sign-in is unavailable for a moment. Try again in a minute.",
  ended: `You were signed out after ${limitRules.passwordCheck.points} wrong current passwords. Sign in again.`,
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export type LoginResult =
  | { ok: true; cookies: string[] }
  | { ok: false; error: string; status: number; retryAfterSeconds?: number };

// ---------------------------------------------------------------------------------------------------------------
// Device cookies (OWASP): a browser that signed in to an account carries a nonce signed for that account, so the
// attempts of every other browser cannot lock it out.

const DEVICE_MAX_AGE_S = 180 * 86_400;

const deviceCookieFor = (svc: Services) =>
  createCookie("__staff_device", {
    httpOnly: true,
    sameSite: "lax",
    secure: svc.env.SITE_URL.startsWith("https:"),
    path: "/staff",
    maxAge: DEVICE_MAX_AGE_S,
  });

/** The server's secret, narrowed to device cookies, so a signature here means nothing anywhere else. */
const deviceMac = (svc: Services, account: string, nonce: string) => {
  const key = createHmac("sha256", svc.formSecret).update("staff device cookie").digest();
  return createHmac("sha256", key).update(`${account}\n${nonce}`).digest("base64url");
};

/** This browser's device nonce when its cookie was signed for `account`; null for any other browser. */
async function recognisedDevice(request: Request, svc: Services, account: string): Promise<string | null> {
  const value = await deviceCookieFor(svc).parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return null;
  const [nonce = "", mac = "", ...rest] = value.split(".");
  if (rest.length || !/^[\w-]{22}$/.test(nonce)) return null;
  return timingSafeEqual(digest(mac), digest(deviceMac(svc, account, nonce))) ? nonce : null;
}

const newDeviceCookie = (svc: Services, account: string) => {
  const nonce = randomBytes(16).toString("base64url");
  return deviceCookieFor(svc).serialize(`${nonce}.${deviceMac(svc, account, nonce)}`);
};

// ---------------------------------------------------------------------------------------------------------------
// Signing in

/** An account's address in the log: a stable pseudonym, not the address. */
export const accountRef = (account: string) => createHash("sha256").update(account).digest("hex").slice(0, 16);

const system = { name: "Sign-in limits", email: "" };

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Signs a member in (see sign-in-limits.server.ts). A browser the account recognises is limited by its own wrong
 * passwords only; any other browser by its network's attempts and by the account's lockout. When the limits'
 * store cannot answer, nobody signs in (503) rather than everybody guessing without limit.
 */
export async function logIn(
  visit: RequestContext,
  request: Request,
  email: string,
  password: string,
): Promise<LoginResult> {
  const { services: svc, clientIp: ip, log } = visit;
  if (!staffEnabled(svc)) return { ok: false, error: "Staff pages are disabled.", status: 403 };
  const account = email.trim().toLowerCase();
  const who = { account: accountRef(account), ip };
  try {
    return await signIn(visit, request, account, password, who);
  } catch (error) {
    if (!(error instanceof LimitsUnavailable)) throw error;
    log.error({ event: "staff.sign-in.unavailable", ...who }, "staff sign-in refused: the limits cannot be checked");
    return { ok: false, error: signInMessages.unavailable, status: 503, retryAfterSeconds: 60 };
  }
}

async function signIn(
  visit: RequestContext,
  request: Request,
  account: string,
  password: string,
  who: { account: string; ip: string },
): Promise<LoginResult> {
  const { services: svc, clientIp: ip, log } = visit;
  const { limits } = svc;
  const device = await recognisedDevice(request, svc, account);
  const refuse = async (reason: "network" | "account" | "device", msLeft: number) => {
    const minutes = minutesOf(msLeft);
    log.warn({ event: "staff.sign-in.limited", reason, ...who }, "staff sign-in refused by a limit");
    await noteFailure(visit);
    return { ok: false, error: signInMessages[reason](minutes), status: 429, retryAfterSeconds: minutes * 60 } as const;
  };
  if (device) {
    const used = await limits.peek("signInDevice", device);
    if (used.used >= limitRules.signInDevice.points) return refuse("device", used.msLeft);
  } else {
    const network = await limits.count("signInNetwork", networkOf(ip));
    if (network.used > limitRules.signInNetwork.points) return refuse("network", network.msLeft);
    const locked = await limits.peek("signInAccount", account);
    if (locked.used > limitRules.signInAccount.points) return refuse("account", locked.msLeft);
  }
  const member = await authenticate(svc.storage.db, account, password, svc.passwordCost);
  if (!member) {
    log.warn({ event: "staff.sign-in.failed", ...who, recognised: Boolean(device) }, "staff sign-in failed");
    if (device) await limits.count("signInDevice", device);
    else await lockOutAfterFailures(visit, account, who);
    await noteFailure(visit);
    return { ok: false, error: signInMessages.wrong, status: 401 };
  }
  if (device) await limits.reset("signInDevice", device);
  else await limits.reset("signInNetwork", networkOf(ip));
  const token = await startSession(svc.storage.db, member.id);
  log.info({ event: "staff.sign-in", member: member.id, ...who, recognised: Boolean(device) }, "staff signed in");
  await recordEvent(svc.storage.db, member, { leadId: null, action: "signed in", detail: `from ${ip}` });
  return {
    ok: true,
    cookies: [
      await cookieFor(svc).serialize(token),
      await newDeviceCookie(svc, account),
      ...(contentRightOf(member) === "none" ? [] : [editorHint(svc, true)]),
    ],
  };
}

/** A wrong password from a browser the account does not recognise: the fifth locks the account for such browsers. */
async function lockOutAfterFailures(visit: RequestContext, account: string, who: { account: string; ip: string }) {
  const { limits, storage } = visit.services;
  const failures = await limits.count("signInAccount", account);
  if (failures.used < ACCOUNT_LOCKOUT.failures) return;
  const minutes = lockoutMinutes((await limits.count("signInLockouts", account)).used);
  await limits.block("signInAccount", account, minutes * 60);
  visit.log.warn({ event: "staff.sign-in.locked", ...who, minutes }, "staff account locked for new browsers");
  if (await memberByEmail(storage.db, account)) {
    await recordEvent(storage.db, system, {
      leadId: null,
      action: "locked an account for new browsers",
      detail: `${account} for ${plural(minutes, "minute")} after ${ACCOUNT_LOCKOUT.failures} wrong passwords`,
    });
  }
}

/** Counts a failed sign-in; the first past the hour's usual number e-mails the owner (at most once an hour). */
async function noteFailure(visit: RequestContext) {
  const { limits, storage, env } = visit.services;
  const failures = await limits.count("signInFailures", "site");
  if (failures.used <= limitRules.signInFailures.points) return;
  if ((await limits.count("signInAlert", "site")).used !== 1) return;
  visit.log.warn({ event: "staff.sign-in.unusual", failures: failures.used }, "unusual failed sign-ins: owner told");
  const mail = { siteUrl: env.SITE_URL, notifyEmail: ownerEmail(env), content: visit.content };
  await queueSignInAlert(storage.db, mail, { failures: failures.used, signInUrl: `${env.SITE_URL}/staff` });
  await recordEvent(storage.db, system, {
    leadId: null,
    action: "told the owner about unusual failed sign-ins",
    detail: `${failures.used} in the last hour`,
  });
}

const signOuts = {
  here: { event: "staff.sign-out", action: "signed out" },
  everywhere: { event: "staff.sign-out.everywhere", action: "signed out everywhere" },
  "wrong passwords": {
    event: "staff.session-ended",
    action: `was signed out after ${limitRules.passwordCheck.points} wrong current passwords`,
  },
} as const;

/**
 * Signs a member out: this browser's session, or "everywhere" every session of theirs. Returns the header that
 * clears this browser's cookie; the device cookie stays, so this browser is still recognised next time.
 */
export async function logOut(
  request: Request,
  visit: RequestContext,
  staff: Staff,
  how: keyof typeof signOuts = "here",
): Promise<Headers> {
  const { db } = staff.svc.storage;
  if (how === "everywhere") await endSessionsOf(db, staff.member.id);
  else {
    const token = await tokenOf(request, staff.svc);
    if (token) await endSession(db, token);
  }
  const { event, action } = signOuts[how];
  visit.log.info({ event, member: staff.member.id, ip: visit.clientIp }, `staff ${action}`);
  await recordEvent(db, staff.member, { leadId: null, action, detail: `from ${visit.clientIp}` });
  const headers = new Headers();
  headers.append("Set-Cookie", await cookieFor(staff.svc).serialize("", { maxAge: 0 }));
  headers.append("Set-Cookie", editorHint(staff.svc, false));
  return headers;
}

/**
 * The account page's check of the current password, limited per session: "right", the tries left after a wrong
 * one, "ended" when that was the last (the caller signs the session out), or "unavailable" when the limit cannot
 * be counted.
 */
export async function checkCurrentPassword(
  visit: RequestContext,
  staff: Staff,
  current: string,
): Promise<"right" | "ended" | "unavailable" | number> {
  const { limits, storage } = staff.svc;
  const who = { member: staff.member.id, ip: visit.clientIp };
  try {
    const used = await limits.peek("passwordCheck", staff.sessionId);
    if (used.used >= limitRules.passwordCheck.points) return "ended";
    if (await authenticate(storage.db, staff.member.email, current, staff.svc.passwordCost)) return "right";
    const tally = await limits.count("passwordCheck", staff.sessionId);
    visit.log.warn({ event: "staff.password-check.failed", ...who, failures: tally.used }, "wrong current password");
    const left = limitRules.passwordCheck.points - tally.used;
    return left > 0 ? left : "ended";
  } catch (error) {
    if (!(error instanceof LimitsUnavailable)) throw error;
    visit.log.error({ event: "staff.password-check.unavailable", ...who }, "password check refused: no limits");
    return "unavailable";
  }
}

/** A member's new password of their own: their other sessions end, this one stays. */
export async function changeOwnPassword(visit: RequestContext, staff: Staff, password: string): Promise<void> {
  const { db } = staff.svc.storage;
  await setPassword(db, staff.member.id, password, new Date(), staff.sessionId, staff.svc.passwordCost);
  visit.log.info({ event: "staff.password.changed", member: staff.member.id, ip: visit.clientIp }, "password changed");
  await recordEvent(db, staff.member, { leadId: null, action: "changed their password", detail: "" });
}
