import { CONTENT_FOLDER } from "./index.ts";
import { type Content, ContentError } from "./load.ts";

/** A link that content names by a feature's or a solution's id, and where it is written. */
export interface NamedLink {
  file: string;
  field: string;
  to: string;
}

/** Where each page singleton that links to features or solutions lives in the content folder. */
const linkingFiles = {
  navegacao: "navegacao.yaml",
  "pagina-inicio": "paginas/inicio.yaml",
  "pagina-sobre-nos": "paginas/sobre-nos.yaml",
} as const satisfies Partial<Record<keyof Content, string>>;

/**
 * Every feature or solution the menus and the pages' own copy name: a link field (`{ discriminant:
 * "feature" | "solution", value }`) or a feature id field (`feature: <id>`), wherever it sits.
 */
export function namedLinks(content: Pick<Content, keyof typeof linkingFiles | "campanhas">): NamedLink[] {
  const found: NamedLink[] = [];
  const walk = (file: string, value: unknown, path: string[]) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(file, item, [...path, String(index)]);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const kind = record.discriminant;
    if ((kind === "feature" || kind === "solution") && typeof record.value === "string" && record.value) {
      const prefix = kind === "feature" ? "/funcionalidades/" : "/solucoes/";
      found.push({ file, field: path.join("."), to: `${prefix}${record.value}` });
      return;
    }
    for (const [key, child] of Object.entries(record)) {
      if (key === "feature" && typeof child === "string") {
        if (child) found.push({ file, field: [...path, key].join("."), to: `/funcionalidades/${child}` });
      } else walk(file, child, [...path, key]);
    }
  };
  for (const [key, file] of Object.entries(linkingFiles)) {
    walk(`${CONTENT_FOLDER}/${file}`, content[key as keyof typeof linkingFiles], []);
  }
  for (const campaign of content.campanhas) {
    walk(`${CONTENT_FOLDER}/campanhas/${campaign.id}.yaml`, campaign.sections, ["sections"]);
  }
  return found;
}

/**
 * Every link to /funcionalidades/{id} or /solucoes/{id} opens an entry of its collection: a
 * renamed or deleted file stops the build with one line naming the link, not a visitor's 404.
 */
export function checkNamedLinks(
  content: Pick<Content, "funcionalidades" | "solucoes">,
  links: readonly NamedLink[],
  label = CONTENT_FOLDER,
): void {
  const targets = [
    { prefix: "/funcionalidades/", kind: "feature", folder: "funcionalidades", ids: content.funcionalidades },
    { prefix: "/solucoes/", kind: "solution", folder: "solucoes", ids: content.solucoes },
  ];
  for (const link of links) {
    const target = targets.find((t) => link.to.startsWith(t.prefix));
    if (!target) continue;
    const id = link.to.slice(target.prefix.length).split(/[?#]/)[0];
    if (!target.ids.some((entry) => entry.id === id)) {
      throw new ContentError(
        link.file,
        link.field,
        `${link.to} is not a ${target.kind} in ${label}/${target.folder}/`,
      );
    }
  }
}
