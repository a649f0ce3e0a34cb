import { facts, freeTrialFor } from "./facts";
import type { IconName } from "./icon-names";
import type { SiteData } from "./schema/load";

/** The marketing figures, worded exactly as the company publishes them elsewhere. */
export const stats = [
  // One claim, one wording on every page (the facts): revenue the clients made, and resellers.
  { value: facts.faturamentoGerado, label: "em faturamento gerado para nossos clientes" },
  { value: "+23M", label: "pedidos processados pela plataforma" },
  { value: "+3K", label: "lojas usando a Gama Delivery" },
  { value: facts.parceiros, label: "revendedores parceiros" },
] as const;

export const coverage = {
  title: "+3.000 Lojas Atendidas",
  text: "De Norte a Sul, lojistas de todos os estados brasileiros vendem mais com a Gama Delivery.",
  map: {
    src: "/img/mapa-brasil.svg",
    alt: "Mapa do Brasil com todos os estados destacados, onde há lojas atendidas pela Gama Delivery",
    width: 613,
    height: 639,
  },
  /** What serving a shop anywhere in the country means in practice (facts of the plans and support). */
  points: [
    {
      icon: "map-pin",
      title: "Em todos os estados",
      text: "Capitais e cidades do interior, nas cinco regiões do país, com o mesmo sistema.",
    },
    {
      icon: "rocket",
      title: "Implantação gratuita, de onde você estiver",
      text: `O sistema fica pronto em até ${facts.minutosDeImplantacao} minutos, e a nossa equipe cadastra os seus produtos.`,
    },
    {
      icon: "headset",
      title: "Suporte humano todos os dias",
      text: "Das 09h às 00h, por telefone, WhatsApp e e-mail, com gente que conhece o delivery.",
    },
  ],
} as const satisfies {
  title: string;
  text: string;
  map: { src: string; alt: string; width: number; height: number };
  points: { icon: IconName; title: string; text: string }[];
};

export interface DemoStore {
  id: keyof SiteData["demoStores"];
  name: string;
  description: string;
  image: string;
}

export const demoStores: DemoStore[] = [
  {
    id: "hamburgueria",
    name: "Hamburgueria",
    description:
      "Combos, adicionais e ponto da carne: veja como o cliente monta o lanche do jeito que gosta.",
    image: "/img/lojas/hamburgueria.svg",
  },
  {
    id: "pizzaria",
    name: "Pizzaria",
    description: "Pizza meio a meio, escolha de borda e tamanhos com preço calculado na hora.",
    image: "/img/lojas/pizzaria.svg",
  },
  {
    id: "restaurante",
    name: "Restaurante",
    description: "Pratos executivos, marmitas e cardápio do dia com horários de funcionamento por turno.",
    image: "/img/lojas/restaurante.svg",
  },
  {
    id: "acaiteria",
    name: "Açaiteria",
    description: "Copos por tamanho, complementos com limite de escolha e adicionais pagos sem confusão.",
    image: "/img/lojas/acaiteria.svg",
  },
];

export interface Partner {
  name: string;
  type: string;
}

/**
 * Partners shown in the two rows, set as neutral wordmarks (no logos copied).
 * The list is de-duplicated by name before use, so a partner listed in two categories shows once.
 */
export const partners: Partner[] = [
  { name: "iFood", type: "Marketplace" },
  { name: "aiqfome", type: "Marketplace" },
  { name: "99Food", type: "Marketplace" },
  { name: "Keeta", type: "Marketplace" },
  { name: "Bigou", type: "Marketplace" },
  { name: "PagSeguro", type: "Pagamentos" },
  { name: "Mercado Pago", type: "Pagamentos" },
  { name: "Pagar.me", type: "Pagamentos" },
  { name: "InfinitePay", type: "Pagamentos" },
  { name: "Woovi", type: "Pix" },
  { name: "Stone", type: "Maquininha" },
  { name: "Clover", type: "Maquininha" },
  { name: "BIN", type: "Maquininha" },
  { name: "Sicredi", type: "Maquininha" },
  { name: "Cielo", type: "Maquininha" },
  { name: "Rede", type: "Maquininha" },
  { name: "WF Sistemas", type: "Gestão" },
  { name: "Foozi", type: "Gestão" },
  { name: "WhatsApp", type: "Atendimento" },
  { name: "Google Tag Manager", type: "Marketing" },
  { name: "Facebook Pixel", type: "Marketing" },
  { name: "Google Analytics", type: "Marketing" },
  { name: "Repediu", type: "CRM" },
  { name: "iFood", type: "Entregas" },
];

export interface HomeFeature {
  id: string;
  title: string;
  description: string;
  icon: IconName;
}

