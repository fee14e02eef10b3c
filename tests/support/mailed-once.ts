import { expect } from "vitest";
import type { ReceivedMail } from "./smtp";

/**
 * Waits until each acknowledged lead has had its two e-mails (the visitor's and the office's), then checks that
 * none came twice: every Message-ID once.
 */
export async function expectMailedOnce(
  received: ReceivedMail[],
  references: string[],
  poll: { timeout: number; interval: number },
) {
  const deliveredFor = (reference: string) => received.filter((m) => m.header("Subject").includes(reference));
  await expect.poll(() => references.filter((r) => deliveredFor(r).length < 2).length, poll).toBe(0);
  const messageIds = references.flatMap((r) => deliveredFor(r).map((m) => m.header("Message-ID")));
  expect(messageIds).toHaveLength(references.length * 2);
  expect(new Set(messageIds).size).toBe(messageIds.length);
}
