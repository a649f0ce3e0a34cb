import type { ReactNode } from "react";

/**
 * A small rounded label. `tone` carries the colour classes (written out in full where the badge is
 * used, so Tailwind sees them at build time); `size` sets the type size.
 */
export function Badge({
  tone,
  size = "sm",
  children,
}: {
  tone: string;
  size?: "xs" | "sm";
  children: ReactNode;
}) {
  const box = size === "xs" ? "px-2.5 py-0.5 text-xs" : "gap-1 px-3 py-1 text-sm";
  return (
    <span className={`inline-flex items-center rounded-full font-semibold ${box} ${tone}`}>{children}</span>
  );
}
