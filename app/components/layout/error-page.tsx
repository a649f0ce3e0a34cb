import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * The branded error page: its code, title and line, the way home and to the team, and whatever a
 * kind of error adds below (the not-found page's main pages and blog search, app/routes/not-found.tsx).
 */
export function ErrorPage({
  title,
  text,
  code,
  children,
}: {
  title: string;
  text: string;
  code: number;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | Gama Delivery`}</title>
      <p className="font-semibold text-brand-700">Erro {code}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Voltar para a página inicial
        </Link>
        <Link
          to="/contato"
          className="rounded-lg border border-stone-300 px-5 py-3 font-semibold hover:bg-stone-50"
        >
          Falar com a equipe
        </Link>
      </div>
      {children}
    </section>
  );
}

/** What the not-found page says (the root's boundary and the not-found route's share it). */
export const notFoundCopy = {
  title: "Página não encontrada",
  text: "O endereço que você tentou abrir não existe ou mudou de lugar.",
  code: 404,
} as const;
