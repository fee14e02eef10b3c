import { cn } from "~/lib/cn";
import { previewOf } from "~/lib/editor-hint";

/** A public page's address in Spanish: "/" is "/es", "/about" is "/es/about". */
const inSpanish = (page: string) => (page === "/" ? "/es" : `/es${page}`);

/**
 * "Preview this page" and "Preview it in Spanish": the draft's preview of the page an item shows on, one click
 * from the screen that edits it; every sentence in the preview leads back to its field.
 */
export function PreviewLinks({ page, className }: { page: string; className?: string }) {
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm", className)}>
      <a href={previewOf(page)} className="text-gold-700 font-medium underline underline-offset-2">
        Preview this page
      </a>
      <a href={previewOf(inSpanish(page))} hrefLang="es" className="text-gold-700 underline underline-offset-2">
        Preview it in Spanish
      </a>
      <span className="text-slate-text">Click any sentence in the preview to come back to its words.</span>
    </p>
  );
}
