import hamburgueria from "virtual:content/hamburgueria";

/** The first letters of the first two words of a name, for the mark beside a testimonial. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The /hamburgueria landing page (content/paginas/hamburgueria.yaml) with the testimonials it picked. */
export const burgerPage = {
  ...hamburgueria,
  testimonials: {
    title: hamburgueria.testimonials.title,
    items: hamburgueria.testimonials.items.map((t) => ({
      name: t.name,
      initials: initials(t.name),
      line: `${t.company}, ${t.city}`,
      text: t.text,
      results: t.results.length > 0 ? t.results : undefined,
    })),
  },
};

/** How a lead from the /hamburgueria page reaches sales: its own subject and form type. */
export const hamburgueriaLead = {
  subject: "Interesse - Página Hamburgueria",
  formType: "landing_hamburgueria",
} as const;
