import { fields, singleton } from "@keystatic/core";
import { icon, line, paragraph } from "./fields.ts";
import { link } from "./links.ts";
import { pickedList } from "./sections.ts";

/** The demo stores the home page can show; their addresses are in content/site.yaml. */
export const demoStoreIds = ["hamburgueria", "pizzaria", "restaurante", "acaiteria"] as const;
const demoStoreLabels = {
  hamburgueria: "Hamburgueria",
  pizzaria: "Pizzaria",
  restaurante: "Restaurante",
  acaiteria: "Açaiteria",
} as const;

const list = <Item>(
  label: string,
  itemLabel: (item: Item) => string,
  length: { min: number; max: number },
) => ({
  label,
  itemLabel,
  validation: { length },
});

/** The home page (/): every section's copy, the cards, and which testimonials and clients it shows. */
export const paginaInicio = singleton({
  label: "Página inicial",
  path: "paginas/inicio",
  format: "yaml",
  schema: {
    hero: fields.object(
      {
        eyebrow: line("Chamada acima do título", { max: 60 }),
        title: line("Título", { max: 120 }),
        lead: paragraph("Texto de abertura", { max: 300 }),
        contract: line("Botão principal (leva ao contato)", { max: 30 }),
        resell: line("Segundo botão (leva à revenda)", { max: 30 }),
        promises: fields.array(
          line("Promessa", { max: 80 }),
          list<{ value: string }>("Promessas sob os botões", (p) => p.value || "Nova promessa", {
            min: 2,
            max: 4,
          }),
        ),
      },
      { label: "Topo da página" },
    ),
    coverage: fields.object(
      {
        title: line("Título", { max: 60 }),
        text: paragraph("Texto", { max: 300 }),
        storesLink: line("Link para as lojas demonstrativas", { max: 40 }),
        mapAlt: line("Descrição do mapa", {
          max: 200,
          description: "O que o mapa mostra, para quem não pode vê-lo",
        }),
        points: fields.array(
          fields.object({
            icon: icon(),
            title: line("Título", { max: 60 }),
            text: paragraph("Texto", { max: 200 }),
          }),
          list<{ fields: { title: { value: string } } }>(
            "Pontos ao lado do mapa",
            (p) => p.fields.title.value || "Novo ponto",
            { min: 1, max: 4 },
          ),
        ),
      },
      { label: "Mapa de lojas atendidas" },
    ),
    stats: fields.array(
      fields.object({
        value: line("Número", { max: 40, description: "Use um fato entre chaves, como {lojasAtendidas}" }),
        label: line("Legenda", { max: 60 }),
      }),
      list<{ fields: { label: { value: string } } }>(
        "Números da faixa de destaques",
        (p) => p.fields.label.value || "Novo número",
        { min: 4, max: 4 },
      ),
    ),
    demoStores: fields.object(
      {
        title: line("Título", { max: 60 }),
        intro: paragraph("Texto", { max: 200 }),
        visit: line("Botão de cada loja", { max: 30 }),
        stores: fields.array(
          fields.object({
            store: fields.select({
              label: "Loja",
              description: "O endereço de cada loja está em Negócio › Dados do site",
              options: demoStoreIds.map((id) => ({ value: id, label: demoStoreLabels[id] })),
              defaultValue: "hamburgueria",
            }),
            name: line("Nome no cartão", { max: 40 }),
            description: paragraph("Descrição", { max: 160 }),
          }),
          list<{ fields: { name: { value: string } } }>("Lojas", (p) => p.fields.name.value || "Nova loja", {
            min: 1,
            max: 4,
          }),
        ),
      },
      { label: "Lojas demonstrativas" },
    ),
    partners: fields.object(
      {
        title: line("Título", { max: 60 }),
        intro: paragraph("Texto", { max: 200 }),
        link: line("Link para a página de integrações", { max: 60 }),
        items: fields.array(
          fields.object({
            name: line("Nome", { max: 30 }),
            type: line("Tipo", { max: 30, description: "Ex.: Marketplace, Pagamentos" }),
          }),
          list<{ fields: { name: { value: string } } }>(
            "Parceiros nas duas fileiras",
            (p) => p.fields.name.value || "Novo parceiro",
            { min: 2, max: 60 },
          ),
        ),
      },
      { label: "Parceiros e integrações" },
    ),
    features: fields.object(
      {
        title: line("Título", { max: 60 }),
        more: line("Link de cada cartão", { max: 30 }),
        cards: fields.array(
          fields.object({
            title: line("Título", { max: 40 }),
            description: paragraph("Descrição", { max: 140 }),
            icon: icon(),
            to: link("'Saiba mais' leva para"),
          }),
          list<{ fields: { title: { value: string } } }>(
            "Cartões",
            (p) => p.fields.title.value || "Novo cartão",
            { min: 3, max: 9 },
          ),
        ),
      },
      { label: "Funcionalidades em destaque" },
    ),
    testimonials: pickedList("Depoimentos", {
      label: "Depoimentos mostrados",
      collection: "depoimentos",
      length: { min: 3, max: 3 },
    }),
    clients: pickedList("Clientes", {
      label: "Clientes no carrossel, em ordem",
      collection: "clientes",
      length: { min: 4, max: 40 },
    }),
    finalCta: fields.object(
      {
        title: line("Título", { max: 80 }),
        text: paragraph("Texto", { max: 240 }),
        marketplace: line("Pergunta antes do link da calculadora", { max: 60 }),
        calculator: line("Link da calculadora", { max: 80 }),
        contract: line("Botão principal (leva ao contato)", { max: 40 }),
        demo: line("Segundo botão (leva à demonstração)", { max: 40 }),
      },
      { label: "Chamada final" },
    ),
  },
});
