import { describe, expect, it } from "vitest";
import { type ContentDocument, emptyDocument } from "~/content/editable";
import { checkAhead, renderCheck } from "./rendering.server";

/** Stands in for the renderer of ~/lib/content/edition-renderer.server.ts: counts its checks; `failing` pages answer 500. */
function renderer(failing: string[] = []) {
  const checked: ContentDocument[] = [];
  return {
    checked,
    renderEdition: async (edition: ContentDocument, paths: string[] | null) => {
      checked.push(edition);
      return (paths ?? ["/", "/contact", ...failing]).map((path) => ({
        path,
        status: failing.includes(path) ? 500 : 200,
        html: "",
      }));
    },
  };
}

const withPhone = (phone: string): ContentDocument => ({ ...emptyDocument(), company: { phone } });

describe("the check before a publication", () => {
  it("renders an edition once: the press of Publish reuses the check made when its screen opened", async () => {
    const svc = renderer();
    checkAhead(svc, withPhone("(213) 555-0141"));
    expect(await renderCheck(svc)(withPhone("(213) 555-0141"))).toEqual([]);
    expect(svc.checked).toHaveLength(1);
  });

  it("checks again an edition that changed since, and names the pages it would break", async () => {
    const svc = renderer(["/faq"]);
    checkAhead(svc, withPhone("(213) 555-0141"));
    expect(await renderCheck(svc)(withPhone("(213) 555-0142"))).toEqual(["/faq would not show (500)."]);
    expect(svc.checked.map((edition) => edition.company.phone)).toEqual(["(213) 555-0141", "(213) 555-0142"]);
  });

  it("asks again after a check that could not run", async () => {
    let calls = 0;
    const svc = {
      renderEdition: async () => {
        calls += 1;
        if (calls === 1) throw new Error("renderer down");
        return [{ path: "/", status: 200, html: "" }];
      },
    };
    await expect(renderCheck(svc)(withPhone("(213) 555-0141"))).rejects.toThrow("renderer down");
    expect(await renderCheck(svc)(withPhone("(213) 555-0141"))).toEqual([]);
    expect(calls).toBe(2);
  });
});
