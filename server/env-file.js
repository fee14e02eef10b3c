// @ts-check
// Settings from a file: the server and the commands read `.env` at the project root, when there is one, before
// anything reads the environment (import this module first). A variable set in the environment wins over the
// file. ENV_FILE names another file; set empty, no file is read (the tests do, so a developer's .env stays out).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const file = process.env.ENV_FILE ?? path.join(root, ".env");
if (file && existsSync(file)) process.loadEnvFile(file);
