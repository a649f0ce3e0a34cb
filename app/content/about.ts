import { z } from "zod";
import { facts } from "./facts";
import { iconNames } from "./icon-names";
import { pages } from "./pages";

/** The six company values, in display order. */
export const aboutValueTitles = [
  "Inovação constante",
  "Foco no cliente",
  "Excelência técnica",
  "Crescimento sustentável",
  "Colaboração",
  "Transparência",
] as const;

/** The three audience types; the White Label card links to /revenda. */
export const aboutAudienceTitles = ["Lojistas", "Franquias", "White Label"] as const;

const text = z.string().trim().min(1);
const icon = z.enum(iconNames);
/** A feature page's id (/funcionalidades/{id}); the unit test checks the catalogue has it. */
const featureId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "featureId must be a kebab-case slug");

const sameTitles = (expected: readonly string[]) => (items: readonly { title: string }[]) =>
  items.every((item, i) => item.title === expected[i]);

export const aboutSchema = z.strictObject({
  mission: text,
  purpose: text,
  values: z
    .array(z.strictObject({ icon, title: text, description: text }))
    .length(6)
    .refine(sameTitles(aboutValueTitles), {
      message: `values must be, in order: ${aboutValueTitles.join(", ")}`,
    }),
  audiences: z
    .array(
      z.strictObject({
        icon,
        title: text,
        description: text,
        points: z.array(text).min(3).max(4),
        /** Where the card leads: a page of this site. */
        link: z.strictObject({ label: text, to: z.string().regex(/^\/[a-z0-9/#-]*$/) }),
      }),
    )
    .length(3)
    .refine(sameTitles(aboutAudienceTitles), {
      message: `audiences must be, in order: ${aboutAudienceTitles.join(", ")}`,
    }),
  /** The figures the company states about itself, every one of them, worded as published. */
  results: z.array(z.strictObject({ value: text, label: text })).length(9),
  featureList: z
    .array(z.strictObject({ label: text, featureId: featureId.optional() }))
    .length(20)
    .refine((items) => new Set(items.map((item) => item.label)).size === items.length, {
      message: "featureList labels must be unique",
    }),
});

export type About = z.infer<typeof aboutSchema>;

export const about: About = {
  mission:
    "Dar a cada negócio de alimentação a tecnologia para vender mais pelos próprios canais, atender melhor " +
    "e administrar a operação com segurança, em um só sistema e com suporte humano de verdade.",
  purpose:
    "Acreditamos que a hamburgueria do bairro, a pizzaria familiar e a rede de franquias merecem as mesmas " +
    "ferramentas das grandes marcas. Por isso transformamos em software simples o que faz um delivery dar " +
    "certo: pedidos sem erro, clientes que voltam, margem sob controle e uma equipe que trabalha com " +
    "tranquilidade, do balcão à entrega.",
  values: [
    {
      icon: "sparkles",
      title: "Inovação constante",
      description:
        "Lançamos melhorias o tempo todo, a partir do que os lojistas pedem e do que o mercado de delivery " +
        "exige, para que a sua loja esteja sempre um passo à frente.",
    },
    {
      icon: "heart",
      title: "Foco no cliente",
      description:
        "Cada funcionalidade nasce de um problema real da operação. Suporte humano todos os dias, das 09h " +
        "às 00h, porque o movimento do restaurante não espera.",
    },
    {
      icon: "award",
      title: "Excelência técnica",
      description:
        "Sistema estável no pico de sexta à noite, integrações confiáveis e dados protegidos: tecnologia " +
        "bem feita para que você pense no negócio, não no software.",
    },
    {
      icon: "trending-up",
      title: "Crescimento sustentável",
      description:
        "Crescemos junto com os nossos clientes: sem taxa de adesão, sem fidelidade e com planos que " +
        "acompanham cada fase da loja, da primeira unidade à rede.",
    },
    {
      icon: "handshake",
      title: "Colaboração",
      description:
        "Trabalhamos lado a lado com lojistas, revendedores e parceiros de integração, trocando " +
        "conhecimento para construir soluções melhores para todo o setor.",
    },
    {
      icon: "shield-check",
      title: "Transparência",
      description:
        "Preços claros, contratos sem letras miúdas e comunicação direta. Você sabe o que contratou, " +
        "quanto paga e pode cancelar sem multa quando quiser.",
    },
  ],
  audiences: [
    {
      icon: "store",
      title: "Lojistas",
      link: { label: "Conhecer os planos", to: pages.plans },
      description:
        "Para hamburguerias, pizzarias, restaurantes, açaiterias e cozinhas de delivery que querem vender " +
        "mais pelo canal próprio e organizar a operação em um só lugar.",
      points: [
        "Cardápio digital, site e pedidos pelo WhatsApp com a sua marca",
        "PDV, mesas, cozinha e entregas integrados aos pedidos do iFood",
        "Fidelidade, cashback e cupons para o cliente voltar a pedir",
        `Sistema pronto em até 15 minutos, com teste grátis de ${facts.diasDeTeste} dias`,
      ],
    },
    {
      icon: "building",
      title: "Franquias",
      link: { label: "Falar com um especialista", to: pages.contact },
      description:
        "Para redes e franquias que precisam de padrão de atendimento e visão do desempenho de cada " +
        "unidade, sem perder a agilidade da operação local.",
      points: [
        "Planos que atendem várias lojas na mesma conta",
        "Relatórios de vendas e indicadores por unidade",
        "Processos padronizados de pedido, cozinha e caixa em toda a rede",
        "Implantação acompanhada pela nossa equipe em cada nova unidade",
      ],
    },
    {
      icon: "tag",
      title: "White Label",
      link: { label: "Conhecer o programa de revenda", to: pages.reseller },
      description:
        "Para empreendedores e empresas que querem oferecer a plataforma com a própria marca e construir " +
        "uma carteira de clientes com receita recorrente.",
      points: [
        "Plataforma com a sua marca e domínio próprio",
        "Onboarding, treinamento e material de marketing prontos",
        "Apoio da nossa equipe na implantação dos seus clientes",
        `Estrutura pronta em até ${facts.horasImplantacaoRevenda} horas`,
      ],
    },
  ],
  results: [
    { value: facts.faturamentoGerado, label: "em faturamento gerado para nossos clientes" },
    { value: "+23 milhões", label: "de pedidos recebidos" },
    { value: "+3.000", label: "lojas atendidas" },
    { value: facts.parceiros, label: "revendedores parceiros" },
    { value: "94,53%", label: "de NPS nos últimos 6 meses" },
    { value: "+230", label: "funcionalidades na plataforma, as principais no catálogo" },
    { value: "5%", label: "de crescimento ao mês" },
    { value: "40%", label: "de aumento médio nas vendas dos clientes" },
    { value: "Até 5h", label: "economizadas por dia na operação" },
  ],
  featureList: [
    { label: "Cardápio digital", featureId: "cardapio-digital" },
    { label: "Site e aplicativo próprios de pedidos" },
    { label: "Pedidos e notificações pelo WhatsApp", featureId: "whatsapp-integrado" },
    { label: "Robô de atendimento com IA", featureId: "robo-atendimento-ia" },
    { label: "Integração com o iFood", featureId: "integracao-ifood" },
    { label: "Ponto de venda (PDV)", featureId: "ponto-venda" },
    { label: "Autoatendimento", featureId: "auto-atendimento" },
    { label: "Cardápio na mesa por QR Code", featureId: "cardapio-mesas" },
    { label: "Controle de mesas e comandas", featureId: "controle-mesa" },
    { label: "Tela de cozinha (KDS)", featureId: "modulo-kds" },
    { label: "Programa de fidelidade", featureId: "programa-fidelidade" },
    { label: "Cashback", featureId: "cashback" },
    { label: "Cupons de desconto", featureId: "cupom-de-desconto" },
    { label: "CRM de clientes", featureId: "crm" },
    { label: "Avaliações dos clientes", featureId: "sistema-avaliacoes" },
    { label: "Emissão de NFC-e", featureId: "fiscal-nfce" },
    { label: "Controle de estoque", featureId: "controle-estoque" },
    { label: "Módulo financeiro", featureId: "modulo-financeiro" },
    { label: "Roteirização de entregas", featureId: "roteirizacao-entregas" },
    { label: "Relatórios de vendas e desempenho" },
  ],
};
