import { StaffPanel, StatusNote, staffClasses, Tag } from "~/components/staff/StaffLayout";
import { formatDate } from "~/lib/dates";

/** A post in the list at /staff/content/posts. */
export interface PostRow {
  slug: string;
  title: string;
  category: string;
  date: string;
  /** On the blog; waiting for its date; kept off the site. */
  state: "published" | "scheduled" | "hidden";
  cover: boolean;
  /** Changed in the draft and not published yet. */
  unpublished: boolean;
  missingSpanish: boolean;
}

export function PostList({ rows, saved }: { rows: PostRow[]; saved: string | null }) {
  const day = (date: string) => formatDate(date, "en-US");
  return (
    <StaffPanel id="posts" title={`All posts (${rows.length})`}>
      <p className="text-slate-text mt-2 max-w-2xl text-sm">
        Newest first. Saving keeps a change in the draft; the blog changes when the draft is published. A post dated
        later appears on that day by itself.
      </p>
      <p className="mt-4">
        <a href="/staff/content/posts?slug=new" className={staffClasses.button}>
          Write a post
        </a>
      </p>
      {saved ? <StatusNote>Saved “{saved}” in the draft.</StatusNote> : null}
      <ul className="divide-ink-900-10 mt-4 divide-y">
        {rows.map((row) => (
          <li key={row.slug} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-start">
            <div className="grid gap-1">
              <p className="text-ink-950 font-medium">{row.title}</p>
              <p className="text-slate-text text-sm">
                {row.category} · <time dateTime={row.date}>{day(row.date)}</time> · /blog/{row.slug}
              </p>
              <p className="flex flex-wrap gap-2">
                {row.state === "hidden" ? <Tag>Hidden</Tag> : null}
                {row.state === "scheduled" ? <Tag>Scheduled for {day(row.date)}</Tag> : null}
                {row.state === "published" && !row.unpublished ? <Tag>On the blog</Tag> : null}
                {row.cover ? <Tag>Cover photograph</Tag> : null}
                {row.missingSpanish ? <Tag tone="warn">Spanish missing</Tag> : null}
                {row.unpublished ? <Tag>Unpublished change</Tag> : null}
              </p>
            </div>
            <a href={`/staff/content/posts?slug=${encodeURIComponent(row.slug)}`} className={staffClasses.secondary}>
              Edit<span className="sr-only"> “{row.title}”</span>
            </a>
          </li>
        ))}
      </ul>
    </StaffPanel>
  );
}
