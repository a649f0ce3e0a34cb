/**
 * What the newsletter's double opt-in says: the confirmation e-mail and the pages its links open.
 * Server-only: the pages get their copy through the loader, never through a client import.
 */
export const newsletterEmail = {
  subject: "Confirme sua inscrição na newsletter da Gama Delivery",
  greeting: "Olá!",
  intro: (email: string) =>
    `Recebemos um pedido para inscrever o e-mail ${email} na newsletter do blog da Gama Delivery: artigos sobre gestão, marketing e tecnologia para delivery.`,
  action: "Confirmar minha inscrição",
  expiry: "O link vale por 7 dias.",
  ignore: "Se não foi você, ignore esta mensagem: sem a confirmação, você não recebe nada.",
  unsubscribe: "Não quer receber nossos e-mails? Cancele a inscrição",
  signature: "Equipe Gama Delivery",
} as const;

export type NewsletterPageState =
  | "confirm_prompt"
  | "confirmed"
  | "already_confirmed"
  | "not_found"
  | "unsubscribe_prompt"
  | "unsubscribed"
  | "invalid"
  | "expired";

/** Title and text of each page the links lead to. */
export const newsletterPages: Record<NewsletterPageState, { title: string; text: string }> = {
  confirm_prompt: {
    title: "Confirme sua inscrição",
    text: "Falta só um clique para receber os artigos do blog da Gama Delivery no e-mail abaixo.",
  },
  confirmed: {
    title: "Inscrição confirmada!",
    text: "Pronto: você vai receber nossos próximos artigos por e-mail. Cada mensagem traz um link para cancelar quando quiser.",
  },
  already_confirmed: {
    title: "Sua inscrição já estava confirmada",
    text: "Este e-mail já recebe a newsletter da Gama Delivery. Não é preciso fazer mais nada.",
  },
  not_found: {
    title: "Inscrição não encontrada",
    text: "Este e-mail não está mais na lista: a inscrição foi cancelada ou apagada. Para voltar a receber a newsletter, inscreva-se de novo no blog.",
  },
  unsubscribe_prompt: {
    title: "Cancelar inscrição",
    text: "Você deixa de receber a newsletter da Gama Delivery no e-mail abaixo.",
  },
  unsubscribed: {
    title: "Inscrição cancelada",
    text: "Pronto: você não vai mais receber a newsletter da Gama Delivery. Se mudar de ideia, é só se inscrever de novo no blog.",
  },
  invalid: {
    title: "Link inválido",
    text: "Este link está incompleto ou foi alterado. Abra o link exatamente como chegou no e-mail, ou inscreva-se de novo no blog para receber um link novo.",
  },
  expired: {
    title: "Link expirado",
    text: "Este link de confirmação venceu: ele vale por 7 dias. Inscreva-se de novo no blog e enviaremos um link novo.",
  },
};
