import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of a server-rendered page; undefined in the browser and when prerendering. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
