import { once } from "node:events";
import { readdirSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formToken, postForm, validBooking } from "../support/forms";
import { pdf } from "../support/resumes";
import { MONITOR_TOKEN } from "../support/site";
import { formSite } from "./form-site";

/*
 * Issue 27, the server and form input: Spanish applications with real résumés, values every object inherits sent
 * as a choice, cross-origin posts, /readyz for the monitor only, and a 431 that reaches its client.
 */

const running = formSite();
const phoneNumber = "(310) 555-0147";
/** Stack frames, raw error dumps and unhandled errors in the server's log. */
const errorLines = () =>
  running.site.output
    .join("")
    .split("\n")
    .filter((line) => /^\s+at \S/.test(line) || /"stack"/.test(line) || /"level":"error"/.test(line));

const storedResumes = () => {
  try {
    return readdirSync(path.join(running.site.dataDir, "resumes"));
  } catch {
    return [];
  }
};

describe("a Spanish application with its résumé", () => {
  const fill = async (page: import("playwright-core").Page, file: { name: string; buffer: Buffer }) => {
    await page.getByLabel("Nombre completo").fill("Lucía Hernández");
    await page.getByLabel("Número de teléfono").fill("323 555 0111");
    await page.getByLabel("Correo electrónico").fill(`lucia.${Math.random().toString(36).slice(2, 8)}@example.com`);
    await page.getByLabel("Currículum").setInputFiles({ ...file, mimeType: "application/pdf" });
    await page.getByLabel("Mensaje breve").fill("Cinco años de valet en hoteles; disponible los fines de semana.");
  };
  /** Sends /es/employment filled with a PDF résumé `name` of `bytes`; the page and the POST's status. */
  const apply = async (javaScript: boolean, name: string, bytes: number) => {
    const page = await running.openForm("/es/employment", javaScript);
    await fill(page, { name, buffer: Buffer.from(pdf(bytes)) });
    const answered = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Enviar solicitud de empleo" }).click();
    return { page, status: (await answered).status() };
  };

  for (const javaScript of [true, false]) {
    it(`is stored with a 300 KB PDF through /es/employment (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const before = storedResumes().length;
      const { page, status } = await apply(javaScript, "curriculum.pdf", 300 * 1024);
      expect(status).toBe(200);
      await page.getByRole("heading", { name: "Solicitud enviada" }).waitFor();
      expect(storedResumes()).toHaveLength(before + 1);
      await page.close();
    });
  }

  it("past the 5 MB rule, says so in Spanish with what was typed kept (JavaScript off, a 6 MB PDF)", async () => {
    const { page, status } = await apply(false, "grande.pdf", 6 * 1024 * 1024);
    expect(status).toBe(400);
    await page.getByText("El currículum debe pesar 5 MB o menos").waitFor();
    expect(await page.getByLabel("Nombre completo").inputValue()).toBe("Lucía Hernández");
    await page.close();
  });

  it("past the form's limit, answers 413 with the Spanish page and message, unread (JavaScript off, 20 MB)", async () => {
    const { page, status } = await apply(false, "enorme.pdf", 20 * 1024 * 1024);
    expect(status).toBe(413);
    await page
      .getByText(`Esta solicitud es demasiado grande. Inténtelo de nuevo o llámenos al ${phoneNumber}.`)
      .waitFor();
    await page.getByText("El currículum debe pesar 5 MB o menos").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^es/);
    await page.close();
  });

  it("with JavaScript, a file past 5 MB is refused in Spanish before anything is sent", async () => {
    const page = await running.openForm("/es/employment", true);
    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await fill(page, { name: "grande.pdf", buffer: Buffer.from(pdf(6 * 1024 * 1024)) });
    await page.getByRole("button", { name: "Enviar solicitud de empleo" }).click();
    await page.getByText("El currículum debe pesar 5 MB o menos").waitFor();
    expect(posts).toEqual([]);
    await page.close();
  });
});

describe("a choice set to a name every object inherits", () => {
  const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const validQuote = (email: string) => ({
    firstName: "Test",
    lastName: "Visitor",
    email,
    phone: "310 555 0100",
    eventType: "Wedding",
    eventDate: future(),
    eventTime: "18:00",
    guestCount: "120",
    venueAddress: "1 Garden Lane, Pasadena",
  });
  const cases = [
    { path: "/book", field: "serviceType", valid: validBooking, message: "Service type is required" },
    { path: "/es/book", field: "serviceType", valid: validBooking, message: "El tipo de servicio es obligatorio" },
    { path: "/quote", field: "eventType", valid: validQuote, message: "Event type is required" },
    { path: "/es/quote", field: "eventType", valid: validQuote, message: "El tipo de evento es obligatorio" },
  ];
  const names = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

  it("answers 400 with the form's message on /book, /quote and their Spanish twins, and logs no error", async () => {
    const errorsBefore = errorLines().length;
    let ip = 0;
    for (const { path: page, field, valid, message } of cases) {
      const token = await formToken(running.site.url, page);
      for (const name of names) {
        const fields = { ...valid(`proto${++ip}@example.com`), [field]: name, formToken: token };
        const answer = await postForm(running.site.url, page, fields, `198.18.0.${ip}`);
        const html = await answer.text();
        expect(answer.status, `${page} ${name}`).toBe(400);
        expect(html.match(new RegExp(`id="[\\w-]+-${field}-error"[^>]*>([^<]*)<`))?.[1], `${page} ${name}`).toBe(
          message,
        );
      }
    }
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });
});

describe("a form post from another site", () => {
  it("is refused with 400 and logged as a refused request, without a stack, sent as a page or with JavaScript", async () => {
    const errorsBefore = errorLines().length;
    const refusedBefore = running.site.output.join("").split('"msg":"request refused"').length;
    for (const target of ["/book", "/book.data", "/es/quote", "/es/quote.data"]) {
      const answer = await fetch(`${running.site.url}${target}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://evil.example",
          "X-Forwarded-For": "198.18.1.1",
        },
        body: new URLSearchParams(validBooking("csrf@example.com")),
      });
      expect(answer.status, target).toBe(400);
    }
    await expect
      .poll(() => running.site.output.join("").split('"msg":"request refused"').length - refusedBefore)
      .toBe(4);
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });
});

