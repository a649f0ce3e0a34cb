import { tutorialTopics } from "../../app/content/tutorial-topics.ts";
import { content } from "./content";

/* The tutorials the tutorials page's tests start from, for the request and browser tests alike. */

export const { tutoriais: tutorials } = content;
export const total = tutorials.length;
export const [firstTopic] = tutorialTopics;
export const inTopic = (id: string) => tutorials.filter((t) => (t.topics as readonly string[]).includes(id));
/** A tutorial of the first tab and one that is not in it, both from the content. */
const inFirstTab = inTopic(firstTopic.id)[0];
const outsideIt = tutorials.find((t) => !t.topics.includes(firstTopic.id));
if (!inFirstTab || !outsideIt)
  throw new Error("the tests need a tutorial in the first tab and one outside it");
export const first = inFirstTab;
export const elsewhere = outsideIt;
export const homeOf = (t: { topics: readonly string[] }) =>
  tutorialTopics.find((topic) => t.topics.includes(topic.id));
