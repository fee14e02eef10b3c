import { losAngelesTime } from "~/lib/staff/inbox";

/**
 * The draft's revision the page was opened at, sent with every form that changes the draft: a save from a page
 * opened before someone else's change is refused, naming it (~/lib/content/store.server.ts, updateDraft).
 */
export function RevisionField({ revision }: { revision: number }) {
  return <input type="hidden" name="revision" value={revision} />;
}

/** The content editor's pages, for the header's links. */
export const contentPages = [
  { href: "/staff/content", label: "Overview and company details" },
  { href: "/staff/content/pages", label: "Page texts" },
  { href: "/staff/content/hours", label: "Office hours" },
  { href: "/staff/content/faq", label: "FAQ" },
  { href: "/staff/content/careers", label: "Careers posting" },
  { href: "/staff/content/pricing", label: "Pricing" },
  { href: "/staff/content/cities", label: "City pages" },
  { href: "/staff/content/testimonials", label: "Testimonials" },
  { href: "/staff/content/posts", label: "Blog posts" },
  { href: "/staff/content/photos", label: "Photographs" },
  { href: "/staff/content/slots", label: "Page photographs" },
  { href: "/staff/content/proof", label: "Proof" },
  { href: "/staff/content/preview", label: "Preview" },
  { href: "/staff/content/history", label: "History" },
] as const;

/**
 * The top of a content editor page: its title, the draft's state ("No unpublished changes", or who changed it last
 * and when) and the links to the other editor pages; `current` is this page's path.
 */
export function ContentHeader({
  title,
  current,
  draft,
}: {
  title: string;
  current: (typeof contentPages)[number]["href"];
  draft: { changed: boolean; by?: string; at?: string };
}) {
  return (
    <div className="grid gap-4">
      <h1 className="font-display text-ink-950 text-4xl">{title}</h1>
      <p className="text-ink-950 text-sm">
        {draft.changed ? (
          <>
            <span className="font-medium">Unpublished changes</span> by {draft.by ?? "someone"}
            {draft.at ? `, ${losAngelesTime(draft.at)}` : ""}.{" "}
            <a href="/staff/content#publish" className="text-gold-700 underline underline-offset-2">
              Publish or discard them
            </a>
          </>
        ) : (
          "No unpublished changes: the site shows the latest published version."
        )}
      </p>
      <nav aria-label="Content editor">
        <ul className="flex flex-wrap gap-2 text-sm">
          {contentPages.map((page) => (
            <li key={page.href}>
              <a
                href={page.href}
                aria-current={page.href === current ? "page" : undefined}
                className={
                  page.href === current
                    ? "bg-ink-950 text-ivory-50 inline-flex min-h-11 items-center rounded-full px-4"
                    : "border-ink-900-20 text-ink-950 hover:border-gold-700 inline-flex min-h-11 items-center rounded-full border px-4"
                }
              >
                {page.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
