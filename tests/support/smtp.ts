import { createServer, type Socket } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it, parsed by mailparser. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** When its data ended (`performance.now()`), before it was parsed. */
  at: number;
  /** A header's value (the first, decoded), or "" without it. */
  header(name: string): string;
  /** Subject, plain-text part and HTML part, decoded, for searching. */
  decoded: string;
  /** The attached files (the calendar file), as text. */
  attachments: { filename: string; text: string }[];
}

/**
 * A real SMTP peer on loopback that can be stopped and started again (an outage). It can stall: a message for
 * which `stalls` says so is read to its end and never answered, as a mail server that hangs mid-transaction; and
 * refuse: a message for which `refuses` says so is answered with a temporary failure (451).
 */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;
  const none = (_to: string[]) => false;
  const state = { stalls: none, refuses: none };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // Stalled transactions are cut when the test stops the server.
        closeTimeout: 100,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", async () => {
            const at = performance.now();
            const to = session.envelope.rcptTo.map((r) => r.address);
            if (state.stalls(to)) return;
            if (state.refuses(to)) {
              callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
              return;
            }
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString("utf8"),
              at,
              header(name) {
                const value = parsed.headers.get(name.toLowerCase());
                if (value === undefined) return "";
                if (typeof value === "string") return value;
                if (typeof value === "object" && value && "text" in value) return String(value.text);
                return String(value);
              },
              decoded: [
                parsed.subject ?? "",
                parsed.text ?? "",
                typeof parsed.html === "string" ? parsed.html : "",
              ].join("\n"),
              attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? "", text: a.content.toString() })),
            });
            callback();
          });
        },
      });
      server = smtp;
      smtp.on("error", reject);
      smtp.listen(listeningPort, "127.0.0.1", () => {
        listeningPort = (smtp.server.address() as { port: number }).port;
        resolve();
      });
    });

  await listen();
  return {
    received,
    /** Which messages the server stalls on, by their recipients; none by default. */
    set stalls(rule: (to: string[]) => boolean) {
      state.stalls = rule;
    },
    /** Which messages the server refuses for now, by their recipients; none by default. */
    set refuses(rule: (to: string[]) => boolean) {
      state.refuses = rule;
    },
    get port() {
      return listeningPort;
    },
    get url() {
      return `smtp://127.0.0.1:${listeningPort}`;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

/** A mail server that accepts connections and never says a word: no greeting, no answer. */
export async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
