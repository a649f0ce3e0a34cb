import { fields } from "@keystatic/core";
import { type PageKey, pages } from "../pages.ts";
import { SLUG_PATTERN } from "./fields.ts";

/**
 * Links from content to the site's own pages: a top-level page picked from the list (the paths of
 * app/content/pages.ts, checked against the route table by `href()`), or a feature or a solution
 * named by its id, the end of its address. The build checks that a named feature or solution
 * exists (app/content/links.server.ts), so a renamed page cannot leave a dead link behind.
 */

/** The names marketing knows the pages by, shown in the editor's page list. */
const pageLabels: Record<PageKey, string> = {
  inicio: "Início",
  funcionalidades: "Funcionalidades",
  planos: "Planos",
  integracoes: "Integrações",
  contato: "Contato",
  revenda: "Revenda",
  blog: "Blog",
  "api-aberta": "API aberta",
  treinamentos: "Treinamentos",
  "sobre-nos": "Sobre nós",
  "central-de-ajuda": "Central de ajuda",
  calculadora: "Calculadora de economia",
  privacidade: "Política de privacidade",
  "termos-de-uso": "Termos de uso",
};

export const pageKeys = Object.keys(pages) as PageKey[];

/** A select over the site's top-level pages. */
export function page(label: string, defaultValue: PageKey = "inicio") {
  return fields.select({
    label,
    options: pageKeys.map((key) => ({ value: key, label: `${pageLabels[key]} (${pages[key]})` })),
    defaultValue,
  });
}

const idField = (label: string, example: string, isRequired: boolean) =>
  fields.text({
    label,
    description: `O fim do endereço da página: ${example}`,
    validation: {
      isRequired,
      length: { min: isRequired ? 1 : 0, max: 80 },
      pattern: isRequired
        ? SLUG_PATTERN
        : { regex: new RegExp(`^$|${SLUG_PATTERN.regex.source}`), message: SLUG_PATTERN.message },
    },
  });

/** A feature's id (/funcionalidades/{id}); the build checks that the feature exists. */
export function featureId(label = "Funcionalidade") {
  return idField(label, "/funcionalidades/cardapio-digital → cardapio-digital", true);
}

/** The same, optional: empty means no link. */
export function optionalFeatureId(label: string) {
  return idField(label, "/funcionalidades/cardapio-digital → cardapio-digital (vazio: sem link)", false);
}

export const linkKinds = ["page", "feature", "solution"] as const;
export type LinkKind = (typeof linkKinds)[number];

/** Where a link leads: a page of the site, a feature or a solution. */
export function link(label = "Leva para") {
  return fields.conditional(
    fields.select({
      label,
      options: [
        { value: "page", label: "Uma página do site" },
        { value: "feature", label: "Uma funcionalidade (/funcionalidades/…)" },
        { value: "solution", label: "Uma solução (/solucoes/…)" },
      ],
      defaultValue: "page",
    }),
    {
      page: page("Página"),
      feature: featureId(),
      solution: idField("Solução", "/solucoes/sistema-pdv → sistema-pdv", true),
    },
  );
}
