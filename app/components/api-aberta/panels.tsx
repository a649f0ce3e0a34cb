import { Link } from "react-router";
import { SlashBreaks } from "~/components/api-aberta/slash-breaks";
import { CodeBlock } from "~/components/code-block";
import { Icon } from "~/components/icon";
import type { ApiDocs, HttpMethod } from "~/content/api-aberta";
import { pages } from "~/content/pages";
import { site } from "~/content/site";
import { buttonClass } from "../ui/button";
import { CheckList } from "../ui/check-list";
import { IconTile } from "../ui/icon-tile";

const methodColours: Record<HttpMethod, string> = {
  GET: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  POST: "bg-sky-100 text-sky-900 ring-sky-300",
  PUT: "bg-amber-100 text-amber-900 ring-amber-300",
  DELETE: "bg-red-100 text-red-900 ring-red-300",
};

function Method({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-flex min-w-16 justify-center rounded-md px-2 py-0.5 font-mono text-sm font-bold ring-1 ${methodColours[method]}`}
    >
      {method}
    </span>
  );
}

function Endpoint({ method, path }: { method: HttpMethod; path: string }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Method method={method} />
      <code className="max-w-full overflow-x-auto font-mono font-semibold text-stone-900">
        <SlashBreaks text={path} />
      </code>
    </span>
  );
}

function FieldTable({
  caption,
  fields,
}: {
  caption: string;
  fields: { name: string; type: string; description: string }[];
}) {
  return (
    <table className="mt-4 w-full self-start text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-stone-900">{caption}</caption>
      <thead className="bg-stone-100 text-stone-700">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            Campo
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Tipo
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Descrição
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {fields.map((field) => (
          <tr key={field.name}>
            <th scope="row" className="px-3 py-2 align-top font-normal">
              <code className="font-mono font-semibold text-brand-800">{field.name}</code>
            </th>
            <td className="px-3 py-2 align-top whitespace-nowrap text-stone-600">{field.type}</td>
            <td className="px-3 py-2 align-top text-stone-800">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ctaClass = buttonClass("primary");
const contactHref = (subject: string) => `${pages.contato}?assunto=${encodeURIComponent(subject)}`;

function PanelHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
      {intro ? <p className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</p> : null}
    </>
  );
}

export function IntroductionPanel({ content }: { content: ApiDocs["introduction"] }) {
  return (
    <div>
      <PanelHeading title={content.title} />
      <div className="mt-3 max-w-3xl space-y-4 text-lg text-stone-700">
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {content.highlights.map((item) => (
          <li key={item.title} className="rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
            <IconTile name={item.icon} size="sm" />
            <span className="mt-4 block font-semibold">{item.title}</span>
            <span className="mt-1 block text-sm text-stone-700">{item.description}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-bold">Primeiros passos</h3>
      <ol className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {content.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="block font-semibold">{step.title}</span>
              <span className="mt-1 block text-stone-700">{step.description}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-10">
        <Link to={contactHref("Acesso à API aberta")} className={ctaClass}>
          Pedir acesso à API
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </div>
  );
}

export function AuthenticationPanel({ content }: { content: ApiDocs["authentication"] }) {
  const { login, envelope, userFields, apiKey } = content;
  return (
    <div>
      <PanelHeading title={content.title} intro={content.intro} />

      <section aria-labelledby="auth-entrar" className="mt-10">
        <h3 id="auth-entrar" className="text-xl font-bold">
          Entrar com e-mail e senha
        </h3>
        <p className="mt-3">
          <Endpoint method={login.method} path={login.path} />
        </p>
        <p className="mt-2 text-stone-700">{login.description}</p>
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <FieldTable caption="Corpo da requisição" fields={login.bodyFields} />
          <CodeBlock tone="light" {...login.request} copyLabel="Copiar código: requisição de login" />
        </div>
      </section>

      <section aria-labelledby="auth-envelope" className="mt-12">
        <h3 id="auth-envelope" className="text-xl font-bold">
          Envelope de resposta
        </h3>
        <p className="mt-2 max-w-3xl text-stone-700">
          Todas as respostas da API têm os mesmos três campos. No login, data traz o usuário autenticado e o
          token.
        </p>
        <div className="mt-2 grid gap-8 lg:grid-cols-2">
          <FieldTable caption="Envelope" fields={envelope} />
          <FieldTable caption="Campos de data no login" fields={userFields} />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <CodeBlock tone="light" {...login.success} copyLabel="Copiar código: resposta de sucesso" />
          <CodeBlock tone="light" {...login.failure} copyLabel="Copiar código: resposta com erro" />
        </div>
      </section>

      <section aria-labelledby="auth-chave" className="mt-12">
        <h3 id="auth-chave" className="text-xl font-bold">
          Cabeçalho <code className="font-mono text-brand-800">{apiKey.header}</code>
        </h3>
        <div className="mt-3 grid gap-8 lg:grid-cols-2">
          <p className="text-stone-700">{apiKey.description}</p>
          <CodeBlock tone="light" {...apiKey.request} copyLabel="Copiar código: chamada autenticada" />
        </div>
      </section>
    </div>
  );
}

export function EndpointsPanel({ content }: { content: ApiDocs["endpoints"] }) {
  return (
    <div>
      <PanelHeading title={content.title} intro={content.intro} />
      <div className="mt-10 space-y-10">
        {content.groups.map((group) => (
          <section key={group.id} aria-labelledby={`grupo-${group.id}`}>
            <h3 id={`grupo-${group.id}`} className="text-xl font-bold">
              {group.title}
            </h3>
            <p className="mt-1 text-stone-700">{group.description}</p>
            <CheckList
              items={group.covers}
              className="mt-4 space-y-2"
              itemClass="flex gap-2 text-stone-800"
            />
            {group.endpoints.length ? (
              <ul
                aria-label={`Chamadas documentadas de ${group.title}`}
                className="mt-4 divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200"
              >
                {group.endpoints.map((endpoint) => (
                  <li
                    key={`${endpoint.method} ${endpoint.path}`}
                    className="grid gap-2 px-4 py-4 md:grid-cols-[minmax(0,28rem)_1fr] md:items-center"
                  >
                    <Endpoint method={endpoint.method} path={endpoint.path} />
                    <span className="text-stone-700">{endpoint.purpose}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <p className="mt-10 text-stone-700">
        {content.fullReference}{" "}
        <a
          href={site.apiDocsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-6 items-center gap-1 font-semibold text-brand-800 underline"
        >
          Abrir a Documentação Postman
          <Icon name="external-link" className="size-4" />
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </p>
    </div>
  );
}

export function ExamplesPanel({ content }: { content: ApiDocs["examples"] }) {
  return (
    <div>
      <PanelHeading title={content.title} intro={content.intro} />
      <div className="mt-10 space-y-12">
        {content.samples.map((sample) => (
          <section key={sample.id} aria-labelledby={`exemplo-${sample.id}`}>
            <h3 id={`exemplo-${sample.id}`} className="text-xl font-bold">
              {sample.title}
            </h3>
            <p className="mt-1 text-stone-700">{sample.description}</p>
            <div className="mt-4 grid max-w-4xl gap-8">
              {sample.variants.map((variant) => (
                <CodeBlock
                  key={variant.title}
                  tone="light"
                  title={variant.title}
                  description={variant.description}
                  code={variant.code}
                  copyLabel={`Copiar código: ${sample.title} (${variant.title})`}
                />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

export function HomologationPanel({ content }: { content: ApiDocs["homologation"] }) {
  return (
    <div>
      <PanelHeading title={content.title} intro={content.intro} />
      <div className="mt-8 flex max-w-3xl gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
        <Icon name="clock" className="mt-0.5 size-6 shrink-0 text-amber-800" />
        <div>
          <p className="font-bold text-stone-900">{content.rateLimit.title}</p>
          <p className="mt-1 text-stone-800">{content.rateLimit.description}</p>
        </div>
      </div>
      <h3 className="mt-10 text-xl font-bold">Checklist de homologação</h3>
      <ol className="mt-4 max-w-3xl space-y-4">
        {content.checklist.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
            <Icon name="clipboard-check" className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <span>
              <span className="block font-semibold">{item.title}</span>
              <span className="mt-1 block text-stone-700">{item.description}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-stone-700">{content.closing}</p>
      <div className="mt-4">
        <Link to={contactHref("Homologação da API")} className={ctaClass}>
          Solicitar Homologação
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </div>
  );
}
