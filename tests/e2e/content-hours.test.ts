import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone } from "./browser";
import { ownerSite } from "./form-site";

/*
 * The owner edits the office hours at /staff/content/hours (issue 30, docs/content.md): a closure today and a
 * changed weekly hour, published once, are on /hours, the footer and the structured data within seconds, and
 * the open-now line in a visitor's browser follows the published hours, not the ones bundled into its script.
 */

const PASSWORD = "an owner's long hours password";
const { form, owner, readerText: text, submit, status } = ownerSite(PASSWORD);
const PATH = "/staff/content/hours";

/** The date in Los Angeles `days` from now, YYYY-MM-DD. */
const laDate = (days = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The instant at which Los Angeles clocks read `time` on `date`. */
function laInstant(date: string, time: string): Date {
  for (const offset of ["-07:00", "-08:00"]) {
    const at = new Date(`${date}T${time}:00${offset}`);
    const read = new Intl.DateTimeFormat("en-GB", {
      timeZone: "America/Los_Angeles",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    if (read === time) return at;
  }
  throw new Error(`no Los Angeles ${time} on ${date}`);
}

const TODAY = laDate();
const TOMORROW = laDate(1);

/** Presses Tab until focus leaves the field it is in (a time field takes a Tab per part), and names the next. */
async function tabToNextField() {
  const name = () => owner().evaluate(() => document.activeElement?.getAttribute("name") ?? "");
  const from = await name();
  for (let i = 0; i < 5; i++) {
    await owner().keyboard.press("Tab");
    if ((await name()) !== from) return name();
  }
  return from;
}

/** What the open-now line says in a visitor's browser whose clock reads `time` in Los Angeles on `date`. */
async function openNowAt(date: string, time: string, path = "/") {
  const visitor = await form.openForm("/robots.txt", true, phone, false);
  await visitor.clock.setFixedTime(laInstant(date, time));
  await visitor.goto(form.site.url + path);
  const line = visitor.locator("[data-open-now-text]").first();
  await expect.poll(() => line.textContent(), { timeout: 10_000 }).toMatch(/ now|ahora/);
  const said = (await line.textContent()) ?? "";
  await visitor.context().close();
  return said;
}

describe("the office hours editor", { timeout: 240_000 }, () => {
  it("has no axe violations at a phone's and a desktop's width, and is usable by keyboard", async () => {
    await owner().goto(form.site.url + PATH);
    for (const viewport of [phone, desktop]) {
      await owner().setViewportSize(viewport);
      expect(await axeViolations(owner()), `${PATH} at ${viewport.width}`).toEqual([]);
    }
    // From the Saturday box, Tab walks the form in order: Saturday's times, then Sunday. The times are the owner's
    // (Pacific), each with the office's (Central) beside it.
    const saturday = owner().getByLabel("Open on Saturday");
    await saturday.focus();
    await owner().keyboard.press("Space");
    expect(await saturday.isChecked()).toBe(true);
    expect(await tabToNextField()).toBe("week.Saturday.opens");
    expect(await tabToNextField()).toBe("week.Saturday.closes");
    expect(await tabToNextField()).toBe("week.Sunday.open");
    // A time after its closing is refused beside the field, with what was typed kept; Enter on Save sends it.
    await owner().locator('[name="week.Saturday.opens"]').fill("15:00");
    await owner().locator('[name="week.Saturday.closes"]').fill("14:00");
    await owner().getByRole("button", { name: "Save the office hours" }).focus();
    await Promise.all([owner().waitForEvent("load"), owner().keyboard.press("Enter")]);
    const error = owner().locator("#hours-week-Saturday-closes-error");
    expect(await error.textContent()).toBe(
      "The office must open before it closes (hours past midnight are not supported).",
    );
    expect(await owner().locator('[name="week.Saturday.closes"]').getAttribute("aria-invalid")).toBe("true");
    expect(await owner().locator('[name="week.Saturday.opens"]').inputValue()).toBe("15:00");
    for (const viewport of [phone, desktop]) {
      await owner().setViewportSize(viewport);
      expect(await axeViolations(owner()), `${PATH} refused at ${viewport.width}`).toEqual([]);
    }
    // The problem list links to the field.
    await owner().getByRole("link", { name: "Saturday closes" }).click();
    expect(await owner().evaluate(() => document.activeElement?.getAttribute("name"))).toBe("week.Saturday.closes");
  });

  it("publishes a closure today and Saturday hours: the pages, the structured data and the open-now line follow", async () => {
    await owner().goto(form.site.url + PATH);
    await owner().getByLabel("Open on Saturday").check();
    // Typed on the owner's clock: 8 am to noon in Los Angeles is 10 am to 2 pm at the office.
    await owner().locator('[name="week.Saturday.opens"]').fill("08:00");
    await owner().locator('[name="week.Saturday.closes"]').fill("12:00");
    expect(await owner().locator("#hours-week-Saturday-closes-office").textContent()).toBe("2:00 pm CT at the office");
    await owner().locator('[name="dates.0.date"]').fill(TODAY);
    await owner().locator('[name="dates.0.kind"]').selectOption("closed");
    await owner().locator('[name="dates.0.name.en"]').fill("Staff training day");
    await owner().locator('[name="dates.0.name.es"]').fill("Día de capacitación");
    await submit(/save the office hours/i);
    expect(await status()).toMatch(/saved in the draft/i);
    // The next blank row adds a half day tomorrow.
    await owner().locator('[name="dates.1.date"]').fill(TOMORROW);
    await owner().locator('[name="dates.1.kind"]').selectOption("special");
    await owner().locator('[name="dates.1.opens"]').fill("08:00");
    await owner().locator('[name="dates.1.closes"]').fill("10:00");
    await owner().locator('[name="dates.1.name.en"]').fill("Half day <b>early</b>");
    await owner().locator('[name="dates.1.name.es"]').fill("Medio día");
    await submit(/save the office hours/i);
    expect(await status()).toMatch(/saved in the draft/i);
    expect(await owner().locator('[name="dates.0.name.en"]').inputValue()).toBe("Staff training day");

    // Published once; every page is rendered with the edition first.
    await owner().goto(`${form.site.url}/staff/content`);
    await owner().getByLabel(/note/i).fill("Training day");
    await submit(/^publish/i, 180_000);
    expect(await status()).toMatch(/Published/);
    const since = Date.now();

    const saturday = "Saturday 10:00 am – 2:00 pm CT 8:00 am – 12:00 pm PT";
    await expect
      .poll(async () => (await text("/hours")).replace(/<[^>]+>/g, " ").replace(/\s+/g, " "), {
        timeout: 5_000,
        interval: 200,
      })
      .toContain(saturday);
    expect(Date.now() - since).toBeLessThan(5_000);
    const hours = await text("/hours");
    expect(hours).toContain("Staff training day");
    expect(hours).toContain("Half day &lt;b&gt;early&lt;/b&gt;");
    expect(hours).toContain("Special hours: 10:00 am – 12:00 pm CT (8:00 am – 10:00 am PT)");
    const es = await text("/es/hours");
    expect(es).toContain("Día de capacitación");
    expect(es).toContain("Horario especial: 10:00 a. m. – 12:00 p. m., hora del Centro");
    const home = await text("/");
    expect(home).toContain("Saturday, 10:00 am – 2:00 pm CT (8:00 am – 12:00 pm PT). Sunday closed.");
    expect(home).toContain(
      `"specialOpeningHoursSpecification":[{"@type":"OpeningHoursSpecification","validFrom":"${TODAY}","validThrough":"${TODAY}","opens":"00:00","closes":"00:00"},{"@type":"OpeningHoursSpecification","validFrom":"${TOMORROW}","validThrough":"${TOMORROW}","opens":"08:00","closes":"10:00"}]`,
    );
    expect(home).toContain('"dayOfWeek":["Saturday"],"opens":"08:00","closes":"12:00"');

    // A visitor's browser: closed all day today (noon in Chicago), and tomorrow's half day by the published
    // hours, whatever the week bundled into the script says of that day.
    expect(await openNowAt(TODAY, "10:00")).toMatch(/^Office closed now/);
    expect(await openNowAt(TODAY, "10:00", "/es/hours")).toMatch(/^Oficina cerrada ahora/);
    expect(await openNowAt(TOMORROW, "09:00")).toBe("Office open now");
    expect(await openNowAt(TOMORROW, "10:30")).toMatch(/^Office closed now/);
  });
});
