import { createContext } from "react";

/**
 * A built stylesheet's text by its URL, given by the server to every public page, which carries its stylesheet inline
 * (no render-blocking request before the first paint; docs/delivery.md). In the browser there is none: a form's
 * island finds the server's <style> by its href and keeps it.
 */
export const StylesheetContext = createContext<((url: string) => string) | null>(null);
