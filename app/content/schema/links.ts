import { CONTENT_FOLDER } from "./index.ts";
import { type Content, ContentError } from "./load.ts";

/** A link that code, not content, writes to a page of a collection, and where it is written. */
export interface CodeLink {
  file: string;
  field: string;
  to: string;
}

interface LinkColumn {
  links: readonly { to: string }[];
}

/**
 * The links of the menus (app/content/navigation.ts, still code): the mega-menu names features
 * and the footer names solutions by id.
 */
export function navigationLinks(navigation: {
  megaMenu: readonly LinkColumn[];
  footerColumns: readonly LinkColumn[];
}): CodeLink[] {
  const file = "app/content/navigation.ts";
  return (["megaMenu", "footerColumns"] as const).flatMap((menu) =>
    navigation[menu].flatMap((column, c) =>
      column.links.map((link, l) => ({ file, field: `${menu}.${c}.links.${l}.to`, to: link.to })),
    ),
  );
}

/**
 * Every link to /funcionalidades/{id} or /solucoes/{id} opens an entry of its collection: a
 * renamed or deleted file stops the build with one line naming the link, not a visitor's 404.
 */
export function checkCodeLinks(
  content: Pick<Content, "features" | "solutions">,
  links: readonly CodeLink[],
  label = CONTENT_FOLDER,
): void {
  const targets = [
    { prefix: "/funcionalidades/", kind: "feature", folder: "funcionalidades", ids: content.features },
    { prefix: "/solucoes/", kind: "solution", folder: "solucoes", ids: content.solutions },
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
