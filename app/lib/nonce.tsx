import { createContext, type ReactNode, useContext } from "react";

/** The CSP nonce of the current response; empty in the browser, where scripts already ran. */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
