/**
 * The post got no answer from the site (the proxy's error page, a dropped connection): it may or may
 * not have arrived, and sending the same form again never makes a second lead. The browser's client
 * action imports this one answer alone; the object below would bring every answer into each form
 * page's JavaScript.
 */
export const notConfirmed =
  "O site não respondeu e o envio não foi confirmado. Seus dados continuam aqui: envie de novo, sem risco de pedido repetido.";

/**
 * Answers every lead form shares; each form's own "required" and success texts live in its module
 * (app/forms/{form}.ts).
 */
export const messages = {
  fixFields: "Confira os campos destacados e envie novamente.",
  // The storage error's wording, then what a visitor needs when our store cannot write (disk full,
  // read-only volume): the typed values are still in the form, and a later try will work.
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
  notConfirmed,
} as const;

/** The "required" alert of the forms that ask for consent with the contact wording (contact, reseller). */
export const CONTACT_REQUIRED = "Por favor, preencha todos os campos obrigatórios e aceite os termos.";
/** The "required" alert of the forms without a consent box (interest, integration request). */
export const FIELDS_REQUIRED = "Por favor, preencha todos os campos obrigatórios.";
