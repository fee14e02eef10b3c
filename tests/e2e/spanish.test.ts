import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { spanishPages } from "~/content/routes-index";
import { services } from "~/content/services";
import { parseIcs } from "../support/calendar";
import { seedContent } from "../support/content";
import { axeViolations, desktop, errorTexts } from "./browser";
import { formSite, NOTIFY } from "./form-site";

/*
 * The Spanish pages (ADR 025): a Spanish booking with JavaScript and without, from the Spanish messages to the
 * Spanish confirmation a real SMTP peer receives and the English notification that names the language; the
 * language signals of a twin pair; the sitemap; the city pages' way to the Spanish form.
 */

const running = formSite();

const future = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

for (const javaScript of [true, false]) {
  describe(`Spanish booking at /es/book, JavaScript ${javaScript ? "on" : "off"}`, () => {
    it("answers in Spanish, stores the lead, thanks in Spanish and e-mails both sides", async () => {
      const page = await running.openForm("/es/book", javaScript);
      expect(await page.locator("html").getAttribute("lang")).toBe("es-US");

      const [response] = await Promise.all([
        javaScript ? Promise.resolve(null) : page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Solicitar reservación" }).click(),
      ]);
      if (response) expect(response.status()).toBe(400);
      await expect
        .poll(() => errorTexts(page))
        .toEqual([
          "El nombre es obligatorio",
          "El apellido es obligatorio",
          "El correo electrónico es obligatorio",
          "El número de teléfono es obligatorio",
          "El tipo de servicio es obligatorio",
          "El número de invitados es obligatorio",
          "La fecha del evento es obligatoria",
          "La hora del evento es obligatoria",
          "El nombre del lugar es obligatorio",
          "La dirección del lugar es obligatoria",
        ]);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      const email = `cliente.${randomUUID().slice(0, 8)}@example.com`;
      await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("Lucía");
      await page.getByLabel("Apellido").fill("Hernández");
      await page.getByLabel("Correo electrónico").fill("no-es-correo");
      await page.getByLabel("Número de teléfono").fill("(323) 555-0142");
      // Spanish labels, English values: staff and the pipeline keep one vocabulary.
      await page.getByLabel("Tipo de servicio").selectOption({ label: "Boda" });
      await page.getByLabel("Número de invitados").fill("120");
      await page.getByLabel("Fecha del evento").fill(future());
      await page.getByLabel("Hora del evento").fill("18:00");
      await page.getByLabel("Nombre del lugar").fill("Jardín Las Rosas");
      await page.getByLabel("Dirección del lugar").fill("200 Garden Lane, Pasadena, CA");
      await page.getByRole("button", { name: "Solicitar reservación" }).click();
      await expect.poll(() => errorTexts(page)).toEqual(["Escriba un correo electrónico válido"]);
      expect(await page.getByLabel("Nombre del lugar").inputValue()).toBe("Jardín Las Rosas");

      await page.getByLabel("Correo electrónico").fill(email);
      await page.getByRole("button", { name: "Solicitar reservación" }).click();
      await page.getByRole("heading", { name: "¡Gracias!" }).waitFor();
      expect(await page.getByRole("status").innerText()).toContain("Le enviamos una confirmación");
      const reference = (await page.getByTestId("reference").textContent()) ?? "";
      expect(reference).toMatch(/^GK-[2-9A-HJKMNP-Z]{6}$/);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // The thank-you's calendar file comes from the Spanish address and names the event in Spanish.
      const calendarHref = (await page.getByRole("link", { name: "Agregar al calendario" }).getAttribute("href")) ?? "";
      expect(calendarHref).toMatch(/^\/es\/book\/calendar\?ref=GK-/);
      const { event } = parseIcs(await (await fetch(running.site.url + calendarHref)).text());
      expect(event.description).toContain("Boda, ");
      expect(event.description).not.toMatch(/Wedding|guests/);
      expect(event.location).toBe("El lugar indicado en su solicitud");

      const mails = await running.waitForMail(reference, 2);
      const confirmation = mails.find((m) => m.to.includes(email));
      const notification = mails.find((m) => m.to.includes(NOTIFY));
      expect(confirmation?.header("Subject")).toBe(`Recibimos su solicitud de reservación (${reference})`);
      expect(confirmation?.decoded).toContain(`Su referencia: ${reference}`);
      expect(confirmation?.decoded).toContain(`en menos de ${site.replyHours.request} horas`);
      expect(confirmation?.decoded).toContain("Boda");
      expect(confirmation?.decoded).not.toContain("What happens next");
      expect(notification?.header("Subject")).toContain("New booking request (Spanish)");
      expect(notification?.decoded).toContain("Language: Spanish");
      expect(notification?.decoded).toContain("Wedding");
      expect(notification?.decoded).toContain("/es/book");
      await page.close();
    }, 120_000);
  });
}

