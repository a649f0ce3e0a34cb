import type { Facts } from "./schema/load";
import { whatsappLink } from "./site";

export interface ContactChannel {
  label: string;
  phone: string;
  email: string;
}

/**
 * The contact details every page's shell and /contato show, built from the facts (pure, so the
 * tests build the same from the content they read). The hours say what they are: the top bar and
 * the footer give the human support's daily hours; /contato also lists the phone and e-mail
 * support's hours per kind of day.
 */
export function contactDetails(facts: Facts) {
  return {
    support: { label: "Suporte", phone: facts.telefoneSuporte, email: facts.emailSuporte } as ContactChannel,
    sales: {
      label: "Comercial",
      phone: facts.telefoneComercial,
      email: facts.emailComercial,
    } as ContactChannel,
    whatsappHref: whatsappLink(facts.whatsappComercial, facts.mensagemWhatsapp),
    humanSupportHours: `Suporte humano todos os dias, das ${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`,
    /**
     * /contato's table: each channel named, its hours per kind of day. Human support answers every
     * day at the same hours; phone and e-mail support opens later on weekends and holidays.
     */
    hoursTable: {
      days: ["Segunda a sexta", "Sábados, domingos e feriados"],
      rows: [
        {
          channel: "Suporte humano",
          hours: [
            `${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`,
            `${facts.atendimentoHumanoAbre} às ${facts.atendimentoHumanoFecha}`,
          ],
        },
        {
          channel: "Telefone e e-mail do suporte",
          hours: [
            `${facts.suporteDiasUteisAbre} às ${facts.suporteFecha}`,
            `${facts.suporteFimDeSemanaAbre} às ${facts.suporteFecha}`,
          ],
        },
      ],
    },
    responsePromise: `Pelo formulário de contato, respondemos em até ${facts.horasRespostaContato} horas úteis.`,
  };
}
