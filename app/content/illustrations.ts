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
  "kds-estacoes": art(
    "kds-estacoes",
    "Cozinha por estação (KDS)",
    "Ilustração da tela da cozinha dividida em chapa, fritadeira, forno e bar, cada estação com os seus itens, e a expedição mostrando quantos itens do pedido estão prontos",
  ),
  "kds-tempo": art(
    "kds-tempo",
    "Tempo de preparo (KDS)",
    "Ilustração da tela da cozinha com o cronômetro de cada pedido em verde, amarelo e vermelho conforme o atraso, e o aviso de pedido pronto para o balcão e o entregador",
  ),
  "qr-mesa": art(
    "qr-mesa",
    "QR Code na mesa",
    "Ilustração de um display de mesa com QR Code e, ao lado, o celular do cliente com o cardápio da mesa 7 aberto e o pedido enviado à cozinha",
  ),
  "senha-retirada": art(
    "senha-retirada",
    "Senhas de retirada",
    "Ilustração do painel de retirada no balcão com as senhas prontas e em preparo, ao lado do comprovante com a senha 087",
  ),
  "mapa-mesas": art(
    "mapa-mesas",
    "Mapa de mesas",
    "Ilustração do mapa de mesas do salão com as mesas livres, ocupadas com o tempo de permanência e aguardando fechamento, cada situação em uma cor",
  ),
  maquininha: art(
    "maquininha",
    "Maquininha de cartão",
    "Ilustração de uma maquininha de cartão cobrando R$ 86,00 da conta da mesa 5, com o valor vindo do PDV e o aviso de pagamento aprovado",
  ),
  "mini-pdv": art(
    "mini-pdv",
    "Mini PDV no balcão",
    "Ilustração de um Mini PDV compacto no balcão: a tela de vendas sobre uma base com impressora térmica e gaveta de dinheiro",
  ),
  roleta: art(
    "roleta",
    "Roleta da sorte",
    "Ilustração de uma roleta com fatias de prêmios, como frete grátis e desconto, e o aviso do prêmio ganho, salvo no cadastro por 7 dias",
  ),
  "mapa-regioes": art(
    "mapa-regioes",
    "Pedidos por região no mapa",
    "Ilustração de um mapa com os pedidos agrupados em duas regiões, a loja e o alerta de um pedido esperando há 25 minutos",
  ),
  "impressoras-setor": art(
    "impressoras-setor",
    "Impressoras por setor",
    "Ilustração de três impressoras térmicas, da cozinha, do bar e do forno, cada uma imprimindo só os itens do pedido que o seu setor prepara",
  ),
  danfe: art(
    "danfe",
    "DANFE da NF-e",
    "Ilustração do DANFE de uma NF-e de venda para uma empresa, com CNPJ do destinatário, produtos, valor total e o aviso de nota autorizada",
  ),
  agendamento: art(
    "agendamento",
    "Agendamento no celular",
    "Ilustração de um celular com o dia do pedido e as faixas de horário para agendar, umas lotadas e outras com vagas, e o aviso de pedido agendado",
  ),
  "pedidos-agendados": art(
    "pedidos-agendados",
    "Lista de pedidos agendados",
    "Ilustração da lista de pedidos agendados para o sábado, cada um com o horário de entrega e a hora em que vai para a cozinha",
  ),
  "app-entregador": art(
    "app-entregador",
    "App do entregador",
    "Ilustração do celular do entregador com o endereço e o ponto de referência, o valor e o troco a levar, as observações e o botão de confirmar a entrega",
  ),
  "acerto-entregas": art(
    "acerto-entregas",
    "Entregas e acerto do turno",
    "Ilustração do painel das entregas do turno com a situação de cada entregador, as entregas feitas e o valor do acerto de cada um",
  ),
  "garcom-celular": art(
    "garcom-celular",
    "Pedido no celular do garçom",
    "Ilustração do celular do garçom com os itens da mesa 5, as observações, o setor de cada item e o botão de enviar para a produção",
  ),
  checkout: art(
    "checkout",
    "Finalização do pedido",
    "Ilustração de um celular na finalização do pedido com a taxa de entrega, o cupom, o cashback usado, o Pix escolhido e o total a pagar",
  ),
  "resgate-pontos": art(
    "resgate-pontos",
    "Resgate de pontos",
    "Ilustração de um celular com o saldo de pontos da cliente, as recompensas que já pode resgatar e quantos pontos faltam para a próxima",
  ),
  avaliacao: art(
    "avaliacao",
    "Avaliação do pedido",
    "Ilustração de um celular com a avaliação do pedido em estrelas para comida, embalagem e entrega, e um comentário do cliente",
  ),
  "status-whatsapp": art(
    "status-whatsapp",
    "Avisos de status do pedido",
    "Ilustração das mensagens automáticas de status: pedido confirmado, em preparo, saiu para entrega e entregue com o convite para avaliar",
  ),
  indicacao: art(
    "indicacao",
    "Link de indicação",
    "Ilustração de um celular com o link de indicação da cliente, o botão de enviar pelo WhatsApp e os amigos indicados que já fizeram pedido",
  ),
  "robo-ia": art(
    "robo-ia",
    "Conversa com o robô de atendimento",
    "Ilustração de uma conversa em que o robô de atendimento responde sobre a taxa de entrega e o Pix em segundos e oferece o link do cardápio",
  ),
  campanha: art(
    "campanha",
    "Campanha no WhatsApp",
    "Ilustração de uma mensagem de campanha para clientes inativos com o nome da cliente, um cupom e a foto da pizza, agendada para sexta às 18h",
  ),
  cupons: art(
    "cupons",
    "Lista de cupons",
    "Ilustração da lista de cupons da loja: desconto percentual, frete grátis, primeiro pedido e um cupom só às sextas à noite",
  ),
  "cupom-regras": art(
    "cupom-regras",
    "Limites do cupom",
    "Ilustração dos limites de um cupom: pedido mínimo, validade, usos por cliente, desconto máximo e o aviso de cupom recusado abaixo do mínimo",
  ),
  "cashback-regras": art(
    "cashback-regras",
    "Regras do cashback",
    "Ilustração das regras do cashback: percentual por pedido, crédito liberado após a conclusão, validade, pedido mínimo e percentual maior em dias fracos",
  ),
  "pontos-regras": art(
    "pontos-regras",
    "Regras de pontos",
    "Ilustração das regras do programa de pontos: um ponto por real, recompensas com o custo em pontos, validade e pedidos cancelados sem pontos",
  ),
  "roleta-premios": art(
    "roleta-premios",
    "Prêmios da roleta",
    "Ilustração da lista de prêmios da roleta com a chance de cada um em percentual e o limite de prêmios por dia",
  ),
  reputacao: art(
    "reputacao",
    "Painel de avaliações",
    "Ilustração do painel de avaliações com a nota média, as avaliações respondidas e por responder, as notas por comida e entrega e o alerta de nota baixa",
  ),
  funil: art(
    "funil",
    "Funil de conversão",
    "Ilustração do funil do cardápio nos últimos 30 dias: visitas, itens no carrinho, finalizações iniciadas e pedidos concluídos",
  ),
  "analytics-config": art(
    "analytics-config",
    "Google Analytics conectado",
    "Ilustração da configuração do Google Analytics no painel: ID de medição conectado, Tag Manager opcional e eventos do pedido prontos",
  ),
  "cliente-pj": art(
    "cliente-pj",
    "Cliente pessoa jurídica",
    "Ilustração do cadastro de um cliente pessoa jurídica com razão social, CNPJ, inscrição estadual e endereço, e o botão de emitir a NF-e do pedido",
  ),
  "operacoes-fiscais": art(
    "operacoes-fiscais",
    "Notas de outras operações",
    "Ilustração da lista de NF-e do mês: venda, devolução ao fornecedor, transferência para a filial, carta de correção e nota cancelada",
  ),
  dfe: art(
    "dfe",
    "Notas contra o CNPJ",
    "Ilustração da lista de NF-e emitidas contra o CNPJ da loja, com fornecedor, valor e a manifestação de cada nota: ciência, confirmada ou desconhecida",
  ),
  "entrada-estoque": art(
    "entrada-estoque",
    "Entrada da nota no estoque",
    "Ilustração da entrada de uma nota de compra no estoque, com os itens do fornecedor ligados aos insumos da loja e as parcelas no contas a pagar",
  ),
  sped: art(
    "sped",
    "Arquivo do SPED Fiscal",
    "Ilustração da geração do SPED Fiscal do mês com os blocos de cadastros, documentos e inventário prontos e o arquivo para o contador",
  ),
  "sped-pendencias": art(
    "sped-pendencias",
    "Conferência do SPED",
    "Ilustração da conferência antes de gerar o SPED: produtos sem NCM, unidade inconsistente, nota pendente e o resumo por CFOP",
  ),
  tributacao: art(
    "tributacao",
    "Tributação do produto",
    "Ilustração da tributação de um produto com NCM, CFOP, CSOSN, o valor aproximado dos tributos e o certificado digital válido",
  ),
  conciliacao: art(
    "conciliacao",
    "Conciliação de cartões",
    "Ilustração dos recebimentos por cartão com bandeira, NSU e código de autorização conferidos com a credenciadora e o total no fechamento",
  ),
  "caixa-movimentos": art(
    "caixa-movimentos",
    "Movimentações do caixa",
    "Ilustração das movimentações de um caixa: abertura com troco, sangria, suprimento e vendas em dinheiro, com o comprovante de cada uma",
  ),
  "caixa-fechamento": art(
    "caixa-fechamento",
    "Fechamento do caixa",
    "Ilustração do fechamento do caixa com o valor contado e o do sistema em cada forma de pagamento e a falta de R$ 5,00 no dinheiro destacada",
  ),
  "fiado-limite": art(
    "fiado-limite",
    "Venda fiado com limite",
    "Ilustração de uma venda fiado no PDV com o limite de crédito do cliente, o valor da venda e o alerta de limite ultrapassado",
  ),
  fiados: art(
    "fiados",
    "Fiados em aberto",
    "Ilustração da lista de clientes com fiado em aberto, o saldo e há quantos dias devem, e um recebimento parcial lançado no caixa",
  ),
  estoque: art(
    "estoque",
    "Estoque de insumos",
    "Ilustração do estoque de insumos com a quantidade e o mínimo de cada um e os alertas de reposição e de estoque quase no fim",
  ),
  "ficha-tecnica": art(
    "ficha-tecnica",
    "Ficha técnica",
    "Ilustração da ficha técnica de um lanche com os insumos, as quantidades, a perda e o custo de cada um, somando o custo do prato",
  ),
  "cmv-margem": art(
    "cmv-margem",
    "Custo e margem por prato",
    "Ilustração do custo, do preço e da margem de cada prato, com um prato de margem baixa destacado e o CMV da loja",
  ),
  clientes: art(
    "clientes",
    "Lista de clientes",
    "Ilustração da lista de clientes com o número de pedidos, o último pedido, o ticket médio e o grupo de cada um: VIP, frequente, inativo ou novo",
  ),
  "crm-cliente": art(
    "crm-cliente",
    "Ficha do cliente",
    "Ilustração da ficha de uma cliente com os pedidos, o ticket médio, os itens favoritos e as observações, os canais e o endereço",
  ),
  segmentos: art(
    "segmentos",
    "Segmentos de clientes",
    "Ilustração dos segmentos de clientes com o tamanho de cada um: novos, frequentes, inativos, aniversariantes e um filtro por bairro e ticket",
  ),
  "setores-produtos": art(
    "setores-produtos",
    "Setores de produção",
    "Ilustração das categorias e dos produtos do cardápio ligados aos setores de produção: cozinha, forno, bar, sobremesas e expedição",
  ),
  "canais-pedidos": art(
    "canais-pedidos",
    "Pedidos de todos os canais",
    "Ilustração da lista de pedidos com a origem de cada um, iFood, cardápio digital, mesa, balcão e WhatsApp, na mesma fila",
  ),
  "editor-cardapio": art(
    "editor-cardapio",
    "Edição do cardápio",
    "Ilustração da edição do cardápio no painel com preços e adicionais, um item pausado por falta de estoque e um cardápio por turno",
  ),
  "kpis-ifood": art(
    "kpis-ifood",
    "Indicadores no iFood",
    "Ilustração dos indicadores da semana no iFood: tempo de aceite, tempo de preparo, cancelamentos acima da meta e nota dos clientes",
  ),
  "solicitar-entregador": art(
    "solicitar-entregador",
    "Chamar entregador",
    "Ilustração de um pedido do canal próprio em que a loja chama um entregador sob demanda pelo painel, com o endereço enviado junto",
  ),
  contas: art(
    "contas",
    "Contas a pagar e a receber",
    "Ilustração das contas a pagar e a receber com os vencimentos e a situação de cada uma: a vencer, vencida, a receber e recebida",
  ),
  "fluxo-dre": art(
    "fluxo-dre",
    "DRE gerencial",
    "Ilustração da DRE gerencial do mês com a receita de vendas, o CMV, as despesas fixas e variáveis e o resultado",
  ),
  "plano-acao": art(
    "plano-acao",
    "Plano de ação financeiro",
    "Ilustração de um plano de ação financeiro com reajuste de preço, meta de CMV, contas organizadas e fluxo de caixa projetado",
  ),
  "indicacao-regras": art(
    "indicacao-regras",
    "Regras da indicação",
    "Ilustração das regras do indique e ganhe: recompensa de quem indica e do amigo, cliente novo conferido, autoindicação bloqueada e limite",
  ),
  "conta-dividida": art(
    "conta-dividida",
    "Conta dividida",
    "Ilustração da conta da mesa 12 com o consumo, a taxa de serviço de 10%, o total dividido por três pessoas e uma parte já paga",
  ),
  "inicio-produto": art(
    "inicio-produto",
    "Produto completo (painel, cardápio, WhatsApp e cozinha)",
    "Ilustração do sistema completo: o painel com os pedidos de todos os canais, o cardápio digital no celular, a conversa de pedido no WhatsApp e a tela da cozinha com a fila",
  ),
  "revenda-painel": art(
    "revenda-painel",
    "Painel da revenda",
    "Ilustração do painel da revenda com a sua marca: clientes ativos, o nível da revenda, a mensalidade por cliente, as lojas da carteira e quantos clientes faltam para o próximo nível",
  ),
  "hamburgueria-combos": art(
    "hamburgueria-combos",
    "Cardápio de hamburgueria com combos",
    "Ilustração do cardápio digital de uma hamburgueria no celular: combo smash, smash duplo, adicionais, ponto da carne e o botão de adicionar à sacola",
  ),
  "integracao-marketplace": art(
    "integracao-marketplace",
    "Integração: pedidos do marketplace",
    "Ilustração do painel da Gama Delivery recebendo os pedidos do marketplace, com valor e status de cada um e o cardápio sincronizado",
  ),
  "integracao-pagamento": art(
    "integracao-pagamento",
    "Integração: pagamentos online",
    "Ilustração do painel da Gama Delivery com os pagamentos online de cada pedido, Pix e cartão aprovados, um pendente e o repasse previsto",
  ),
  "integracao-maquininha": art(
    "integracao-maquininha",
    "Integração: maquininha",
    "Ilustração do painel da Gama Delivery com os valores enviados do PDV à maquininha, os pagamentos aprovados e o caixa conciliado",
  ),
  "integracao-sistema-gestao": art(
    "integracao-sistema-gestao",
    "Integração: sistema de gestão",
    "Ilustração do painel da Gama Delivery sincronizado com o sistema de gestão: vendas do dia, produtos e preços, estoque e notas fiscais",
  ),
  "integracao-marketing-vendas": art(
    "integracao-marketing-vendas",
    "Integração: marketing e vendas",
    "Ilustração do painel da Gama Delivery enviando os eventos do cardápio à ferramenta de marketing: visitas, produtos na sacola, início do pagamento e compras",
  ),
} as const satisfies Record<string, Illustration & { name: string }>;

