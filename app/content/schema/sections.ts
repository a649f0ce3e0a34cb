import { type ComponentSchema, fields, type ValueForReading } from "@keystatic/core";
import type { ReferenceView } from "../../components/calculadora/savings-calculator.tsx";
import type { FeatureCardData } from "../../components/funcionalidades/feature-card.tsx";
import type { PlanCardData } from "../../components/planos/plan-card.tsx";
import type { SavingsPlan, SavingsValues } from "../../lib/savings.ts";
import { type IllustrationId, illustrationIds, illustrations, storeDrawings } from "../illustrations.ts";
import type { IntegrationCategory } from "../integracoes/categories.ts";
import { choice, faq, icon, line, paragraph, SLUG_PATTERN } from "./fields.ts";
import { featureId, page } from "./links.ts";

/**
 * The section library: every kind of section a page can be built from, each declared once as the
 * fields the editor shows (a block of `fields.blocks`), the collections its pickers name (checked
 * at build by app/content/schema/load.ts) and `resolve`, which turns what the file says into what
 * its component shows (app/components/sections/library/, one component per kind, registered in
 * its index). The fixed pages build their sections from the same parts (pickers, card and figure
 * items, buttons, lead forms), so a shape is written once.
 */

/** An optional slug: an anchor id, empty when the section has none. */
const optionalSlug = (label: string, description: string) =>
  fields.text({
    label,
    description,
    validation: {
      length: { max: 40 },
      pattern: { regex: new RegExp(`^$|${SLUG_PATTERN.regex.source}`), message: SLUG_PATTERN.message },
    },
  });

const optionalLine = (label: string, max: number, description?: string) =>
  fields.text({ label, description, validation: { length: { max } } });

/** Where a section can be jumped to (#id), and its name in the "Nesta página" menu of the hero. */
export const anchor = fields.object(
  {
    id: optionalSlug(
      "Âncora",
      "Opcional: o nome da seção no endereço, para botões e menus levarem até ela (#contato)",
    ),
    label: optionalLine(
      "Nome no menu 'Nesta página'",
      30,
      "Opcional: com uma âncora, a seção aparece no menu do topo com este nome",
    ),
  },
  { label: "Âncora da seção" },
);

/** A page's opening copy: the line above the title, the title (the page's h1) and the lead. */
export function heroCopy(max: { title: number; lead: number; eyebrow?: number }, leadDescription?: string) {
  return fields.object(
    {
      eyebrow: line("Chamada acima do título", { max: max.eyebrow ?? 40 }),
      title: line("Título", { max: max.title }),
      lead: paragraph("Texto de abertura", { max: max.lead, description: leadDescription }),
    },
    { label: "Topo da página" },
  );
}

/** Entries of a collection picked in order, as a page lists them. */
export function picker(options: {
  label: string;
  collection: "funcionalidades" | "depoimentos" | "clientes" | "integracoes" | "planos";
  length: { min: number; max: number };
  description?: string;
}) {
  return fields.multiRelationship({
    label: options.label,
    collection: options.collection,
    description: options.description,
    validation: { length: options.length },
  });
}

const cardText = (max: { title?: number; description?: number } = {}) => ({
  title: line("Título", { max: max.title ?? 60 }),
  description: paragraph("Texto", { max: max.description ?? 320 }),
});

interface ListOptions {
  label: string;
  length: { min: number; max: number };
  description?: string;
}

function cardList<Item extends { title: ReturnType<typeof line> } & Record<string, ComponentSchema>>(
  item: Item,
  options: ListOptions,
) {
  return fields.array(fields.object(item), {
    label: options.label,
    description: options.description,
    itemLabel: (props) => props.fields.title.value || "Novo cartão",
    validation: { length: options.length },
  });
}

/** A titled list of picked entries, as a fixed page shows its testimonials or its clients. */
export function pickedList(label: string, options: Parameters<typeof picker>[0]) {
  return fields.object({ title: line("Título", { max: 60 }), items: picker(options) }, { label });
}

/** Cards of an icon, a title and a text (a page's benefits). */
export function cardItems(options: ListOptions & { max?: { title?: number; description?: number } }) {
  return cardList({ icon: icon(), ...cardText(options.max) }, options);
}

