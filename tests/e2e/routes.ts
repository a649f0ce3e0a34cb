import { fileURLToPath } from "node:url";
import { pages } from "../../app/content/pages.ts";
import { loadContent } from "../../app/content/schema/load.ts";
import { campaignState } from "../../app/lib/campaign-dates.ts";

/** The campaign pages open today (content/campanhas/), whichever ones marketing has. */
const { campanhas: campaigns } = await loadContent(
  process.env.CONTENT_DIR || fileURLToPath(new URL("../../content", import.meta.url)),
);

/**
 * Every kind of page of the site, for checks that must hold everywhere (accessibility, headers): each
 * top-level page of app/content/pages.ts, each open campaign page, then the states and catalogue entries
 * that render differently.
 */
export const allPages = [
  ...Object.values(pages),
  ...campaigns.filter((campaign) => campaignState(campaign, new Date()) === "live").map((c) => c.path),
  "/funcionalidades?categoria=gestao",
  "/funcionalidades/cardapio-digital",
  "/funcionalidades/campanhas-whatsapp",
  "/funcionalidades/nao-existe",
  "/solucoes/sistema-gestao",
  "/integracoes?categoria=pagamento",
  "/integracoes/ifood",
  "/integracoes/cielo",
  "/integracoes/nao-existe",
  "/planos?periodo=anual",
  "/api-aberta?aba=endpoints",
  "/pagina-inexistente",
  "/treinamentos?categoria=integracoes",
  "/calculadora?pedidos=1.234&ticket=45%2C90&comissao=23&taxa=3%2C2",
  "/calculadora?pedidos=-5&ticket=abc&comissao=&taxa=1e309",
  "/blog?busca=whatsapp&categoria=Marketing",
  "/blog?busca=pix&categoria=Marketing",
  "/blog/tecnologia-delivery-2024",
  "/blog/nao-existe",
];
