import { type ComponentType, useEffect, useState } from "react";
import type { DocumentHandle } from "~/components/layout/document";
import { editorMode } from "~/content/editor.server";
import { servicesContext } from "~/context";
import editorStylesheet from "~/styles/editor.css?url";
import type { Route } from "./+types/keystatic";

/** The editor has its own document: no site header, footer, WhatsApp button or consent banner. */
export const handle: DocumentHandle = { document: "editor" };

export const meta: Route.MetaFunction = () => [
  { title: "Editor de conteúdo | Gama Delivery" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ context }: Route.LoaderArgs) {
  const mode = editorMode(context.get(servicesContext).env);
  if (!mode) throw new Response("Not Found", { status: 404 });
  return { storage: mode.storage, appSlug: mode.appSlug ?? null };
}

/** Set while the page reloads itself once because the editor's code failed to load. */
const RELOADED = "gama-editor-reloaded";

type EditorProps = { storage: Route.ComponentProps["loaderData"]["storage"]; appSlug: string | null };

export default function KeystaticPage({ loaderData }: Route.ComponentProps) {
  // Keystatic's interface is loaded in the browser only, after hydration (it reads the browser's
  // address and storage as it starts); the server renders the page's frame.
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import("~/components/editor/keystatic-editor.client").then(
      (module) => {
        sessionStorage.removeItem(RELOADED);
        setEditor(() => module.default);
      },
      () => {
        // A module that failed to load stays failed for the page's life (a deploy replaced its
        // file, the connection dropped, the development server re-bundled a dependency): one new
        // load of the page fetches it afresh. If that fails too, say so.
        if (sessionStorage.getItem(RELOADED) === null) {
          sessionStorage.setItem(RELOADED, "1");
          window.location.reload();
        } else setFailed(true);
      },
    );
  }, []);
  return (
    <>
      {/* The editor's document renders no route links (app/root.tsx): React puts this in its head. */}
      <link rel="stylesheet" href={editorStylesheet} precedence="default" />
      <noscript>
        <p style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>
          O editor de conteúdo precisa de JavaScript. Ative-o no navegador e recarregue a página.
        </p>
      </noscript>
      {Editor ? (
        <Editor storage={loaderData.storage} appSlug={loaderData.appSlug} />
      ) : failed ? (
        <div role="alert" style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>
          <p>Não foi possível abrir o editor. Verifique a conexão e tente de novo.</p>
          <button
            type="button"
            onClick={() => {
              sessionStorage.removeItem(RELOADED);
              window.location.reload();
            }}
            style={{ marginTop: "1rem", padding: "0.5rem 1rem" }}
          >
            Tentar de novo
          </button>
        </div>
      ) : (
        <p style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>Abrindo o editor…</p>
      )}
    </>
  );
}