/** Cards of a title and a text (the problems a page solves, advantages). */
export function textCardItems(options: ListOptions & { max?: { title?: number; description?: number } }) {
  return cardList(cardText(options.max), options);
}

/** Figures (a number and what it measures): results, a page's numbers, often facts in braces. */
export function figureItems(options: {
  label: string;
  length: { min: number; max: number };
  max?: { metric?: number; value?: number; description?: number };
  description?: string;
}) {
  return fields.array(
    fields.object({
      metric: line("O que mede", { max: options.max?.metric ?? 60 }),
      value: line("Número", {
        max: options.max?.value ?? 30,
        description: "Ex.: +40%, ou um fato entre chaves, como {lojasAtendidas}",
      }),
      description: paragraph("Texto", { max: options.max?.description ?? 240 }),
    }),
    {
      label: options.label,
      description: options.description,
      itemLabel: (props) => props.fields.metric.value || "Novo número",
      validation: { length: options.length },
    },
  );
}

/** Where a button leads: a section of the same page, a page of the site, a feature or a solution. */
export const target = fields.conditional(
  fields.select({
    label: "Leva para",
    options: [
      { value: "section", label: "Uma seção desta página (#…)" },
      { value: "page", label: "Uma página do site" },
      { value: "feature", label: "Uma funcionalidade (/funcionalidades/…)" },
      { value: "solution", label: "Uma solução (/solucoes/…)" },
    ],
    defaultValue: "section",
  }),
  {
    section: fields.text({
      label: "Âncora da seção",
      description: "A âncora de uma seção desta página, como contato",
      validation: { isRequired: true, length: { min: 1, max: 40 }, pattern: SLUG_PATTERN },
    }),
    page: page("Página"),
    feature: featureId(),
    solution: fields.text({
      label: "Solução",
      description: "O fim do endereço da página: /solucoes/sistema-pdv → sistema-pdv",
      validation: { isRequired: true, length: { min: 1, max: 80 }, pattern: SLUG_PATTERN },
    }),
  },
);
export type Target = ValueForReading<typeof target>;

/** A page's buttons, the main one first. */
export function actions(length: { min: number; max: number }) {
  return fields.array(fields.object({ label: line("Texto do botão", { max: 40 }), to: target }), {
    label: "Botões",
    description: "O primeiro é o principal",
    itemLabel: (props) => props.fields.label.value || "Novo botão",
    validation: { length },
  });
}

export const leadFormKinds = ["demo", "contact"] as const;
export type LeadFormKind = (typeof leadFormKinds)[number];

/** A lead form: which one, its copy and the subject sales reads in the e-mail. */
export const leadFormFields = fields.object(
  {
    form: choice(
      "Formulário",
      leadFormKinds,
      {
        demo: "Demonstração (faturamento, unidades, segmento e aceite da privacidade)",
        contact: "Contato (nome, empresa, e-mail, WhatsApp e mensagem)",
      },
      "contact",
    ),
    title: line("Título", { max: 100 }),
    description: paragraph("Texto", { max: 400 }),
    submitLabel: line("Texto do botão de envio", { max: 40 }),
    subject: line("Assunto do e-mail para a equipe comercial", {
      max: 80,
      description: "Ex.: Interesse - Black Friday para pizzarias",
    }),
  },
  { label: "Formulário" },
);

/** The pictures a hero can show: the demo stores' drawings and the product illustrations. */
export const pictureIds = ["nenhuma", ...Object.keys(storeDrawings), ...illustrationIds] as const;
const pictureField = fields.select({
  label: "Desenho ao lado do título",
  options: [
    { value: "nenhuma", label: "Nenhum" },
    ...Object.entries(storeDrawings).map(([value, drawing]) => ({ value, label: drawing.name })),
    ...illustrationIds.map((id) => ({ value: id, label: illustrations[id].name })),
  ],
  defaultValue: "nenhuma",
});

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function pictureOf(id: string): Picture | null {
  const drawing =
    (storeDrawings as Record<string, Picture | undefined>)[id] ??
    (illustrations as Record<string, Picture | undefined>)[id as IllustrationId];
  if (!drawing) return null;
  const { src, alt, width, height } = drawing;
  return { src, alt, width, height };
}

