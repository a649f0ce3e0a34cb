import { collection, fields } from "@keystatic/core";
import { blogCategories } from "../blog/categories.ts";
import { line, SLUG_PATTERN } from "./fields.ts";

/**
 * Blog posts: one Markdown file each, `content/blog/{slug}.md`, its front matter the fields below
 * and its body the article. The file name is the post's address (/blog/{slug}). A post without a
 * cover gets one drawn at build (scripts/vite-content.ts).
 */
export const blog = collection({
  label: "Blog",
  path: "blog/*",
  format: { contentField: "content" },
  slugField: "title",
  entryLayout: "content",
  columns: ["title", "date", "category"],
  schema: {
    title: fields.slug({
      name: { label: "Título", validation: { isRequired: true, length: { max: 120 } } },
      slug: {
        label: "Endereço do artigo",
        description: "Aparece no link: /blog/endereco-do-artigo",
        validation: { pattern: SLUG_PATTERN, length: { max: 80 } },
      },
    }),
    excerpt: fields.text({
      label: "Resumo",
      description: "Aparece nos cartões do blog, no feed e nos buscadores",
      multiline: true,
      validation: { isRequired: true, length: { min: 1, max: 240 } },
    }),
    author: line("Autor", { max: 80 }),
    date: fields.date({ label: "Data de publicação", validation: { isRequired: true } }),
    category: fields.select({
      label: "Categoria",
      options: blogCategories.map((category) => ({ value: category, label: category })),
      defaultValue: blogCategories[0],
    }),
    tags: fields.array(line("Tag", { max: 40 }), {
      label: "Tags",
      itemLabel: (props) => props.value || "Nova tag",
      validation: { length: { min: 2, max: 12 } },
    }),
    readTime: fields.text({
      label: "Tempo de leitura",
      description: "Minutos, como 5 min (cerca de 200 palavras por minuto)",
      validation: {
        isRequired: true,
        length: { min: 5, max: 7 },
        pattern: { regex: /^\d+ min$/, message: "Escreva os minutos seguidos de min, como 5 min" },
      },
    }),
    featured: fields.checkbox({ label: "Destaque", description: "Aparece em 'Posts em destaque' no blog" }),
    cover: fields.image({
      label: "Capa",
      description: "1200 × 630 px. Sem capa, o site desenha uma nas cores da marca",
      publicPath: "/conteudo/blog/",
    }),
    coverAlt: fields.text({
      label: "Descrição da capa",
      description: "O que a capa mostra, para quem não pode vê-la (obrigatória quando há capa)",
      validation: { length: { max: 240 } },
    }),
    content: fields.markdoc({ label: "Texto", extension: "md" }),
  },
});
