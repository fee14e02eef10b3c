import { randomUUID } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { factWords } from "~/content/facts";
import { axeViolations, errorTexts, phone, siteScriptRan } from "./browser";
import { fillBooking, formSite, NOTIFY, sendForReference } from "./form-site";

/*
 * Every lead form, with JavaScript and without: the spec's messages, the success state, and the two e-mails a
 * real SMTP server receives. Each test posts from its own client address (the server trusts X-Forwarded-For
 * from loopback, as behind a proxy), so rate limits stay out of the way.
 */

const running = formSite();

const future = () => {
  const d = new Date(Date.now() + 40 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

interface FormCase {
  path: string;
  required: string[];
  fill(page: Page, email: string): Promise<void>;
  submit: string;
  success: string;
}

// Handed to the file input as bytes: no file of the test's is left behind.
const resumeFile = {
  name: "resume.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(`%PDF-1.4\n${"resume ".repeat(200)}\n%%EOF\n`),
};

const cases: Record<string, FormCase> = {
  booking: {
    path: "/book",
    required: [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Service type is required",
      "Guest count is required",
      "Event date is required",
      "Event time is required",
      "Venue name is required",
      "Venue address is required",
    ],
    fill: (page, email) => fillBooking(page, email, future()),
    submit: "Request Booking",
    success: "Thank You!",
  },
  quote: {
    path: "/quote",
    required: [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Event type is required",
      "Guest count is required",
      "Event date is required",
      "Event time is required",
      "Event location is required",
    ],
    async fill(page, email) {
      await page.getByLabel("First name").fill("Marcus");
      await page.getByLabel("Last name").fill("Lee");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone number").fill("310 555 0123");
      await page.getByLabel("Event type").selectOption("Corporate");
      await page.getByLabel("Guest count").fill("300");
      await page.getByLabel("Event date").fill(future());
      await page.getByLabel("Event time").fill("18:00");
      await page.getByLabel("Event location").fill("Downtown Los Angeles");
    },
    submit: "Request a Quote",
    success: "Quote Request Received",
  },
  contact: {
    path: "/contact",
    required: [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Event type is required",
      "Date and time are required",
    ],
    async fill(page, email) {
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Priya Shah");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone number").fill("424 555 0100");
      await page.getByLabel("Event type").selectOption("Charity Event");
      await page.getByLabel("Event date and time").fill(`${future()}T19:00`);
    },
    submit: "Send Request",
    success: "Thank You!",
  },
  application: {
    path: "/employment",
    required: [
      "Full name is required",
      "Phone number is required",
      "Email is required",
      "Resume is required",
      "A brief message is required",
    ],
    async fill(page, email) {
      await page.getByLabel("Full name").fill("Jordan Smith");
      await page.getByLabel("Phone number").fill("323 555 0111");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Resume").setInputFiles(resumeFile);
      await page.getByLabel("Brief message").fill("Five years of hotel valet experience; weekends available.");
    },
    submit: "Submit Application",
    success: "Application Submitted",
  },
};

for (const [name, form] of Object.entries(cases)) {
  for (const javaScript of [true, false]) {
    describe(`${name} form, JavaScript ${javaScript ? "on" : "off"}`, () => {
      it("shows every required message under its field and moves focus to the first", async () => {
        const page = await running.openForm(form.path, javaScript);
        const [response] = await Promise.all([
          javaScript ? Promise.resolve(null) : page.waitForResponse((r) => r.request().method() === "POST"),
          page.getByRole("button", { name: form.submit }).click(),
        ]);
        if (response) expect(response.status()).toBe(400);
        await expect.poll(() => errorTexts(page)).toEqual(form.required);
        const invalid = page.locator('[aria-invalid="true"]');
        expect(await invalid.count()).toBe(form.required.length);
        const first = invalid.first();
        // Without JavaScript the browser focuses the first field's autofocus at a rendering opportunity after the load.
        await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
        const describedBy = (await first.getAttribute("aria-describedby")) ?? "";
        expect(await page.locator(`[id="${describedBy.split(" ")[0]}"]`).textContent()).toBe(form.required[0]);
        // axe runs scripts in the page; the no-JavaScript markup is the same server rendering.
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        await page.close();
      });

      it("rejects an invalid e-mail and keeps what was typed", async () => {
        const page = await running.openForm(form.path, javaScript);
        await form.fill(page, "not-an-email");
        await page.getByRole("button", { name: form.submit }).click();
        await expect.poll(() => errorTexts(page)).toEqual(["Please enter a valid email address"]);
        expect(await page.getByLabel("Email").inputValue()).toBe("not-an-email");
        expect(await page.getByLabel("Phone number").inputValue()).not.toBe("");
        await page.close();
      });

      it("stores the lead, shows the success state with a reference, and e-mails both sides", async () => {
        const page = await running.openForm(form.path, javaScript);
        // The Contact thank-you leaves after 3 s by its Refresh header (tested below); here it stays to be checked.
        await page.route(`${running.site.url}/contact`, async (route) => {
          if (route.request().method() !== "POST") return route.continue();
          const answer = await route.fetch();
          const { refresh, ...headers } = answer.headers();
          await route.fulfill({ response: answer, headers });
        });
        const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
        await form.fill(page, email);
        const reference = await sendForReference(page, form.submit, form.success);
        expect(reference).toMatch(/^GK-[2-9A-HJKMNP-Z]{6}$/);
        if (javaScript) expect(await axeViolations(page)).toEqual([]);
        const mails = await running.waitForMail(reference, 2);
        const notification = mails.find((m) => m.to.includes(NOTIFY));
        const confirmation = mails.find((m) => m.to.includes(email));
        expect(notification?.header("Reply-To")).toContain(email);
        expect(notification?.decoded).toContain(reference);
        expect(confirmation?.decoded).toContain(reference);
        const replyHours = name === "application" ? site.replyHours.application : site.replyHours.request;
        expect(confirmation?.decoded).toContain(`${replyHours} hours`);
        expect(notification?.header("From")).toContain("web@valet.example");
        await page.close();
      });
    });
  }
}

describe("required fields", () => {
  for (const [name, form] of Object.entries(cases)) {
    it(`${name}: each required field is marked for the eye and for assistive technology, optional ones say so`, async () => {
      const page = await running.openForm(form.path, false);
      const formEl = page.getByRole("form", { name: `${form.submit} form` });
      expect(await formEl.innerText()).toContain("Required fields are marked with an asterisk (*).");
      const labels = await formEl.locator("label[for]").evaluateAll((all) =>
        all.map((label) => {
          const control = document.getElementById(label.getAttribute("for") ?? "");
          return { text: label.textContent ?? "", required: control?.getAttribute("aria-required") === "true" };
        }),
      );
      expect(labels.length).toBeGreaterThan(3);
      for (const { text, required } of labels) {
        expect(text.endsWith(" *"), text).toBe(required);
        expect(text.endsWith("(optional)"), text).toBe(!required);
      }
      await page.close();
    });
  }

  it("Book: the staffing guidance gives the guest counts the company scales for", async () => {
    const page = await running.openForm("/book", false);
    // The one range of event sizes the content states (app/content/facts.ts).
    expect(await page.locator("main").innerText()).toContain(`We staff events of ${factWords("en").guestRange}.`);
    await page.close();
  });
});

describe("form states", () => {
  it("Book: the form's script runs when the visitor first reaches for it, and keeps what was typed before it ran", async () => {
    const page = await running.openForm("/book", true, phone, false);
    // The script is held back as on a slow phone, so the visitor types before React has the form.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/form-island-*.js", async (route) => {
      if (route.request().resourceType() === "script") await held;
      await route.continue();
    });
    const islandScripts = page.locator('script[src*="/form-island-"]');
    // Its bytes arrive after the paint; nothing runs them while the visitor only reads.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((r) => r.name.includes("/form-island-")),
    );
    await siteScriptRan(page);
    expect(await islandScripts.count()).toBe(0);

    await page.getByLabel("Guest count").fill("180");
    await page.getByLabel("Service type").selectOption("Wedding");
    expect(await islandScripts.count()).toBe(1);
    expect(await page.locator("form[data-hydrated]").count()).toBe(0);
    release();
    await page.locator("form[data-hydrated]").waitFor();
    expect(await page.getByLabel("Guest count").inputValue()).toBe("180");
    expect(await page.getByLabel("Service type").inputValue()).toBe("Wedding");
    await expect
      .poll(() => page.locator("#booking-lead-form-staffing").innerText())
      .toContain("We would plan 8 valet attendants.");
    // React validates in the page now, and the answers typed before count.
    await page.getByRole("button", { name: "Request Booking" }).click();
    await expect.poll(() => errorTexts(page)).toContain("First name is required");
    expect(await errorTexts(page)).not.toContain("Guest count is required");
    expect(await page.getByLabel("Guest count").inputValue()).toBe("180");
    await page.close();
  });

  it("Book: Submit Another Request returns to an empty form", async () => {
    const page = await running.openForm("/book", true);
    await cases.booking?.fill(page, `again.${randomUUID().slice(0, 6)}@example.com`);
    await page.getByRole("button", { name: "Request Booking" }).click();
    await page.getByRole("link", { name: "Submit Another Request" }).click();
    await page.getByRole("button", { name: "Request Booking" }).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("");
    await page.close();
  });

  for (const javaScript of [true, false]) {
    it(`Quote: Submit Another Request returns to an empty form at the form (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const page = await running.openForm("/quote", javaScript);
      await cases.quote?.fill(page, `another.${randomUUID().slice(0, 6)}@example.com`);
      await page.getByRole("button", { name: "Request a Quote" }).click();
      await page.getByRole("link", { name: "Submit Another Request" }).click();
      await page.getByRole("button", { name: "Request a Quote" }).waitFor();
      expect(await page.getByText("Quote Request Received").count()).toBe(0);
      expect(await page.getByLabel("First name").inputValue()).toBe("");
      expect(new URL(page.url()).hash).toBe("#quote-form");
      await page.close();
    });
  }

  for (const javaScript of [true, false]) {
    it(`Contact: the thank-you panel gives way to a cleared form after 3 s (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const page = await running.openForm("/contact", javaScript);
      await cases.contact?.fill(page, `three.${randomUUID().slice(0, 6)}@example.com`);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send Request" }).click(),
      ]);
      // The browser's own Refresh handling times the thank-you; the page tells it how long.
      expect(await answer.headerValue("refresh")).toBe("3; url=/contact?again=1#contact-form");
      await page.getByRole("heading", { name: "Thank You!" }).waitFor();
      await page.getByRole("button", { name: "Send Request" }).waitFor();
      expect(await page.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("");
      await page.close();
    });
  }

  it("Careers: the success state has no way back to the form", async () => {
    const page = await running.openForm("/employment", true);
    await cases.application?.fill(page, `apply.${randomUUID().slice(0, 6)}@example.com`);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByRole("heading", { name: "Application Submitted" }).waitFor();
    expect(await page.getByRole("button", { name: "Submit Application" }).count()).toBe(0);
    expect(await page.getByText("Submit Another Request").count()).toBe(0);
    await page.close();
  });

  it("a double click sends one request and makes one lead", async () => {
    const page = await running.openForm("/quote", true);
    const email = `double.${randomUUID().slice(0, 6)}@example.com`;
    await cases.quote?.fill(page, email);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("button", { name: "Request a Quote" }).dblclick();
    await page.getByRole("heading", { name: "Quote Request Received" }).waitFor();
    const reference = (await page.getByTestId("reference").textContent()) ?? "";
    await running.waitForMail(reference, 2);
    expect(posts).toHaveLength(1);
    const leads = new SQLite(path.join(running.site.dataDir, "leads.sqlite"), { readonly: true });
    try {
      expect(leads.prepare("select reference from leads where email = ?").all(email)).toEqual([{ reference }]);
    } finally {
      leads.close();
    }
    expect(running.smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    await page.close();
  });
});
