import { fields, singleton } from "@keystatic/core";
import { line, whole } from "./fields.ts";

const hour = (label: string) =>
  fields.text({
    label,
    validation: {
      isRequired: true,
      length: { min: 3, max: 3 },
      pattern: {
        regex: /^([01]\d|2[0-3])h$/,
        message: "Escreva a hora com dois dígitos e h, como 09h ou 00h",
      },
    },
  });

const phone = (label: string) =>
  fields.text({
    label,
    validation: {
      isRequired: true,
      length: { min: 14, max: 15 },
      pattern: { regex: /^\(\d{2}\) \d{4,5}-\d{4}$/, message: "Escreva o telefone como (11) 4003-8321" },
    },
  });

const email = (label: string) =>
  fields.text({
    label,
    validation: {
      isRequired: true,
      length: { min: 6, max: 120 },
      pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: "Informe um e-mail válido" },
    },
  });

/** A marketing figure as the copy writes it: "+3.000", "94,53%". */
const claim = (label: string, description: string) => line(label, { description, max: 40 });

/**
 * Business facts: each written once. Copy in any content file refers to one by its key in braces,
 * `{diasDeTeste}`, and the build writes the value in; an unknown key stops the build. The keys are
 * Portuguese because marketing types them in the copy.
 */
export const fatos = singleton({
  label: "Fatos do negócio",
  path: "fatos",
  format: "yaml",
  schema: {
    diasDeTeste: whole("Dias de teste grátis", { min: 1, max: 90 }),
    diasDeGarantia: whole("Dias de garantia (devolução do valor)", { min: 1, max: 90 }),
    minutosDeImplantacao: whole("Minutos até o sistema ficar pronto", { min: 1, max: 600 }),
    horasImplantacaoRevenda: whole("Horas até a estrutura do revendedor ficar pronta", { min: 1, max: 720 }),
    horasRespostaContato: whole("Horas úteis para responder o formulário de contato", { min: 1, max: 72 }),
    horasRespostaFuncionalidade: whole("Horas para responder o formulário de uma funcionalidade", {
      min: 1,
      max: 72,
    }),
    atendimentoHumanoAbre: hour("Atendimento humano, todos os dias: abre"),
    atendimentoHumanoFecha: hour("Atendimento humano, todos os dias: fecha"),
    suporteDiasUteisAbre: hour("Suporte por telefone e e-mail, segunda a sexta: abre"),
    suporteFimDeSemanaAbre: hour("Suporte por telefone e e-mail, sábados, domingos e feriados: abre"),
    suporteFecha: hour("Suporte por telefone e e-mail: fecha"),
    telefoneSuporte: phone("Telefone do suporte"),
    emailSuporte: email("E-mail do suporte"),
    telefoneComercial: phone("Telefone do comercial"),
    emailComercial: email("E-mail do comercial"),
    emailPrivacidade: email("E-mail do encarregado de dados pessoais (privacidade)"),
    whatsappComercial: fields.text({
      label: "WhatsApp do comercial",
      description: "Só números, com 55 e o DDD (ex.: 5511940038322)",
      validation: {
        isRequired: true,
        length: { min: 12, max: 13 },
        pattern: { regex: /^55\d{10,11}$/, message: "Só números, começando com 55 e o DDD" },
      },
    }),
    mensagemWhatsapp: line("Mensagem que abre a conversa no WhatsApp", { max: 200 }),
    lojasAtendidas: claim("Lojas atendidas", "Como o texto escreve, ex.: +3.000"),
    pedidosProcessados: claim("Pedidos processados", "Ex.: +23 milhões"),
    faturamentoGerado: claim("Faturamento gerado para os clientes", "Ex.: +R$ 1 bilhão"),
    parceiros: claim("Revendedores parceiros", "Ex.: +100"),
    nps: claim("NPS dos últimos 6 meses", "Ex.: 94,53%"),
    funcionalidadesNaPlataforma: claim("Funcionalidades na plataforma", "Ex.: +230"),
    crescimentoMensal: claim("Crescimento da empresa ao mês", "Ex.: 5%"),
    aumentoMedioDeVendas: claim("Aumento médio nas vendas dos clientes", "Ex.: 40%"),
    horasEconomizadasPorDia: whole("Horas economizadas por dia na operação, no máximo", { min: 1, max: 24 }),
  },
});
