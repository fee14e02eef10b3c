import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of a page rendered on request: the server puts it in the request context,
 * entry.server provides it here, and the document gives it to its inline scripts. Prerendered pages have none:
 * the server sends the hashes of their inline scripts instead. In the browser it is always undefined.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
