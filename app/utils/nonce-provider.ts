import { createContext, useContext } from "react";

export const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response on the server; empty in the browser, which hides it. */
export const useNonce = () => useContext(NonceContext);
