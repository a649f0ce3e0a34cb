import tutorials from "virtual:content/tutorials";
import tutorialsPage from "virtual:content/tutorialsPage";
import type { Tutorial } from "./schema/load";
import { tutorialTopics } from "./tutorial-topics";

export type { Tutorial };

/**
 * The tutorials of /treinamentos (content/tutoriais/*.yaml), in the page's order, and the page's
 * copy (content/paginas/treinamentos.yaml).
 */
export { tutorials, tutorialsPage };

/** The drawing a tutorial shows in its video's place: the cover of its first tab (scripts/build-product-art.mjs). */
export function coverOf(tutorial: Pick<Tutorial, "topics">): string {
  const topic = tutorialTopics.find((t) => tutorial.topics.includes(t.id)) ?? tutorialTopics[0];
  return `/img/treinamentos/${topic.id}.svg`;
}
