/**
 * Blog categories, in the order of the list page's buttons (after 'Todas'). Apart from the
 * front-matter schema because the list page renders them in the browser, where zod must not go.
 */
export const blogCategories = [
  "Estratégias",
  "Tecnologia",
  "Gestão",
  "Marketing",
  "Sustentabilidade",
] as const;
