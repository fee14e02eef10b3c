import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { site } from "~/config/site";
import { ContentContext } from "~/lib/content-context";
import { logger } from "~/lib/log.server";
import { loadContext } from "~/lib/request-context.server";
import type { Services } from "~/lib/services.server";
import { seedContent } from "../../tests/support/content";
import { sqlite } from "../../tests/support/databases";
import { testServices } from "../../tests/support/services";
import Newsletter, { action as signUp, loader as signUpLoader, meta as signUpMeta } from "./newsletter";
import ConfirmSubscription, {
  action as confirm,
  loader as confirmLoader,
  meta as confirmMeta,
} from "./newsletter.confirm";
import Unsubscribe, { action as leave, loader as leaveLoader, meta as leaveMeta } from "./newsletter.unsubscribe";

/*
 * The newsletter in each language (ADR 025): a sign-up posted to /es/newsletter answers in Spanish and queues a
 * Spanish e-mail whose links lead to the Spanish confirm and unsubscribe pages, which answer in Spanish; English
 * stays as it was.
 */

const SITE_URL = "https://valet.example";
let storage: Awaited<ReturnType<typeof sqlite.open>>;
let svc: Services;

beforeEach(async () => {
  storage = await sqlite.open();
  svc = await testServices(storage, { SITE_URL });
});
afterEach(() => storage.cleanup().catch(() => undefined));

let ipCounter = 0;
/** A loader's or action's arguments for a request to `path` on this site. */
function args(path: string, init?: { form: Record<string, string> }) {
  const request = new Request(`http://localhost${path}`, {
    method: init ? "POST" : "GET",
    ...(init
      ? {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(init.form),
        }
      : {}),
  });
  const context = loadContext({
    services: svc,
    clientIp: `10.7.0.${++ipCounter}`,
    log: logger,
    content: seedContent(),
  });
  // The route modules' generated argument types ask for more than these modules read.
  return { request, context, params: {} } as never;
}

