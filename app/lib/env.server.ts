import { z } from "zod";
import { site } from "../config/site";

/** A variable set to nothing counts as unset. */
const blankAsUnset = <T extends z.ZodType>(type: T) => z.preprocess((v) => (v === "" ? undefined : v), type);
const optionalUrl = (protocols: RegExp, message: string) =>
  blankAsUnset(z.url({ protocol: protocols, message }).optional());

/** The configuration contract (README, "Configuration"). */
const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
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
  ADMIN_PASSWORD: blankAsUnset(z.string().min(12, { message: "must be at least 12 characters" }).optional()),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment; an invalid value stops the process with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
  throw new Error(`Invalid configuration: ${problems}.`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
