import { z } from "zod";
import { parseVideoUrl } from "~/lib/video";

/** The /treinamentos page: 38 videos and six category tabs. */

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "tab id must be a kebab-case slug");

export const tutorialSchema = z.strictObject({
  title: text,
  /** A YouTube watch URL; the video is identified by its `v` parameter (the id the player and the thumbnail need). */
  url: z.string().refine((url) => parseVideoUrl(url) !== null, "url must be a YouTube video URL"),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const tutorialTabSchema = z.strictObject({
  /** The value of `?categoria=` that selects the tab. */
  id: slug,
  name: text,
  /**
   * Words or phrases (lower case, without accents) that put a video in the tab
   * when its title contains one at the start of a word; null means every video.
   */
  keywords: z
    .array(z.string().regex(/^[a-z0-9]+(?: [a-z0-9]+)*$/))
    .min(1)
    .nullable(),
});
export type TutorialTab = z.infer<typeof tutorialTabSchema>;

/** In the order the page shows them; the first tab is the default (selected category index 0). */
export const tutorialTabs: readonly TutorialTab[] = [
  {
    id: "configuracao-inicial",
    name: "Configuração Inicial",
    keywords: [
      "abrir e fechar a loja",
      "categorias",
      "produto",
      "opcionais",
      "ingredientes",
      "usuarios",
      "horarios",
      "taxa de entrega",
      "modulos",
      "dados da empresa",
      "personalizar",
      "senha",
      "operacao",
      "site",
      "identificacao",
    ],
  },
  {
    id: "gestao-de-pedidos",
    name: "Gestão de Pedidos",
    keywords: ["pedido", "pdv", "mesa", "entrega e retirada"],
  },
  {
    id: "marketing-e-comunicacao",
    name: "Marketing e Comunicação",
    keywords: ["marketing", "whatsapp", "fidelidade", "cupom", "cupons", "mensagens", "visitantes"],
  },
  {
    id: "pagamentos-e-financeiro",
    name: "Pagamentos e Financeiro",
    keywords: ["pagamento", "pix", "acrescimo", "taxa", "caixa", "financeiro"],
  },
  {
    id: "integracoes",
    name: "Integrações",
    keywords: ["integrar", "integracao", "marketplace", "ifood", "pagamento online"],
  },
  { id: "todos", name: "Todos os Vídeos", keywords: null },
];

/*
 * PLACEHOLDER VIDEO IDS: the vendor has not supplied the real YouTube videos yet.
 * Every URL below carries a syntactically valid but made-up id (GdTreino001 to
 * GdTreino038); the vendor replaces each one with the real watch URL of that
 * tutorial. Titles and order are final; nothing else needs to change.
 */
export const tutorials: readonly Tutorial[] = [
  { title: "Como abrir e fechar a loja", url: "https://www.youtube.com/watch?v=GdTreino001" },
  { title: "Como cadastrar categorias no cardápio", url: "https://www.youtube.com/watch?v=GdTreino002" },
  { title: "Como cadastrar produtos", url: "https://www.youtube.com/watch?v=GdTreino003" },
  { title: "Como criar opcionais e complementos", url: "https://www.youtube.com/watch?v=GdTreino004" },
  { title: "Como cadastrar ingredientes", url: "https://www.youtube.com/watch?v=GdTreino005" },
  { title: "Como receber e gerenciar pedidos", url: "https://www.youtube.com/watch?v=GdTreino006" },
  { title: "Como vender no PDV (ponto de venda)", url: "https://www.youtube.com/watch?v=GdTreino007" },
  { title: "Como abrir e fechar o caixa no PDV", url: "https://www.youtube.com/watch?v=GdTreino008" },
  { title: "Como gerenciar as mesas e comandas", url: "https://www.youtube.com/watch?v=GdTreino009" },
  { title: "Como cadastrar usuários e permissões", url: "https://www.youtube.com/watch?v=GdTreino010" },
  { title: "Como configurar o programa de fidelidade", url: "https://www.youtube.com/watch?v=GdTreino011" },
  {
    title: "Como enviar campanhas de marketing pelo WhatsApp",
    url: "https://www.youtube.com/watch?v=GdTreino012",
  },
  {
    title: "Como configurar as respostas automáticas do WhatsApp",
    url: "https://www.youtube.com/watch?v=GdTreino013",
  },
  { title: "Como criar cupons de desconto", url: "https://www.youtube.com/watch?v=GdTreino014" },
  { title: "Como configurar as formas de pagamento", url: "https://www.youtube.com/watch?v=GdTreino015" },
  {
    title: "Como cobrar acréscimo por forma de pagamento",
    url: "https://www.youtube.com/watch?v=GdTreino016",
  },
  { title: "Como ativar o Pix automático", url: "https://www.youtube.com/watch?v=GdTreino017" },
  {
    title: "Como configurar os horários de funcionamento",
    url: "https://www.youtube.com/watch?v=GdTreino018",
  },
  {
    title: "Como configurar a taxa de entrega por distância",
    url: "https://www.youtube.com/watch?v=GdTreino019",
  },
  {
    title: "Como configurar a taxa de entrega por bairro",
    url: "https://www.youtube.com/watch?v=GdTreino020",
  },
  { title: "Como ativar módulos adicionais", url: "https://www.youtube.com/watch?v=GdTreino021" },
  { title: "Como preencher os dados da empresa", url: "https://www.youtube.com/watch?v=GdTreino022" },
  { title: "Como personalizar o cardápio digital", url: "https://www.youtube.com/watch?v=GdTreino023" },
  { title: "Configurações de entrega e retirada", url: "https://www.youtube.com/watch?v=GdTreino024" },
  { title: "Como definir a senha do gerente", url: "https://www.youtube.com/watch?v=GdTreino025" },
  { title: "Configurações de operação da loja", url: "https://www.youtube.com/watch?v=GdTreino026" },
  { title: "Configurações do site e de vendas", url: "https://www.youtube.com/watch?v=GdTreino027" },
  {
    title: "Configurações de identificação do cliente",
    url: "https://www.youtube.com/watch?v=GdTreino028",
  },
  { title: "Configurações de impressão de pedidos", url: "https://www.youtube.com/watch?v=GdTreino029" },
  { title: "Configurações das mesas", url: "https://www.youtube.com/watch?v=GdTreino030" },
  { title: "Configurações de pedidos", url: "https://www.youtube.com/watch?v=GdTreino031" },
  { title: "Como criar mensagens personalizadas", url: "https://www.youtube.com/watch?v=GdTreino032" },
  { title: "Como integrar sua loja ao marketplace", url: "https://www.youtube.com/watch?v=GdTreino033" },
  { title: "Como montar a ficha técnica do produto", url: "https://www.youtube.com/watch?v=GdTreino034" },
  { title: "Como usar o contador de visitantes", url: "https://www.youtube.com/watch?v=GdTreino035" },
  { title: "Como ativar o pagamento online", url: "https://www.youtube.com/watch?v=GdTreino036" },
  { title: "Como usar o controle financeiro", url: "https://www.youtube.com/watch?v=GdTreino037" },
  { title: "Como integrar um parceiro de entregas", url: "https://www.youtube.com/watch?v=GdTreino038" },
];
