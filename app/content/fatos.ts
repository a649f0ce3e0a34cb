import facts from "virtual:content/fatos";

/**
 * Business facts the copy states in many places, written once in content/fatos.yaml (edited in the
 * editor as "Fatos do negócio"). Content files write them as tokens (`{diasDeTeste}`); the
 * TypeScript content modules not yet moved to content files read them here.
 */
export { facts };

/** "Teste grátis de 7 dias": the line every feature page's checklist ends with. */
export const freeTrial = `Teste grátis de ${facts.diasDeTeste} dias`;
/** "Teste grátis por 7 dias": the same offer as a sentence's start. */
export const freeTrialFor = `Teste grátis por ${facts.diasDeTeste} dias`;
