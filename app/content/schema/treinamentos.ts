import { collection, fields, singleton } from "@keystatic/core";
import { tutorialCovers } from "../tutorial-covers.ts";
import { tutorialTopics } from "../tutorial-topics.ts";
import { line, paragraph, SLUG_PATTERN, whole } from "./fields.ts";
import { heroCopy } from "./sections.ts";

/**
 * The video tutorials of /treinamentos, one file each (`content/tutoriais/{titulo}.yaml`). A
 * tutorial without a video address shows a drawn cover and 'Vídeo em breve'; pasting the YouTube
 * address of its video makes the card play it.
 */
export const tutoriais = collection({
  label: "Tutoriais",
  path: "tutoriais/*",
  format: "yaml",
  slugField: "title",
  columns: ["title", "order", "url"],
  schema: {
    title: fields.slug({
      name: { label: "Título", validation: { isRequired: true, length: { max: 90 } } },
      slug: { label: "Identificador", validation: { pattern: SLUG_PATTERN, length: { max: 90 } } },
    }),
    url: fields.text({
      label: "Vídeo no YouTube",
      description:
        "O endereço do vídeo, como https://www.youtube.com/watch?v=… ou https://youtu.be/…. Vazio: o cartão mostra 'Vídeo em breve'",
      validation: {
        length: { max: 200 },
        pattern: {
          regex: /^$|^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/,
          message:
            "Cole o endereço de um vídeo do YouTube, começando com https://www.youtube.com/ ou https://youtu.be/",
        },
      },
    }),
    topics: fields.multiselect({
      label: "Abas",
      description:
        "Em quais abas o vídeo aparece (todos aparecem também em 'Todos os vídeos'). A capa desenhada é a da primeira",
      options: tutorialTopics.map((topic) => ({ value: topic.id, label: topic.name })),
    }),
    cover: fields.select({
      label: "Capa desenhada",
      description:
        "O desenho do cartão enquanto não há vídeo. Automática: a do assunto do título (Pix, cupom, mesa, caixa...), ou a da primeira aba",
      options: [
        { label: "Automática, pelo título", value: "" },
        ...tutorialCovers.map((cover) => ({ label: cover.name, value: cover.id })),
      ],
      defaultValue: "",
    }),
    order: whole("Ordem", {
      min: 1,
      max: 9999,
      description:
        "Os vídeos aparecem do menor número para o maior. Os números vão de 10 em 10, para caber um vídeo novo entre dois",
    }),
  },
});

/** The copy of /treinamentos around the videos. */
export const paginaTreinamentos = singleton({
  label: "Página de treinamentos",
  path: "paginas/treinamentos",
  format: "yaml",
  schema: {
    hero: heroCopy({ title: 100, lead: 300 }, "{quantidadeDeTutoriais} escreve quantos tutoriais há"),
    videosComing: fields.object(
      {
        title: line("Título", { max: 80 }),
        text: paragraph("Texto", {
          max: 300,
          description:
            "Os links para a central de ajuda e para o suporte aparecem abaixo do texto. Fatos entre chaves, como {atendimentoHumanoAbre}, viram o valor de fatos.yaml",
        }),
      },
      {
        label: "Aviso dos vídeos em gravação",
        description:
          "Aparece uma vez acima da lista enquanto algum tutorial não tem o endereço do vídeo; some quando todos tiverem",
      },
    ),
    callToAction: fields.object(
      { title: line("Título", { max: 80 }), text: paragraph("Texto", { max: 240 }) },
      { label: "Chamada final" },
    ),
  },
});
