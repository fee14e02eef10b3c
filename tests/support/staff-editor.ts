/** `virtual:staff-editor` in the unit tests (vitest.config.ts): the script's address, as the build names it. */
export const url = "/assets/staff-editor-test.js";