const tone = (defaultValue: "plain" | "muted" | "dark") =>
  choice(
    "Fundo",
    ["plain", "muted", "dark"] as const,
    { plain: "Branco", muted: "Cinza claro", dark: "Escuro" },
    defaultValue,
  );

/** A picture as a card shows it: an image file, its size and its alt text. */
export interface CardPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Where the build publishes the drawings made from content (scripts/vite-content.ts): a client's
 * logo mark (app/content/schema/client-mark.ts) and a testimonial's portrait (portrait.ts).
 */
export const clientMarkSrc = (id: string) => `/img/clientes/${id}.svg`;
export const portraitSrc = (id: string) => `/img/depoimentos/${id}.svg`;

/** A testimonial as its card shows it. */
export interface TestimonialCard {
  name: string;
  /** The drawn portrait beside the name (the name beside it says who it is: its alt is empty). */
  portrait: CardPicture;
  line: string;
  text: string;
  results?: readonly string[];
}

/** A testimonial of content/depoimentos/ as the cards show it: the speaker's portrait, business and city. */
export function testimonialCard(t: {
  id: string;
  name: string;
  company: string;
  city: string;
  text: string;
  results: readonly string[];
}): TestimonialCard {
  return {
    name: t.name,
    portrait: { src: portraitSrc(t.id), alt: "", width: 96, height: 96 },
    line: `${t.company}, ${t.city}`,
    text: t.text,
    ...(t.results.length > 0 ? { results: t.results } : {}),
  };
}

/** A client as the client list shows it: its drawn logo mark, whose alt text is its name and segment. */
export interface ClientCard {
  name: string;
  segment: string;
  mark: CardPicture;
}

export function clientCard(c: { id: string; name: string; segment: string }): ClientCard {
  return {
    name: c.name,
    segment: c.segment,
    mark: {
      src: clientMarkSrc(c.id),
      alt: `${c.name}, ${c.segment.toLocaleLowerCase("pt-BR")}`,
      width: 300,
      height: 90,
    },
  };
}

/**
 * What the section resolvers read besides the file: the collections a picker names, shaped as the
 * cards show them, a link's address and Markdown's HTML. app/content/sections.server.ts builds it
 * once from the site's content.
 */
export interface SectionSources {
  features(ids: readonly string[]): FeatureCardData[];
  testimonials(ids: readonly string[]): TestimonialCard[];
  clients(ids: readonly string[]): ClientCard[];
  integrations(ids: readonly string[]): {
    integration: { id: string; name: string; description: string; status: "disponivel" | "em-breve" };
    category: IntegrationCategory;
  }[];
  /** Every plan when `ids` is empty. */
  plans(ids: readonly string[]): PlanCardData[];
  calculator(): { initialValues: SavingsValues; plans: SavingsPlan[]; reference: ReferenceView };
  markdown(source: string): string;
  /** The address of a page, a feature or a solution. */
  path(to: Exclude<Target, { discriminant: "section" }>): string;
}

/** A button as the page renders it: `#id` for a section of the page, else a path of the site. */
export function resolveActions(
  items: readonly { label: string; to: Target }[],
  sources: Pick<SectionSources, "path">,
) {
  return items.map((item) => ({
    label: item.label,
    href: item.to.discriminant === "section" ? `#${item.to.value}` : sources.path(item.to),
  }));
}

/** One kind of section: its label in the editor, its fields, its pickers and its resolver. */
interface Kind<Schema extends Record<string, ComponentSchema>, Resolved> {
  label: string;
  schema: ReturnType<typeof fields.object<Schema>>;
  /** The fields of the section that pick entries, and the folder of each. */
  picks?: Partial<Record<keyof Schema, string>>;
  resolve(
    value: ValueForReading<ReturnType<typeof fields.object<Schema>>>,
    sources: SectionSources,
  ): Resolved;
}

function kind<Schema extends Record<string, ComponentSchema>, Resolved>(
  label: string,
  schema: Schema,
  rest: Omit<Kind<Schema, Resolved>, "label" | "schema">,
): Kind<Schema, Resolved> {
  return { label, schema: fields.object(schema), ...rest };
}

const titled = { anchor, title: line("Título", { max: 100 }) };
const intro = optionalLine("Texto abaixo do título", 300, "Opcional");

