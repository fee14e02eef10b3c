import type { IconName } from "~/content/types";

/**
 * A content icon from the /icons.svg sprite: each page carries a reference, not the drawing, and the form
 * pages' JavaScript carries no icon set.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