/** The six feature cards of the home page, each linking to its catalogue page. */
export const homeFeatures: HomeFeature[] = [
  {
    id: "cardapio-digital",
    title: "Cardápio Digital",
    description: "Seu site e aplicativo de pedidos, com a sua marca e sem comissão por venda.",
    icon: "smartphone",
  },
  {
    id: "whatsapp-integrado",
    title: "WhatsApp Integrado",
    description: "O cliente acompanha cada etapa do pedido por mensagens automáticas no WhatsApp.",
    icon: "message-circle",
  },
  {
    id: "robo-atendimento-ia",
    title: "Robô de Atendimento IA",
    description: "Respostas automáticas 24 horas, com o cardápio e o link de pedido na ponta da língua.",
    icon: "bot",
  },
  {
    id: "integracao-ifood",
    title: "Integração iFood",
    description: "Pedidos do iFood caem direto no mesmo painel, sem digitar nada duas vezes.",
    icon: "plug",
  },
  {
    id: "ponto-venda",
    title: "Ponto de Venda",
    description: "PDV para balcão, mesas e delivery, com caixa e pagamentos no mesmo lugar.",
    icon: "store",
  },
  {
    id: "programa-fidelidade",
    title: "Programa de Fidelidade",
    description: "Pontos e recompensas que fazem o cliente voltar a pedir com você.",
    icon: "gift",
  },
];

export interface Testimonial {
  name: string;
  company: string;
  segment: string;
  city: string;
  text: string;
  results: { vendas: string; pedidos: string; tempo: string };
}

/** Three testimonials, one per kind of shop: a pizzeria, a steakhouse and a pasta shop. */
export const testimonials: Testimonial[] = [
  {
    name: "Ricardo",
    company: "Pizzaria Forno da Vila",
    segment: "Pizzaria",
    city: "Campinas, SP",
    text: "Antes a gente anotava pedido no papel e no WhatsApp ao mesmo tempo, e sempre escapava alguma coisa na sexta à noite. Hoje tudo chega num painel só, a pizza meio a meio sai certa e o cliente recebe o status sem ligar para perguntar.",
    results: { vendas: "+38% em vendas", pedidos: "+1.200 pedidos/mês", tempo: "-12 min por pedido" },
  },
  {
    name: "Fernanda",
    company: "Churrascaria Braseiro da Serra",
    segment: "Churrascaria",
    city: "Belo Horizonte, MG",
    text: "Com o cardápio próprio, tiramos boa parte dos pedidos do marketplace e paramos de pagar comissão em cada marmita. O programa de fidelidade fez os clientes do almoço voltarem durante a semana.",
    results: { vendas: "+27% em vendas", pedidos: "+850 pedidos/mês", tempo: "-8 min por pedido" },
  },
  {
    name: "Giovanni",
    company: "Cantina Nonna Lina",
    segment: "Massas",
    city: "Porto Alegre, RS",
    text: "A cozinha ganhou ritmo com o KDS: cada massa aparece na tela certa, com o tempo de preparo. Em poucos dias a equipe já estava usando sem precisar de treinamento longo.",
    results: { vendas: "+22% em vendas", pedidos: "+600 pedidos/mês", tempo: "-15 min por pedido" },
  },
];

export interface Client {
  name: string;
  segment: string;
}

/** Client wordmarks of the carousel. */
export const clients: Client[] = [
  { name: "Brasa Viva Burger", segment: "Hamburgueria" },
  { name: "Forno da Vila", segment: "Pizzaria" },
  { name: "Cantina Nonna Lina", segment: "Massas" },
  { name: "Açaí da Praça", segment: "Açaiteria" },
  { name: "Sabor de Casa", segment: "Restaurante" },
  { name: "Temaki Ilha Azul", segment: "Comida japonesa" },
  { name: "Braseiro da Serra", segment: "Churrascaria" },
  { name: "Gelato Sul", segment: "Sorveteria" },
  { name: "Padaria Trigo Dourado", segment: "Padaria" },
  { name: "Tortilla da Esquina", segment: "Comida mexicana" },
  { name: "Verde Prato", segment: "Vegetariana" },
  { name: "Doce Encanto", segment: "Doces" },
];

/** The opening band and the closing call to action. */
export const homeHero = {
  eyebrow: "Sistema completo para delivery e restaurantes",
  title: "Venda mais no delivery com seu próprio cardápio digital, WhatsApp e PDV integrados",
  lead:
    "Pedidos do site, do aplicativo, do WhatsApp e do iFood chegam num painel só, com nota fiscal, " +
    "fidelidade e gestão financeira. Sem comissão por pedido e com suporte humano todos os dias.",
  promises: [
    freeTrialFor,
    `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
    "Sem taxa de adesão",
    "Cancele quando quiser",
  ],
};

export const homeFinalCta = {
  title: "Pronto para vender mais com o seu delivery?",
  text: `Comece com ${facts.diasDeTeste} dias grátis, sem taxa de adesão e com a nossa equipe ao seu lado na implantação.`,
  marketplace: "Vende pelo marketplace?",
  calculator: "Calcule quanto você economiza com canal próprio",
};