export const sectionLibrary = {
  hero: kind(
    "Topo da página",
    {
      eyebrow: optionalLine("Chamada acima do título", 60, "Opcional"),
      title: line("Título", { max: 120 }),
      lead: paragraph("Texto de abertura", { max: 400 }),
      pageNavigation: fields.checkbox({
        label: "Mostrar o menu 'Nesta página'",
        description: "Lista as seções que têm âncora e nome no menu",
        defaultValue: false,
      }),
      aside: fields.conditional(
        fields.select({
          label: "Ao lado do título",
          options: [
            { value: "buttons", label: "Botões e um desenho" },
            { value: "form", label: "Um formulário" },
          ],
          defaultValue: "buttons",
        }),
        {
          buttons: fields.object({ actions: actions({ min: 0, max: 2 }), picture: pictureField }),
          form: leadFormFields,
        },
      ),
    },
    {
      resolve: ({ aside, ...value }, sources) => ({
        ...value,
        aside:
          aside.discriminant === "form"
            ? { kind: "form" as const, form: aside.value }
            : {
                kind: "buttons" as const,
                actions: resolveActions(aside.value.actions, sources),
                picture: pictureOf(aside.value.picture),
              },
      }),
    },
  ),
  benefits: kind(
    "Cartões de benefícios",
    {
      ...titled,
      intro,
      tone: tone("plain"),
      cards: cardItems({ label: "Cartões", length: { min: 1, max: 9 } }),
    },
    { resolve: (value) => value },
  ),
  features: kind(
    "Funcionalidades do catálogo",
    {
      ...titled,
      intro,
      items: picker({ label: "Funcionalidades", collection: "funcionalidades", length: { min: 1, max: 9 } }),
    },
    {
      picks: { items: "funcionalidades" },
      resolve: ({ items, ...value }, sources) => ({ ...value, items: sources.features(items) }),
    },
  ),
  testimonials: kind(
    "Depoimentos",
    {
      ...titled,
      tone: tone("plain"),
      items: picker({ label: "Depoimentos", collection: "depoimentos", length: { min: 1, max: 6 } }),
    },
    {
      picks: { items: "depoimentos" },
      resolve: ({ items, ...value }, sources) => ({ ...value, items: sources.testimonials(items) }),
    },
  ),
  clients: kind(
    "Clientes (logotipos)",
    { ...titled, items: picker({ label: "Clientes", collection: "clientes", length: { min: 4, max: 40 } }) },
    {
      picks: { items: "clientes" },
      resolve: ({ items, ...value }, sources) => ({ ...value, items: sources.clients(items) }),
    },
  ),
  integrations: kind(
    "Integrações",
    {
      ...titled,
      intro,
      items: picker({ label: "Integrações", collection: "integracoes", length: { min: 1, max: 12 } }),
    },
    {
      picks: { items: "integracoes" },
      resolve: ({ items, ...value }, sources) => ({ ...value, items: sources.integrations(items) }),
    },
  ),
  figures: kind(
    "Números",
    {
      ...titled,
      tone: tone("dark"),
      items: figureItems({ label: "Números", length: { min: 1, max: 4 } }),
      link: actions({ min: 0, max: 1 }),
    },
    {
      resolve: ({ link, ...value }, sources) => ({
        ...value,
        link: resolveActions(link, sources)[0] ?? null,
      }),
    },
  ),
  plans: kind(
    "Planos",
    {
      ...titled,
      intro,
      items: picker({
        label: "Planos",
        collection: "planos",
        length: { min: 0, max: 6 },
        description: "Vazio: todos os planos, do mais barato ao mais completo",
      }),
    },
    {
      picks: { items: "planos" },
      resolve: ({ items, ...value }, sources) => ({ ...value, plans: sources.plans(items) }),
    },
  ),
  calculator: kind(
    "Calculadora de economia",
    { ...titled, intro },
    { resolve: (value, sources) => ({ ...value, calculator: sources.calculator() }) },
  ),
  faq: kind(
    "Perguntas frequentes",
    { ...titled, items: faq({ length: { min: 1, max: 12 } }) },
    { resolve: (value) => value },
  ),
  richText: kind(
    "Texto",
    {
      anchor,
      title: optionalLine("Título", 100, "Opcional"),
      text: fields.text({
        label: "Texto",
        description:
          "Markdown: uma linha em branco entre parágrafos, **negrito**, listas com - no começo da linha, links como [planos](/planos)",
        multiline: true,
        validation: { isRequired: true, length: { min: 1, max: 6000 } },
      }),
    },
    { resolve: ({ text, ...value }, sources) => ({ ...value, html: sources.markdown(text) }) },
  ),
  video: kind(
    "Vídeo",
    {
      ...titled,
      intro,
      url: fields.text({
        label: "Vídeo (YouTube)",
        description: "O endereço do vídeo, como https://www.youtube.com/watch?v=... ou https://youtu.be/...",
        validation: {
          isRequired: true,
          length: { min: 1, max: 200 },
          pattern: {
            regex: /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/,
            message: "Cole o endereço de um vídeo do YouTube, começando com https://",
          },
        },
      }),
    },
    { resolve: (value) => value },
  ),
  callToAction: kind(
    "Faixa de chamada",
    {
      ...titled,
      text: paragraph("Texto", { max: 240 }),
      layout: choice(
        "Arrumação",
        ["centered", "row"] as const,
        { centered: "Centralizada", row: "Texto à esquerda, botões à direita" },
        "centered",
      ),
      actions: actions({ min: 1, max: 2 }),
    },
    {
      resolve: ({ actions: items, ...value }, sources) => ({
        ...value,
        actions: resolveActions(items, sources),
      }),
    },
  ),
  leadForm: kind("Formulário", { anchor, form: leadFormFields }, { resolve: (value) => value }),
};

