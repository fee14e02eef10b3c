import { staffOf } from "~/lib/staff/auth.server";
import { requireContentRight } from "~/lib/staff/permissions.server";
import type { Route } from "./+types/staff.content.posts";

// A stub, written by the content editor's slice (docs/content.md).
export async function loader(args: Route.LoaderArgs) {
  requireContentRight(staffOf(args), "edit");
  return null;
}

export default function Stub() {
  return <h1 className="font-display text-ink-950 text-4xl">Site content</h1>;
}
