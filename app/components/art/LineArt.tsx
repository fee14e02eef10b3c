import drawn from "virtual:drawn";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A line drawing drawn in the page (the cities whose drawings have words): an SVG in the current colour with round,
 * fine strokes, named for screen readers when it has a label and hidden from them when it has none, as a
 * `DrawnFrame` is.
 */
export function LineArt({
  width,
  height,
  viewBox = `0 0 ${width} ${height}`,
  label,
  className,
  style,
  preserveAspectRatio,
  children,
}: {
  width: number;
  height: number;
  viewBox?: string;
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

/** A drawing kept in a file of its own: its size, its stroke and its lines (the file's source). */
export interface Drawing {
  width: number;
  height: number;
  viewBox?: string;
  preserveAspectRatio?: string;
  strokeWidth?: number;
  /** CSS for the file's root: its own custom properties. */
  style?: string;
  lines: ReactNode;
}

/** A drawn file as a CSS image: a drawing, or a glyph of the icon sheet (`glyphs`, its name the fragment). */
export function drawnUrl(name: string, fragment?: string): string {
  const url = drawn[name];
  if (!url)
    throw new Error(`No file drawn/${name}.svg: "npx vitest run app/components/art/drawn.test.tsx --update" writes it`);
  return `url(${url}${fragment ? `#${fragment}` : ""})`;
}

/**
 * The empty frame a drawn file paints in (`.drawn` in app/styles/site.css, ADR 045): at the drawing's size, so
 * nothing moves when the lines arrive; its files in custom properties (`--drawn`, the one the mask reads).
 */
export function DrawnFrame({
  width,
  height,
  viewBox = `0 0 ${width} ${height}`,
  files,
  label,
  className,
}: {
  width: number;
  height: number;
  viewBox?: string;
  files: Record<`--${string}`, string>;
  label?: string;
  className?: string;
}) {
  return (
    <svg
      viewBox={viewBox}
      width={width}
      height={height}
      className={cn("drawn", className)}
      style={files as CSSProperties}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** A drawing from its file (`drawn/<name>.svg`), painted once the page is on screen (ADR 045). */
export function FileDrawing({
  name,
  drawing,
  label,
  className,
}: {
  name: string;
  drawing: Drawing;
  label?: string;
  className?: string;
}) {
  return (
    <DrawnFrame
      width={drawing.width}
      height={drawing.height}
      files={{ "--drawn": drawnUrl(name) }}
      label={label}
      className={className}
    />
  );
}
