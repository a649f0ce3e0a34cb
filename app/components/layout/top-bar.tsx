import { telHref } from "~/content/site";
import { useRootData } from "~/lib/root-data";

/** Secondary bar above the header: support phone, e-mail and hours. */
export function TopBar() {
  const site = useRootData()?.contact;
  if (!site) return null;
  return (
    <div className="bg-stone-900 text-sm text-stone-100">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <p>{site.hours}</p>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <li>
            <a
              href={telHref(site.support.phone)}
              className="inline-flex min-h-6 items-center hover:underline"
            >
              <span className="sr-only">Telefone do suporte: </span>
              {site.support.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${site.support.email}`}
              className="inline-flex min-h-6 items-center hover:underline"
            >
              <span className="sr-only">E-mail do suporte: </span>
              {site.support.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
