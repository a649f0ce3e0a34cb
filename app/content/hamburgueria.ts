import { z } from "zod";
import { facts } from "./facts";
import { iconNames } from "./icon-names";

const text = z.string().trim().min(1);

export const landingSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, description: text }),
  features: z.array(z.strictObject({ icon: z.enum(iconNames), title: text, description: text })).length(6),
  benefits: z.array(z.strictObject({ value: text, title: text, description: text })).length(3),
  testimonials: z.array(z.strictObject({ name: text, business: text, city: text, text: text })).length(3),
  contact: z.strictObject({ title: text, description: text }),
});

export type Landing = z.infer<typeof landingSchema>;

/** Content of the /hamburgueria landing page. */
export const hamburgueria: Landing = {
  hero: {
    eyebrow: "Sistema para hamburguerias",
    title: "Venda mais burgers pelo seu canal próprio e dê conta do pico do fim de semana",
    description:
      "Cardápio digital com combos e adicionais, pedidos pelo WhatsApp, iFood na mesma tela, cozinha " +
      "organizada e fidelidade para o cliente voltar. Tudo em um sistema feito para hamburguerias de smash " +
      `e artesanais, pronto em até ${facts.minutosDeImplantacao} minutos.`,
  },
  features: [
    {
      icon: "smartphone",
      title: "Cardápio digital feito para combos",
      description:
        "Monte combos com burger, batata e bebida, ofereça adicionais como bacon, cheddar e blend duplo e " +
        "deixe o cliente escolher o ponto da carne. O cardápio sugere o complemento certo e o ticket médio sobe.",
    },
    {
      icon: "message-circle",
      title: "Pedidos pelo WhatsApp sem fila",
      description:
        "O robô de atendimento responde na hora, envia o link do cardápio e avisa o cliente quando o pedido " +
        "sai da chapa e quando o entregador está a caminho. Ninguém fica sem resposta no sábado à noite.",
    },
    {
      icon: "plug",
      title: "iFood e canal próprio na mesma tela",
      description:
        "Receba os pedidos do iFood junto com os do seu site, do WhatsApp e do balcão, sem digitar nada duas " +
        "vezes. E use cada entrega para trazer o cliente para o seu canal, onde não há comissão por pedido.",
    },
    {
      icon: "chef-hat",
      title: "Cozinha organizada no pico",
      description:
        "Os pedidos vão direto para a tela da cozinha ou para a impressora de cada setor: chapa, fritura e " +
        "montagem sabem o que fazer e em que ordem. Menos pedido errado, menos lanche frio.",
    },
    {
      icon: "gift",
      title: "Fidelidade que faz o cliente voltar",
      description:
        "Cartão fidelidade digital, cashback e cupons para o dia mais fraco da semana. Transforme quem " +
        "pediu uma vez no cliente que pede toda sexta-feira.",
    },
    {
      icon: "bike",
      title: "Entregas rápidas e roteirizadas",
      description:
        "Agrupe entregas por região, acompanhe cada motoboy pelo aplicativo do entregador e calcule a taxa " +
        "por distância ou por bairro. O burger chega quente e você sabe onde está cada pedido.",
    },
  ],
  benefits: [
    {
      value: "+40%",
      title: "de aumento médio nas vendas",
      description:
        "Cardápio que vende combos e adicionais, canal próprio divulgado em cada pedido e campanhas para " +
        "trazer o cliente de volta trabalham juntos para aumentar o faturamento.",
    },
    {
      value: "5h",
      title: "a menos de trabalho por dia",
      description:
        "Até 5 horas por dia economizadas com pedidos que entram sozinhos, respostas automáticas no " +
        "WhatsApp e fechamento de caixa sem planilha.",
    },
    {
      value: "15 min",
      title: "para o sistema ficar pronto",
      description:
        `Em até 15 minutos a sua hamburgueria está pronta para vender, com teste grátis de ${facts.diasDeTeste} dias, sem taxa ` +
        "de adesão e com o cadastro dos produtos feito pela nossa equipe.",
    },
  ],
  testimonials: [
    {
      name: "Rafael M.",
      business: "Chapa Quente Smash Burger",
      city: "Curitiba, PR",
      text:
        "No fim de semana o WhatsApp travava e a gente perdia pedido. Hoje o robô atende, o pedido cai " +
        "direto na cozinha e eu consigo ficar na chapa em vez de ficar no celular.",
    },
    {
      name: "Juliana S.",
      business: "Fumaça Burger Artesanal",
      city: "Belo Horizonte, MG",
      text:
        "Dependíamos quase só do iFood e a comissão comia a margem. Com o cardápio próprio e o cashback, " +
        "os clientes que já conheciam a casa passaram a pedir direto com a gente.",
    },
    {
      name: "Thiago",
      business: "Dupla Smash Hamburgueria",
      city: "Recife, PE",
      text:
        "Os combos com adicionais aumentaram o nosso ticket médio já no primeiro mês. E quando surge " +
        "alguma dúvida, o suporte responde rápido, inclusive à noite, que é quando a gente mais precisa.",
    },
  ],
  contact: {
    title: "Pronto para vender mais no próximo fim de semana?",
    description:
      "Conte um pouco sobre a sua hamburgueria e um especialista mostra o sistema funcionando com o seu " +
      `cardápio. Teste grátis por ${facts.diasDeTeste} dias, sem taxa de adesão e sem multa para cancelar.`,
  },
};

/** How a lead from the /hamburgueria page reaches sales: its own subject and form type. */
export const hamburgueriaLead = {
  subject: "Interesse - Página Hamburgueria",
  formType: "landing_hamburgueria",
} as const;
