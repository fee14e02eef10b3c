import { rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import nodemailer from "nodemailer";
import { PRIVATE_FILE, privateDir } from "~/lib/storage/private-files.server";
import smtpThread from "./smtp-thread.cjs?raw";

/** A file sent with a message; text only (a calendar invite), so it is stored as it is. */
export interface MailAttachment {
  filename: string;
  /** e.g. "text/calendar; charset=utf-8". */
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** What the message is (e.g. "lead-confirmation"), for the name of its file when mail goes to files. */
  kind?: string;
}

export interface MailTransport {
  /** Sends one message; gives up, rejecting, when `signal` aborts. */
  send(mail: OutgoingMail, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/**
 * How long an SMTP exchange may wait: for the connection and the server's greeting together (nodemailer counts
 * the greeting within the connection's time), and for any one answer after that. Without them nodemailer waits
 * up to 2 minutes to connect and 10 minutes for an answer, and one stalled server holds its message that long.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const toNodemailer = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  replyTo: mail.replyTo ?? undefined,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  headers: mail.headers,
  attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
});

/**
 * How many SMTP connections may be open at once: one per send in flight (the outbox's most, MAX_SENDS), so that a
 * send never waits for a connection another, stalled send holds.
 */
export const SMTP_CONNECTIONS = 32;

/** How the mail-file transport's file of a message ends: its message id, so its copy can be found and deleted. */
export const mailFileSuffix = (messageId: string) => `_${messageId.replace(/@[^@]*$/, "").replace(/[^\w-]/g, "")}.eml`;

/**
 * A message's file name when mail goes to files: when it was written, the lead's reference its subject names, what it
 * is, and its message id, e.g. `2026-11-26T15-30-00Z_GK-7F3K2Q_lead-confirmation_1b9d6bcd-….eml`; sorted by name,
 * the files are in the order they were written.
 */
export function mailFileName(mail: Pick<OutgoingMail, "subject" | "messageId" | "kind">, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const reference = mail.subject.match(/\bGK-[2-9A-HJKMNP-Z]{6}\b/)?.[0];
  const label = [reference, mail.kind?.replace(/[^\w-]/g, "")].filter(Boolean).join("_");
  return `${stamp}${label ? `_${label}` : ""}${mailFileSuffix(mail.messageId)}`;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file a developer can open. */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  /** Shorter SMTP timeouts, for tests. */
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): MailTransport {
  if (options.smtpUrl) {
    // Pooled: a message goes over a connection already open and greeted, a few round trips instead of eight.
    return smtpOnItsOwnThread({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      maxMessages: 100,
      ...SMTP_TIMEOUTS,
      ...options.timeouts,
    });
  }
  const dir = path.join(options.dataDir, "mail");
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await files.sendMail(toNodemailer(mail));
      privateDir(dir);
      const name = mailFileName(mail, new Date());
      await writeFile(path.join(dir, `.${name}`), info.message as Buffer, { mode: PRIVATE_FILE });
      await rename(path.join(dir, `.${name}`), path.join(dir, name));
    },
    close: () => files.close(),
  };
}

/**
 * Sends over SMTP from a worker thread (smtp-thread.cjs). On the server's own thread each round trip of a message
 * (greeting, envelope, data) waits its turn behind every request being answered: in a burst of leads that was up
 * to 2 s a turn, a few e-mails a second went out while hundreds of leads came in, and visitors waited minutes for
 * their confirmation. On its own thread the conversation goes at the mail server's pace. A thread that dies fails
 * the sends it held (the outbox retries them) and the next send starts another.
 */
function smtpOnItsOwnThread(smtpOptions: Record<string, unknown>): MailTransport {
  const workerData = { nodemailer: createRequire(import.meta.url).resolve("nodemailer"), options: smtpOptions };
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let thread: Worker | undefined;

  function started() {
    if (thread) return thread;
    const worker = new Worker(smtpThread, { eval: true, workerData });
    // Idle, it keeps no process alive; it keeps running while a send waits for it.
    worker.unref();
    worker.on("message", ({ id, error }: { id: number; error?: { name: string; message: string; code?: string } }) => {
      const send = waiting.get(id);
      waiting.delete(id);
      if (!waiting.size) worker.unref();
      if (!error) return send?.resolve();
      send?.reject(Object.assign(new Error(error.message), { name: error.name, code: error.code }));
    });
    const ended = (error: Error) => {
      if (thread === worker) thread = undefined;
      for (const send of waiting.values()) send.reject(error);
      waiting.clear();
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`the mail thread stopped (exit code ${code})`)));
    thread = worker;
    return worker;
  }

  return {
    send(mail, signal) {
      signal?.throwIfAborted();
      const worker = started();
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ id, mail: toNodemailer(mail) });
        signal?.addEventListener("abort", () => worker.postMessage({ cut: id }), { once: true });
      });
    },
    close() {
      void thread?.terminate();
      thread = undefined;
    },
  };
}
