import { defineConfig } from "vitest/config";

// Browser tests: the production build served by server/index.js, driven in Debian's Chromium.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/support/postgres-notice.ts", "tests/e2e/global-setup.ts"],
    setupFiles: ["tests/e2e/csp.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
