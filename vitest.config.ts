import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-notice.ts"],
    // The code under test logs what it does; the tests check behaviour, and a failing test prints enough.
    env: { LOG_LEVEL: "silent" },
  },
});
