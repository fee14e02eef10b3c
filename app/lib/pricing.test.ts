import { describe, expect, it } from "vitest";
import type { PricingRules } from "~/content/editable";
import { samplePricing } from "~/content/pricing";
import { ruleMessages } from "~/forms/fields";
import {
  type EstimateInput,
  estimatePrice,
  isCityWorkingDay,
  lastFilingDay,
  losAngelesInstant,
  type PriceEstimate,
  permitRuleFor,
  rangeText,
  workingDaysBetween,
} from "./pricing";

/*
 * Every clock here is set by the test (the estimate takes `now`), so the suite gives the same answers on any day.
 * The sample rules: $45 per attendant-hour, 4 hours minimum each, $600 minimum, a 30-minute arrival buffer,
 * weddings 5 hours, +20% from Dec 15 to Jan 2, +25% per hour past 10 p.m., 7 days' booking lead time.
 */

const rules: PricingRules = samplePricing;
const at = (iso: string) => new Date(iso);
const beverlyHills = "9500 Wilshire Blvd, Beverly Hills, CA 90212";
const wedding = (date: string, time = "17:00", address = beverlyHills): EstimateInput => ({
  guests: "150",
  eventType: "Wedding",
  date,
  time,
  address,
});

function estimate(input: EstimateInput, now: Date, with_: PricingRules = rules, lang: "en" | "es" = "en") {
  const answer = estimatePrice(input, with_, now, lang);
  if (!answer.ok) throw new Error(`no estimate: ${JSON.stringify(answer.errors)}`);
  return answer.estimate;
}

const FAR = at("2027-02-01T18:00:00Z");

describe("estimatePrice: the range", () => {
  it("pays each attendant from the team's arrival to the usual end; one more hour each is the high end", () => {
    const e = estimate(wedding("2027-03-10"), FAR);
    expect(e.attendants).toBe(6);
    expect(e.arrival).toBe("16:30");
    expect(e.end).toBe("22:00");
    expect(e.hoursEach).toBe(5.5);
    // 6 × 5.5 × $45; the high end runs to 11 p.m., its last hour a late one (+25%).
    expect(e.low).toBe(1485);
    expect(e.high).toBe(6 * 6.5 * 45 + 6 * 1 * 45 * 0.25 + 0.5);
    expect(rangeText(e)).toBe("$1,485 – $1,823");
    expect(e.parts).toEqual([{ label: "6 attendants × 5.5 hours × $45", amount: 1485 }]);
    expect(e.includes).toContain("insured attendants");
    expect(e.flags).toEqual([]);
  });

  it("holds each attendant to the minimum hours, and the total to the minimum booking", () => {
    const short: PricingRules = { ...rules, lengths: { ...rules.lengths, Other: 2 }, minimumTotal: 0 };
    const input = { guests: "40", eventType: "Other", date: "2027-03-10", time: "12:00" };
    // 2.5 hours from arrival to end, paid as 4.
    const e = estimate(input, FAR, short);
    expect(e.attendants).toBe(2);
    expect(e.hoursEach).toBe(4);
    expect(e.low).toBe(2 * 4 * 45);
    expect(e.high).toBe(2 * 4 * 45);
    expect(rangeText(e)).toBe("$360");

    const withMinimum = estimate(input, FAR, { ...short, minimumTotal: 600 });
    expect(withMinimum.low).toBe(600);
    expect(withMinimum.parts).toEqual([
      { label: "2 attendants × 4 hours × $45", amount: 360 },
      { label: "Brought up to the minimum booking of $600", amount: 240 },
    ]);
  });

  it("adds the peak surcharge from December 15 to January 2, both days included, and not a day outside", () => {
    const now = at("2026-11-01T18:00:00Z");
    const low = (date: string) => estimate(wedding(date), now).low;
    expect(low("2026-12-14")).toBe(1485);
    expect(low("2026-12-15")).toBe(1782);
    expect(low("2026-12-31")).toBe(1782);
    expect(low("2027-01-02")).toBe(1782);
    expect(low("2027-01-03")).toBe(1485);
    expect(estimate(wedding("2026-12-15"), now).parts[1]).toEqual({
      label: "Holiday season (Dec 15 – Jan 2): +20%",
      amount: 297,
    });
    expect(estimate(wedding("2026-12-15"), now, rules, "es").parts[1]?.label).toBe(
      "Temporada navideña (15 de dic. – 2 de ene.): +20%",
    );
  });

  it("charges the late surcharge on the hours past 10 p.m., through midnight", () => {
    const e = estimate(wedding("2027-03-10", "19:00"), FAR);
    expect(e.parts).toEqual([
      { label: "6 attendants × 5.5 hours × $45", amount: 1485 },
      { label: "Late hours: 2 hours per attendant, +25%", amount: 135 },
    ]);
    expect(e.low).toBe(1620);
    const night = estimate(wedding("2027-03-10", "23:30"), FAR);
    expect(night.end).toBe("04:30");
    expect(night.parts[1]).toEqual({ label: "Late hours: 5.5 hours per attendant, +25%", amount: 371 });
    expect(night.low).toBe(1856);
    // A daytime event has none.
    expect(estimate(wedding("2027-03-10", "11:00"), FAR).parts).toHaveLength(1);
  });

  it("adds a city's fixed permit fee as its own line", () => {
    const withFee: PricingRules = {
      ...rules,
      permits: rules.permits.map((p) => (p.city === "Beverly Hills" ? { ...p, fee: 150 } : p)),
    };
    const e = estimate(wedding("2027-03-10"), FAR, withFee);
    expect(e.low).toBe(1635);
    expect(e.parts.at(-1)).toEqual({
      label: "Beverly Hills valet permit: the city's fee, billed at cost",
      amount: 150,
    });
  });
});

