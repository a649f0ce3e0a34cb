import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { pages } from "~/content/pages";
import { ButtonLink } from "../ui/button";

/** What the not-found page says (the site's error page and the not-found route's share it). */
export const notFoundCopy = {
  title: "Página não encontrada",
  text: "O endereço que você tentou abrir não existe ou mudou de lugar.",
  code: 404,
} as const;

/**
 * The site's error page: its 404 for an address nothing answers, else that something went wrong.
 * The root renders it, and a route whose errors carry headers of their own (a campaign not open yet)
 * renders it itself, so the response keeps them.
 */
export function SiteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage {...notFoundCopy} />;
  return (
    <ErrorPage
      title="Algo deu errado do nosso lado"
      text="Não foi possível carregar esta página agora. Tente novamente em alguns instantes."
      code={isRouteErrorResponse(error) ? error.status : 500}
    />
  );
}

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
    <MessagePage
      eyebrow={`Erro ${code}`}
      title={title}
      text={text}
      actions={[
        { to: pages.inicio, label: "Voltar para a página inicial" },
        { to: pages.contato, label: "Falar com a equipe" },
      ]}
    >
      <title>{`${title} | Gama Delivery`}</title>
      {children}
    </MessagePage>
  );
}

/**
 * A page that says one thing (an error, an unknown id, a campaign that is over) and where to go
 * instead: the first action in the brand colour, any other quiet; then whatever the page adds.
 */
export function MessagePage({
  eyebrow,
  title,
  text,
  actions,
  children,
}: {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly { to: string; label: string }[];
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index ? "neutral" : "primary"}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
      {children}
    </section>
  );
}
