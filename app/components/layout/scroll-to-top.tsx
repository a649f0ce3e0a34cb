import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Every route change scrolls smoothly to the top, as a full page load would, instantly under
 * prefers-reduced-motion; a link to an anchor scrolls to that anchor instead.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const behavior: ScrollBehavior = reduced ? "instant" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else window.scrollTo({ top: 0, behavior });
  }, [pathname, hash]);
  return null;
}
