/** User-facing texts of the forms, exactly as the spec states them (spec 1, section 8; spec 2, sections 7-8). */
export const messages = {
  demoRequired: "Por favor, preencha todos os campos obrigatórios e aceite a política de privacidade.",
  contactRequired: "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
  fixFields: "Confira os campos destacados e envie novamente.",
  sendFailed: "Erro ao enviar email. Tente novamente.",
  unexpected: "Erro ao enviar formulário. Tente novamente.",
  rateLimited:
    "Você enviou muitos formulários em pouco tempo. Aguarde um minuto e tente de novo: seus dados continuam aqui.",
  unreadable: "Não foi possível ler o formulário enviado. Recarregue a página e tente novamente.",
  demoSuccess: "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.",
  contactSuccess: "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.",
  mailHelperSuccess: "Email enviado com sucesso!",
} as const;
