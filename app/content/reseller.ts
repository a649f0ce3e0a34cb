import { z } from "zod";
import { facts } from "./facts";

/**
 * The white-label reseller programme of /revenda.
 * Figures are the published prices, in whole reais.
 */
const text = z.string().trim().min(1);
const reais = z.number().int().positive();

export const tierIds = ["start", "gold", "platinum", "diamond"] as const;
export type TierId = (typeof tierIds)[number];

export const resellerSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, description: text }),
  benefits: z.array(z.strictObject({ title: text, description: text })).min(3),
  /** What Gama Delivery takes care of so the reseller can sell. */
  handledByGama: z.array(z.strictObject({ title: text, description: text })).min(3),
  setup: z.strictObject({
    /** One-off setup fee by reseller level, in reais. */
    feesByLevel: z.array(z.strictObject({ level: z.number().int().positive(), fee: reais })).length(4),
    /** The fee can be split on a card into up to this many installments. */
    maxInstallments: z.number().int().positive(),
    /** The reseller's structure is ready within this many hours. */
    readyWithinHours: z.number().int().positive(),
  }),
  tiers: z
    .array(
      z.strictObject({
        id: z.enum(tierIds),
        name: text,
        /** Monthly fee per active client, in reais. */
        monthlyFeePerClient: reais,
        /** Active clients in the tier; `max: null` means no upper bound. */
        clients: z.strictObject({
          min: z.number().int().positive(),
          max: z.number().int().positive().nullable(),
        }),
      }),
    )
    .length(4),
  /** Every feature of the programme and the tiers that include it. */
  features: z.array(z.strictObject({ label: text, tiers: z.array(z.enum(tierIds)).min(1) })).min(1),
  requirements: z.array(text).min(1),
});

export type ResellerProgramme = z.infer<typeof resellerSchema>;
export type ResellerTier = ResellerProgramme["tiers"][number];

const allTiers: TierId[] = ["start", "gold", "platinum", "diamond"];

export const reseller: ResellerProgramme = {
  hero: {
    eyebrow: "Programa de revenda white label",
    title: "Tenha o seu próprio sistema de delivery, com a sua marca",
    description:
      "Revenda a plataforma completa da Gama Delivery com o seu nome, o seu domínio e os seus preços. Nós cuidamos da tecnologia; você cuida dos seus clientes e constrói uma receita recorrente.",
  },
  benefits: [
    {
      title: "Sua marca em tudo",
      description:
        "Painel, cardápio digital e aplicativo com o seu logotipo, as suas cores e o seu domínio. O cliente final conhece a sua empresa.",
    },
    {
      title: "Receita recorrente",
      description:
        "Você define o preço de venda e paga uma mensalidade fixa por cliente ativo. Quanto maior a carteira, menor o custo por cliente.",
    },
    {
      title: "Produto pronto para vender",
      description:
        "Mais de 230 funcionalidades, do cardápio digital ao fiscal, testadas por mais de 3.000 lojas. Sem investir em desenvolvimento.",
    },
    {
      title: "Implantação rápida",
      description: `Sua estrutura de revenda fica pronta em até ${facts.horasImplantacaoRevenda} horas depois da assinatura, com treinamento para a sua equipe.`,
    },
    {
      title: "Material de vendas",
      description:
        "Apresentações, vídeos e peças para redes sociais prontas para personalizar com a sua marca e começar a prospectar.",
    },
    {
      title: "Comunidade de revendedores",
      description:
        "Troque experiências com mais de 100 revendas em todo o Brasil e acompanhe as novidades do produto antes de todo mundo.",
    },
  ],
  handledByGama: [
    {
      title: "Servidores e disponibilidade",
      description:
        "Hospedagem, monitoramento e escala nos horários de pico, sem custo extra de infraestrutura.",
    },
    {
      title: "Atualizações do sistema",
      description:
        "Novas funcionalidades e correções chegam para todos os seus clientes, sem você programar nada.",
    },
    {
      title: "Segurança e backups",
      description:
        "Cópias de segurança automáticas, conexões criptografadas e tratamento de dados conforme a LGPD.",
    },
    {
      title: "Integrações",
      description:
        "Manutenção das integrações com marketplaces, meios de pagamento, maquininhas e ferramentas de marketing.",
    },
    {
      title: "Fiscal atualizado",
      description: "Emissão de NFC-e e NF-e acompanhando as mudanças da legislação de cada estado.",
    },
    {
      title: "Suporte técnico à sua equipe",
      description:
        "Atendimento humano todos os dias, das 9h às 00h, para a sua equipe resolver os casos dos seus clientes.",
    },
  ],
  setup: {
    feesByLevel: [
      { level: 1, fee: 2490 },
      { level: 2, fee: 1990 },
      { level: 3, fee: 1490 },
      { level: 4, fee: 890 },
    ],
    maxInstallments: 3,
    readyWithinHours: 48,
  },
  tiers: [
    { id: "start", name: "Partner Start", monthlyFeePerClient: 100, clients: { min: 1, max: 10 } },
    { id: "gold", name: "Partner Gold", monthlyFeePerClient: 90, clients: { min: 11, max: 20 } },
    { id: "platinum", name: "Partner Platinum", monthlyFeePerClient: 80, clients: { min: 21, max: 60 } },
    { id: "diamond", name: "Partner Diamond", monthlyFeePerClient: 60, clients: { min: 61, max: null } },
  ],
  features: [
    { label: "White label com a sua marca", tiers: allTiers },
    { label: "Domínio próprio", tiers: allTiers },
    { label: "Onboarding e treinamento", tiers: allTiers },
    { label: "Material de marketing", tiers: allTiers },
    { label: "Comunidade de revendedores", tiers: allTiers },
    { label: "Suporte na implantação", tiers: allTiers },
    { label: "Indicação de leads", tiers: ["gold", "platinum", "diamond"] },
    { label: "Consultoria", tiers: ["platinum", "diamond"] },
    { label: "Grupo VIP", tiers: ["diamond"] },
  ],
  requirements: [
    "Mínimo de 10 clientes ativos",
    "Concluir a plataforma de aprendizagem da Gama Delivery",
    "Realizar os treinamentos obrigatórios",
  ],
};
