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

/** The YouTube watch URL of a video id. */
function watch(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/*
 * PLACEHOLDER VIDEO IDS: the vendor has not supplied the real YouTube videos yet.
 * Every video below carries a syntactically valid but made-up id (GdTreino001 to
 * GdTreino038); the vendor replaces each one with the real YouTube id of that
 * tutorial. Titles and order are final; nothing else needs to change.
 */
export const tutorials: readonly Tutorial[] = [
  { title: "Como abrir e fechar a loja", url: watch("GdTreino001") },
  { title: "Como cadastrar categorias no cardápio", url: watch("GdTreino002") },
  { title: "Como cadastrar produtos", url: watch("GdTreino003") },
  { title: "Como criar opcionais e complementos", url: watch("GdTreino004") },
  { title: "Como cadastrar ingredientes", url: watch("GdTreino005") },
  { title: "Como receber e gerenciar pedidos", url: watch("GdTreino006") },
  { title: "Como vender no PDV (ponto de venda)", url: watch("GdTreino007") },
  { title: "Como abrir e fechar o caixa no PDV", url: watch("GdTreino008") },
  { title: "Como gerenciar as mesas e comandas", url: watch("GdTreino009") },
  { title: "Como cadastrar usuários e permissões", url: watch("GdTreino010") },
  { title: "Como configurar o programa de fidelidade", url: watch("GdTreino011") },
  { title: "Como enviar campanhas de marketing pelo WhatsApp", url: watch("GdTreino012") },
  { title: "Como configurar as respostas automáticas do WhatsApp", url: watch("GdTreino013") },
  { title: "Como criar cupons de desconto", url: watch("GdTreino014") },
  { title: "Como configurar as formas de pagamento", url: watch("GdTreino015") },
  { title: "Como cobrar acréscimo por forma de pagamento", url: watch("GdTreino016") },
  { title: "Como ativar o Pix automático", url: watch("GdTreino017") },
  { title: "Como configurar os horários de funcionamento", url: watch("GdTreino018") },
  { title: "Como configurar a taxa de entrega por distância", url: watch("GdTreino019") },
  { title: "Como configurar a taxa de entrega por bairro", url: watch("GdTreino020") },
  { title: "Como ativar módulos adicionais", url: watch("GdTreino021") },
  { title: "Como preencher os dados da empresa", url: watch("GdTreino022") },
  { title: "Como personalizar o cardápio digital", url: watch("GdTreino023") },
  { title: "Configurações de entrega e retirada", url: watch("GdTreino024") },
  { title: "Como definir a senha do gerente", url: watch("GdTreino025") },
  { title: "Configurações de operação da loja", url: watch("GdTreino026") },
  { title: "Configurações do site e de vendas", url: watch("GdTreino027") },
  { title: "Configurações de identificação do cliente", url: watch("GdTreino028") },
  { title: "Configurações de impressão de pedidos", url: watch("GdTreino029") },
  { title: "Configurações das mesas", url: watch("GdTreino030") },
  { title: "Configurações de pedidos", url: watch("GdTreino031") },
  { title: "Como criar mensagens personalizadas", url: watch("GdTreino032") },
  { title: "Como integrar sua loja ao marketplace", url: watch("GdTreino033") },
  { title: "Como montar a ficha técnica do produto", url: watch("GdTreino034") },
  { title: "Como usar o contador de visitantes", url: watch("GdTreino035") },
  { title: "Como ativar o pagamento online", url: watch("GdTreino036") },
  { title: "Como usar o controle financeiro", url: watch("GdTreino037") },
  { title: "Como integrar um parceiro de entregas", url: watch("GdTreino038") },
];
