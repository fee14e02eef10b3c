import { setTimeout as sleep } from "node:timers/promises";

/** `work`, or a rejection saying `late` once `ms` have passed, whichever comes first; the timer holds nothing up. */
export const withinTime = <T>(work: Promise<T>, ms: number, late: string): Promise<T> =>
  Promise.race([
    work,
    sleep(ms, undefined, { ref: false }).then(() => {
      throw new Error(late);
    }),
  ]);
