import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./EmailAddress";

describe("EmailAddress", () => {
  it("may wrap after the @ first, then before a dot, never in a word, and reads as the address", () => {
    const html = renderToStaticMarkup(<EmailAddress address="olivia.reyes@golden-key.valet.example" />);
    expect(html).toBe(
      '<span class="min-w-0 break-normal"><span class="inline-block">olivia<wbr/>.reyes@</span>' +
        '<span class="inline-block">golden-key<wbr/>.valet<wbr/>.example</span></span>',
    );
    expect(html.replace(/<[^>]*>/g, "")).toBe("olivia.reyes@golden-key.valet.example");
  });
});
