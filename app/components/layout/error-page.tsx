import { isRouteErrorResponse, useRouteError } from "react-router";
import { pages } from "~/content/pages";
import { ButtonLink } from "../ui/button";

/**
 * The site's error page: its 404 for an address nothing answers, else that something went wrong.
 * The root renders it, and a route whose errors carry headers of their own (a campaign not open yet)
 * renders it itself, so the response keeps them.
 */
export function SiteError() {
  const error = useRouteError();
  const code = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    code === 404
      ? ["Página não encontrada", "O endereço que você tentou abrir não existe ou mudou de lugar."]
      : [
          "Algo deu errado do nosso lado",
          "Não foi possível carregar esta página agora. Tente novamente em alguns instantes.",
        ];
  return (
    <>
      <title>{`${title} | Gama Delivery`}</title>
      <MessagePage
        eyebrow={`Erro ${code}`}
        title={title}
        text={text}
        actions={[
          { to: pages.home, label: "Voltar para a página inicial" },
          { to: pages.contact, label: "Falar com a equipe" },
        ]}
      />
    </>
  );
}

/**
 * A page that says one thing (an error, an unknown id, a campaign that is over) and where to go
 * instead: the first action in the brand colour, any other quiet.
 */
export function MessagePage({
  eyebrow,
  title,
  text,
  actions,
}: {
  eyebrow: string;
  title: string;
  text: string;
  actions: readonly { to: string; label: string }[];
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
    </section>
  );
}
