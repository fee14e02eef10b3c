import { isIP } from "node:net";
import { z } from "zod";
import { site } from "../config/site";
import { passwordProblem } from "./staff/passwords.server";

/** A variable set to nothing counts as unset. */
const blankAsUnset = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === "" ? undefined : v), type);
const optionalUrl = (protocols: RegExp, message: string) =>
  blankAsUnset(z.url({ protocol: protocols, message }).optional());

/** Express's names for address ranges, an IP address, or an address range in CIDR notation. */
const trustedProxy = (entry: string) => {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
};

/** The configuration contract (README, "Configuration"). */
const schema = z.object({
  // 0: a port the system picks, named in the log's "listening on" line (the browser tests' servers).
  PORT: blankAsUnset(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "must be a postgres:// URL"),
  SMTP_URL: optionalUrl(/^smtps?$/, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.email({ message: "must be an e-mail address" }).default(site.email),
  NOTIFY_EMAIL: z.email({ message: "must be an e-mail address" }).default(site.email),
  /** A form sent sooner than this after it was rendered is a script's; the browser tests turn it off. */
  FORM_MIN_FILL_MS: blankAsUnset(z.coerce.number().int().min(0).default(3000)),
  // How many confirmations the site sends visitors in an hour, all forms and addresses together. A confirmation
  // goes to whatever address was typed; the per-connection and per-address limits stop one sender, this stops many
  // (a botnet) from using the forms to mail strangers. Past it a visitor's confirmation waits for staff while the
  // company's notification goes: real traffic is a few dozen leads on the busiest day.
  CONFIRMATIONS_PER_HOUR: blankAsUnset(z.coerce.number().int().min(0).default(200)),
  /** How long one e-mail's send may take; a message a stopped server had claimed is sent again 10 s after it. */
  MAIL_SEND_TIMEOUT_SECONDS: blankAsUnset(z.coerce.number().int().min(1).max(600).default(30)),
  ADMIN_PASSWORD: blankAsUnset(z.string().min(12, { message: "must be at least 12 characters" }).optional()),
  /** The owner's staff account; its password is ADMIN_PASSWORD. */
  ADMIN_EMAIL: blankAsUnset(z.email({ message: "must be an e-mail address" }).optional()),
  /** When the owner's morning digest goes out, HH:MM on the Los Angeles clock. */
  OWNER_DIGEST_TIME: blankAsUnset(
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a time of day such as 08:00 (24-hour clock)" })
      .default("08:00"),
  ),
  /**
   * The company's "write a review" page on Google: a client who has just reviewed on the site is invited to post it
   * there too. Unset: no invitation.
   */
  GOOGLE_REVIEW_URL: optionalUrl(/^https$/, "must be an https:// URL"),
  /** The share of page views that report their speed (ADR 034): 1 every one, 0 none. */
  VITALS_SAMPLE_RATE: blankAsUnset(z.coerce.number().min(0).max(1).default(1)),
  /** The bearer token a monitor sends to read /readyz's details (the outbox backlog); without it, only the status. */
  MONITOR_TOKEN: blankAsUnset(z.string().min(16, { message: "must be at least 16 characters" }).optional()),
  /**
   * Which proxies may say who the client is (X-Forwarded-For): a number of hops, or a comma-separated list of
   * addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`. Unset: none, the connection's address counts.
   */
  TRUST_PROXY: blankAsUnset(
    z
      .string()
      .optional()
      .transform((value, ctx): number | string[] | false => {
        if (value === undefined) return false;
        if (/^\d{1,2}$/.test(value.trim())) return Number(value);
        const list = value.split(",").map((entry) => entry.trim());
        if (list.every(trustedProxy)) return list;
        ctx.addIssue({ code: "custom", message: "must be a hop count or a list of addresses, ranges or loopback" });
        return z.NEVER;
      }),
  ),
});

export type Env = z.infer<typeof schema>;

/** The owner's password guards every lead: one that attackers try first stops the start, as a bad value does. */
const checked = schema.superRefine((config, ctx) => {
  const owner = { email: config.ADMIN_EMAIL ?? config.NOTIFY_EMAIL };
  const problem = config.ADMIN_PASSWORD ? passwordProblem(config.ADMIN_PASSWORD, owner) : null;
  if (problem)
    ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: `is refused: ${problem.replace(/\.$/, "")}` });
});

/** The owner's staff account: ADMIN_EMAIL, or the address lead notifications go to. */
export const ownerEmail = (env: Env) => (env.ADMIN_EMAIL ?? env.NOTIFY_EMAIL).toLowerCase();

/** Reads the environment; an invalid value stops the process with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checked.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
  throw new Error(`Invalid configuration: ${problems}.`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
