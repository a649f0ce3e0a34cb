import { describe, expect, it } from "vitest";
import { carouselStepPx, tutorialsForTab } from "~/lib/tutorials";
import { parseVideoUrl } from "~/lib/video";
import { tutorialSchema, tutorials, tutorialTabSchema, tutorialTabs } from "./tutorials";

const titlesOf = (tabId: string) => {
  const tab = tutorialTabs.find((t) => t.id === tabId);
  if (!tab) throw new Error(`no tab ${tabId}`);
  return tutorialsForTab(tab, tutorials).map((v) => v.title);
};

/** The intended place of every video: the keyword sets must produce exactly these lists. */
const expectedTabs: Record<string, string[]> = {
  "configuracao-inicial": [
    "Como abrir e fechar a loja",
    "Como cadastrar categorias no cardápio",
    "Como cadastrar produtos",
    "Como criar opcionais e complementos",
    "Como cadastrar ingredientes",
    "Como cadastrar usuários e permissões",
    "Como configurar os horários de funcionamento",
    "Como configurar a taxa de entrega por distância",
    "Como configurar a taxa de entrega por bairro",
    "Como ativar módulos adicionais",
    "Como preencher os dados da empresa",
    "Como personalizar o cardápio digital",
    "Como definir a senha do gerente",
    "Configurações de operação da loja",
    "Configurações do site e de vendas",
    "Configurações de identificação do cliente",
    "Como montar a ficha técnica do produto",
  ],
  "gestao-de-pedidos": [
    "Como receber e gerenciar pedidos",
    "Como vender no PDV (ponto de venda)",
    "Como abrir e fechar o caixa no PDV",
    "Como gerenciar as mesas e comandas",
    "Configurações de entrega e retirada",
    "Configurações de impressão de pedidos",
    "Configurações das mesas",
    "Configurações de pedidos",
  ],
  "marketing-e-comunicacao": [
    "Como configurar o programa de fidelidade",
    "Como enviar campanhas de marketing pelo WhatsApp",
    "Como configurar as respostas automáticas do WhatsApp",
    "Como criar cupons de desconto",
    "Como criar mensagens personalizadas",
    "Como usar o contador de visitantes",
  ],
  "pagamentos-e-financeiro": [
    "Como abrir e fechar o caixa no PDV",
    "Como configurar as formas de pagamento",
    "Como cobrar acréscimo por forma de pagamento",
    "Como ativar o Pix automático",
    "Como configurar a taxa de entrega por distância",
    "Como configurar a taxa de entrega por bairro",
    "Como ativar o pagamento online",
    "Como usar o controle financeiro",
  ],
  integracoes: [
    "Como integrar sua loja ao marketplace",
    "Como ativar o pagamento online",
    "Como integrar um parceiro de entregas",
  ],
};

describe("tutorials content", () => {
  it("has the spec's 38 videos, each valid, with unique titles and unique videos", () => {
    expect(tutorials).toHaveLength(38);
    for (const video of tutorials) expect(() => tutorialSchema.parse(video)).not.toThrow();
    expect(new Set(tutorials.map((v) => v.title)).size).toBe(38);
    expect(new Set(tutorials.map((v) => parseVideoUrl(v.url))).size).toBe(38);
  });

  it("every video URL is accepted by the video URL parser", () => {
    for (const video of tutorials) {
      expect(parseVideoUrl(video.url), video.title).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
  });

  it("has the spec's six tabs in order, the first being the default", () => {
    for (const tab of tutorialTabs) expect(() => tutorialTabSchema.parse(tab)).not.toThrow();
    expect(tutorialTabs.map((t) => t.name)).toEqual([
      "Configuração Inicial",
      "Gestão de Pedidos",
      "Marketing e Comunicação",
      "Pagamentos e Financeiro",
      "Integrações",
      "Todos os Vídeos",
    ]);
    expect(new Set(tutorialTabs.map((t) => t.id)).size).toBe(6);
  });

  it.each(Object.entries(expectedTabs))("tab %s lists the videos of its topic", (tabId, titles) => {
    expect(titlesOf(tabId)).toEqual(titles);
  });

  it("every video appears in at least one topical tab", () => {
    const topical = tutorialTabs.filter((t) => t.keywords !== null);
    expect(topical).toHaveLength(5);
    const orphans = tutorials.filter((video) =>
      topical.every((tab) => !tutorialsForTab(tab, [video]).length),
    );
    expect(orphans.map((v) => v.title)).toEqual([]);
  });

  it("'Todos os Vídeos' lists all 38 in content order", () => {
    expect(titlesOf("todos")).toEqual(tutorials.map((v) => v.title));
  });

  it("the carousel moves 320 px per arrow click", () => {
    expect(carouselStepPx).toBe(320);
  });
});
