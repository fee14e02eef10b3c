import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { site as company } from "~/config/site";
import { postgresSkipReason, postgresUrl } from "../support/databases";
import { formToken, postForm, staffCookie, validBooking } from "../support/forms";
import { MONITOR_TOKEN, type RunningSite, startSite } from "../support/site";
import { baseUrl } from "./browser";

describe("health endpoints for monitors and load balancers", () => {
  it("/healthz answers while the process runs", async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });

  it("/readyz checks the database and reports the outbox backlog to the monitor", async () => {
    const response = await fetch(`${baseUrl()}/readyz`, { headers: { Authorization: `Bearer ${MONITOR_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ready: true,
      database: "ok",
      outbox: {
        pending: expect.any(Number),
        retrying: expect.any(Number),
        held: expect.any(Number),
        failed: expect.any(Number),
        oldestPendingSeconds: expect.toBeOneOf([expect.any(Number), null]),
      },
    });
  });

  describe.skipIf(!postgresUrl)("when PostgreSQL loses the site's tables", () => {
    const sites: RunningSite[] = [];
    afterAll(() => Promise.all(sites.map((s) => s.stop())));

    it("/readyz answers 503; forms, staff pages and newsletter links answer 503, not 500; /healthz still 200", async () => {
      const schema = `readyz_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl ?? "");
      url.searchParams.set("options", `-c search_path=${schema}`);
      const owner = { email: "owner@valet.example", password: "a long parking lot password" };
      const site = await startSite({
        DATABASE_URL: url.toString(),
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
      });
      sites.push(site);
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      const cookie = await staffCookie(site.url, owner.email, owner.password, "");
      // The site's own work (its outbox, its digest) may hold a table the drop needs and wait on another: PostgreSQL
      // then ends one of the two as a deadlock (40P01). The drop goes again, as an operator's would.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`drop schema ${schema} cascade`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== "40P01" || attempt === 5) throw error;
        }
      }
      await admin.end();
      const response = await fetch(`${site.url}/readyz`, { headers: { Authorization: `Bearer ${MONITOR_TOKEN}` } });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ready: false, database: "unavailable" });
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);

      const token = await formToken(site.url, "/book");
      const booking = await postForm(site.url, "/book", { ...validBooking("down@example.com"), formToken: token }, "");
      const newsletter = await postForm(site.url, "/newsletter", { email: "down@example.com" }, "");
      for (const answer of [booking, newsletter]) {
        expect(answer.status).toBe(503);
        const page = await answer.text();
        expect(page).toContain("Nothing you typed is lost");
        expect(page).toContain(company.phone.display);
        expect(page).toContain('value="down@example.com"');
      }

      const inbox = await fetch(`${site.url}/staff/leads`, { headers: { Cookie: cookie } });
      const signIn = await postForm(site.url, "/staff", owner, "");
      const confirm = await postForm(site.url, `/newsletter/confirm?token=${"a".repeat(32)}`, {}, "");
      const unsubscribe = await postForm(site.url, `/newsletter/unsubscribe?token=${"a".repeat(32)}`, {}, "");
      for (const answer of [inbox, signIn, confirm, unsubscribe]) {
        expect(answer.status, answer.url).toBe(503);
        expect(await answer.text(), answer.url).toMatch(/try again in a (minute|moment)/i);
      }
    });
  });
  if (!postgresUrl) it.skip(postgresSkipReason, () => {});
});
