import { createContext } from "react";

/**
 * The site's stylesheet as text, given by the server to the pages that hydrate, which carry it inline (no
 * render-blocking request before the first paint, ADR 022). In the browser there is none: React finds the
 * server's <style> by its href and keeps it.
 */
export const StylesheetContext = createContext<string | null>(null);
