import { collection, fields, singleton } from "@keystatic/core";
import { iconNames } from "../icon-names.ts";
import {
  difficulties,
  integrationCategories,
  integrationCategoryIds,
  integrationStatuses,
  setupTimes,
} from "../integracoes/categories.ts";
import { choice, faq, line, paragraph, SLUG_PATTERN, whole } from "./fields.ts";
import { figureItems, heroCopy } from "./sections.ts";

/** A list of one-line items, with the editor's label for a new one. */
const lines = (
  label: string,
  item: { label: string; max: number },
  length: { min: number; max: number },
  description?: string,
) =>
  fields.array(line(item.label, { max: item.max }), {
    label,
    description,
    itemLabel: (props) => props.value || `Novo item: ${item.label.toLowerCase()}`,
    validation: { length },
  });

/** In an integration's copy, `{tempoDeConfiguracao}` writes its setup time (load.ts). */
export const SETUP_TIME_TOKEN = "tempoDeConfiguracao";

/**
 * The integrations of /integracoes: one file each, `content/integracoes/{id}.yaml`, whose name is
 * the page's address (/integracoes/{id}). The catalogue lists them by category (in filter order),
 * then by their position in it.
 */
export const integracoes = collection({
  label: "Integrações",
  path: "integracoes/*",
  format: "yaml",
  slugField: "name",
  columns: ["name", "category", "status"],
  schema: {
    name: fields.slug({
      name: {
        label: "Nome do parceiro",
        description: "Como o parceiro escreve o próprio nome; aparece no quadro do catálogo e no título",
        validation: { isRequired: true, length: { max: 24 } },
      },
      slug: {
        label: "Endereço da página",
        description: "Aparece no link: /integracoes/endereco",
        validation: { pattern: SLUG_PATTERN, length: { max: 40 } },
      },
    }),
    category: choice(
      "Categoria",
      integrationCategoryIds,
      Object.fromEntries(integrationCategories.map((c) => [c.id, c.name])) as Record<
        (typeof integrationCategoryIds)[number],
        string
      >,
      "marketplace",
    ),
    position: whole("Posição na categoria", {
      min: 1,
      max: 99,
      description: "O catálogo mostra cada categoria do menor número para o maior",
    }),
    status: choice(
      "Situação",
      integrationStatuses,
      { disponivel: "Disponível", "em-breve": "Em breve (selo 'Em breve' e pedido de aviso)" },
      "disponivel",
    ),
    description: paragraph("Resumo", {
      max: 180,
      description: "Uma frase: aparece no cartão do catálogo, no topo da página e nos buscadores",
    }),
    detailedDescription: paragraph("Descrição completa", {
      max: 1500,
      description: "Dois ou três parágrafos, separados por uma linha em branco",
    }),
    setupTime: choice(
      "Tempo de configuração",
      setupTimes,
      Object.fromEntries(setupTimes.map((time) => [time, time])) as Record<
        (typeof setupTimes)[number],
        string
      >,
      "2 horas",
    ),
    difficulty: choice(
      "Nível de complexidade",
      difficulties,
      { Fácil: "Fácil", Médio: "Médio", Avançado: "Avançado" },
      "Fácil",
    ),
    tags: lines(
      "Temas",
      { label: "Tema", max: 30 },
      { min: 3, max: 6 },
      "Aparecem na página como etiquetas, como as tags do blog",
    ),
    seoKeywords: lines(
      "Palavras-chave para buscadores",
      { label: "Palavra-chave", max: 80 },
      { min: 3, max: 10 },
      "Não aparecem na página: vão nos dados estruturados que os buscadores leem",
    ),
    features: lines("Funcionalidades", { label: "Funcionalidade", max: 200 }, { min: 4, max: 10 }),
    benefits: lines("Benefícios", { label: "Benefício", max: 120 }, { min: 3, max: 8 }),
    results: figureItems({
      label: "Resultados",
      description: "Exatamente três, lado a lado",
      length: { min: 3, max: 3 },
      max: { metric: 60, value: 30, description: 160 },
    }),
    partnership: fields.object(
      {
        description: paragraph("Sobre a parceria", { max: 400 }),
        benefits: lines("Benefícios exclusivos", { label: "Benefício", max: 140 }, { min: 3, max: 6 }),
        solutions: lines("Soluções da parceria", { label: "Solução", max: 100 }, { min: 3, max: 6 }),
        contribution: paragraph("Como a parceria ajuda o seu negócio", { max: 400 }),
      },
      { label: "Parceria" },
    ),
    useCases: fields.array(
      fields.object({
        category: line("Tipo de negócio", { max: 40 }),
        cases: fields.array(
          fields.object({
            title: line("Título", { max: 60 }),
            description: paragraph("Descrição", { max: 200 }),
          }),
          {
            label: "Casos",
            description: "Exatamente três, lado a lado",
            itemLabel: (props) => props.fields.title.value || "Novo caso",
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      }),
      {
        label: "Casos de uso",
        itemLabel: (props) => props.fields.category.value || "Novo tipo de negócio",
        validation: { length: { min: 2, max: 3 } },
      },
    ),
    faq: faq({
      length: { min: 3, max: 10 },
      answerMax: 600,
      answerDescription:
        "Escreva {tempoDeConfiguracao} para repetir o tempo de configuração desta integração",
    }),
  },
});

/** The copy of /integracoes around the catalogue, and the developer section's areas. */
export const paginaIntegracoes = singleton({
  label: "Página de integrações",
  path: "paginas/integracoes",
  format: "yaml",
  schema: {
    seo: fields.object(
      {
        title: line("Título nos buscadores", { max: 70 }),
        description: paragraph("Descrição nos buscadores", {
          max: 180,
          description: "{integracoes} escreve quantas integrações o catálogo tem",
        }),
      },
      { label: "Buscadores e compartilhamento" },
    ),
    hero: heroCopy({ title: 80, lead: 300 }),
    developers: fields.object(
      {
        eyebrow: line("Chamada acima do título", { max: 40 }),
        title: line("Título", { max: 80 }),
        lead: paragraph("Texto de abertura", { max: 300 }),
        areas: fields.array(
          fields.object({
            icon: fields.select({
              label: "Ícone",
              options: iconNames.map((name) => ({ value: name, label: name })),
              defaultValue: "code",
            }),
            title: line("Título", { max: 40 }),
            description: paragraph("Descrição", { max: 160 }),
          }),
          {
            label: "O que a API cobre",
            itemLabel: (props) => props.fields.title.value || "Nova área",
            validation: { length: { min: 3, max: 9 } },
          },
        ),
      },
      { label: "Seção para desenvolvedores" },
    ),
    customIntegration: fields.object(
      {
        title: line("Título", { max: 80 }),
        text: paragraph("Texto", { max: 300 }),
      },
      { label: "Chamada para integração personalizada" },
    ),
  },
});
