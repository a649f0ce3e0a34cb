import home from "virtual:content/pagina-inicio";
import type { EmblemLook } from "~/components/integracoes/emblem";
import { illustration } from "./illustrations";
import { integrationCategories, integrations } from "./integracoes";
import { featureBadge, pathOf } from "./links.server";
import type { Client, Testimonial } from "./schema/load";
import { clientCard, testimonialCard } from "./schema/sections";
import { siteData } from "./site.server";

export type { Client, Testimonial };

/** A partner of the home page's two rows: its name, its kind and the emblem of its category. */
export type Partner = (typeof home.partners.items)[number] & {
  category: EmblemLook;
};

/** A partner that is not in the integration catalogue gets the emblem of integrations in general. */
const otherPartner = { color: "violet", symbol: "plug" } as const;

/** The emblem of a partner: its integration's category, found by name. */
function partnerCategory(name: string): Partner["category"] {
  const key = name.toLocaleLowerCase("pt-BR");
  const found = integrations.find((i) => i.name.toLocaleLowerCase("pt-BR") === key);
  const category = integrationCategories.find((c) => c.id === found?.category);
  return category ? { color: category.color, symbol: category.symbol } : otherPartner;
}

/** The Brazil map of the coverage band (public/img/mapa-brasil.svg, drawn by scripts/build-brazil-map.mjs). */
const map = { src: "/img/mapa-brasil.svg", width: 613, height: 639 };

const file = "content/paginas/inicio.yaml";

/**
 * The home page as its sections show it (content/paginas/inicio.yaml with the testimonials and
 * clients it picked), shaped once when the server starts: the feature cards' links are checked
 * and carry the feature's own badge, so a card for a coming feature says 'Em breve'.
 */
export const homePage = {
  hero: { ...home.hero, drawing: illustration("inicio-produto") },
  coverage: {
    title: home.coverage.title,
    text: home.coverage.text,
    storesLink: home.coverage.storesLink,
    map: { ...map, alt: home.coverage.mapAlt },
    points: home.coverage.points,
  },
  stats: home.stats,
  demoStores: {
    title: home.demoStores.title,
    intro: home.demoStores.intro,
    visit: home.demoStores.visit,
    stores: home.demoStores.stores.map((store) => ({
      id: store.store,
      name: store.name,
      description: store.description,
      image: `/img/lojas/${store.store}.svg`,
      url: siteData.demoStores[store.store],
    })),
  },
  partners: {
    ...home.partners,
    items: home.partners.items.map(
      (partner): Partner => ({ ...partner, category: partnerCategory(partner.name) }),
    ),
  },
  features: {
    title: home.features.title,
    more: home.features.more,
    cards: home.features.cards.map((card, index) => ({
      title: card.title,
      description: card.description,
      icon: card.icon,
      to: pathOf(card.to, `${file}: features.cards.${index}.to`),
      badge: featureBadge(card.to),
    })),
  },
  testimonials: {
    title: home.testimonials.title,
    tone: "dark" as const,
    items: home.testimonials.items.map(testimonialCard),
  },
  clients: {
    title: home.clients.title,
    items: home.clients.items.map(clientCard),
  },
  finalCta: home.finalCta,
};
