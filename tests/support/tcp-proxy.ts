import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

/**
 * A TCP proxy on loopback in front of a database, to take it away from the server under test and give it back:
 * `cut` closes every connection and refuses new ones (a restart, a failover), `stall` keeps them open but passes
 * nothing (a network that drops packets), `restore` lets traffic through again.
 */
export async function startProxy(target: { host: string; port: number }) {
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let stalled = false;
  let server: Server | undefined;
  let port = 0;

  const flow = (pair: { client: Socket; upstream: Socket }) => {
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const proxy = createServer((client) => {
        const upstream = tcpConnect(target.port, target.host);
        const pair = { client, upstream };
        pairs.add(pair);
        const close = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) socket.on("error", close).on("close", close);
        if (!stalled) flow(pair);
      });
      server = proxy;
      proxy.on("error", reject);
      proxy.listen(port, "127.0.0.1", () => {
        port = (proxy.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
      });
    },
    stall() {
      stalled = true;
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const pair of pairs) flow(pair);
      }
      if (!server?.listening) await listen();
    },
    async stop() {
      await this.cut();
    },
  };
}
