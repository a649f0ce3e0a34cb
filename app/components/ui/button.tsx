import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The site's buttons. Each variant names the surface it sits on, so a page picks a look by where
 * the button is, and the colour pairs keep AA contrast there.
 */
const variants = {
  /** The main action on a light page or on the dark hero. */
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** The main action on the brand-coloured band. */
  light: "bg-white text-brand-800 hover:bg-brand-50",
  /** A second action on the brand band. */
  onBrand: "border border-white text-white hover:bg-white/10",
  /** A second action on the dark hero gradient. */
  onDark: "border border-white/40 text-white hover:bg-white/10",
  /** A second action on a light page, in the brand colour. */
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  /** A quiet action on a light page. */
  neutral: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-50",
  /** An action that cannot be taken yet (shown disabled). */
  unavailable: "cursor-not-allowed bg-stone-300 text-stone-700",
} as const;

const sizes = { md: "min-h-11 px-5", lg: "min-h-12 px-6" } as const;

/** A round icon button (a carousel's arrows, a pause toggle): 44 px, the smallest touch target. */
export const roundControlClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white hover:bg-stone-50";

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "lg", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold ${sizes[size]} ${variants[variant]} ${extra}`.trim();
}

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width); the look comes from variant and size. */
  className?: string;
  children: ReactNode;
}

/**
 * A link that looks like a button: `to` for a page of the site (client navigation), `href` for an
 * anchor on the same page or an outside address.
 */
export function ButtonLink({
  to,
  href,
  variant,
  size,
  className,
  children,
  ...rest
}: Look &
  ({ to: string; href?: never; preventScrollReset?: boolean } | { href: string; to?: never }) & {
    target?: string;
    rel?: string;
  }) {
  const classes = buttonClass(variant, size, className);
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={classes} {...rest}>
      {children}
    </a>
  );
}

export function Button({
  variant,
  size,
  className,
  children,
  type = "button",
  disabled,
}: Look & { type?: "button" | "submit"; disabled?: boolean }) {
  return (
    <button type={type} disabled={disabled} className={buttonClass(variant, size, className)}>
      {children}
    </button>
  );
}
