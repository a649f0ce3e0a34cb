import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "../ui/button";

/**
 * What a page of a catalogue (a feature, an integration, a post) shows for an id it does not know:
 * the 404 status comes from the loader; this says so and offers the way back to the list.
 */
export function NotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-600">{text}</p>
      <ButtonLink to={back.to} className="mt-8">
        {back.label}
      </ButtonLink>
    </section>
  );
}

/**
 * The ErrorBoundary of a catalogue page: its own 404 for an unknown id; any other error goes up to
 * the root's error page.
 */
export function notFoundBoundary(props: Parameters<typeof NotFound>[0]) {
  return function ErrorBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return <NotFound {...props} />;
  };
}
