/**
 * Consent wordings shown next to the checkboxes. The exact text shown is stored
 * with the lead (PRODUCT.md, Consent), so it lives in one place.
 */
export const consentTexts = {
  demo: "Li e aceito a política de privacidade e autorizo a Gama Delivery a entrar em contato comigo.",
  contact:
    "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes, conforme a política de privacidade.",
} as const;

export type ConsentKind = keyof typeof consentTexts;
