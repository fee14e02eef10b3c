import { describe, expect, it } from "vitest";
import { clockText, LATEST_OWNER_TIME, officeTimeText, toOfficeClock, toOwnerClock } from "./owner-clock";

describe("the owner's clock and the office's", () => {
  it("puts a Pacific time on the Central clock, two hours ahead, and back", () => {
    expect(toOfficeClock("09:00")).toBe("11:00");
    expect(toOfficeClock("13:00")).toBe("15:00");
    expect(toOwnerClock("11:00")).toBe("09:00");
    expect(toOwnerClock("01:30")).toBe("23:30");
    for (const time of ["00:00", "07:15", "21:59"]) expect(toOwnerClock(toOfficeClock(time) ?? "")).toBe(time);
  });

  it("has no office time the same day for a Pacific time from 10 pm", () => {
    expect(LATEST_OWNER_TIME).toBe("21:59");
    expect(toOfficeClock("22:00")).toBeNull();
    expect(toOfficeClock("9:00")).toBeNull();
    expect(officeTimeText("22:30")).toBe("Past midnight at the office: not possible");
  });

  it("says the office's time beside the owner's", () => {
    expect(officeTimeText("09:00")).toBe("11:00 am CT at the office");
    expect(officeTimeText("13:00")).toBe("3:00 pm CT at the office");
    expect(officeTimeText("")).toBe("");
    expect(clockText("00:05")).toBe("12:05 am");
    expect(clockText("12:00")).toBe("12:00 pm");
  });
});
