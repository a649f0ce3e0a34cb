import { Link } from "react-router";

/** The brand mark: a "G" in a rounded square and the name set in type. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 font-bold tracking-tight"
      aria-label="Gama Delivery, página inicial"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#c2410c" />
        <path d="M21.5 11.2a7 7 0 1 0 1.3 6.3H16v-3h10.2a10 10 0 1 1-2.3-6.2z" fill="#fff" />
      </svg>
      <span className={`text-xl ${inverted ? "text-white" : "text-ink"}`}>
        Gama <span className={inverted ? "text-brand-200" : "text-brand-700"}>Delivery</span>
      </span>
    </Link>
  );
}
