import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs in the browser.
 * For controls that need JavaScript (copy buttons, roving focus): render them only
 * when this is true, so the page without JavaScript shows nothing that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