describe("estimatePrice: flags", () => {
  // 10:00 on Sunday, March 7, 2027, in Los Angeles (daylight time starts on the 14th).
  const now = at("2027-03-07T18:00:00Z");

  it("flags a Beverly Hills event inside 96 hours (residential), and 48 for a commercial one", () => {
    const e = estimate(wedding("2027-03-10"), now);
    const permit = e.flags.find((f) => f.kind === "permit");
    expect(permit?.staff).toBe(
      "Beverly Hills permit window: the event starts in 79 hours; the city asks for 96 hours (residential event).",
    );
    expect(permit?.visitor).toContain("Beverly Hills asks for a valet permit");
    expect(e.permit).toMatchObject({ city: "Beverly Hills", fileBy: "2027-03-06 17:00" });
    // Three days ahead is inside the booking lead time too.
    expect(e.flags.find((f) => f.kind === "lead-time")?.staff).toBe(
      "Inside the booking lead time: the event is 3 days away (7 days are asked).",
    );

    const corporate = estimate({ ...wedding("2027-03-10"), eventType: "Corporate" }, now);
    expect(corporate.flags.map((f) => f.kind)).toEqual(["lead-time"]);
    // 103 hours ahead: outside the residential window.
    expect(estimate(wedding("2027-03-11"), now).flags.map((f) => f.kind)).toEqual(["lead-time"]);
    expect(estimate(wedding("2027-03-14"), now).flags).toEqual([]);
  });

  it("counts Santa Monica's 3 city working days across a weekend and Thanksgiving", () => {
    // Wednesday, November 25, 2026; Thursday the 26th is Thanksgiving.
    const wednesday = at("2026-11-25T18:00:00Z");
    const santaMonica = (date: string) =>
      estimate({ ...wedding(date), address: "1 Ocean Ave, Santa Mónica, CA" }, wednesday);
    // Friday the 27th and Monday the 30th: 2 working days before Tuesday, December 1.
    expect(workingDaysBetween("2026-11-25", "2026-12-01")).toBe(2);
    const tuesday = santaMonica("2026-12-01");
    expect(tuesday.flags.find((f) => f.kind === "permit")?.staff).toBe(
      "Santa Monica permit window: 2 city working days before the event; the city asks for 3.",
    );
    // Wednesday, December 2: Friday, Monday, Tuesday.
    const next = santaMonica("2026-12-02");
    expect(next.flags).toEqual([]);
    // Filed on Thanksgiving would count: the last working day before it.
    expect(next.permit?.fileBy).toBe("2026-11-25");
    expect(lastFilingDay("2026-12-01", 3)).toBe("2026-11-24");
  });

  it("knows the city working days: weekends and federal holidays as observed are not", () => {
    expect(isCityWorkingDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isCityWorkingDay("2026-11-27")).toBe(true);
    expect(isCityWorkingDay("2026-11-28")).toBe(false); // Saturday
    // New Year's Day 2028 is a Saturday, observed on Friday, December 31, 2027.
    expect(isCityWorkingDay("2027-12-31")).toBe(false);
    expect(isCityWorkingDay("2026-07-03")).toBe(false); // Independence Day, a Saturday, observed on the Friday
  });

  it("notes Los Angeles's street permit without a window, and finds cities by ZIP code before names", () => {
    const e = estimate(wedding("2027-03-10", "17:00", "633 W 5th St, Los Ángeles, CA 90071"), now);
    expect(e.permit?.city).toBe("Los Angeles");
    expect(e.permit?.note).toContain("street or sidewalk");
    expect(e.flags.map((f) => f.kind)).toEqual(["lead-time"]);
    expect(permitRuleFor("9876 Wilshire Blvd, Los Angeles, CA 90210", rules.permits)?.city).toBe("Beverly Hills");
    expect(permitRuleFor("100 Garden Lane, Pasadena, CA", rules.permits)).toBeNull();
    expect(permitRuleFor("", rules.permits)).toBeNull();
  });

  it("reads Los Angeles wall time on either side of daylight time", () => {
    expect(losAngelesInstant("2027-03-10", "17:00").toISOString()).toBe("2027-03-11T01:00:00.000Z");
    expect(losAngelesInstant("2027-07-10", "17:00").toISOString()).toBe("2027-07-11T00:00:00.000Z");
  });
});

