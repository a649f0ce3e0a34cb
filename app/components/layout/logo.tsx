import { Link } from "react-router";
import { BrandMark } from "~/components/icon";
import { pages } from "~/content/pages";

/** The brand mark: a "G" in a rounded square and the name set in type. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to={pages.inicio}
      className="inline-flex min-h-11 items-center gap-2 font-bold tracking-tight"
      aria-label="Gama Delivery, página inicial"
    >
      <BrandMark name="gama" size={32} />
      <span className={`text-xl ${inverted ? "text-white" : "text-ink"}`}>
        Gama <span className={inverted ? "text-brand-200" : "text-brand-700"}>Delivery</span>
      </span>
    </Link>
  );
}
