import { type Config, config } from "@keystatic/core";
import { blog } from "./blog.ts";
import { paginaCalculadora } from "./calculadora.ts";
import { campanhas } from "./campanhas.ts";
import { clientes, depoimentos } from "./depoimentos.ts";
import { fatos } from "./fatos.ts";
import { describeListLengths } from "./fields.ts";
import { funcionalidades, paginaFuncionalidades } from "./funcionalidades.ts";
import { paginaInicio } from "./inicio.ts";
import { integracoes, paginaIntegracoes } from "./integracoes.ts";
import { privacidade, termosDeUso } from "./legal.ts";
import { navegacao } from "./navegacao.ts";
import { paginaPlanos, planos } from "./planos.ts";
import { paginaRevenda } from "./revenda.ts";
import { site } from "./site.ts";
import { paginaSobreNos } from "./sobre-nos.ts";
import { solucoes } from "./solucoes.ts";
import { paginaTreinamentos, tutoriais } from "./treinamentos.ts";

/** The pages' own copy, campaign pages, testimonials, clients, tutorials, legal texts and menus. */
const pageCollections = { campanhas, depoimentos, clientes, tutoriais };
const pageSingletons = {
  "pagina-inicio": paginaInicio,
  "pagina-sobre-nos": paginaSobreNos,
  "pagina-revenda": paginaRevenda,
  "pagina-treinamentos": paginaTreinamentos,
  privacidade,
  termosDeUso,
  navegacao,
};

/**
 * Every collection and singleton marketing edits: the editor's forms and the build's checks both
 * come from these definitions. Paths are relative to the content folder (`content/`).
 */
export const collections = { planos, blog, funcionalidades, solucoes, integracoes, ...pageCollections };
export const singletons = {
  fatos,
  site,
  "pagina-planos": paginaPlanos,
  "pagina-calculadora": paginaCalculadora,
  "pagina-funcionalidades": paginaFuncionalidades,
  "pagina-integracoes": paginaIntegracoes,
  ...pageSingletons,
};
// Each list says how many items it takes (the editor checks that only when saving).
for (const { schema } of [...Object.values(collections), ...Object.values(singletons)]) {
  describeListLengths(schema);
}

export type Storage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/** The folder every path above lives in, inside the repository (GitHub mode writes there). */
export const CONTENT_FOLDER = "content";

/**
 * Keystatic's configuration for a storage: local files in development, GitHub in production. Typed
 * as the plain `Config` the editor and the API handler take (the reader keeps the precise types).
 */
export function keystaticConfig(storage: Storage): Config {
  const typed = config({
    storage:
      storage.kind === "github"
        ? { kind: "github", repo: storage.repo, pathPrefix: CONTENT_FOLDER }
        : storage,
    locale: "pt-BR",
    ui: {
      brand: { name: "Gama Delivery" },
      navigation: {
        Negócio: ["fatos", "site"],
        Planos: ["planos", "pagina-planos", "pagina-calculadora"],
        Blog: ["blog"],
        Funcionalidades: ["funcionalidades", "pagina-funcionalidades"],
        Soluções: ["solucoes"],
        Páginas: ["pagina-inicio", "pagina-sobre-nos", "pagina-revenda", "pagina-treinamentos"],
        Campanhas: ["campanhas"],
        "Depoimentos e clientes": ["depoimentos", "clientes"],
        Treinamentos: ["tutoriais"],
        "Menus e textos legais": ["navegacao", "privacidade", "termosDeUso"],
        Integrações: ["integracoes", "pagina-integracoes"],
      },
    },
    collections,
    singletons,
  });
  return typed as unknown as Config;
}

/** The configuration the build's reader uses: the same definitions, read from a folder. */
export const readerConfig = config({ storage: { kind: "local" }, collections, singletons });
