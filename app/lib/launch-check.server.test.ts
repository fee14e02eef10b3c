import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { about } from "~/content/company";
import { about as aboutEs } from "~/content/es/company";
import { testimonials } from "~/content/testimonials";
import { checkLaunch, type LaunchInputs, launchProblems } from "./launch-check.server";

const filledIn: LaunchInputs = {
  site: {
    phone: { display: "(310) 274-8800" },
    address: { street: "9465 Wilshire Blvd, Suite 300" },
    email: "bookings@goldenkeyvalet.com",
    careersEmail: "careers@goldenkeyvalet.com",
    social: [{ network: "Instagram", url: "https://www.instagram.com/goldenkeyvalet" }],
  },
  people: [{ name: "Ana Ruiz", role: "Founder", bio: ["Founded the company."] }],
  testimonials: testimonials.map(({ sample: _, ...t }) => t),
  env: {
    NOTIFY_EMAIL: "office@goldenkeyvalet.com",
    SMTP_URL: "smtps://apikey:secret@smtp.postmarkapp.com:465",
    SITE_URL: "https://www.goldenkeyvalet.com",
    ADMIN_PASSWORD: "correct horse battery staple",
  },
};

describe("launch check", () => {
  it("passes on a filled-in configuration", () => {
    expect(launchProblems(filledIn)).toEqual([]);
  });

  it("lists every stand-in the template ships with, and the unset environment", () => {
    const problems = checkLaunch({}).join("\n");
    for (const expected of [
      `${site.phone.display} is a fictional 555 number`,
      "street address 1180 S Beverly Dr, Suite 400 is a sample",
      "bookings@goldenkeyvalet.example is a placeholder",
      "careers@goldenkeyvalet.example is a placeholder",
      "The Instagram link",
      "The Facebook link",
      "The LinkedIn link",
      `${testimonials.length} testimonial(s) are samples`,
      `${about.founder.name} (Founder & CEO) is a sample person`,
      `${about.coo.name} (Chief Operating Officer) is a sample person`,
      // The Spanish About page's people, and the testimonials' Spanish translations.
      `${aboutEs.founder.name} (${aboutEs.founder.role}) is a sample person (app/content/es/company.ts`,
      "their Spanish translations in app/content/es/testimonials.ts",
      "NOTIFY_EMAIL is unset",
      "SMTP_URL is unset",
      "SITE_URL is unset",
      "ADMIN_PASSWORD is unset",
    ]) {
      expect(problems).toContain(expected);
    }
  });

  it("refuses local and placeholder values as much as unset ones", () => {
    const env = {
      ...filledIn.env,
      NOTIFY_EMAIL: "leads@company.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
      SITE_URL: "http://localhost:3000",
    };
    expect(launchProblems({ ...filledIn, env })).toEqual([
      "NOTIFY_EMAIL is a placeholder (leads@company.example): leads would reach no one.",
      "SMTP_URL points at this machine (127.0.0.1).",
      "SITE_URL is not the public address (http://localhost:3000).",
    ]);
    const plain = launchProblems({ ...filledIn, env: { ...filledIn.env, SITE_URL: "http://goldenkeyvalet.com" } });
    expect(plain).toEqual(["SITE_URL is not https (http://goldenkeyvalet.com)."]);
  });

  it("`npm run check:launch` exits non-zero on today's defaults, naming what to replace", async () => {
    const run = promisify(execFile)(process.execPath, ["scripts/check-launch.js"], {
      env: { PATH: process.env.PATH ?? "" },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("Not ready to launch");
    expect(failure?.stderr).toContain("ADMIN_PASSWORD is unset");
  });
});
