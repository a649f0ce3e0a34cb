import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/** React Router's fetch handler: a web Request and the request's context in, a Response out. */
export type RouterFetch = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * The one React Router request handler for the current build: the page store's renders, the
 * editor and the form posts all go through it. Development hands over a new build after each change
 * (`build` is a function then), and the handler is made again for it; production has one.
 */
export function createRouterFetch(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
): RouterFetch {
  let handler: RouterFetch | undefined;
  let handlerBuild: ServerBuild | undefined;
  return async (request, context) => {
    const current = typeof build === "function" ? await build() : build;
    if (!handler || current !== handlerBuild) {
      handler = createRequestHandler(current, mode);
      handlerBuild = current;
    }
    return handler(request, context);
  };
}
