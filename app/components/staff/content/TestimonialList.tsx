import { StaffPanel, Tag } from "~/components/staff/StaffLayout";
import type { TestimonialPlace } from "~/content/editable";
import { useContent } from "~/lib/content-context";
import { EntryList, EntryRow } from "./EntryList";
import { placeName } from "./TestimonialForm";

/** A testimonial in the list at /staff/content/testimonials. */
export interface TestimonialRow {
  id: string;
  author: string;
  title: string;
  location: string;
  places: TestimonialPlace[];
  hidden: boolean;
  /** A launch template's stand-in, not a client's words (the launch check fails while one is shown). */
  sample: boolean;
  verified: boolean;
  /** Changed in the draft and not published yet. */
  unpublished: boolean;
  missingSpanish: boolean;
}

export function TestimonialList({ rows, saved }: { rows: TestimonialRow[]; saved: string | null }) {
  const { services } = useContent().en.services;
  return (
    <StaffPanel id="testimonials" title={`All testimonials (${rows.length})`}>
      <p className="text-slate-text mt-2 max-w-2xl text-sm">
        Each testimonial appears on the pages ticked in its form. Saving keeps a change in the draft; the pages change
        when the draft is published.
      </p>
      <EntryList add={{ href: "/staff/content/testimonials?id=new", label: "Add a testimonial" }} saved={saved}>
        {rows.map((row) => {
          const shownOn = row.hidden ? [] : row.places;
          return (
            <EntryRow
              key={row.id}
              entry={row}
              tags={
                <>
                  {row.hidden ? <Tag>Hidden</Tag> : null}
                  {row.sample ? <Tag tone="warn">Sample: replace before launch</Tag> : null}
                  {row.verified ? <Tag>Verified review</Tag> : null}
                </>
              }
              href={`/staff/content/testimonials?id=${encodeURIComponent(row.id)}`}
              name={` ${row.author}, ${row.title}`}
            >
              <p className="text-ink-950 font-medium">
                {row.author} <span className="text-slate-text text-sm font-normal">· {row.location}</span>
              </p>
              <p className="text-slate-text text-sm">{row.title}</p>
              <p className="text-ink-950 text-sm">
                {shownOn.length
                  ? `Shown on: ${shownOn.map((place) => placeName(place, services)).join(", ")}`
                  : "Shown on no page"}
              </p>
            </EntryRow>
          );
        })}
      </EntryList>
    </StaffPanel>
  );
}
