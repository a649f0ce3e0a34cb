import { Icon } from "../icon";

/** A list of short statements, each behind a green check mark; `itemClass` lays out each line. */
export function CheckList({
  items,
  className = "space-y-3",
  itemClass = "flex gap-3",
}: {
  items: readonly string[];
  className?: string;
  itemClass?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
