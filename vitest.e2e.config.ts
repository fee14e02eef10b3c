import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/*
 * Browser tests: the production build served by server/index.js, driven in Debian's Chromium.
 * Most files share nothing but the global setup's site, which they only read, or start sites of their own: they run
 * three at a time (much of a browser test is waiting on a page, a server or a timer; two left the cores idle). The
 * files that load the machine on purpose and time what it does under that load (a thousand leads over two servers,
 * a burst of five hundred, a publication, a database outage, a shutdown mid-request) then run one at a time, alone.
 */
const alone = [
  "tests/e2e/multi-server.test.ts",
  "tests/e2e/mail-burst.test.ts",
  "tests/e2e/publish-speed.test.ts",
  "tests/e2e/database-outage.test.ts",
  "tests/e2e/shutdown.test.ts",
];

const project = (name: string, test: TestProjectInlineConfiguration["test"]): TestProjectInlineConfiguration => ({
  resolve: { tsconfigPaths: true },
  test: { name, setupFiles: ["tests/e2e/csp.ts"], testTimeout: 60_000, hookTimeout: 60_000, ...test },
});

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Run once for the whole run, not per project: one shared site, its URL provided to every file.
    globalSetup: ["tests/support/postgres-notice.ts", "tests/e2e/global-setup.ts"],
    projects: [
      project("browser", {
        include: ["tests/e2e/**/*.test.ts"],
        exclude: alone,
        maxWorkers: 3,
        // Each worker keeps its modules and its Chromium from one file to the next (tests/e2e/browser.ts `launch`).
        isolate: false,
        env: { E2E_SHARED_CHROMIUM: "1" },
        sequence: { groupOrder: 0 },
      }),
      project("alone", { include: alone, maxWorkers: 1, sequence: { groupOrder: 1 } }),
    ],
  },
});
