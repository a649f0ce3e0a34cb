import type { FeatureCategoryId } from "./features/categories";

/**
 * The product illustrations (scripts/build-product-art.mjs writes the SVG files under
 * public/img/produto/), their alt text, and which one each feature page shows. Pages load them as
 * images, so no drawing adds browser JavaScript.
 */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const art = (id: string, alt: string): Illustration => ({
  src: `/img/produto/${id}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const illustrations = {
  "cardapio-digital": art(
    "cardapio-digital",
    "Ilustração de um celular com o cardápio digital de uma loja: categorias, lanches com preço e o botão da sacola",
  ),
  "pedido-whatsapp": art(
    "pedido-whatsapp",
    "Ilustração de uma conversa de pedido por mensagens: o cliente pede, a loja manda o link do cardápio, confirma o pedido e avisa a saída para entrega",
  ),
  pdv: art(
    "pdv",
    "Ilustração da tela do PDV: produtos em grade e, ao lado, os itens da mesa 12, o total e as formas de pagamento",
  ),
  kds: art(
    "kds",
    "Ilustração da tela da cozinha com quatro pedidos na fila, cada um com os itens, as observações e o tempo de espera",
  ),
  nfce: art(
    "nfce",
    "Ilustração de um cupom de NFC-e com os itens, o total pago no Pix e o QR Code de consulta, ao lado do aviso de nota autorizada",
  ),
  financeiro: art(
    "financeiro",
    "Ilustração do painel financeiro: faturamento, ticket médio e lucro do mês, gráfico de vendas por dia e formas de pagamento",
  ),
  "rota-entrega": art(
    "rota-entrega",
    "Ilustração de um mapa com a rota do entregador saindo da loja para três entregas numeradas",
  ),
  totem: art(
    "totem",
    "Ilustração de um totem de autoatendimento com o cardápio na tela, o leitor de cartão por aproximação e o comprovante",
  ),
  fidelidade: art(
    "fidelidade",
    "Ilustração de um cartão fidelidade com sete de dez selos, o aviso de pontos ganhos e o saldo de pontos",
  ),
  comanda: art(
    "comanda",
    "Ilustração de uma impressora térmica imprimindo a comanda de um pedido de entrega, com os itens e as observações",
  ),
} as const satisfies Record<string, Illustration>;

export type IllustrationId = keyof typeof illustrations;

/** The illustration that shows each feature best; a feature missing here fails the unit test. */
export const featureIllustration: Record<string, IllustrationId> = {
  "solucoes-auto-atendimento": "totem",
  "mini-pdv": "pdv",
  smartpos: "pdv",
  impressora: "comanda",
  tef: "pdv",
  "programa-fidelidade": "fidelidade",
  cashback: "fidelidade",
  "indique-e-ganhe": "fidelidade",
  "roleta-da-sorte": "fidelidade",
  "campanhas-whatsapp": "pedido-whatsapp",
  crm: "financeiro",
  "google-analytics": "financeiro",
  "sistema-avaliacoes": "pedido-whatsapp",
  "cupom-de-desconto": "cardapio-digital",
  "fiscal-nfce": "nfce",
  "emissao-nfe": "nfce",
  "manifesto-notas-dfe": "nfce",
  "speed-fiscal": "financeiro",
  "modulo-financeiro": "financeiro",
  "controle-estoque": "financeiro",
  "roteirizacao-entregas": "rota-entrega",
  "controle-mesa": "pdv",
  "controle-mesa2": "pdv",
  "modulo-kds": "kds",
  "app-entregador": "rota-entrega",
  "controle-de-caixa": "pdv",
  "controle-de-fiados": "financeiro",
  "impressao-por-setor": "comanda",
  "ficha-tecnica": "kds",
  "gestao-financeira": "financeiro",
  "cardapio-digital": "cardapio-digital",
  "whatsapp-integrado": "pedido-whatsapp",
  "robo-atendimento-ia": "pedido-whatsapp",
  "integracao-ifood": "kds",
  "ponto-venda": "pdv",
  "auto-atendimento": "totem",
  "cardapio-mesas": "cardapio-digital",
  "cardapio-balcao": "totem",
  "agendamento-pedidos": "cardapio-digital",
  "turbo-delivery-proprio": "rota-entrega",
  "turbo-ifood": "rota-entrega",
  "entrega-facil-ifood": "rota-entrega",
};

/** What else a page of each category shows, after the feature's own illustration. */
export const categoryIllustrations: Record<FeatureCategoryId, readonly IllustrationId[]> = {
  vendas: ["cardapio-digital", "pedido-whatsapp", "pdv", "kds"],
  gestao: ["financeiro", "kds", "comanda", "pdv"],
  fidelizacao: ["fidelidade", "pedido-whatsapp", "cardapio-digital"],
  marketing: ["pedido-whatsapp", "fidelidade", "financeiro"],
  fiscal: ["nfce", "pdv", "financeiro"],
  consultoria: ["financeiro", "pdv", "cardapio-digital"],
  equipamentos: ["pdv", "comanda", "totem", "nfce"],
};

/**
 * The illustrations of a feature page: its own in the hero (where no video exists) and two others
 * of its category in the two sections, all different. With a video, the sections show the first two.
 */
export function featureIllustrations(feature: {
  id: string;
  category: FeatureCategoryId;
  videoUrl?: string | undefined;
}): { hero: Illustration | null; sections: [Illustration, Illustration] } {
  const own =
    featureIllustration[feature.id] ?? categoryIllustrations[feature.category][0] ?? "cardapio-digital";
  const ids = [
    ...new Set<IllustrationId>([own, ...categoryIllustrations[feature.category], "pdv", "cardapio-digital"]),
  ];
  const [first, second, third] = ids.map((id) => illustrations[id]) as [
    Illustration,
    Illustration,
    Illustration,
  ];
  return feature.videoUrl
    ? { hero: null, sections: [first, second] }
    : { hero: first, sections: [second, third] };
}
