import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Unit tests render with one known photograph instead of whatever content/images holds, and name the staff
  // editor's script and the drawn files without building them.
  resolve: {
    tsconfigPaths: true,
    alias: {
      "virtual:photos": fileURLToPath(new URL("tests/support/photos.ts", import.meta.url)),
      "virtual:staff-editor": fileURLToPath(new URL("tests/support/staff-editor.ts", import.meta.url)),
      "virtual:drawn": fileURLToPath(new URL("tests/support/drawn.ts", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,js}", "scripts/**/*.test.ts"],
    environment: "node",
    // Two files at a time, whatever the cores: much of a unit test is waiting (lock timeouts, a mail server,
    // PostgreSQL's round trips, syncs to the disk), and vitest's default on 2 cores (cores − 1) ran one file at a
    // time and left the machine half idle (issue 37: 190 s → 96 s wall, the same CPU). Not more: each PostgreSQL
    // file may hold 10 of the server's 100 connections, and 3 workers (80 s) made each test a third slower, nearer
    // the bounds of the tests that time lock waits.
    maxWorkers: 2,
    // Each worker keeps its modules from one file to the next: re-importing every file's module graph (React, the
    // content, the storage layer) took 45 of the suite's 110 s of CPU; kept, 7 s (86 → 51 s wall). The code keeps no
    // module state a file could leave to the next (data flows as values); the one module mock (web-vitals) is its
    // only importer's.
    isolate: false,
    globalSetup: ["tests/support/postgres-notice.ts", "tests/support/unit-databases.ts"],
    // The code under test logs what it does; the tests check behaviour, and a failing test prints enough.
    env: { LOG_LEVEL: "silent" },
  },
});
