import { createContext } from "react";

/**
 * The site's stylesheet as text, given by the server to every page, which carries it inline (no render-blocking
 * request before the first paint; docs/delivery.md). In the browser there is none: a form's island finds the
 * server's <style> by its href and keeps it.
 */
export const StylesheetContext = createContext<string | null>(null);
