import { integrations as marketplacePayments } from "./marketplace-payments";
import { type Integration, type IntegrationCategoryId, integrationCategories } from "./schema";
import { integrations as terminalsSystemsMarketing } from "./terminals-systems-marketing";

export { type Integration, type IntegrationCategoryId, integrationCategories };

export const integrations: readonly Integration[] = [...marketplacePayments, ...terminalsSystemsMarketing];

const byId = new Map(integrations.map((i) => [i.id, i]));

export function getIntegration(id: string): Integration | undefined {
  return byId.get(id);
}

export function isIntegrationCategory(value: string | null): value is IntegrationCategoryId {
  return integrationCategories.some((c) => c.id === value);
}

export function filterIntegrations(category: IntegrationCategoryId | null): readonly Integration[] {
  return category ? integrations.filter((i) => i.category === category) : integrations;
}
