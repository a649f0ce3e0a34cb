import { content } from "./content";

/* The home page's partner rows as the server renders them, from content, for the request and browser tests alike. */

const partners = content["pagina-inicio"].partners.items;

/** The partner list de-duplicated by name (first entry wins): a partner listed twice shows once. */
export const uniquePartners = partners.filter(
  (partner, index) =>
    partners.findIndex((other) => other.name.toLowerCase() === partner.name.toLowerCase()) === index,
);
/** What one partner card reads: its name, then its kind. */
export const cardText = (partner: { name: string; type: string }) => `${partner.name}${partner.type}`;
const half = Math.ceil(uniquePartners.length / 2);
export const serverRows = [
  uniquePartners.slice(0, half).map(cardText),
  uniquePartners.slice(half).map(cardText),
];
