/**
 * Business facts that the copy states in many places. Copy interpolates them, so a change of offer
 * (a longer trial, a new response time) is made here once and every page says the same.
 */
export const facts = {
  /** Free trial before the first charge. */
  trialDays: 7,
  /** Money-back guarantee after signing up. */
  guaranteeDays: 7,
  /** Time until a new shop's system is live. */
  setupMinutes: 15,
  /** Time until a reseller's white-label structure is ready after signing. */
  resellerSetupHours: 48,
  /** Answer time promised for the contact form, in business hours. */
  contactResponseHours: 2,
  /** Human support, every day. */
  supportOpens: "09h",
  supportOpensWeekend: "10h",
  supportCloses: "00h",
} as const;

/** "Teste grátis de 7 dias": the line every feature page's checklist ends with. */
export const freeTrial = `Teste grátis de ${facts.trialDays} dias`;
/** "Teste grátis por 7 dias": the same offer as a sentence's start. */
export const freeTrialFor = `Teste grátis por ${facts.trialDays} dias`;
