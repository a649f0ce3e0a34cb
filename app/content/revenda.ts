import reseller from "virtual:content/pagina-revenda";
import type { ResellerPage, ResellerTier } from "./schema/load";

export { type TierId, tierIds } from "./schema/revenda";
export type { ResellerPage, ResellerTier };

/**
 * The white-label reseller programme of /revenda (content/paginas/revenda.yaml): its copy, the
 * setup fee per level and the four tiers, in order, each with the range of active clients it
 * covers. Figures are whole reais; the tiers' names are the spec's.
 */
export { reseller };
