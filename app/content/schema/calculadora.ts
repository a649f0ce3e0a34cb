import { fields, singleton } from "@keystatic/core";
import { httpsUrl, line, whole } from "./fields.ts";

/** A rate in percent with up to two decimals, as the marketplace publishes it (3,2%). */
const percent = (label: string, description: string) =>
  fields.number({
    label,
    description,
    step: 0.01,
    validation: { isRequired: true, min: 0, max: 100, step: true },
  });

/**
 * The savings calculator's reference rates (/calculadora): what the main Brazilian delivery
 * marketplace publicly charges a restaurant per order, where they were read and when, and the
 * form's starting figures. The formulas stay in code (app/lib/savings.ts); when the marketplace
 * publishes new rates, marketing changes them here.
 */
export const paginaCalculadora = singleton({
  label: "Calculadora de economia",
  path: "paginas/calculadora",
  format: "yaml",
  schema: {
    marketplace: line("Marketplace de referência", {
      max: 40,
      description: "Só o nome, citado como a fonte das taxas (sem logotipo)",
    }),
    source: httpsUrl("Página onde as taxas foram lidas", "O endereço público das taxas do marketplace"),
    checkedAt: fields.date({
      label: "Taxas conferidas em",
      description: "A página mostra esta data e avisa que as taxas podem mudar",
      validation: { isRequired: true },
    }),
    plans: fields.array(
      fields.object({
        name: line("Nome do plano no marketplace", { max: 40 }),
        delivery: line("Quem entrega os pedidos nesse plano", {
          max: 80,
          description: "Uma frase curta, como: entrega feita pela sua loja",
        }),
        commission: percent("Comissão sobre o pedido (%)", "Em porcentagem, como 12 ou 23"),
        paymentFee: percent("Taxa de pagamento online (%)", "Em porcentagem, como 3,2"),
      }),
      {
        label: "Planos do marketplace",
        description: "O primeiro plano preenche o formulário quando a página abre",
        itemLabel: (props) => props.fields.name.value || "Novo plano",
        validation: { length: { min: 1, max: 4 } },
      },
    ),
    defaultOrders: whole("Pedidos por mês ao abrir a página", { min: 1, max: 100_000 }),
    defaultTicket: fields.number({
      label: "Ticket médio ao abrir a página (R$)",
      step: 0.01,
      validation: { isRequired: true, min: 1, max: 10_000, step: true },
    }),
  },
});
