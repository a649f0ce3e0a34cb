import integrations from "virtual:content/integrations";
import integrationsPage from "virtual:content/integrationsPage";
import type { Integration, IntegrationsPage } from "../schema/load";
import { type IntegrationCategoryId, integrationCategories } from "./categories";

export type { Integration, IntegrationCategoryId, IntegrationsPage };
/**
 * The integrations of /integracoes (content/integracoes/*.yaml), by category in filter order and
 * then by position, and the catalogue page's copy (content/paginas/integracoes.yaml). Server code:
 * routes pass what a page shows as loader data.
 */
export { integrationCategories, integrations, integrationsPage };

const byId = new Map(integrations.map((i) => [i.id, i]));

export function getIntegration(id: string): Integration | undefined {
  return byId.get(id);
}
