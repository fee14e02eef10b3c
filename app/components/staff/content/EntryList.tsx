import type { ReactNode } from "react";
import { StatusNote, staffClasses, Tag } from "~/components/staff/StaffLayout";

/**
 * A content editor's list of entries (posts, testimonials, question lists): the link to add one and what the last
 * save kept, when the list has them, then a row an entry (EntryRow).
 */
export function EntryList({
  add,
  saved,
  children,
}: {
  add?: { href: string; label: string };
  /** The entry the page comes back from saving. */
  saved?: string | null;
  children: ReactNode;
}) {
  return (
    <>
      {add ? (
        <p className="mt-4">
          <a href={add.href} className={staffClasses.button}>
            {add.label}
          </a>
        </p>
      ) : null}
      {saved ? <StatusNote>Saved “{saved}” in the draft.</StatusNote> : null}
      <ul className="divide-ink-900-10 mt-4 divide-y">{children}</ul>
    </>
  );
}

/**
 * One entry of an EntryList: what it is (`children`), its tags (the entry's own, then whether its Spanish is missing
 * and its change unpublished), then the link to its editor, `action` followed by the entry's `name` for screen
 * readers.
 */
export function EntryRow({
  href,
  action = "Edit",
  name,
  tags,
  entry,
  children,
}: {
  href: string;
  action?: string;
  name: string;
  tags: ReactNode;
  entry: { missingSpanish: boolean; unpublished: boolean };
  children: ReactNode;
}) {
  return (
    <li className="grid gap-2 py-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid gap-1">
        {children}
        <p className="flex flex-wrap gap-2">
          {tags}
          {entry.missingSpanish ? <Tag tone="warn">Spanish missing</Tag> : null}
          {entry.unpublished ? <Tag>Unpublished change</Tag> : null}
        </p>
      </div>
      <a href={href} className={staffClasses.secondary}>
        {action}
        <span className="sr-only">{name}</span>
      </a>
    </li>
  );
}
