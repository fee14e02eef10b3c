import { afterAll, beforeAll, vi } from "vitest";

/**
 * Runs this file's tests with the clock started at `iso` (it keeps running), so what a page or a token computes from
 * today is the same on any real date. Only `Date` is replaced: timers, I/O and the databases' waits stay real.
 */
export function clockAt(iso: string): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
