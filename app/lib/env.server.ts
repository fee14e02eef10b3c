import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL" })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  DATA_DIR: z.string().min(1).default("./data"),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment once; an invalid value stops the process with a message naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n  ");
  throw new Error(`Invalid configuration:\n  ${problems}`);
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
