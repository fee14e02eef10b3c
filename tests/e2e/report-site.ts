import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { openStorage, type Storage } from "~/lib/storage/db.server";
import { staffCookie } from "../support/forms";
import { desktop, newPage } from "./browser";
import { formSite, NOTIFY, setUp } from "./form-site";

/**
 * A form site for the owner's report (ADMIN_PASSWORD `password`), with its database open beside it (the test writes
 * to it as a second process would) and the owner signed in from `clientIp`: set up before the file's tests.
 */
export function reportSite(password: string, clientIp: string) {
  const form = formSite({ ADMIN_PASSWORD: password });
  let storage: Storage | undefined;
  let cookie = "";
  beforeAll(async () => {
    storage = await openStorage({ dataDir: form.site.dataDir });
    cookie = await staffCookie(form.site.url, NOTIFY, password, clientIp);
  });
  afterAll(async () => {
    await storage?.close();
  });
  return {
    form,
    get storage() {
      return setUp("reportSite", storage);
    },
    /** The staff report at `viewport`, in a context of its own signed in as the owner. */
    async reportPage(viewport = desktop): Promise<Page> {
      const page = await newPage(form.browser, viewport);
      const [name, value] = cookie.split("=");
      await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: `${form.site.url}/staff` }]);
      await page.goto(`${form.site.url}/staff/report`);
      expect(new URL(page.url()).pathname, "signed in").toBe("/staff/report");
      return page;
    },
  };
}
