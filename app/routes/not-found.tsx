import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage, notFoundCopy, SiteError } from "~/components/layout/error-page";
import { WayOn } from "~/components/not-found/way-on";

/** Any path outside the route table: a 404 with the branded page and a way on. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

/**
 * The not-found page with its way on (the main pages and the blog's search): here rather than in the
 * root's boundary, so its code loads with this route alone and not with every page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SiteError />;
  return (
    <ErrorPage {...notFoundCopy}>
      <WayOn />
    </ErrorPage>
  );
}
