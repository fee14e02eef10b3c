import type { CSSProperties, ReactNode } from "react";

/**
 * The frame of every line drawing on the site: an inline SVG drawn in the current colour with round, fine strokes,
 * named for screen readers when it has a label and hidden from them when it has none.
 */
export function LineArt({
  width,
  height,
  viewBox = `0 0 ${width} ${height}`,
  strokeWidth,
  label,
  className,
  style,
  preserveAspectRatio,
  children,
}: {
  width: number;
  height: number;
  viewBox?: string;
  strokeWidth?: number;
  label?: string;
  className?: string;
  style?: CSSProperties;
  preserveAspectRatio?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      preserveAspectRatio={preserveAspectRatio}
      className={className}
      style={style}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
