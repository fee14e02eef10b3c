import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Header value (first occurrence), with RFC 2047 encoded words decoded. */
  header(name: string): string;
  /** The raw message with quoted-printable and base64 text parts decoded, for searching. */
  decoded: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(raw: string): string {
  const qp = Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ].map((m) => Buffer.from((m[1] ?? "").replace(/\s/g, ""), "base64").toString("utf8"));
  return [qp, ...base64Parts].join("\n");
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
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? "";
            const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              header(name) {
                const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, "im"));
                return decodeWords(match?.[1]?.trim() ?? "");
              },
              decoded: decodeBody(raw),
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