export type SectionKind = keyof typeof sectionLibrary;
export const sectionKinds = Object.keys(sectionLibrary) as SectionKind[];

/** What a section of a kind holds in its file, and what its component gets. */
export type SectionValue<K extends SectionKind> = ValueForReading<(typeof sectionLibrary)[K]["schema"]>;
export type ResolvedSection<K extends SectionKind> = ReturnType<(typeof sectionLibrary)[K]["resolve"]>;
/** A section as a page lists it: its kind and its value. */
export type SectionEntry = { [K in SectionKind]: { discriminant: K; value: SectionValue<K> } }[SectionKind];
export type ShownSection = {
  [K in SectionKind]: { kind: K; id: string; value: ResolvedSection<K> };
}[SectionKind];

/** The blocks field of a page made of sections: any kinds, in any order and number. */
export function sectionBlocks(options: { label: string; description?: string }) {
  return fields.blocks(
    Object.fromEntries(
      Object.entries(sectionLibrary).map(([key, entry]) => [
        key,
        {
          label: entry.label,
          schema: entry.schema,
          itemLabel: (props: { fields: Record<string, { value: unknown }> }) => {
            const title = props.fields.title?.value;
            return typeof title === "string" && title ? `${entry.label}: ${title}` : entry.label;
          },
        },
      ]),
    ) as unknown as { [K in SectionKind]: { label: string; schema: (typeof sectionLibrary)[K]["schema"] } },
    { label: options.label, description: options.description, validation: { length: { min: 1, max: 30 } } },
  );
}

/** The anchor of a section, if it has one. */
export function anchorOf(section: SectionEntry): { id: string; label: string } | null {
  if (section.discriminant === "hero") return null;
  const found = (section.value as { anchor?: { id: string; label: string } }).anchor;
  return found?.id ? found : null;
}

/** Where a lead form sits: its section's anchor, else the form's own default. */
export function formAnchor(section: SectionEntry): string | null {
  if (section.discriminant === "leadForm") return section.value.anchor.id || "formulario";
  if (section.discriminant === "hero" && section.value.aside.discriminant === "form") {
    return section.value.aside.value.form === "demo" ? "demonstracao" : "contato";
  }
  return null;
}

/** The lead form a section holds, if any. */
export function leadFormOf(section: SectionEntry): ValueForReading<typeof leadFormFields> | null {
  if (section.discriminant === "leadForm") return section.value.form;
  if (section.discriminant === "hero" && section.value.aside.discriminant === "form")
    return section.value.aside.value;
  return null;
}
