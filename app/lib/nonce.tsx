import { createContext, useContext } from "react";

/**
 * The per-response nonce that lets Remix's own inline scripts run under the Content-Security-Policy.
 * Set by entry.server for the server render; on the client there is none to know (browsers hide it).
 */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
