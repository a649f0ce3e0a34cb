import { collection, fields, singleton } from "@keystatic/core";
import { featureBadges, featureCategories } from "../funcionalidades/categories.ts";
import { iconNames } from "../icon-names.ts";
import { illustrationIds, illustrations } from "../illustrations.ts";
import { line, paragraph, SLUG_PATTERN } from "./fields.ts";
import { figureItems, heroCopy, textCardItems } from "./sections.ts";

/** The longest card description: the whole text shows on the card, never cut. */
export const SHORT_DESCRIPTION_MAX = 120;

const categoryField = fields.select({
  label: "Categoria",
  description: "Em qual grupo a funcionalidade aparece em /funcionalidades e no filtro",
  options: featureCategories.map((category) => ({ value: category.id, label: category.name })),
  defaultValue: "vendas",
});

const illustrationField = (label: string, description: string) =>
  fields.select({
    label,
    description,
    options: illustrationIds.map((id) => ({ value: id, label: illustrations[id].name })),
    defaultValue: illustrationIds[0],
  });

const list = (label: string, itemLabel: string, length: { min: number; max: number }, max = 160) =>
  fields.array(line(itemLabel, { max }), {
    label,
    itemLabel: (props) => props.value || `Novo item: ${itemLabel.toLowerCase()}`,
    validation: { length },
  });

/** A text-and-picture section of the feature's page. */
const section = (label: string) =>
  fields.object(
    {
      title: line("Título", { max: 90 }),
      description: paragraph("Texto", { max: 400 }),
      features: list("Itens da lista", "Item", { min: 3, max: 8 }),
      illustration: illustrationField("Ilustração", "O desenho do produto ao lado do texto"),
    },
    { label },
  );

/** A figure with its text; the claim stays with its source in the copy. */
const testimonial = fields.object(
  {
    text: paragraph("Depoimento", { max: 600 }),
    author: line("Quem falou", { max: 60, description: "Nome e inicial do sobrenome, ex.: Marcos R." }),
    company: line("Loja", { max: 80 }),
    stats: fields.object(
      {
        companies: line("Lojas", { max: 100, description: "Ex.: {lojasAtendidas} lojas usam a Gama" }),
        implementation: line("Implantação", { max: 100 }),
        support: line("Suporte", { max: 100 }),
        satisfaction: line("Satisfação", { max: 100 }),
      },
      { label: "Quatro linhas ao lado do depoimento" },
    ),
  },
  { label: "Depoimento" },
);

/**
 * The feature catalogue: one file per feature, `content/funcionalidades/{id}.yaml`, whose name is
 * the page's address (/funcionalidades/{id}). A card on /funcionalidades, in its category's group,
 * and a page of its own.
 */
export const funcionalidades = collection({
  label: "Funcionalidades",
  path: "funcionalidades/*",
  format: "yaml",
  slugField: "title",
  columns: ["title", "category", "order"],
  schema: {
    title: fields.slug({
      name: { label: "Nome da funcionalidade", validation: { isRequired: true, length: { max: 40 } } },
      slug: {
        label: "Endereço da página",
        description: "Aparece no link: /funcionalidades/endereco",
        validation: { pattern: SLUG_PATTERN, length: { max: 60 } },
      },
    }),
    shortDescription: fields.text({
      label: "Descrição curta",
      description: `Aparece inteira no cartão da lista e nos buscadores: uma ou duas frases, até ${SHORT_DESCRIPTION_MAX} caracteres`,
      multiline: true,
      validation: { isRequired: true, length: { min: 40, max: SHORT_DESCRIPTION_MAX } },
    }),
    category: categoryField,
    order: fields.integer({
      label: "Posição na categoria",
      description:
        "A lista mostra cada categoria nesta ordem (1 primeiro); posições iguais, em ordem alfabética",
      validation: { isRequired: true, min: 1, max: 999 },
    }),
    categoryLabel: fields.text({
      label: "Texto do selo da categoria",
      description: "Opcional: troca o nome da categoria no selo do cartão e da página (ex.: Marketplace)",
      validation: { length: { max: 30 } },
    }),
    badge: fields.select({
      label: "Selo de situação",
      description: "'Em breve' enquanto não está disponível: os planos que a listam mostram o mesmo aviso",
      options: [
        { value: "nenhum", label: "Nenhum" },
        ...Object.entries(featureBadges).map(([value, badge]) => ({
          value: value as keyof typeof featureBadges,
          label: badge.text,
        })),
      ],
      defaultValue: "nenhum",
    }),
    icon: fields.select({
      label: "Ícone",
      options: iconNames.map((name) => ({ value: name, label: name })),
      defaultValue: "star",
    }),
    illustration: illustrationField(
      "Ilustração do topo",
      "Aparece no topo da página no lugar do vídeo, enquanto a funcionalidade não tem vídeo",
    ),
    videoUrl: fields.text({
      label: "Vídeo (YouTube)",
      description:
        "Opcional: o endereço do vídeo, como https://www.youtube.com/watch?v=... ou https://youtu.be/...",
      validation: {
        length: { max: 200 },
        pattern: {
          regex: /^$|^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/,
          message: "Cole o endereço de um vídeo do YouTube, começando com https://",
        },
      },
    }),
    hero: fields.object(
      {
        title: line("Título", { max: 90 }),
        description: paragraph("Texto de abertura", { max: 300 }),
        cta: line("Texto do botão principal", {
          max: 40,
          description: "Leva ao formulário no fim da página, e é o texto do botão de envio",
        }),
      },
      { label: "Topo da página" },
    ),
    section1: section("Primeira seção"),
    section2: section("Segunda seção"),
    benefitsSection: fields.object(
      {
        title: line("Título", { max: 90 }),
        description: paragraph("Texto", { max: 300 }),
        benefits: textCardItems({
          label: "Vantagens",
          length: { min: 3, max: 6 },
          max: { title: 60, description: 240 },
        }),
      },
      { label: "Vantagens" },
    ),
    resultsSection: fields.object(
      {
        title: line("Título", { max: 90 }),
        description: paragraph("Texto", { max: 300 }),
        results: figureItems({
          label: "Três números",
          length: { min: 3, max: 3 },
          max: { metric: 40, value: 12, description: 200 },
        }),
        testimonial: fields.conditional(
          fields.checkbox({ label: "Mostrar um depoimento", defaultValue: false }),
          { true: testimonial, false: fields.empty() },
        ),
      },
      { label: "Resultados" },
    ),
    finalCta: fields.object(
      {
        title: line("Título", { max: 90 }),
        description: paragraph("Texto", { max: 300 }),
        benefits: list("Lista ao lado do formulário", "Item", { min: 3, max: 6 }, 100),
        form: fields.object(
          {
            title: line("Título do formulário", { max: 60 }),
            disclaimer: paragraph("Aviso abaixo do título", {
              max: 200,
              description: "Quando a equipe responde: use {prazoRespostaFuncionalidade}",
            }),
          },
          { label: "Formulário" },
        ),
      },
      { label: "Chamada final e formulário" },
    ),
  },
});

/** The copy of /funcionalidades around the catalogue. */
export const paginaFuncionalidades = singleton({
  label: "Página de funcionalidades",
  path: "paginas/funcionalidades",
  format: "yaml",
  schema: {
    hero: heroCopy(
      { title: 90, lead: 400 },
      "{funcionalidadesNoCatalogo} escreve quantas funcionalidades a lista tem",
    ),
    cta: fields.object(
      {
        title: line("Título", { max: 90 }),
        text: paragraph("Texto", { max: 300 }),
      },
      { label: "Chamada no fim da página" },
    ),
  },
});
