import type { Lang } from "../lib/lang";

/**
 * The open-now line's words, apart from the rest of the dictionary (ui.ts): app/client/site.ts bundles them, and
 * content pages hold their JavaScript to 10 KB.
 */
export const openNowWords: Record<Lang, { open: string; closed: string; holiday: string; still: string }> = {
  en: {
    open: "Office open now",
    closed: "Office closed now",
    holiday: " for the holiday",
    still: ". Event valet still runs.",
  },
  es: {
    open: "Oficina abierta ahora",
    closed: "Oficina cerrada ahora",
    holiday: " por el día festivo",
    still: ". El valet para eventos sigue funcionando.",
  },
};
