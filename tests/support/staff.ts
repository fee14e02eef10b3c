import { formToken, postForm, referenceIn, staffCookie, validBooking } from "./forms";

/**
 * A visitor who books and a staff member who signs in, against a running site, each request from a new address in
 * `network` (so no test trips another's rate limits). `siteUrl` is read on each call: the site starts in beforeAll.
 */
export function staffDesk(
  siteUrl: () => string,
  { network, owner, password }: { network: string; owner: string; password: string },
) {
  let count = 0;
  const ip = () => `${network}.${++count}`;
  return {
    ip,
    async submitBooking(email: string, extra: Record<string, string> = {}) {
      const token = await formToken(siteUrl(), "/book");
      const response = await postForm(siteUrl(), "/book", { ...validBooking(email), formToken: token, ...extra }, ip());
      const reference = referenceIn(await response.text());
      if (!reference) throw new Error("booking not accepted");
      return reference;
    },
    /** A state change as the staff pages' forms send it, with the session's cookie; the answer unfollowed. */
    act: (path: string, cookie: string, fields: Record<string, string>) =>
      fetch(siteUrl() + path, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
    async logIn(email = owner, pass = password): Promise<{ cookie: string; csrf: string }> {
      const cookie = await staffCookie(siteUrl(), email, pass, ip());
      const html = await (await fetch(`${siteUrl()}/staff/leads`, { headers: { Cookie: cookie } })).text();
      const csrf = html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? "";
      return { cookie, csrf };
    },
  };
}
