import { href, Link } from "react-router";
import type { Integration } from "~/content/integracoes";
import type { IntegrationCategory } from "~/content/integracoes/categories";
import { CategoryTag, StatusBadge } from "./badges";
import { Wordmark } from "./wordmark";

/**
 * A catalogue card: the wordmark (the card's name, written once), the 'Em breve' badge,
 * the description and the category tag.
 */
export function IntegrationCard({
  integration,
  category,
}: {
  integration: Pick<Integration, "id" | "name" | "description" | "status">;
  category: IntegrationCategory;
}) {
  return (
    <Link
      to={href("/integracoes/:id", { id: integration.id })}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 transition-shadow hover:shadow-md"
    >
      <Wordmark name={integration.name} category={category} />
      {integration.status === "em-breve" ? (
        <span className="mt-4">
          <StatusBadge status="em-breve" />
        </span>
      ) : null}
      <span className="mt-3 flex-1 text-sm text-stone-600">{integration.description}</span>
      <span className="mt-4">
        <CategoryTag name={category.name} color={category.color} />
      </span>
    </Link>
  );
}
