import { fields, singleton } from "@keystatic/core";
import { httpsUrl, paragraph } from "./fields.ts";

/** What the footer, share tags and a few pages say about the site itself, and its public addresses. */
export const site = singleton({
  label: "Dados do site",
  path: "site",
  format: "yaml",
  schema: {
    description: paragraph("Descrição do site (rodapé e buscadores)", { max: 300 }),
    helpCenterUrl: httpsUrl("Central de ajuda", "Aberta dentro de /central-de-ajuda"),
    demoStores: fields.object(
      {
        hamburgueria: httpsUrl("Loja demonstrativa: hamburgueria"),
        pizzaria: httpsUrl("Loja demonstrativa: pizzaria"),
        restaurante: httpsUrl("Loja demonstrativa: restaurante"),
        acaiteria: httpsUrl("Loja demonstrativa: açaiteria"),
      },
      { label: "Lojas demonstrativas" },
    ),
    social: fields.object(
      {
        instagram: httpsUrl("Instagram"),
        facebook: httpsUrl("Facebook"),
        youtube: httpsUrl("YouTube"),
        linkedin: httpsUrl("LinkedIn"),
      },
      { label: "Redes sociais" },
    ),
  },
});