export type IllustrationId = keyof typeof illustrations;

const store = (id: string, name: string, alt: string) => ({
  name,
  src: `/img/lojas/${id}.svg`,
  alt,
  width: 320,
  height: 200,
});

/** The drawings of the demo stores (public/img/lojas/), which a page's hero can show too. */
export const storeDrawings = {
  "loja-hamburgueria": store(
    "hamburgueria",
    "Hambúrguer (loja de hamburgueria)",
    "Ilustração de um hambúrguer artesanal",
  ),
  "loja-pizzaria": store("pizzaria", "Pizza (loja de pizzaria)", "Ilustração de uma pizza inteira"),
  "loja-restaurante": store("restaurante", "Prato (loja de restaurante)", "Ilustração de um prato servido"),
  "loja-acaiteria": store("acaiteria", "Açaí (loja de açaiteria)", "Ilustração de uma tigela de açaí"),
} as const satisfies Record<string, Illustration & { name: string }>;

/** The ids, in the editor's order. */
export const illustrationIds = Object.keys(illustrations) as [IllustrationId, ...IllustrationId[]];

/** What a page shows of an illustration (its editor name stays on the server). */
export function illustration(id: IllustrationId): Illustration {
  const { src, alt, width, height } = illustrations[id];
  return { src, alt, width, height };
}
