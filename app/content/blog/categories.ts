/**
 * Blog categories, in the order of the list page's buttons (after 'Todas'): the editor's choices. Apart from the
 * content schema because the list page renders them in the browser, where the editor must not go.
 */
export const blogCategories = [
  "Estratégias",
  "Tecnologia",
  "Gestão",
  "Marketing",
  "Sustentabilidade",
] as const;
