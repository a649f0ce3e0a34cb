import { content } from "./content";

/**
 * One convention for headings and actions: sentence case, as Portuguese writes it. After the first
 * word (of the text, or of a sentence within it), a capital letter starts only a proper noun, an
 * acronym or the name of the product or one of its plans. tests/request/sentence-case.spec.ts applies
 * it to every page of the sitemap; tests/unit/sentence-case.test.ts checks the rule itself.
 */

/** Words that keep their capital anywhere: brands, partners, places, plans and the site's own names. */
const properNouns = new Set(
  [
    // The company, its product and its plans.
    "Gama",
    "Delivery",
    "Essencial",
    // Partners and places.
    "WhatsApp",
    "Pix",
    "Brasil",
    "Postman",
  ].map((word) => word.toLowerCase()),
);

/**
 * The product's names, from the content: its features and modules (Cardápio Digital, Módulo KDS),
 * its plans and its partners' integrations keep their capitals wherever a text names them.
 */
const productNames = [
  ...content.funcionalidades.map((feature) => feature.title),
  ...content.planos.map((plan) => plan.name),
  ...content.integracoes.map((integration) => integration.name),
].sort((a, b) => b.length - a.length);

/** The terms the legal texts define (Lojista, Plataforma...) stay as those texts write them. */
const legalTerms =
  /\b(Lojistas?|Plataforma|Painel Administrativo|Usuários?|Consumidor(es)?|Entregador|Garçom|Atendente|Termos( de Uso)?|Política( de Privacidade)?)\b/gu;

/** A word that is an acronym (PDV, KDS, NF-e, NFC-e, API, CRM, TEF, DFe...) keeps its capitals. */
const acronym = /^[A-Z0-9]{2,}(-?[a-z]{1,2})?$|^[A-Z][a-z]?[A-Z]+[a-z]?$/;

/**
 * The words in a text that are capitalised without being the first of a sentence, a name or an
 * acronym; `legal` also accepts the terms the legal texts define.
 */
export function misplacedCapitals(text: string, legal = false): string[] {
  const wrong: string[] = [];
  // A name stands in as one lowercase word, so it neither counts as a capital nor starts a sentence.
  for (const name of productNames) text = text.replaceAll(name, "nome");
  if (legal) text = text.replace(legalTerms, "termo");
  // A section number (4.3, 15.) is not the heading's first word; a figure (+3.000) is.
  text = text.replace(/^\d+(\.\d{1,2})*\.?\s+/, "");
  // A sentence, a clause after a colon, or a quoted name starts afresh.
  for (const sentence of text.split(/[.!?:•|–—]\s+|["“”]/)) {
    const words = sentence
      .trim()
      .split(/[\s/()]+/)
      .map((word) => word.replace(/^[^\p{L}\d+]+|[^\p{L}\d]+$/gu, ""))
      .filter((word) => /[\p{L}\d]/u.test(word));
    for (const word of words.slice(1)) {
      if (!/^\p{Lu}/u.test(word)) continue;
      if (acronym.test(word) || properNouns.has(word.toLowerCase())) continue;
      wrong.push(word);
    }
  }
  return wrong;
}
