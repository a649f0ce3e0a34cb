/**
 * Consent wordings shown next to the checkboxes. The exact text the visitor agreed to is stored with
 * the lead as proof of consent (LGPD), so each wording lives in one place.
 */
export const consentTexts = {
  demo: "Li e aceito a política de privacidade e autorizo a Gama Delivery a entrar em contato comigo.",
  contact:
    "Aceito receber comunicações da Gama Delivery sobre produtos, serviços e conteúdos relevantes, conforme a política de privacidade.",
} as const;
