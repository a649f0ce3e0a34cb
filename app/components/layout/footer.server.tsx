import { Icon } from "~/components/icon";
import { siteNavigation } from "~/content/navegacao.server";
import { site as brand, telHref } from "~/content/site";
import { shellContact } from "~/content/site.server";
import { COOKIES_POLICY_PATH } from "~/lib/analytics";
import { useRootData } from "~/lib/root-data";
import { Logo } from "./logo";

/**
 * What the footer holds: the site's description, the support and sales contacts, the link columns
 * and the copyright line. It runs nothing in the browser, so only the server renders it
 * (app/components/layout/document-parts.server.tsx): the document carries it once, neither its
 * content nor its code travels again for hydration, and the browser keeps the server's markup.
 * Its links are plain links: they load the page they name.
 */
export function Footer() {
  const measurement = useRootData()?.measurement === true;
  const site = shellContact;
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{site.description}</p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 md:grid-cols-1">
            {[site.support, site.sales].map((contact) => (
              <section key={contact.label} aria-label={`Contato ${contact.label}`}>
                <h2 className="font-semibold text-white">{contact.label}</h2>
                <ul className="mt-2 space-y-1 text-sm">
                  <li>
                    <a
                      href={telHref(contact.phone)}
                      className="inline-flex min-h-6 items-center gap-2 hover:text-white"
                    >
                      <Icon name="phone" className="size-4" />
                      {contact.phone}
                    </a>
                  </li>
                  <li>
                    <a
                      href={`mailto:${contact.email}`}
                      className="inline-flex min-h-6 items-center gap-2 whitespace-nowrap hover:text-white"
                    >
                      <Icon name="mail" className="size-4 shrink-0" />
                      {contact.email}
                    </a>
                  </li>
                  <li className="text-stone-400">{site.hours}</li>
                </ul>
              </section>
            ))}
          </div>
        </div>
        {siteNavigation.footerColumns.map((column) => (
          <nav
            key={column.title}
            aria-label={column.title}
            className={column.title === "Legal" ? "" : "lg:col-span-1"}
          >
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    className="inline-flex min-h-8 items-center hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-400">
          © {new Date().getFullYear()} {brand.name}. Todos os direitos reservados.
          {measurement ? (
            <>
              {" "}
              {/* Without JavaScript it opens the policy's section on cookies; the consent script
                  turns it into the control that reopens the banner. */}
              <a
                href={COOKIES_POLICY_PATH}
                data-consent-preferences=""
                className="ml-2 inline-flex min-h-6 items-center text-stone-300 hover:text-white hover:underline"
              >
                Preferências de cookies
              </a>
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}
