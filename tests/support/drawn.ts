import { readdirSync } from "node:fs";

/** `virtual:drawn` in the unit tests (vitest.config.ts): each drawn file by name, at its place in the source tree. */
const dir = "app/components/art/drawn";
export default Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith(".svg"))
    .map((file) => [file.slice(0, -".svg".length), `/${dir}/${file}`]),
);
