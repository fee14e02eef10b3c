import { describe, expect, it } from "vitest";
import { expectEach } from "../../tests/support/each";
import { clockText, LATEST_OWNER_TIME, officeTimeText, toOfficeClock, toOwnerClock } from "./owner-clock";

describe("the owner's clock and the office's", () => {
  it("puts a Pacific time on the Central clock, two hours ahead, and back", () => {
    expectEach(toOfficeClock, { "09:00": "11:00", "13:00": "15:00" });
    expectEach(toOwnerClock, { "11:00": "09:00", "01:30": "23:30" });
    for (const time of ["00:00", "07:15", "21:59"]) expect(toOwnerClock(toOfficeClock(time) ?? "")).toBe(time);
  });

  it("has no office time the same day for a Pacific time from 10 pm", () => {
    expect(LATEST_OWNER_TIME).toBe("21:59");
    expectEach(toOfficeClock, { "22:00": null, "9:00": null });
    expect(officeTimeText("22:30")).toBe("Past midnight at the office: not possible");
  });

  it("says the office's time beside the owner's", () => {
    expectEach(officeTimeText, { "09:00": "11:00 am CT at the office", "13:00": "3:00 pm CT at the office", "": "" });
    expectEach(clockText, { "00:05": "12:05 am", "12:00": "12:00 pm" });
  });
});
