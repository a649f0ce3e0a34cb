/** User-facing texts of the forms, exactly as the spec states them (spec 1, section 8; spec 2, sections 7-8). */
export const messages = {
  demoRequired: "Por favor, preencha todos os campos obrigatórios e aceite a política de privacidade.",
  contactRequired: "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
  fixFields: "Confira os campos destacados e envie novamente.",
  // The spec's text, then what a visitor needs when our store cannot write (disk full, read-only
  // volume): the typed values are still in the form, and a later try will work.
  sendFailed:
    "Erro ao enviar email. Tente novamente. Seus dados continuam no formulário: se o erro persistir, aguarde alguns minutos ou fale com a gente por telefone ou WhatsApp.",
  unexpected: "Erro ao enviar formulário. Tente novamente.",
  rateLimited:
    "Você enviou muitos formulários em pouco tempo. Aguarde um minuto e tente de novo: seus dados continuam aqui.",
  crossOrigin:
    "Envio recusado: o formulário precisa ser enviado a partir do site da Gama Delivery. Seus dados continuam aqui: envie de novo por esta página.",
  tooLarge:
    "O formulário enviado passou do limite de 64 KB e não pôde ser lido. Encurte a mensagem e envie de novo.",
  unreadable: "Não foi possível ler o formulário enviado. Recarregue a página e tente novamente.",
  demoSuccess: "Demonstração solicitada com sucesso! Nossa equipe entrará em contato.",
  contactSuccess: "Mensagem enviada com sucesso! Nossa equipe entrará em contato em breve.",
  mailHelperSuccess: "Email enviado com sucesso!",
} as const;

/** The reseller form's two success lines (spec 2, section 7), announced as one message. */
export const resellerMessages = {
  success: "Solicitação enviada com sucesso! Nossa equipe entrará em contato em breve.",
} as const;

/** The integration request form, which the spec left unwired (PRODUCT.md: it is real). */
export const integrationRequestMessages = {
  required: "Por favor, preencha todos os campos obrigatórios.",
  requestSuccess: (name: string) =>
    `Solicitação enviada com sucesso! Nossa equipe entrará em contato para ativar a integração com ${name}.`,
  notifySuccess: (name: string) =>
    `Pronto! Avisaremos você por e-mail assim que a integração com ${name} estiver disponível.`,
} as const;

/** Feature and solution pages' form: the pages promise contact within 1 hour. */
export const interestMessages = {
  required: "Por favor, preencha todos os campos obrigatórios.",
  success: "Recebemos seu interesse! Nossa equipe entra em contato em até 1 hora.",
} as const;

/** The blog's newsletter boxes, which the spec left unwired (PRODUCT.md: the subscription is stored). */
export const newsletterMessages = {
  required: "Informe seu e-mail para assinar a newsletter.",
  // Double opt-in: nothing is subscribed until the link in the e-mail is followed.
  success: "Quase lá! Enviamos um e-mail para confirmar sua inscrição: abra a mensagem e clique no link.",
} as const;
