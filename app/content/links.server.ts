import { href } from "react-router";
import { badgeClasses } from "~/components/funcionalidades/category-badge";
import { getFeature } from "./funcionalidades";
import { featureBadges } from "./funcionalidades/categories";
import { pages } from "./pages";
import type { LinkKind } from "./schema/links";
import { getSolution } from "./solucoes";

/**
 * Where the content's links lead (app/content/schema/links.ts): a page of the site, a feature or a
 * solution named by its id. The pages are a list in the editor, so they cannot be wrong; the ids of
 * features and solutions are checked here, when the server starts and in the unit tests, so a
 * renamed feature fails there instead of leaving a dead link in a menu.
 */
export interface ContentLink {
  discriminant: LinkKind;
  value: string;
}

/** A named feature, or a ContentError-like failure naming the file and the field that named it. */
function feature(id: string, where: string) {
  const found = getFeature(id);
  if (!found) throw new Error(`${where}: "${id}" is not a feature (/funcionalidades/${id} does not exist)`);
  return found;
}

/** The path of a link; `where` names the file and field for the error a missing feature or solution gives. */
export function pathOf(link: ContentLink, where: string): string {
  switch (link.discriminant) {
    case "page":
      return pages[link.value as keyof typeof pages];
    case "feature":
      return href("/funcionalidades/:id", { id: feature(link.value, where).id });
    case "solution":
      if (!getSolution(link.value)) {
        throw new Error(
          `${where}: "${link.value}" is not a solution (/solucoes/${link.value} does not exist)`,
        );
      }
      return href("/solucoes/:id", { id: link.value });
  }
}

/** The path of a feature's page, checked. */
export function featurePath(id: string, where: string): string {
  return pathOf({ discriminant: "feature", value: id }, where);
}

/**
 * The badge a feature carries ('Em breve', 'Nova'), for every place that lists the feature: the
 * text and the colour classes of the catalogue's badge.
 */
export function featureBadge(link: ContentLink): { text: string; tone: string } | undefined {
  if (link.discriminant !== "feature") return undefined;
  const id = getFeature(link.value)?.badge;
  const badge = id ? featureBadges[id] : undefined;
  return badge ? { text: badge.text, tone: badgeClasses[badge.color] } : undefined;
}
