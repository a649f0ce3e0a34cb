import { type ComponentType, useEffect, useState } from "react";
import { editorMode } from "~/content/editor.server";
import { servicesContext } from "~/context";
import editorStylesheet from "~/styles/editor.css?url";
import type { Route } from "./+types/keystatic";

/** The editor has its own document: no site header, footer, WhatsApp button or consent banner. */
export const handle = { document: "editor" };

export const meta: Route.MetaFunction = () => [
  { title: "Editor de conteúdo | Gama Delivery" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader({ context }: Route.LoaderArgs) {
  const mode = editorMode(context.get(servicesContext).env);
  if (!mode) throw new Response("Not Found", { status: 404 });
  return { storage: mode.storage, appSlug: mode.appSlug ?? null };
}

type EditorProps = { storage: Route.ComponentProps["loaderData"]["storage"]; appSlug: string | null };

export default function KeystaticPage({ loaderData }: Route.ComponentProps) {
  // Keystatic's interface is loaded in the browser only, after hydration (it reads the browser's
  // address and storage as it starts); the server renders the page's frame.
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  useEffect(() => {
    import("~/components/editor/keystatic-editor.client").then((module) => setEditor(() => module.default));
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
      ) : (
        <p style={{ padding: "2rem", fontFamily: "system-ui, sans-serif" }}>Abrindo o editor…</p>
      )}
    </>
  );
}
