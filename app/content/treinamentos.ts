import tutorialsPage from "virtual:content/pagina-treinamentos";
import tutorials from "virtual:content/tutoriais";
import type { Tutorial } from "./schema/load";
import { coverSubjectOf } from "./tutorial-covers";
import { tutorialTopics } from "./tutorial-topics";

export type { Tutorial };

/**
 * The tutorials of /treinamentos (content/tutoriais/*.yaml), in the page's order, and the page's
 * copy (content/paginas/treinamentos.yaml).
 */
export { tutorials, tutorialsPage };

/**
 * The drawing a tutorial shows in its video's place (scripts/build-product-art.mjs): the cover its file
 * picks, else the one of the subject its title names (app/content/tutorial-covers.ts), else its first tab's.
 */
export function coverOf(tutorial: Pick<Tutorial, "title" | "topics" | "cover">): string {
  const subject = tutorial.cover || coverSubjectOf(tutorial.title);
  if (subject) return `/img/treinamentos/${subject}.svg`;
  const topic = tutorialTopics.find((t) => tutorial.topics.includes(t.id)) ?? tutorialTopics[0];
  return `/img/treinamentos/${topic.id}.svg`;
}
