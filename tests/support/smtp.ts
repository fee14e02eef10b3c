import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it, parsed by mailparser. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** A header's value (the first, decoded), or "" without it. */
  header(name: string): string;
  /** Subject, plain-text part and HTML part, decoded, for searching. */
  decoded: string;
}

/** A real SMTP peer on loopback that can be stopped and started again (an outage). */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let listeningPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", async () => {
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString("utf8"),
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
