/** One JSON line per event on stdout, the format of the server's request log. */
export function log(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields })}\n`);
}
