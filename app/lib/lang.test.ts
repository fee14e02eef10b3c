import { describe, expect, it } from "vitest";
import { hasTwin, langOf, localizePath, twinOf } from "./lang";

describe("languages by path (ADR 025)", () => {
  it("reads the language from the path, a form's data requests (/es/book.data) included", () => {
    expect(langOf("/es")).toBe("es");
    expect(langOf("/es.data")).toBe("es");
    expect(langOf("/es/services/wedding-valet")).toBe("es");
    expect(langOf("/")).toBe("en");
    expect(langOf("/estimate")).toBe("en");
  });

  it("turns a link into the reader's language where a twin exists, and leaves the rest English", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/book", "es")).toBe("/es/book");
    expect(localizePath("/es/book", "es")).toBe("/es/book");
    expect(localizePath("/quote?again=1#quote-form", "es")).toBe("/es/quote?again=1#quote-form");
    expect(localizePath("/es/contact?again=1#contact-form", "en")).toBe("/contact?again=1#contact-form");
    expect(localizePath("/locations/pasadena", "es")).toBe("/es/locations/pasadena");
    expect(localizePath("/about", "es")).toBe("/es/about");
    expect(localizePath("/blog/rss.xml", "es")).toBe("/blog/rss.xml");
    expect(localizePath("/staff/leads", "es")).toBe("/staff/leads");
    expect(localizePath("tel:+13105550147", "es")).toBe("tel:+13105550147");
    expect(localizePath("/es", "en")).toBe("/");
  });

  it("finds the twin of every public page in the other language, and none for the staff area or machine files", () => {
    expect(twinOf("/services/wedding-valet")).toEqual({ lang: "es", path: "/es/services/wedding-valet" });
    expect(twinOf("/es")).toEqual({ lang: "en", path: "/" });
    expect(twinOf("/locations/pasadena")).toEqual({ lang: "es", path: "/es/locations/pasadena" });
    expect(twinOf("/es/a-page-that-does-not-exist")).toEqual({ lang: "en", path: "/a-page-that-does-not-exist" });
    expect(hasTwin("/blog")).toBe(true);
    expect(hasTwin("/sitemap.xml")).toBe(false);
    expect(hasTwin("/staff")).toBe(false);
  });
});