/** A page as the server renders it at `path` (the language is read from the path), from the repository's content. */
const render = (path: string, page: ReactElement) =>
  renderToString(
    <ContentContext value={seedContent()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ContentContext>,
  ).replaceAll("<!-- -->", "");

/** A route's page with the props it reads: its loader's and its action's data. */
const routePage = <P extends object>(
  Component: (props: P) => ReactElement,
  data: { loaderData?: unknown; actionData?: unknown },
) => createElement(Component, data as P);

/**
 * The page's title and description, from a route's meta function over its loader's data (the company's name is the
 * root loader's).
 */
function metaOf(meta: (args: never) => unknown, loader: (args: never) => unknown, pathname: string) {
  const matches = [{ id: "root", loaderData: { companyName: seedContent().site.name } }];
  const loaderData = loader(args(pathname));
  const tags = meta({ location: { pathname }, matches, loaderData } as never) as {
    title?: string;
    content?: string;
    name?: string;
  }[];
  return {
    title: tags.find((t) => t.title)?.title,
    description: tags.find((t) => t.name === "description")?.content,
  };
}

const outbox = () => storage.db.selectFrom("outbox").selectAll().execute();
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

describe("the newsletter in Spanish", () => {
  it("sends a Spanish e-mail for a sign-up on /es/newsletter, whose links lead to the Spanish pages", async () => {
    const answer = await signUp(args("/es/newsletter", { form: { email: "Lectora@Example.com" } }));
    expect(answer).toEqual({ status: "pending", email: "Lectora@Example.com" });

    const [mail, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(mail?.to_address).toBe("lectora@example.com");
    expect(mail?.subject).toBe(`Confirme su suscripción al boletín de ${site.name}`);
    expect(mail?.html_body).toContain('<html lang="es-US"');
    const link = mail?.text_body.match(/https:\/\/valet\.example\/[\w/?=-]+/)?.[0] ?? "";
    expect(link).toMatch(/^https:\/\/valet\.example\/es\/newsletter\/confirm\?token=[\w-]{20,}$/);
    expect(mail?.text_body).not.toMatch(/subscribe me|once a month/i);
    expect(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe"]).toBe(
      `<https://valet.example/es/newsletter/unsubscribe?token=${tokenOf(link)}>`,
    );
    const subscriber = await storage.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow();
    expect(subscriber.source_page).toBe("/es/blog");

    const pending = render("/es/newsletter", routePage(Newsletter, { actionData: answer }));
    expect(pending).toContain("Revise su bandeja de entrada");
    expect(pending).toContain("Le enviamos un enlace a Lectora@Example.com: ábralo para confirmar su suscripción.");
    expect(pending).toContain('href="/es/blog"');
    expect(pending).not.toContain("Check Your Inbox");

    // The link opens the Spanish confirm page, whose button posts to itself; nothing is confirmed until it is pressed.
    const confirmPath = new URL(link).pathname + new URL(link).search;
    const loaded = confirmLoader(args(confirmPath));
    const page = render(confirmPath, routePage(ConfirmSubscription, { loaderData: loaded }));
    expect(page).toContain("Confirme su suscripción");
    expect(page).toContain("Sí, quiero suscribirme");
    expect(page).toContain(`action="/es/newsletter/confirm?token=${tokenOf(link)}"`);
    expect(
      (await storage.db.selectFrom("subscribers").select("confirmed_at").executeTakeFirstOrThrow()).confirmed_at,
    ).toBeNull();

    const confirmed = await confirm(args(confirmPath, { form: {} }));
    expect(confirmed).toEqual({ done: true });
    expect(
      (await storage.db.selectFrom("subscribers").select("confirmed_at").executeTakeFirstOrThrow()).confirmed_at,
    ).not.toBeNull();
    const thanks = render(confirmPath, routePage(ConfirmSubscription, { loaderData: loaded, actionData: confirmed }));
    expect(thanks).toContain("Suscripción confirmada");
    expect(thanks).toContain("Gracias. El boletín llega aproximadamente una vez al mes");
    expect(thanks).toContain('href="/es/blog"');
    expect(thanks).not.toMatch(/Subscribed|Back to the blog/);
  });

  it("unsubscribes on the Spanish page, in Spanish", async () => {
    await signUp(args("/es/newsletter", { form: { email: "lectora@example.com" } }));
    const unsubscribe = JSON.parse((await outbox())[0]?.headers ?? "{}")["List-Unsubscribe"].slice(1, -1);
    const path = new URL(unsubscribe).pathname + new URL(unsubscribe).search;
    expect(path).toMatch(/^\/es\/newsletter\/unsubscribe\?token=/);
    const loaded = leaveLoader(args(path));
    const page = render(path, routePage(Unsubscribe, { loaderData: loaded }));
    expect(page).toContain("¿Desea dejar de recibir nuestro boletín mensual?");
    expect(page).toContain(`action="${path}"`);
    const done = await leave(args(path, { form: {} }));
    expect(done).toEqual({ done: true });
    expect(render(path, routePage(Unsubscribe, { loaderData: loaded, actionData: done }))).toContain(
      "Ya no recibirá el boletín.",
    );
    const wrong = "/es/newsletter/unsubscribe?token=no";
    expect(render(wrong, routePage(Unsubscribe, { loaderData: loaded, actionData: { done: false } }))).toContain(
      "Enlace no válido",
    );
  });

  it("refuses an address with the Spanish messages, keeping what was typed", async () => {
    const invalid = (await signUp(args("/es/newsletter", { form: { email: "no-es-correo" } }))) as {
      data: { error: string; email: string };
      init: { status: number };
    };
    expect(invalid.init.status).toBe(400);
    expect(invalid.data).toEqual({
      status: "error",
      error: "Escriba un correo electrónico válido",
      email: "no-es-correo",
    });
    const empty = (await signUp(args("/es/newsletter", { form: {} }))) as { data: { error: string } };
    expect(empty.data.error).toBe("El correo electrónico es obligatorio");
    expect(await outbox()).toEqual([]);

    const page = render("/es/newsletter", routePage(Newsletter, { actionData: invalid.data }));
    expect(page).toContain("Escriba un correo electrónico válido");
    expect(page).toContain('value="no-es-correo"');
    expect(page).toContain('action="/es/newsletter"');
  });

  it("gives the Spanish pages Spanish titles and descriptions", () => {
    expect(metaOf(signUpMeta, signUpLoader, "/es/newsletter")).toEqual({
      title: `Boletín | ${site.name}`,
      description: expect.stringContaining("Los Ángeles"),
    });
    expect(metaOf(confirmMeta, confirmLoader, "/es/newsletter/confirm").title).toBe(
      `Confirme su suscripción | ${site.name}`,
    );
    expect(metaOf(leaveMeta, leaveLoader, "/es/newsletter/unsubscribe").title).toBe(
      `Cancelar suscripción | ${site.name}`,
    );
    expect(metaOf(signUpMeta, signUpLoader, "/newsletter").title).toBe(`Newsletter | ${site.name}`);
  });

  it("the sign-up box posts to the page's own language, in its words", () => {
    const es = render("/es/blog", <NewsletterForm />);
    expect(es).toContain('action="/es/newsletter"');
    expect(es).toContain("Correo electrónico");
    expect(es).toContain("Suscribirse");
    expect(es).toContain("Deje este campo vacío");
    expect(es).not.toMatch(/Email address|Subscribe<|Leave this field/);
    const en = render("/blog", <NewsletterForm />);
    expect(en).toContain('action="/newsletter"');
    expect(en).toContain("Email address");
    expect(en).toContain("Leave this field empty");
  });
});

describe("the newsletter in English", () => {
  it("sends the English e-mail with links to the English pages, as before", async () => {
    const answer = await signUp(args("/newsletter", { form: { email: "reader@example.com" } }));
    expect(answer).toEqual({ status: "pending", email: "reader@example.com" });
    const [mail] = await outbox();
    expect(mail?.subject).toBe(`Confirm your subscription to the ${site.name} newsletter`);
    expect(mail?.text_body).toMatch(/https:\/\/valet\.example\/newsletter\/confirm\?token=[\w-]{20,}/);
    expect(mail?.text_body).not.toContain("/es/");
    expect(JSON.parse(mail?.headers ?? "{}")["List-Unsubscribe"]).toMatch(
      /^<https:\/\/valet\.example\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    );
    expect((await storage.db.selectFrom("subscribers").selectAll().executeTakeFirstOrThrow()).source_page).toBe(
      "/blog",
    );
    const page = render("/newsletter", routePage(Newsletter, { actionData: answer }));
    expect(page).toContain("Check Your Inbox");
    expect(page).toContain('href="/blog"');
  });
});
