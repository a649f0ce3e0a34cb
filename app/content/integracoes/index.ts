import integrations from "virtual:content/integracoes";
import integrationsPage from "virtual:content/pagina-integracoes";
import { type Illustration, type IllustrationId, illustration } from "../illustrations";
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

/**
 * The drawing beside an integration page's title: its category's scene of the Gama panel (no
 * partner's name or logo is drawn in it), with alt text that names the partner.
 */
const categoryDrawings: Record<IntegrationCategoryId, [IllustrationId, (name: string) => string]> = {
  marketplace: [
    "integracao-marketplace",
    (name) =>
      `Ilustração do painel da Gama Delivery recebendo os pedidos vindos de ${name}, com o valor e o status de cada um e o cardápio sincronizado`,
  ],
  pagamento: [
    "integracao-pagamento",
    (name) =>
      `Ilustração do painel da Gama Delivery com os pagamentos feitos por ${name}: Pix e cartão aprovados, um pendente e o repasse previsto`,
  ],
  maquininha: [
    "integracao-maquininha",
    (name) =>
      `Ilustração do painel da Gama Delivery enviando o valor do PDV para a maquininha ${name}, com os pagamentos aprovados e o caixa conciliado`,
  ],
  "sistema-gestao": [
    "integracao-sistema-gestao",
    (name) =>
      `Ilustração do painel da Gama Delivery sincronizado com ${name}: vendas do dia, produtos e preços, estoque e notas fiscais`,
  ],
  "marketing-vendas": [
    "integracao-marketing-vendas",
    (name) =>
      `Ilustração do painel da Gama Delivery com os eventos do cardápio enviados para ${name}: visitas, produtos na sacola, início do pagamento e compras`,
  ],
};

export function integrationDrawing(integration: Pick<Integration, "name" | "category">): Illustration {
  const [id, alt] = categoryDrawings[integration.category];
  return { ...illustration(id), alt: alt(integration.name) };
}