describe("/readyz", () => {
  it("tells anyone only whether the server is ready, and the monitor the details", async () => {
    const anonymous = await fetch(`${running.site.url}/readyz`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await anonymous.text()).toBe("ready");
    const wrong = await fetch(`${running.site.url}/readyz`, {
      headers: { Authorization: "Bearer not-the-token-at-all" },
    });
    expect(await wrong.text()).toBe("ready");
    const monitor = await fetch(`${running.site.url}/readyz`, {
      headers: { Authorization: `Bearer ${MONITOR_TOKEN}` },
    });
    expect(await monitor.json()).toMatchObject({ ready: true, database: "ok", outbox: { held: expect.any(Number) } });
  });
});

describe("a header past 16 KB", () => {
  it("is answered 431 on each of three connections, which close without a reset", async () => {
    const url = new URL(running.site.url);
    for (let i = 0; i < 3; i++) {
      const socket = connect(Number(url.port), url.hostname);
      let answer = "";
      const events: string[] = [];
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      socket.on("end", () => events.push("end"));
      socket.on("error", (error: NodeJS.ErrnoException) => events.push(error.code ?? error.message));
      // As a browser does: it goes on sending, and reads the answer once it has sent what it had.
      socket.pause();
      socket.write(`GET / HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${"a".repeat(20_000)}`);
      const feed = setInterval(() => socket.writable && socket.write("a".repeat(4096)), 20);
      await new Promise((resolve) => setTimeout(resolve, 500));
      clearInterval(feed);
      socket.resume();
      await once(socket, "close");
      expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(events[0]).toBe("end");
    }
  });
});
