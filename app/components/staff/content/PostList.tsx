import { StaffPanel, Tag } from "~/components/staff/StaffLayout";
import { formatDate } from "~/lib/dates";
import { EntryList, EntryRow } from "./EntryList";

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
      <EntryList add={{ href: "/staff/content/posts?slug=new", label: "Write a post" }} saved={saved}>
        {rows.map((row) => (
          <EntryRow
            key={row.slug}
            entry={row}
            tags={
              <>
                {row.state === "hidden" ? <Tag>Hidden</Tag> : null}
                {row.state === "scheduled" ? <Tag>Scheduled for {day(row.date)}</Tag> : null}
                {row.state === "published" && !row.unpublished ? <Tag>On the blog</Tag> : null}
                {row.cover ? <Tag>Cover photograph</Tag> : null}
              </>
            }
            href={`/staff/content/posts?slug=${encodeURIComponent(row.slug)}`}
            name={` “${row.title}”`}
          >
            <p className="text-ink-950 font-medium">{row.title}</p>
            <p className="text-slate-text text-sm">
              {row.category} · <time dateTime={row.date}>{day(row.date)}</time> · /blog/{row.slug}
            </p>
          </EntryRow>
        ))}
      </EntryList>
    </StaffPanel>
  );
}
