import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { TEXT_FORM_MAX_BYTES } from "~/forms/registry";
import { seedContent } from "../../../tests/support/content";
import { requestRules } from "./request-rules.server";

/*
 * The rules the server applies before anything serves a request, against a route table shaped as the build's: the
 * public layout with a page, a form page, a Spanish twin and the not-found route; a staff layout with an upload; a
 * resource route.
 */
const route = (id: string, parentId: string | undefined, path: string | undefined, module: object = {}) => ({
  [id]: { id, parentId, path, module },
});
const action = async () => null;
const routes = {
  ...route("root", undefined, ""),
  ...route("layouts/site", "root", undefined),
  ...route("about", "layouts/site", "about"),
  ...route("book", "layouts/site", "book", { action, handle: { hydrate: true } }),
  ...route("es/faq", "layouts/site", "es/faq"),
  ...route("not-found", "layouts/site", "*", { action }),
  ...route("layouts/staff", "root", undefined),
  ...route("staff/leads", "layouts/staff", "staff/leads"),
  ...route("staff/photos", "layouts/staff", "staff/photos", { action, handle: { maxBodyBytes: 12 * 1024 * 1024 } }),
  ...route("healthz", "root", "healthz"),
} as unknown as ServerBuild["routes"];

const content = seedContent();
const rules = requestRules(routes, () => content);
const phone = content.site.phone.display;
const ask = (method: string, url: string, length = 0) =>
  rules.answerBefore({ method, path: url.split("?")[0] ?? url, url, length });

describe("the rules applied before a request is served", () => {
  it("serve GET, HEAD and POST only, in the page's language", () => {
    expect(ask("GET", "/about")).toBeNull();
    expect(ask("HEAD", "/about")).toBeNull();
    expect(ask("PUT", "/about")).toEqual({
      status: 405,
      headers: { Allow: "GET, HEAD, POST" },
      text: "Method not allowed.",
    });
    expect(ask("DELETE", "/es/faq")?.text).toBe("Método no permitido.");
  });

  it("refuse an address that does not decode, 400", () => {
    expect(ask("GET", "/%zz")).toMatchObject({ status: 400, text: expect.stringMatching(/^This address could not/) });
    expect(ask("GET", "/es/%E0%A4%A")?.text).toMatch(/^No pudimos leer/);
  });

  it("send a variant of a public page to its one address, the query kept; a post with 308", () => {
    expect(ask("GET", "/ABOUT/?utm_source=flyer")).toEqual({
      status: 301,
      headers: { Location: "/about?utm_source=flyer", "Cache-Control": "public, max-age=3600" },
      text: "",
    });
    expect(ask("POST", "/Book/")?.status).toBe(308);
    expect(ask("GET", "/about//")?.headers.Location).toBe("/about");
    // Unknown paths and data requests are not redirected.
    expect(ask("GET", "/No-Such-Page/")).toBeNull();
    expect(ask("GET", "/ABOUT.data")).toBeNull();
  });

  it("refuse a post to a page without a form, 405 with the phone; an unknown path keeps its 404", () => {
    expect(ask("POST", "/about")).toEqual({
      status: 405,
      headers: { Allow: "GET, HEAD" },
      text: `This page does not take form submissions. Please use one of our forms, or call us at ${phone}.`,
    });
    expect(ask("POST", "/es/faq")?.text).toMatch(/^Esta página no recibe formularios/);
    expect(ask("POST", "/healthz")?.status).toBe(405);
    expect(ask("POST", "/staff/leads")?.status).toBe(405);
    expect(ask("POST", "/no-such-page")).toBeNull();
  });

  it("refuse a body announced past 128 KB, but a form page's post (its action refuses it) and an upload up to its limit", () => {
    const big = TEXT_FORM_MAX_BYTES + 1;
    expect(ask("POST", "/no-such-page", TEXT_FORM_MAX_BYTES)).toBeNull();
    expect(ask("POST", "/no-such-page", big)).toEqual({
      status: 413,
      headers: {},
      text: `This request is too large. Please call us at ${phone} instead.`,
    });
    expect(ask("GET", "/es/faq", big)?.text).toMatch(/^Esta solicitud es demasiado grande/);
    expect(ask("POST", "/book", 50 * 1024 * 1024)).toBeNull();
    expect(ask("POST", "/book.data", 50 * 1024 * 1024)).toBeNull();
    expect(ask("POST", "/staff/photos", 12 * 1024 * 1024)).toBeNull();
    expect(ask("POST", "/staff/photos", 12 * 1024 * 1024 + 1)?.text).toBe(
      "This upload is too large: this page takes at most 12 MB. Go back and choose a smaller file.",
    );
  });

  it("know the public pages the page cache may keep: not the not-found route, not the staff area", () => {
    expect(rules.isPublicPage("/about")).toBe(true);
    expect(rules.isPublicPage("/es/faq")).toBe(true);
    expect(rules.isPublicPage("/nope")).toBe(false);
    expect(rules.isPublicPage("/staff/leads")).toBe(false);
    expect(rules.serverError("/es/faq")).toBe(`Algo falló de nuestro lado. Inténtelo de nuevo o llámenos al ${phone}.`);
  });
});
