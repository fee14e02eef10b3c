import { describe, it } from "vitest";
import { expectEach } from "../../tests/support/each";
import { hasTwin, langOf, localizePath, twinOf } from "./lang";

describe("languages by path (ADR 025)", () => {
  it("reads the language from the path, a form's data requests (/es/book.data) included", () => {
    expectEach(langOf, {
      "/es": "es",
      "/es.data": "es",
      "/es/services/wedding-valet": "es",
      "/": "en",
      "/estimate": "en",
    });
  });

  it("turns a link into the reader's language where a twin exists, and leaves the rest English", () => {
    expectEach((path) => localizePath(path, "es"), {
      "/": "/es",
      "/book": "/es/book",
      "/es/book": "/es/book",
      "/quote?again=1#quote-form": "/es/quote?again=1#quote-form",
      "/locations/pasadena": "/es/locations/pasadena",
      "/about": "/es/about",
      "/blog/rss.xml": "/blog/rss.xml",
      "/staff/leads": "/staff/leads",
      "tel:+13105550147": "tel:+13105550147",
    });
    expectEach((path) => localizePath(path, "en"), {
      "/es/contact?again=1#contact-form": "/contact?again=1#contact-form",
      "/es": "/",
    });
  });

  it("finds the twin of every public page in the other language, and none for the staff area or machine files", () => {
    expectEach(twinOf, {
      "/services/wedding-valet": { lang: "es", path: "/es/services/wedding-valet" },
      "/es": { lang: "en", path: "/" },
      "/locations/pasadena": { lang: "es", path: "/es/locations/pasadena" },
      "/es/a-page-that-does-not-exist": { lang: "en", path: "/a-page-that-does-not-exist" },
    });
    expectEach(hasTwin, { "/blog": true, "/sitemap.xml": false, "/staff": false });
  });
});
