import type { ContentRight, StaffRole } from "~/lib/storage/schema";

/** What a member may do with the site's content (/staff/content): the owner everything, others as granted. */
export function contentRightOf(member: { role: StaffRole; content_right: ContentRight }): ContentRight {
  return member.role === "owner" ? "publish" : member.content_right;
}
