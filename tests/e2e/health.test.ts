import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresSkipReason, postgresUrl } from "../support/databases";
import { type RunningSite, startSite } from "../support/site";
import { baseUrl } from "./browser";

describe("health endpoints for monitors and load balancers", () => {
  it("/healthz answers while the process runs", async () => {
    const response = await fetch(`${baseUrl()}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("ok");
  });

  it("/readyz checks the database and reports the outbox backlog", async () => {
    const response = await fetch(`${baseUrl()}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ready: true,
      database: "ok",
      outbox: { pending: expect.any(Number), held: expect.any(Number), failed: expect.any(Number) },
    });
  });

  describe.skipIf(!postgresUrl)("when PostgreSQL loses the site's tables", () => {
    const sites: RunningSite[] = [];
    afterAll(() => Promise.all(sites.map((s) => s.stop())));

    it("/readyz answers 503 and /healthz still 200", async () => {
      const schema = `readyz_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      const url = new URL(postgresUrl ?? "");
      url.searchParams.set("options", `-c search_path=${schema}`);
      const site = await startSite({ DATABASE_URL: url.toString() });
      sites.push(site);
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      const response = await fetch(`${site.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ ready: false, database: "unavailable" });
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    });
  });
  if (!postgresUrl) it.skip(postgresSkipReason, () => {});
});
