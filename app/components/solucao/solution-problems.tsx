import { Section } from "../sections/section";

/** The problems a solution page says it solves, as cards. */
export function SolutionProblems({
  problems,
}: {
  problems: readonly { title: string; description: string }[];
}) {
  return (
    <Section id="problemas" title="O que esta solução resolve">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {problems.map((problem) => (
          <li key={problem.title} className="rounded-2xl border border-stone-200 p-6">
            <h3 className="text-lg font-semibold">{problem.title}</h3>
            <p className="mt-2 text-stone-600">{problem.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
