/** Helpers to post to the site's forms the way a browser without JavaScript does. */

import { expect } from "vitest";

export async function formToken(baseUrl: string, path: string): Promise<string> {
  const html = await (await fetch(baseUrl + path)).text();
  const token = html.match(/name="formToken" value="([^"]+)"/)?.[1];
  if (!token) throw new Error(`no form token on ${path}`);
  return token;
}

export const validBooking = (email: string): Record<string, string> => {
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    firstName: "Test",
    lastName: "Visitor",
    email,
    phone: "310 555 0100",
    serviceType: "Wedding",
    eventDate: date,
    eventTime: "18:00",
    guestCount: "120",
    venueName: "Garden Estate",
    venueAddress: "1 Garden Lane, Pasadena",
  };
};

export function postForm(baseUrl: string, path: string, fields: Record<string, string>, ip: string) {
  return fetch(baseUrl + path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

export const referenceIn = (html: string) => html.match(/data-testid="reference">(GK-[A-Z0-9]{6})</)?.[1] ?? null;

/** A booking posted as `email` from `ip`, timed from before the form's page is asked for its token. */
export async function timedBooking(baseUrl: string, email: string, ip: string) {
  const token = await formToken(baseUrl, "/book");
  const started = performance.now();
  const response = await postForm(baseUrl, "/book", { ...validBooking(email), formToken: token }, ip);
  const html = await response.text();
  return { email, status: response.status, html, ms: performance.now() - started, reference: referenceIn(html) };
}

/** Signs in to the staff area as a browser without JavaScript does; the session cookie, as `name=value`. */
export async function staffCookie(baseUrl: string, email: string, password: string, ip: string) {
  const response = await postForm(baseUrl, "/staff", { email, password }, ip);
  expect(response.status).toBe(302);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}
