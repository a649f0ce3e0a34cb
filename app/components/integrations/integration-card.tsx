import { href, Link } from "react-router";
import type { Integration, integrationCategories } from "~/content/integrations/schema";
import { CategoryTag, StatusBadge } from "./badges";
import { IntegrationLogo } from "./integration-logo";

type Category = (typeof integrationCategories)[number];

/** A catalogue card: logo, name, description, category tag and the 'Em breve' badge. */
export function IntegrationCard({
  integration,
  category,
  lazy,
}: {
  integration: Pick<Integration, "id" | "name" | "description" | "status">;
  category: Category;
  lazy: boolean;
}) {
  return (
    <Link
      to={href("/integracoes/:id", { id: integration.id })}
      className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 transition-shadow hover:shadow-md"
    >
      <IntegrationLogo id={integration.id} emoji={category.icon} lazy={lazy} />
      <span className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold text-ink">{integration.name}</span>
        {integration.status === "em-breve" ? <StatusBadge status="em-breve" /> : null}
      </span>
      <span className="mt-1 flex-1 text-sm text-stone-600">{integration.description}</span>
      <span className="mt-4">
        <CategoryTag name={category.name} color={category.color} />
      </span>
    </Link>
  );
}
