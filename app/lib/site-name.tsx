import { createContext, useContext } from "react";

const SiteNameContext = createContext<string | undefined>(undefined);

/** Given by the server's entry (app/entry.server.tsx) with the company's name. */
export const SiteNameProvider = SiteNameContext.Provider;

/**
 * The company's name for the one screen that has no root data to read it from: the bare
 * answer to a request that failed before the root's loader ran (app/root.tsx `BareError`).
 * Undefined in the browser, which keeps the server's text (`suppressHydrationWarning`).
 */
export function useServerSiteName(): string | undefined {
  return useContext(SiteNameContext);
}
