import { createContext, useContext } from "react";
import type { Lang } from "~/lib/lang";

/**
 * The language of the form being rendered: from the page on the server, from the island's state in the browser,
 * where React Router (and its location) is not loaded (ADR 028).
 */
export const FormLang = createContext<Lang>("en");

export const useFormLang = () => useContext(FormLang);
