// @ts-check
// `node server/index.js` (or `npm start`, which builds first when needed): the listener around the Express app
// (app.js), production's build or, with `--dev`, Vite serving the sources. Connection limits, the data folder's
// lock and a graceful shutdown on SIGTERM/SIGINT.
import "./env-file.js";
import "./mode.js";
import { existsSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir, createApp } from "./app.js";
import { CONNECTIONS_CHECK_MS, guardConnections } from "./connections.js";
import { holdDataDir } from "./data-lock.js";
import { shutDownOnSignals } from "./shutdown.js";

export async function main() {
  const dev = process.argv.includes("--dev");
  if (!dev && !existsSync(path.join(buildDir, "server/index.js"))) {
    console.error("No build found: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  // Before the database is opened: `npm run restore` refuses while the file is there.
  if (!process.env.DATABASE_URL) holdDataDir(path.resolve(process.env.DATA_DIR || "./data"));
  /** @type {Awaited<ReturnType<typeof createApp>>} */
  let created;
  try {
    created = await createApp({ dev });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { app, env, logger, stop } = created;
  const server = createHttpServer({ connectionsCheckingInterval: CONNECTIONS_CHECK_MS }, app);
  guardConnections(server, logger);
  server.listen(env.PORT, env.HOST, () => {
    const local = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    logger.info({ siteUrl: env.SITE_URL, host: env.HOST }, `listening on http://${local}:${port}`);
    logger.info(
      env.ADMIN_PASSWORD
        ? `staff area: sign in at ${env.SITE_URL}/staff as ${env.ADMIN_EMAIL ?? env.NOTIFY_EMAIL}`
        : "staff area off: set ADMIN_PASSWORD (in the environment or .env) to sign in at /staff",
    );
  });
  shutDownOnSignals(server, { logger, stop });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
