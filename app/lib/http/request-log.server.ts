// One log line per request (server/app.js): its id, method, path and status. The id comes from the proxy in front
// when it looks like one, so its log and ours line up, and goes back in X-Request-Id.
import { randomUUID } from "node:crypto";
import { pinoHttp } from "pino-http";
import { logger } from "~/lib/log.server";

const REQUEST_ID = /^[\w.:-]{1,100}$/;

export const requestLog = () =>
  pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req, res) {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    // A client that hangs up first (a cancelled prefetch, a closed tab) is no failure of ours.
    customSuccessMessage: (req, res) => `${req.method} ${res.writableEnded ? res.statusCode : "aborted by the client"}`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
    // pino-http makes up an Error, with a stack from its own code, for every 5xx. What went wrong is logged where it
    // happened (the error handler, the action's own line); the request's line says only the status.
    customErrorObject: (_req, _res, _error, { err: _made, ...line }) => line,
    serializers: {
      // The links that open something without signing in carry their key in the path (a staff calendar feed, a
      // client's proposal or review form): never in the log.
      req: (req) => ({
        method: req.method,
        path: req.url.split("?")[0]?.replace(/^((?:\/es)?\/(?:calendar|proposal|review))\/[^/]+$/, "$1/…"),
      }),
      res: (res) => ({ status: res.statusCode }),
    },
  });
