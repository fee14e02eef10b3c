import drawn from "virtual:drawn";
import type { CSSProperties, ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * The frame of every line drawing on the site: an SVG drawn in the current colour with round, fine strokes, named
 * for screen readers when it has a label and hidden from them when it has none.
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
  children?: ReactNode;
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

/**
 * The style that paints a file as a mask in the current colour (`.drawn` in app/styles/site.css, ADR 045): a drawing, or a
 * glyph of the icon sheet (`glyphs`, with its name as the fragment).
 */
export function drawnFrom(name: string, fragment = "", property = "--drawn"): CSSProperties {
  const url = drawn[name];
  if (!url)
    throw new Error(`No file drawn/${name}.svg: "npx vitest run app/components/art/drawn.test.tsx --update" writes it`);
  return { [property]: `url(${url}${fragment && `#${fragment}`})` } as CSSProperties;
}

/**
 * A drawing from its file, painted once the page is on screen: the frame is in the page at its size, so nothing
 * moves when the lines arrive, and no request comes before the first paint (ADR 045).
 */
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
    <svg
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
      className={cn("drawn", className)}
      style={drawnFrom(name)}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