describe("a twin pair in two languages", () => {
  const pair = { en: "/services/wedding-valet", es: "/es/services/wedding-valet" } as const;

  for (const [lang, path] of Object.entries(pair) as ["en" | "es", string][]) {
    it(`${path}: lang, canonical, hreflang both ways and a switcher to the other`, async () => {
      const other = lang === "en" ? "es" : "en";
      const page = await running.openForm(path, false);
      expect(await page.locator("html").getAttribute("lang")).toBe(lang === "en" ? "en-US" : "es-US");
      const href = (selector: string) => page.locator(selector).getAttribute("href");
      expect(await href('link[rel="canonical"]')).toBe(`http://localhost:3000${path}`);
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(`http://localhost:3000${pair.en}`);
      expect(await href('link[rel="alternate"][hreflang="es"]')).toBe(`http://localhost:3000${pair.es}`);
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(`http://localhost:3000${pair.en}`);
      const switcher = page.locator(`header a[hreflang="${other}"]`).first();
      expect(await switcher.getAttribute("href")).toBe(pair[other]);
      expect(await switcher.getAttribute("lang")).toBe(other === "en" ? "en-US" : "es-US");
      expect(await switcher.innerText()).toBe(other === "en" ? "English" : "Español");
      await page.close();
    });
  }

  it("every page, a city page and a 404 included, offers its twin from the same place in the header", async () => {
    const page = await running.openForm("/es", false, desktop);
    const places: string[] = [];
    for (const path of [
      "/es",
      "/es/locations/pasadena",
      "/es/about",
      "/es/blog",
      "/es/no-existe",
      "/locations/pasadena",
    ]) {
      await page.goto(running.site.url + path);
      const switcher = page.locator("header [data-language-switch]:visible").first();
      // A 404's switcher leads to the other language's home, not to another 404.
      const twin = path === "/es/no-existe" ? "/" : path.startsWith("/es") ? path.slice(3) || "/" : `/es${path}`;
      expect(await switcher.getAttribute("href"), path).toBe(twin);
      const box = await switcher.boundingBox();
      places.push(`${Math.round(box?.x ?? -1)},${Math.round(box?.y ?? -1)}`);
    }
    // The Spanish pages share one place; the English page's switcher says "Español", a longer word.
    expect(new Set(places.slice(0, 5)).size).toBe(1);
    await page.close();
  });

  it("the Spanish home's menus lead to Spanish pages, and the switcher opens the English twin", async () => {
    const page = await running.openForm("/es", false);
    expect(await page.locator("h1").innerText()).not.toBe("Los Angeles (LA) Valet Parking You Can Trust");
    const serviceLinks = await page
      .locator("#menu-services a")
      .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    expect(serviceLinks.length).toBe(7);
    for (const href of serviceLinks) expect(href).toMatch(/^\/es\/services/);
    await page.locator("a[data-language-switch]:visible").first().click();
    await page.waitForURL(`${running.site.url}/`);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-US");
    await page.close();
  });
});

describe("sitemap", () => {
  it("lists every Spanish page, each with its English twin as an alternate, and the English pages with theirs", async () => {
    const xml = await (await fetch(`${running.site.url}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
    const entry = (path: string) => entries.find((e) => e.includes(`<loc>http://localhost:3000${path}</loc>`));
    // Each fixed page with a Spanish twin, and every service.
    expect(spanishPages(seedContent()).map((p) => p.twin)).toEqual(
      expect.arrayContaining(["/", "/book", "/faq", ...services.map((s) => `/services/${s.slug}`)]),
    );
    for (const { path, twin } of spanishPages(seedContent())) {
      const spanish = entry(path);
      expect(spanish, path).toBeDefined();
      expect(spanish).toContain(`hreflang="en" href="http://localhost:3000${twin}"`);
      expect(spanish).toContain(`hreflang="es" href="http://localhost:3000${path}"`);
      expect(entry(twin ?? "")).toContain(`hreflang="es" href="http://localhost:3000${path}"`);
      expect((await fetch(running.site.url + path, { redirect: "manual" })).status, path).toBe(200);
    }
    expect(entry("/locations/pasadena")).toContain('hreflang="es" href="http://localhost:3000/es/locations/pasadena"');
  });
});
