/**
 * The product illustrations (scripts/build-product-art.mjs writes the SVG files under
 * public/img/produto/) and their alt text. A feature's file picks one for its hero and one for each
 * of its two sections, by id, from this list (the editor shows `name`). Pages load them as images,
 * so no drawing adds browser JavaScript.
 */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const art = (id: string, name: string, alt: string) => ({
  name,
  src: `/img/produto/${id}.svg`,
  alt,
  width: 800,
  height: 600,
});

export const illustrations = {
  "cardapio-digital": art(
    "cardapio-digital",
    "Cardápio digital no celular",
    "Ilustração de um celular com o cardápio digital de uma loja: categorias, lanches com preço e o botão da sacola",
  ),
  "pedido-whatsapp": art(
    "pedido-whatsapp",
    "Pedido por mensagens",
    "Ilustração de uma conversa de pedido por mensagens: o cliente pede, a loja manda o link do cardápio, confirma o pedido e avisa a saída para entrega",
  ),
  pdv: art(
    "pdv",
    "Tela do PDV",
    "Ilustração da tela do PDV: produtos em grade e, ao lado, os itens da mesa 12, o total e as formas de pagamento",
  ),
  kds: art(
    "kds",
    "Tela da cozinha (KDS)",
    "Ilustração da tela da cozinha com quatro pedidos na fila, cada um com os itens, as observações e o tempo de espera",
  ),
  nfce: art(
    "nfce",
    "Cupom de NFC-e",
    "Ilustração de um cupom de NFC-e com os itens, o total pago no Pix e o QR Code de consulta, ao lado do aviso de nota autorizada",
  ),
  financeiro: art(
    "financeiro",
    "Painel financeiro",
    "Ilustração do painel financeiro: faturamento, ticket médio e lucro do mês, gráfico de vendas por dia e formas de pagamento",
  ),
  "rota-entrega": art(
    "rota-entrega",
    "Mapa da rota de entrega",
    "Ilustração de um mapa com a rota do entregador saindo da loja para três entregas numeradas",
  ),
  totem: art(
    "totem",
    "Totem de autoatendimento",
    "Ilustração de um totem de autoatendimento com o cardápio na tela, o leitor de cartão por aproximação e o comprovante",
  ),
  fidelidade: art(
    "fidelidade",
    "Cartão fidelidade",
    "Ilustração de um cartão fidelidade com sete de dez selos, o aviso de pontos ganhos e o saldo de pontos",
  ),
  comanda: art(
    "comanda",
    "Impressora imprimindo a comanda",
    "Ilustração de uma impressora térmica imprimindo a comanda de um pedido de entrega, com os itens e as observações",
  ),
} as const satisfies Record<string, Illustration & { name: string }>;

export type IllustrationId = keyof typeof illustrations;

/** The ids, in the editor's order. */
export const illustrationIds = Object.keys(illustrations) as [IllustrationId, ...IllustrationId[]];

/** What a page shows of an illustration (its editor name stays on the server). */
export function illustration(id: IllustrationId): Illustration {
  const { src, alt, width, height } = illustrations[id];
  return { src, alt, width, height };
}
