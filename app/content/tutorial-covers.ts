/**
 * The drawn covers of /treinamentos: one per subject a tutorial can be about (scripts/build-product-art.mjs
 * draws each as public/img/treinamentos/{id}.svg, 480x270 like a video's frame). A tutorial shows the
 * cover its file names (the editor's "Capa desenhada"), else the first subject whose words start a word
 * of its title ("Como ativar o Pix automático": `pix`), else its first tab's cover. So a new tutorial
 * gets a fitting drawing with nothing but its title, and marketing can pick another in the editor.
 * Plain data with no imports: the content schema, the page and the drawing script read it.
 */
export const tutorialCovers = [
  // The more specific subjects first: "abrir e fechar o caixa no PDV" is about the cash register.
  { id: "caixa", name: "Caixa do PDV", words: ["caixa"] },
  { id: "modulos", name: "Módulos do sistema", words: ["modulo"] },
  { id: "ficha-tecnica", name: "Ficha técnica", words: ["ficha tecnica"] },
  { id: "opcionais", name: "Opcionais e complementos", words: ["opciona", "complemento", "adicionais"] },
  { id: "categorias", name: "Categorias do cardápio", words: ["categoria"] },
  { id: "produtos", name: "Produtos do cardápio", words: ["produto"] },
  { id: "ingredientes", name: "Ingredientes e estoque", words: ["ingrediente", "insumo", "estoque"] },
  { id: "taxa-por-bairro", name: "Taxa de entrega por bairro", words: ["bairro"] },
  {
    id: "taxa-por-distancia",
    name: "Taxa de entrega por distância",
    words: ["distancia", "raio de entrega"],
  },
  { id: "entregadores", name: "Entregadores parceiros", words: ["parceiro de entrega", "entregador"] },
  { id: "entrega-e-retirada", name: "Entrega e retirada", words: ["entrega e retirada", "retirada"] },
  { id: "pix", name: "Pix", words: ["pix"] },
  { id: "pagamento-online", name: "Pagamento online", words: ["pagamento online", "checkout"] },
  {
    id: "formas-de-pagamento",
    name: "Formas de pagamento",
    words: ["forma de pagamento", "formas de pagamento"],
  },
  { id: "usuarios", name: "Usuários e permissões", words: ["usuario", "permiss"] },
  { id: "senha-do-gerente", name: "Senha do gerente", words: ["senha"] },
  { id: "dados-da-empresa", name: "Dados da empresa", words: ["dados da empresa", "empresa"] },
  { id: "horarios", name: "Horários de funcionamento", words: ["horario"] },
  {
    id: "abrir-e-fechar-a-loja",
    name: "Loja aberta e fechada",
    words: ["abrir e fechar a loja", "loja aberta"],
  },
  { id: "operacao-da-loja", name: "Operação da loja", words: ["operacao"] },
  {
    id: "identificacao-do-cliente",
    name: "Identificação do cliente",
    words: ["identificacao", "cadastro do cliente"],
  },
  { id: "site-e-vendas", name: "Site e vendas", words: ["site"] },
  {
    id: "respostas-automaticas",
    name: "Respostas automáticas",
    words: ["resposta", "atendimento automatico"],
  },
  { id: "mensagens", name: "Mensagens aos clientes", words: ["mensage"] },
  { id: "campanhas", name: "Campanhas no WhatsApp", words: ["campanha"] },
  { id: "fidelidade", name: "Programa de fidelidade", words: ["fidelidade", "pontos", "cashback"] },
  { id: "cupons", name: "Cupons de desconto", words: ["cupo", "desconto"] },
  { id: "visitantes", name: "Visitantes do cardápio", words: ["visitante", "visitas"] },
  { id: "marketplace", name: "Marketplace", words: ["marketplace"] },
  { id: "impressao", name: "Impressão de pedidos", words: ["impress", "imprim"] },
  { id: "comandas", name: "Mesas e comandas", words: ["comanda"] },
  { id: "mesas", name: "Mesas e QR Code", words: ["mesa"] },
  {
    id: "controle-financeiro",
    name: "Controle financeiro",
    words: ["financeiro", "financas", "contas a pagar"],
  },
  { id: "pdv", name: "PDV", words: ["pdv", "ponto de venda"] },
  { id: "cardapio-digital", name: "Cardápio digital", words: ["cardapio"] },
  { id: "configuracoes-de-pedidos", name: "Configurações de pedidos", words: ["configuracoes de pedidos"] },
  { id: "pedidos", name: "Pedidos de todos os canais", words: ["pedido"] },
] as const;

export type TutorialCoverId = (typeof tutorialCovers)[number]["id"];

/** Lower case, without accents: "Configurações" and "configuracoes" are the same word. */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Whether `words` appears in `title` at the start of a word (a stem: "opciona" finds "opcionais"). */
const startsAWord = (title: string, words: string): boolean => {
  const at = title.indexOf(words);
  if (at < 0) return false;
  return at === 0 || !/[a-z0-9]/.test(title[at - 1] ?? "") || startsAWord(title.slice(at + 1), words);
};

/** The subject a title is about: the first whose words start a word of it, if any. */
export function coverSubjectOf(title: string): TutorialCoverId | null {
  const text = plain(title);
  return tutorialCovers.find((cover) => cover.words.some((words) => startsAWord(text, words)))?.id ?? null;
}