describe("estimatePrice: bad input gets the form's message, never a price", () => {
  const now = FAR;
  const refused = (input: Partial<EstimateInput>, lang: "en" | "es" = "en") => {
    const answer = estimatePrice({ ...wedding("2027-03-10"), ...input }, rules, now, lang);
    expect(answer.ok).toBe(false);
    if (answer.ok) return {} as Record<string, string>;
    expect((answer as { estimate?: PriceEstimate }).estimate).toBeUndefined();
    return answer.errors;
  };
  const m = ruleMessages.en;

  it("refuses guest counts of 0, 100,000 as typed, text, and past what an estimate covers", () => {
    expect(refused({ guests: "0" })).toEqual({ guests: m.guestMin });
    expect(refused({ guests: "100,000" })).toEqual({ guests: m.guestNumber });
    expect(refused({ guests: "100000" })).toEqual({ guests: m.guestMax });
    expect(refused({ guests: "many" })).toEqual({ guests: m.guestNumber });
    expect(refused({ guests: "12.5" })).toEqual({ guests: m.guestWhole });
    expect(refused({ guests: "-3" })).toEqual({ guests: m.guestMin });
    expect(refused({ guests: "0" }, "es")).toEqual({ guests: "Debe haber al menos 1 invitado" });
  });

  it("refuses a date in the past of its clock, a time or a type that is none", () => {
    expect(refused({ date: "2027-01-31" })).toEqual({ date: m.pastDate });
    expect(refused({ date: "2027-02-30" })).toEqual({ date: m.date });
    expect(refused({ date: "2031-01-01" })).toEqual({ date: m.farDate });
    expect(refused({ time: "25:00" })).toEqual({ time: m.time });
    expect(refused({ eventType: "Circus" })).toEqual({ eventType: "Choose the event type" });
    expect(refused({ eventType: "__proto__" })).toEqual({ eventType: "Choose the event type" });
  });

  it("says which fields are still empty", () => {
    const answer = estimatePrice({ guests: "", eventType: "Wedding", date: "", time: "" }, rules, now);
    expect(answer).toEqual({ ok: false, errors: {}, missing: ["guests", "date", "time"] });
  });
});
