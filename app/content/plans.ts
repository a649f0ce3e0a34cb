import { z } from "zod";
import { iconNames } from "~/content/icon-names";
import { type FeatureGroupId, featureGroupIds } from "~/lib/pricing";
import { facts } from "./facts";

/**
 * The plans of /planos. Prices are whole
 * reais per month; `annualPrice` is the per-month price when billed annually
 * (billed as twelve times it).
 */
const text = z.string().trim().min(1);
const reais = z.number().int().positive();
const limit = z.number().int().positive();

export const planIds = ["essencial", "profissional", "avancado"] as const;
export type PlanId = (typeof planIds)[number];

export const planFeatureSchema = z.strictObject({
  name: text,
  included: z.boolean(),
  category: z.enum(featureGroupIds),
});

export const planSchema = z
  .strictObject({
    id: z.enum(planIds),
    name: text,
    description: text,
    monthlyPrice: reais,
    annualPrice: reais,
    popular: z.boolean().optional(),
    features: z
      .array(planFeatureSchema)
      .min(1)
      .refine((features) => new Set(features.map((f) => f.name)).size === features.length, {
        message: "a plan lists each feature once",
      }),
    limits: z.strictObject({
      /** Orders per month. */
      pedidos: limit,
      usuarios: limit,
      lojas: limit,
      /** WhatsApp messages per month. */
      whatsapp: limit,
    }),
    /** Text of the card's button to /contato. */
    cta: text,
  })
  .refine((plan) => plan.annualPrice < plan.monthlyPrice, {
    message: "annual billing must cost less per month than monthly billing",
    path: ["annualPrice"],
  });

export type Plan = z.infer<typeof planSchema>;
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const plansSchema = z
  .array(planSchema)
  .length(3)
  .refine((plans) => plans.filter((p) => p.popular).length === 1, { message: "exactly one plan is popular" });

export const plansPageSchema = z.strictObject({
  /** Headings of the feature groups on a card. */
  featureGroupNames: z.record(z.enum(featureGroupIds), text),
  /** What every plan includes, shown below the cards. */
  commonBenefits: z
    .array(z.strictObject({ icon: z.enum(iconNames), title: text, description: text }))
    .length(10),
  faq: z.array(z.strictObject({ question: text, answer: text })).min(4),
  guarantee: z.strictObject({ title: text, text }),
});

export type PlansPage = z.infer<typeof plansPageSchema>;

/**
 * Every plan lists the same features, so the cards compare line by line. `from` is the cheapest plan
 * that includes a feature: each plan includes everything of the plans below it.
 */
const featureCatalogue: { name: string; category: FeatureGroupId; from: PlanId }[] = [
  { name: "Cardápio Digital", category: "vendas", from: "essencial" },
  { name: "Aplicativo Mobile", category: "vendas", from: "essencial" },
  { name: "Ponto de Venda", category: "vendas", from: "essencial" },
  { name: "Controle de Mesa", category: "vendas", from: "profissional" },
  { name: "WhatsApp Integrado", category: "marketing", from: "essencial" },
  { name: "Robô de Atendimento IA", category: "marketing", from: "profissional" },
  { name: "Programa de Fidelidade", category: "marketing", from: "profissional" },
  { name: "Cashback", category: "marketing", from: "avancado" },
  { name: "Relatórios Básicos", category: "gestao", from: "essencial" },
  { name: "Relatórios Avançados", category: "gestao", from: "profissional" },
  { name: "Emissão Fiscal NFC-e", category: "fiscal", from: "avancado" },
  { name: "Integração iFood", category: "integracoes", from: "profissional" },
  { name: "API Personalizada", category: "integracoes", from: "avancado" },
  { name: "Suporte por Chat", category: "outros", from: "essencial" },
  { name: "Suporte Prioritário", category: "outros", from: "profissional" },
];

/** The card's lines for one plan: the whole catalogue, included from the feature's plan upwards. */
function featuresOf(plan: PlanId): PlanFeature[] {
  return featureCatalogue.map(({ from, ...feature }) => ({
    ...feature,
    included: planIds.indexOf(from) <= planIds.indexOf(plan),
  }));
}

