/**
 * The tabs of /treinamentos (the spec's six): the topics a tutorial can be filed under, which the
 * editor offers as choices, then the tab that lists every video. Apart from app/lib/tutorials.ts,
 * which the page's browser code uses, so the editor's choices stay out of the page's bundle.
 */

/** The topical tabs, in the page's order: each tutorial names the ones it belongs to. */
export const tutorialTopics = [
  { id: "configuracao-inicial", name: "Configuração inicial" },
  { id: "gestao-de-pedidos", name: "Gestão de pedidos" },
  { id: "marketing-e-comunicacao", name: "Marketing e comunicação" },
  { id: "pagamentos-e-financeiro", name: "Pagamentos e financeiro" },
  { id: "integracoes", name: "Integrações" },
] as const;
export type TutorialTopicId = (typeof tutorialTopics)[number]["id"];

/** The tab that lists every video. */
export const allTutorialsTab = { id: "todos", name: "Todos os vídeos" } as const;

/** Every tab, in the page's order; the first is the default (selected category index 0). */
export const tutorialTabs = [...tutorialTopics, allTutorialsTab] as const;
