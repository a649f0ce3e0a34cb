import { isRouteErrorResponse, useRouteError } from "react-router";
import { MessagePage } from "../layout/error-page";

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
  return <MessagePage eyebrow="Erro 404" title={title} text={text} actions={[back]} />;
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
