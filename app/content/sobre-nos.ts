import about from "virtual:content/pagina-sobre-nos";
import { featureBadge, featurePath } from "./links.server";
import { pages } from "./pages";

const file = "content/paginas/sobre-nos.yaml";

/**
 * /sobrenos as its sections show it (content/paginas/sobre-nos.yaml), shaped once when the server
 * starts: each audience card's page and each listed feature's page are checked, and a listed
 * feature carries its own badge ('Em breve').
 */
export const aboutPage = {
  ...about,
  audiences: about.audiences.map(({ linkLabel, linkTo, ...audience }) => ({
    ...audience,
    link: { label: linkLabel, to: pages[linkTo] },
  })),
  featureList: about.featureList.map((item, index) =>
    item.feature
      ? {
          label: item.label,
          to: featurePath(item.feature, `${file}: featureList.${index}.feature`),
          badge: featureBadge({ discriminant: "feature", value: item.feature }),
        }
      : { label: item.label },
  ),
};
