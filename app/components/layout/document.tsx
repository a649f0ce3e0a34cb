import { type ReactNode, useEffect } from "react";
import { Links, type LinksFunction, Meta, Outlet, Scripts, useMatches } from "react-router";
import { keep, SentOnce, useKeptLinks, useServerPart } from "~/components/ui/sent-once";
import { useRootData } from "~/lib/root-data";
import stylesheet from "~/styles/app.css?url";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import { TopBar } from "./top-bar";
import { WhatsAppButton } from "./whatsapp-button";

// The root route's browser parts, which app/root.tsx exports: the document's links, the document
// (head, shell, page) and the outlet.

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * What a route's `handle` may say of its document: "editor", the content editor's bare document;
 * "without-scripts", the site's document without the app's JavaScript, for a page that is text
 * and links only (the legal texts): it works as it does without JavaScript, and a first visit
 * carries only its HTML (docs/performance.md).
 */
export interface DocumentHandle {
  document?: "editor" | "without-scripts";
}

/** The parts of the document only the server renders (./document-parts.server.tsx). */
export const ORGANIZATION = "organization";
export const FOOTER = "footer";

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const organizationJsonLd = useServerPart<string>(ORGANIZATION);
  const footer = useServerPart<ReactNode>(FOOTER);
  const kinds = useMatches().map((match) => (match.handle as DocumentHandle | undefined)?.document);
  const editor = kinds.includes("editor");
  // A document load of a page that declares it: no modules, no hydration data (React Router's
  // streamed data is written by <Scripts /> alone). In the browser <Scripts /> renders nothing once
  // the app runs, so a client-side visit to the same page is unchanged.
  const scripts = !kinds.includes("without-scripts");
  // Modules load after the first paint (app/lib/first-paint.server.ts), so until hydration the page
  // is the server-rendered one. Root effects run after every other effect of the first commit:
  // `data-hydrated` on <html> says the enhancements are live (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  useKeptLinks();
  if (editor) return <EditorDocument>{children}</EditorDocument>;
  return (
    // The head's font script may mark <html> before hydration (app/lib/brand-font.server.ts): an
    // attribute React did not render, on this element alone.
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
        {root ? (
          <script
            type="application/ld+json"
            // Empty in the browser: crawlers read the document, whose JSON-LD stays.
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with "<" escaped, built on the server from the site config
            dangerouslySetInnerHTML={organizationJsonLd ? { __html: organizationJsonLd } : keep}
          />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          Pular para o conteúdo
        </a>
        <TopBar />
        <Header />
        <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {/* The server's footer; the browser keeps its markup. */}
        <SentOnce as="footer" className="bg-stone-950 text-stone-300">
          {footer}
        </SentOnce>
        <WhatsAppButton />
        <ScrollToTop />
        {scripts ? <Scripts /> : null}
      </body>
    </html>
  );
}

/**
 * The content editor's page (/keystatic): Keystatic brings its own styles and layout, so it gets a
 * bare document, without the site's stylesheet, shell, structured data or consent banner.
 */
function EditorDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export function App() {
  return <Outlet />;
}
