// What the server refuses or redirects before anything serves a request (docs/delivery.md): the rules read the route
// table and the content, so they live here, beside the routes; the server (server/app.js) applies the answer. They
// run ahead of the build's files, the page cache and React Router's own middleware, which cannot refuse a method it
// does not know (it answers those before any middleware) nor see a route's action or limits before its layouts'
// middleware has run (a staff layout would redirect a post it should refuse).
import type { ErrorRequestHandler, RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { ContentSnapshot } from "~/content/live";
import { TEXT_FORM_MAX_BYTES } from "~/forms/registry";
import { langOf } from "~/lib/lang";
import { canonicalPath } from "~/lib/paths";

/** A plain answer the server sends as it is: a refusal (text) or a redirect (Location). */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Whether a path's percent-encoding decodes. The decoded path is compared, not thrown away: the build's minifier
 * drops a call to decodeURIComponent whose result is unused, and its error with it.
 */
function decodes(path: string) {
  try {
    return decodeURIComponent(path) !== "";
  } catch {
    return false;
  }
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { action?: unknown; handle?: { hydrate?: boolean; maxBodyBytes?: number } };
  children: RouteNode[];
}

/** The route table as React Router matches it, from the build's flat list. */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({ ...(route as Omit<RouteNode, "children">), children: routeTree(routes, route?.id) }));
}

/**
 * @param routes the build's routes
 * @param content the newest content snapshot: the company's phone, as the plain answers give it
 */
export function requestRules(routes: ServerBuild["routes"], content: () => ContentSnapshot) {
  const tree = routeTree(routes);
  /** The routes that answer at `pathname`, outermost first. */
  const matched = (pathname: string) =>
    (matchRoutes(tree as unknown as RouteObject[], pathname) ?? []).map((m) => m.route as unknown as RouteNode);
  /** The server's own plain answers speak the language of the page asked for. */
  const say = (path: string, en: string, es: string) => (langOf(path) === "es" ? es : en);
  const phone = () => content().site.phone.display;
  const plain = (status: number, text: string, headers: Record<string, string> = {}): PlainAnswer => ({
    status,
    headers,
    text,
  });

  /** A public page of the site's layout (not its not-found route) answers at `pathname`, matched in any case. */
  const isPublicPage = (pathname: string) => {
    const routes = matched(pathname);
    return routes.some((route) => route.id === "layouts/site") && routes.at(-1)?.path !== "*";
  };
  /** A data request (a form sent with JavaScript, a client-side navigation) names its page with `.data`. */
  const pageOf = (pathname: string) => (pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, ""));

  /**
   * The refusal or redirect for a request, or null to serve it. `url` is the path with its query string;
   * `length` the body's announced length.
   */
  function answerBefore({ method, path, url, length }: { method: string; path: string; url: string; length: number }) {
    // Pages are read with GET and forms sent with POST; nothing else is served.
    if (!["GET", "HEAD", "POST"].includes(method)) {
      return plain(405, say(path, "Method not allowed.", "Método no permitido."), { Allow: "GET, HEAD, POST" });
    }
    // An address whose percent-encoding does not decode is no page of ours, and not worth a warning in the log.
    if (!decodes(path)) {
      return plain(
        400,
        say(
          path,
          "This address could not be read. Please check it and try again.",
          "No pudimos leer esta dirección. Revísela e inténtelo de nuevo.",
        ),
      );
    }
    // A public page has one address (canonicalPath: lower case, no trailing slash). A variant of it (/ABOUT,
    // /aBoUt/) is sent there with one redirect, the query kept (308 for a post, which keeps its method and body),
    // instead of being rendered and kept in the page cache as a page of its own.
    const canonical = canonicalPath(path);
    if (canonical !== path && !path.endsWith(".data") && isPublicPage(canonical)) {
      const query = url.indexOf("?");
      return plain(method === "POST" ? 308 : 301, "", {
        Location: canonical + (query < 0 ? "" : url.slice(query)),
        "Cache-Control": "public, max-age=3600",
      });
    }
    // A POST to a page without a form is answered plainly, rather than as a routing error. (Unknown paths reach
    // the not-found route, whose action answers 404.)
    if (method === "POST" && !matched(path).some((route) => route.module.action)) {
      return plain(
        405,
        say(
          path,
          `This page does not take form submissions. Please use one of our forms, or call us at ${phone()}.`,
          `Esta página no recibe formularios. Use uno de nuestros formularios o llámenos al ${phone()}.`,
        ),
        { Allow: "GET, HEAD" },
      );
    }
    return length > TEXT_FORM_MAX_BYTES ? tooLarge(method, path, length) : null;
  }

  /**
   * A body that announces itself as too large is refused before any of it is read. A form page's post is left to
   * its action, which refuses one past its form's limit (the form registry) the same way, unread, but answers with
   * the page in its language. A route that takes an upload declares its limit (`handle.maxBodyBytes`), and a post
   * up to it is let through. (Bodies without a length are counted while streaming, in the actions.)
   */
  function tooLarge(method: string, path: string, length: number): PlainAnswer | null {
    const routes = method === "POST" ? matched(pageOf(path)) : [];
    if (routes.some((route) => route.module.handle?.hydrate)) return null;
    const uploadLimit = Math.max(0, ...routes.map((route) => Number(route.module.handle?.maxBodyBytes) || 0));
    if (length <= uploadLimit) return null;
    const megabytes = Math.floor(uploadLimit / 1024 / 1024);
    return plain(
      413,
      uploadLimit
        ? `This upload is too large: this page takes at most ${megabytes} MB. Go back and choose a smaller file.`
        : say(
            path,
            `This request is too large. Please call us at ${phone()} instead.`,
            `Esta solicitud es demasiado grande. Llámenos al ${phone()}.`,
          ),
    );
  }

  /** The plain answer to a request that failed on our side. */
  const serverError = (path: string) =>
    say(
      path,
      `Something went wrong on our side. Please try again, or call us at ${phone()}.`,
      `Algo falló de nuestro lado. Inténtelo de nuevo o llámenos al ${phone()}.`,
    );

  /** The rules as the server applies them, ahead of everything that serves a request. */
  const refusals: RequestHandler = (req, res, next) => {
    const length = Number(req.headers["content-length"] ?? 0);
    const answer = answerBefore({ method: req.method, path: req.path, url: req.originalUrl, length });
    if (!answer) return next();
    res.status(answer.status).set(answer.headers).type("text/plain").send(answer.text);
  };

  /**
   * What reaches Express as an error: a request no URL can be built from (its Host, or X-Forwarded-Host from the
   * proxy, is no host name) is the client's mistake; anything else is ours. One log line, a plain answer.
   */
  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    const given = Number(error?.status ?? error?.statusCode);
    const badHost = error?.code === "ERR_INVALID_URL";
    const status = badHost ? 400 : given >= 400 && given < 600 ? given : 500;
    const ours = status >= 500;
    if (ours) req.log.error({ err: error, status }, "unhandled error");
    else req.log.info({ reason: String(error?.message ?? error), status }, "request refused");
    if (res.headersSent) return req.socket.destroy();
    const text = ours
      ? serverError(req.path)
      : badHost
        ? "This request could not be read: its Host header is not a valid host name."
        : `${error?.expose && error.message ? error.message : "This request could not be read"}.`;
    res.status(status).type("text/plain").send(text);
  };

  return { answerBefore, isPublicPage, serverError, refusals, errors };
}
