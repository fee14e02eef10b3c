import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { axeViolations, desktop, phone } from "./browser";
import { ownerSite } from "./form-site";

/*
 * Proof the owner fills in (issue 41, docs/content.md "Proof"): a portrait, a certificate of insurance and two
 * venues' logos uploaded at /staff/content/proof and published show on /about, /es/about and the home page; the
 * certificate downloads as a PDF; wrong files are refused with a message. Before any of it, the pages show none.
 */

const PASSWORD = "an owner's long proof password";
const { form, owner, text, submit, status } = ownerSite(PASSWORD);
/** Where the screenshots of /about with its proof go, to be looked at (SCREENSHOTS_DIR, else the OS's temp). */
const shots = process.env.SCREENSHOTS_DIR ?? path.join("/tmp", "proof-screenshots");

/** A file written for the test: the bytes given, or an image sharp draws. */
async function file(name: string, bytes: Buffer | Promise<Buffer>) {
  const at = path.join(form.site.dataDir, name);
  writeFileSync(at, await bytes);
  return at;
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
const logo = (colour: string) =>
  sharp({
    create: { width: 600, height: 200, channels: 4, background: "#00000000" },
  })
    .composite([
      {
        input: { create: { width: 400, height: 120, channels: 4, background: colour } },
        top: 40,
        left: 100,
      },
    ])
    .png()
    .toBuffer();

/** Submits the panel's form and answers the status of the POST (a refusal shows the page again, no redirect). */
async function post(name: RegExp): Promise<number> {
  const [response] = await Promise.all([
    owner().waitForResponse((r) => r.request().method() === "POST"),
    submit(name, 90_000),
  ]);
  return response.status();
}

describe("proof the owner fills in", { timeout: 240_000 }, () => {
  it("shows none before the owner fills any in, and names every empty part on the editor", async () => {
    for (const pathname of ["/about", "/es/about", "/"]) {
      const html = await text(pathname);
      expect(html, pathname).not.toContain("/proof/");
      expect(html, pathname).not.toContain('id="team"');
      expect(html, pathname).not.toContain("proof-strip-heading");
    }
    await owner().goto(`${form.site.url}/staff/content/proof`);
    expect(await owner().getByText("Empty: the pages show nothing here yet.").count()).toBe(7);
  });

  it("refuses a file that is not what it says, with a message and a 4xx", async () => {
    await owner().goto(`${form.site.url}/staff/content/proof`);
    const jpeg = await file(
      "logo.jpg",
      sharp({ create: { width: 400, height: 200, channels: 3, background: "#123456" } })
        .jpeg()
        .toBuffer(),
    );
    await owner().locator("#partners-name").fill("The Langham Huntington");
    await owner().locator("#partners-logo-file").setInputFiles(jpeg);
    expect(await post(/add the venue/i)).toBe(400);
    expect(await owner().getByRole("alert").allTextContents()).toContain(
      "Nothing was saved. Correct these and save again:Logo: This file is a JPEG image: send the logo as a PNG, WebP or AVIF.",
    );
    // What was typed is still there.
    expect(await owner().locator("#partners-name").inputValue()).toBe("The Langham Huntington");

    const fake = await file("certificate.pdf", Promise.resolve(Buffer.from("<html>not a pdf</html>")));
    await owner().locator("#certificate-file").setInputFiles(fake);
    await owner().locator("#certificate-insurer").fill("Pacific Mutual Casualty");
    await owner().locator("#certificate-expires").fill("2030-03-31");
    expect(await post(/save the certificate/i)).toBe(400);
    expect((await owner().getByRole("alert").allTextContents()).join(" ")).toContain(
      "This file is not a PDF: save the certificate as a PDF and upload that file.",
    );
  });

  it("uploads a portrait, a certificate and two venue logos, publishes: /about, /es/about and / show them; the certificate downloads", async () => {
    await owner().goto(`${form.site.url}/staff/content/proof`);
    const portrait = await file(
      "portrait.jpg",
      sharp({ create: { width: 800, height: 1000, channels: 3, background: "#8a6a3a" } })
        .jpeg()
        .toBuffer(),
    );
    await owner().locator("#founders-which").selectOption("founder");
    await owner().locator("#founders-portraitFile").setInputFiles(portrait);
    expect(await post(/save the portrait/i)).toBe(303);
    expect(await status()).toContain("Saved in the draft.");

    // The same photograph, now in the library, picked for a coordinator.
    await owner().locator("#team-name").fill("Ana Morales");
    await owner().locator("#team-role-en").fill("Event coordinator");
    await owner().locator("#team-role-es").fill("Coordinadora de eventos");
    await owner().locator('form[aria-label="Add to the team"] input[name="photo"]').first().check({ force: true });
    expect(await post(/add to the team/i)).toBe(303);

    await owner()
      .locator("#certificate-file")
      .setInputFiles(await file("coi.pdf", Promise.resolve(pdf)));
    await owner().locator("#certificate-insurer").fill("Pacific Mutual Casualty");
    await owner().locator("#certificate-expires").fill("2030-03-31");
    expect(await post(/save the certificate/i)).toBe(303);

    for (const [name, kind, colour] of [
      ["The Langham Huntington", "hotel", "#1d2a44"],
      ["Vibiana", "venue", "#5a3d1e"],
    ] as const) {
      await owner().locator("#partners-name").fill(name);
      await owner().locator("#partners-kind").selectOption(kind);
      await owner()
        .locator("#partners-logo-file")
        .setInputFiles(await file(`${kind}.png`, logo(colour)));
      expect(await post(/add the venue/i)).toBe(303);
    }
    await owner().locator("#events-name-en").fill("The Whitfield wedding");
    await owner().locator("#events-name-es").fill("La boda Whitfield");
    await owner().locator("#events-venue").fill("The Langham, Pasadena");
    await owner().locator("#events-month").fill("2026-06");
    await owner().locator("#events-guests").fill("220");
    expect(await post(/add the event/i)).toBe(303);
    await owner().locator("#press-outlet").fill("Los Angeles Magazine");
    await owner().locator("#press-headline-en").fill("The valets behind LA's quietest arrivals");
    await owner().locator("#press-headline-es").fill("Los valets detrás de las llegadas más discretas de LA");
    await owner().locator("#press-url").fill("https://www.lamag.com/valet-arrivals");
    await owner().locator("#press-month").fill("2026-09");
    expect(await post(/add the article/i)).toBe(303);
    await owner().locator("#reviews-network").fill("Google");
    await owner().locator("#reviews-url").fill("https://maps.app.goo.gl/GoldenKeyValet");
    await owner().locator("#reviews-rating").fill("4.9");
    await owner().locator("#reviews-count").fill("128");
    expect(await post(/add the profile/i)).toBe(303);
    expect(await owner().getByText("Empty: the pages show nothing here yet.").count()).toBe(0);

    await owner().goto(`${form.site.url}/staff/content`);
    await owner().getByLabel(/note/i).fill("Proof");
    await submit(/^publish/i, 180_000);
    expect(await status()).toMatch(/Published/);

    await expect.poll(() => text("/about"), { timeout: 5_000 }).toContain("Ana Morales");
    const about = await text("/about");
    const certificate = /href="(\/proof\/[0-9a-f]{16}\.pdf)"/.exec(about)?.[1] ?? "";
    expect(certificate).not.toBe("");
    const logos = [...about.matchAll(/<img src="(\/proof\/[0-9a-f]{16}\.webp)" alt="([^"]+)"/g)].map((m) => m[2]);
    expect(logos).toEqual(["The Langham Huntington", "Vibiana"]);
    expect(about.match(/\/photos\/[0-9a-f]{16}-480\.webp/g)?.length).toBeGreaterThanOrEqual(2);
    expect(about).toContain("Certificate of insurance (PDF)");
    expect(about).toContain("Issued by Pacific Mutual Casualty");
    expect(about).toContain("The valets behind LA&#x27;s quietest arrivals");

    const es = await text("/es/about");
    expect(es).toContain("Coordinadora de eventos");
    expect(es).toContain("La boda Whitfield");
    expect(es).toContain("Certificado de seguro (PDF)");
    expect(es).toContain(certificate);
    expect(es).toContain('alt="Vibiana"');

    const home = await text("/");
    expect(home).toContain(certificate);
    expect(home).toContain('alt="The Langham Huntington"');
    expect(home).toContain("Read our 128 reviews on Google");

    const download = await fetch(form.site.url + certificate);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="certificate-of-insurance.pdf"');
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const image = await fetch(`${form.site.url}${/\/proof\/[0-9a-f]{16}\.webp/.exec(about)?.[0]}`);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await fetch(`${form.site.url}/proof/0000000000000000.pdf`)).status).toBe(404);
  });

  for (const viewport of [phone, desktop]) {
    it(`/about with its proof passes axe and is photographed at ${viewport.width} px in both languages`, async () => {
      mkdirSync(shots, { recursive: true });
      for (const pathname of ["/about", "/es/about"]) {
        const visitor = await form.openForm(pathname, true, viewport, false);
        // Down the page in screens, so that every lazy image loads, then back to the top.
        await visitor.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo(0, 0);
        });
        // A logo folded away on a phone (a closed <details>) is not loaded until its fold is opened.
        await visitor.waitForFunction(
          () => [...document.images].every((image) => image.complete || image.closest("details:not([open])")),
          undefined,
          { timeout: 15_000 },
        );
        expect(await axeViolations(visitor), `${pathname} at ${viewport.width}`).toEqual([]);
        const name = `${pathname.replaceAll("/", "_")}-${viewport.width}`;
        writeFileSync(path.join(shots, `${name}-full.png`), await visitor.screenshot({ fullPage: true }));
        await visitor.close();
      }
      await owner().setViewportSize(viewport);
      await owner().goto(`${form.site.url}/staff/content/proof`);
      expect(await axeViolations(owner()), `the proof screen at ${viewport.width}`).toEqual([]);
    });
  }
});
