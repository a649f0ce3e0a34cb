import { createContext, type RouterContextProvider } from "react-router";

/** What loaders kept for the document's render alone, by key (app/components/ui/sent-once.tsx). */
export const sentOnceContext = createContext<Map<string, unknown> | null>(null);

/**
 * A loader's value for a part of its page that is sent once (app/components/ui/sent-once.tsx): the
 * content itself for a client-side navigation's data request (React Router's `.data` address), and
 * nothing on a document request, where the content goes to the render alone and so reaches the
 * HTML once.
 */
export function sentOnce<T>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  key: string,
  content: T,
): T | undefined {
  if (new URL(request.url).pathname.endsWith(".data")) return content;
  let kept = context.get(sentOnceContext);
  if (!kept) {
    kept = new Map();
    context.set(sentOnceContext, kept);
  }
  kept.set(key, content);
  return undefined;
}
