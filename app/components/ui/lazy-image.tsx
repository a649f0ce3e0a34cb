import type { ComponentProps } from "react";

/**
 * An image below the first screen: the browser fetches it as it nears the viewport and decodes it
 * off the main thread, and its width and height hold its box so nothing shifts when it arrives.
 * `alt` is empty unless given, for an image that only decorates what the text already says.
 */
export function LazyImage({ alt = "", ...image }: ComponentProps<"img"> & { width: number; height: number }) {
  return <img {...image} alt={alt} loading="lazy" decoding="async" />;
}