export const plans: Plan[] = [
  {
    id: "essencial",
    name: "Essencial",
    description:
      "Para quem está começando a vender pelo próprio canal: cardápio digital, aplicativo, WhatsApp e PDV em um só lugar.",
    monthlyPrice: 159,
    annualPrice: 127,
    features: featuresOf("essencial"),
    limits: { pedidos: 500, usuarios: 3, lojas: 1, whatsapp: 1000 },
    cta: "Escolher Essencial",
  },
  {
    id: "profissional",
    name: "Profissional",
    description:
      "Para o delivery que está crescendo e quer automatizar o atendimento, receber os pedidos do iFood e fidelizar clientes.",
    monthlyPrice: 229,
    annualPrice: 183,
    popular: true,
    features: featuresOf("profissional"),
    limits: { pedidos: 2000, usuarios: 10, lojas: 3, whatsapp: 5000 },
    cta: "Escolher Profissional",
  },
  {
    id: "avancado",
    name: "Avançado",
    description:
      "Para redes e operações de alto volume que precisam de emissão fiscal, cashback e integrações sob medida.",
    monthlyPrice: 299,
    annualPrice: 239,
    features: featuresOf("avancado"),
    limits: { pedidos: 10000, usuarios: 30, lojas: 10, whatsapp: 20000 },
    cta: "Escolher Avançado",
  },
];

export const plansPage: PlansPage = {
  featureGroupNames: {
    vendas: "Vendas",
    marketing: "Marketing",
    gestao: "Gestão",
    fiscal: "Fiscal",
    integracoes: "Integrações",
    outros: "Suporte e outros",
  },
  // The ten benefits every plan includes, in the order of the product's plan rules.
  commonBenefits: [
    {
      icon: "rocket",
      title: "Implantação gratuita",
      description: "Nossa equipe configura a sua loja com você, sem cobrar nada pela implantação.",
    },
    {
      icon: "clock",
      title: `Pronto em até ${facts.setupMinutes} minutos`,
      description: `Em até ${facts.setupMinutes} minutos o sistema está no ar e a sua loja já pode receber pedidos.`,
    },
    {
      icon: "package",
      title: "Cadastro dos produtos pela nossa equipe",
      description: "Envie o seu cardápio e nós cadastramos produtos, preços, fotos e complementos.",
    },
    {
      icon: "monitor",
      title: "Vídeos tutoriais",
      description: "Vídeos curtos mostram cada configuração, passo a passo, para você e a sua equipe.",
    },
    {
      icon: "book-open",
      title: "Central de ajuda",
      description: "Artigos e respostas às dúvidas mais comuns, para consultar a qualquer hora.",
    },
    {
      icon: "headset",
      title: "Suporte humano",
      description: "Pessoas de verdade atendem você todos os dias, das 09h às 00h.",
    },
    {
      icon: "handshake",
      title: "Gerente de conta dedicado",
      description: "Uma pessoa da Gama acompanha a sua loja e ajuda a tirar o melhor do sistema.",
    },
    {
      icon: "file-check",
      title: "Sem contrato mínimo",
      description: "Nenhum prazo de permanência: você fica com a gente porque quer.",
    },
    {
      icon: "credit-card",
      title: "Sem cartão de crédito",
      description: "Para começar, não pedimos o número do seu cartão de crédito.",
    },
    {
      icon: "shield-check",
      title: "Cancelamento sem multa",
      description: "Cancele quando quiser, sem multa e sem burocracia.",
    },
  ],
  faq: [
    {
      question: "Posso mudar de plano depois?",
      answer:
        "Sim. Você pode fazer upgrade ou downgrade a qualquer momento, e a mudança vale imediatamente, sem precisar reconfigurar a sua loja.",
    },
    {
      question: "Existe taxa de adesão ou de implantação?",
      answer:
        "Não. Nenhum plano cobra taxa de adesão ou de implantação: você paga apenas a mensalidade do plano escolhido.",
    },
    {
      question: "Posso testar antes de contratar?",
      answer: `Sim. Todos os planos têm ${facts.trialDays} dias de teste grátis, e você pode cancelar sem nenhum custo durante esse período.`,
    },
    {
      question: "O suporte técnico está incluído?",
      answer:
        "Sim. Todos os planos incluem suporte técnico. Nos planos Profissional e Avançado, o suporte é prioritário e funciona 24 horas por dia, 7 dias por semana.",
    },
    {
      question: "Como funciona o pagamento anual?",
      answer:
        "No pagamento anual, a mensalidade sai com desconto e você paga as 12 mensalidades de uma vez, em uma única cobrança por ano.",
    },
  ],
  guarantee: {
    title: `Garantia de ${facts.guaranteeDays} dias`,
    text: `Se, em até ${facts.guaranteeDays} dias após a contratação, o sistema não atender ao seu negócio, devolvemos 100% do valor pago.`,
  },
};
