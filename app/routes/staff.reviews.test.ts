import { describe, expect, it } from "vitest";
import { figuresChoice } from "~/lib/reviews/reviews.server";
import { owner, signedIn, staffRouteDatabase } from "../../tests/support/staff-route";
import { action } from "./staff.reviews";

/*
 * The owner's forms at /staff/reviews, through the action: the figures' and an answer's messages and statuses, and
 * who may use them (whoever may publish the content).
 */

const at = staffRouteDatabase();
const editor = { id: 2, name: "Ana Ruiz", email: "ana@valet.example", role: "staff", content_right: "edit" };

const post = async (fields: Record<string, string>, member: object = owner) => {
  const context = signedIn(at.storage, member);
  const body = new URLSearchParams({ csrf: "token", ...fields });
  const request = new Request("http://localhost/staff/reviews", { method: "POST", body });
  try {
    return await action({ request, context, params: {} } as never);
  } catch (thrown) {
    return thrown;
  }
};
type Refused = { init: { status: number }; data: { figures: string; values: Record<string, string> } };
type Thrown = { init: { status: number }; data: string };

describe("/staff/reviews", () => {
  it("saves the figures chosen, an empty starting number as none", async () => {
    const saved = (await post({ intent: "figures", mode: "real", startingEvents: "1,200" })) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/staff/reviews#figures");
    expect(await figuresChoice(at.storage.db)).toEqual({ mode: "real", startingEvents: 1200 });
    await post({ intent: "figures", mode: "stated", startingEvents: "" });
    expect(await figuresChoice(at.storage.db)).toEqual({ mode: "stated", startingEvents: 0 });
  });

  it("refuses figures with the first problem and shows what was typed again", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ mode: "real", startingEvents: "many" }, "Enter the starting number of events as a whole number, e.g. 480."],
      [{ mode: "real", startingEvents: "2000000" }, "Enter at most 1,000,000 events."],
      [{ startingEvents: "12" }, "Choose stated or real figures."],
    ];
    for (const [fields, message] of cases) {
      const refused = (await post({ intent: "figures", ...fields })) as Refused;
      expect(refused.init.status, message).toBe(400);
      expect(refused.data.figures).toBe(message);
      expect(refused.data.values).toMatchObject(fields);
    }
    expect(await figuresChoice(at.storage.db)).toEqual({ mode: "stated", startingEvents: 0 });
  });

  it("refuses an answer over the limit, and answers no such review for a good one", async () => {
    const long = (await post({ intent: "answer", id: "3", answer: "x".repeat(601) })) as Thrown;
    expect([long.init.status, long.data]).toEqual([400, "An answer can have at most 600 characters."]);
    const missing = (await post({ intent: "answer", id: "3", answer: "Thank you!" })) as Thrown;
    expect([missing.init.status, missing.data]).toEqual([404, "No such review."]);
  });

  it("refuses an account that may only edit the content", async () => {
    const refused = (await post({ intent: "figures", mode: "real", startingEvents: "1" }, editor)) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/^Your account may not publish the site's content/);
  });
});
