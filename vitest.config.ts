import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Unit tests render with one known photograph instead of whatever content/images holds, and name the staff
  // editor's script without building it.
  resolve: {
    tsconfigPaths: true,
    alias: {
      "virtual:photos": fileURLToPath(new URL("tests/support/photos.ts", import.meta.url)),
      "virtual:staff-editor": fileURLToPath(new URL("tests/support/staff-editor.ts", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-notice.ts", "tests/support/sqlite-template.ts"],
    // The code under test logs what it does; the tests check behaviour, and a failing test prints enough.
    env: { LOG_LEVEL: "silent" },
  },
});
