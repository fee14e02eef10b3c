import { describe, it } from "vitest";
import { expectEach } from "../../tests/support/each";
import { canonicalPath } from "./paths";

describe("canonicalPath", () => {
  it("gives a public page's one address for its case, slash and escape variants", () => {
    expectEach(canonicalPath, {
      "/ABOUT": "/about",
      "/aBoUt/": "/about",
      "/about//": "/about",
      "//Locations//Malibu": "/locations/malibu",
      "/%41bout": "/about",
      "/ES/": "/es",
      "/": "/",
      "/about": "/about",
    });
  });

  it("leaves escapes that are not letters, digits or -._~ as they are", () => {
    expectEach(canonicalPath, { "/a%2Fb": "/a%2fb", "/caf%C3%A9": "/caf%c3%a9" });
  });
});
