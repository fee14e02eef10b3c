// A clock for a server under test: `node --import ./tests/support/clock.js` with TEST_CLOCK=<ISO time> starts
// the process's clock at that time (it keeps running), so a test can serve a build on another date.
const start = process.env.TEST_CLOCK;
if (start) {
  const offset = Date.parse(start) - Date.now();
  if (Number.isNaN(offset)) throw new Error(`TEST_CLOCK is not a date: ${start}`);
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    /** @param {any[]} args */
    constructor(...args) {
      if (args.length) super(...args);
      else super(RealDate.now() + offset);
    }
    static now() {
      return RealDate.now() + offset;
    }
  };
}
