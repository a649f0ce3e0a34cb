import { Link } from "react-router";
import { CodeBlock } from "~/components/code-block";
import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/ui/button";
import type { IntegrationsPage } from "~/content/integracoes";
import { pages } from "~/content/pages";
import { site } from "~/content/site";

/**
 * The partner API's request examples: code, not copy (the open store API has its own
 * documentation at /api-aberta). Display only; the site calls no API.
 */
const apiExamples = {
  listOrders: {
    title: "Listar pedidos",
    description: "Envie o token de acesso no cabeçalho Authorization de cada requisição.",
    request: `GET /v1/orders HTTP/1.1
Authorization: Bearer SEU_TOKEN_DE_ACESSO
Accept: application/json`,
  },
  updateStatus: {
    title: "Atualizar o status de um pedido",
    description: "Informe o novo status, o horário da entrega e, se quiser, uma observação.",
    request: `PUT /v1/orders/{order_id}/status HTTP/1.1
Authorization: Bearer SEU_TOKEN_DE_ACESSO
Content-Type: application/json

{
  "status": "delivered",
  "delivered_at": "2024-11-10T20:45:00-03:00",
  "delivery_notes": "Entregue na portaria"
}`,
    response: `{
  "success": true,
  "order_id": "84213",
  "status": "delivered"
}`,
  },
} as const;

/**
 * The open-API section of /integracoes: the copy and areas from the page's content file, the
 * bearer-token examples, and where to go next.
 */
export function DeveloperApi({ copy }: { copy: IntegrationsPage["developers"] }) {
  const { listOrders, updateStatus } = apiExamples;
  return (
    <section aria-labelledby="api-desenvolvedores" className="bg-stone-950 py-16 text-stone-100">
      <div className="mx-auto max-w-7xl px-4">
        <p className="font-semibold text-brand-200">{copy.eyebrow}</p>
        <h2 id="api-desenvolvedores" className="mt-2 text-3xl font-bold tracking-tight text-white">
          {copy.title}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-300">{copy.lead}</p>
        <p className="mt-3 max-w-3xl text-stone-300" data-api-note="">
          Os exemplos abaixo são da <strong className="text-white">API de integração para parceiros</strong>:
          rotas em <code className="font-mono text-white">/v1/</code> e token{" "}
          <code className="font-mono text-white">Bearer</code>, entregue na homologação da parceria. A{" "}
          <Link to={pages["api-aberta"]} className="font-semibold text-brand-200 underline hover:text-white">
            API aberta da loja
          </Link>
          , com a chave no cabeçalho <code className="font-mono text-white">x-api-key</code> e rotas em{" "}
          <code className="font-mono text-white">/api/</code>, é outra interface, com documentação própria.
        </p>

        <ul className="mt-8 card-grid gap-4">
          {copy.areas.map((area) => (
            <li key={area.title} className="flex gap-4 rounded-2xl bg-stone-900 p-5 ring-1 ring-stone-800">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-900 text-brand-100">
                <Icon name={area.icon} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-white">{area.title}</span>
                <span className="mt-1 block text-sm text-stone-300">{area.description}</span>
              </span>
            </li>
          ))}
        </ul>

        {/* Side by side, the short listing request and the update's answer share the left column and
            the long update request takes the right one, so neither column leaves a gap beside the
            other; one column on a phone, in reading order. */}
        <div className="mt-10 grid items-start gap-6 lg:grid-cols-2">
          <CodeBlock
            title={listOrders.title}
            description={listOrders.description}
            code={listOrders.request}
          />
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">
            <CodeBlock
              title={updateStatus.title}
              description={updateStatus.description}
              code={updateStatus.request}
              className="h-full"
            />
          </div>
          <CodeBlock
            title="Resposta da atualização"
            description="A API confirma o pedido e o status gravado."
            code={updateStatus.response}
          />
        </div>

        <div className="mt-10 flex flex-wrap gap-3">
          <a
            href={site.apiCollectionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("primary")}
          >
            Abrir coleção da API
            <Icon name="external-link" className="size-5" />
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          <Link
            to={`${pages.contato}?assunto=${encodeURIComponent("Suporte técnico da API")}`}
            className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-stone-500 px-6 font-semibold text-white hover:bg-white/10"
          >
            <Icon name="headset" className="size-5" />
            Falar com o suporte Técnico
          </Link>
        </div>
      </div>
    </section>
  );
}
