import { ContactForm } from "~/components/contato/contact-form";
import { Icon } from "~/components/icon";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { savingsCalculationFrom, withSavingsCalculation } from "~/content/calculadora";
import { facts } from "~/content/fatos";
import { pages } from "~/content/pages";
import { telHref } from "~/content/site";
import { contact as contactDetails } from "~/content/site.server";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as contact from "~/forms/contact";
import { SUBJECT_PARAM, subjectFromUrl } from "~/lib/contact-subject";
import type { PageHandle } from "~/lib/page-handle";
import { savingsFields } from "~/lib/savings-fields";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/contato";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: "Contato: fale com a equipe",
    description: loaderData?.description ?? "",
    path: pages.contato,
    siteUrl: siteUrlFrom(matches),
    image: "contato",
  });

/**
 * `?assunto=` prefills the subject (links from plans, integrations and the API section); the
 * savings calculator's parameters bring its calculation, shown above the message and sent with it.
 */
export const handle: PageHandle = { searchParams: [SUBJECT_PARAM, ...savingsFields] };

export function loader({ url }: Route.LoaderArgs) {
  return {
    subject: subjectFromUrl(url.searchParams),
    calculation: savingsCalculationFrom(url.searchParams),
    description: `Fale com a Gama Delivery por formulário, telefone, e-mail ou WhatsApp. Respondemos em até ${facts.horasRespostaContato} horas úteis, com atendimento humano todos os dias.`,
    contact: contactDetails,
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [
    leadForm(contact, { withCalculation: withSavingsCalculation }),
  ]);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const site = loaderData.contact;
  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-16">
        <HeroHeading
          eyebrow="Contato"
          title="Fale com a equipe da Gama Delivery"
          lead={`Dúvidas sobre planos, implantação, integrações ou suporte: mande sua mensagem e uma pessoa do nosso time responde. ${site.responsePromise}`}
        />
      </HeroBand>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_24rem]">
        <ContactForm subject={loaderData.subject} calculation={loaderData.calculation} />

        <aside aria-label="Atendimento e outros canais" className="space-y-6">
          <section aria-labelledby="horarios" className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
            <h2 id="horarios" className="flex items-center gap-2 text-lg font-semibold">
              <Icon name="clock" className="size-5 text-brand-700" />
              Horário de atendimento
            </h2>
            {/* One table, each channel named: the daily human support beside the phone and e-mail
                support, which opens later on weekends (read as a contradiction when they were two lines). */}
            <table className="mt-4 w-full text-left text-sm">
              <caption className="sr-only">Horário de cada canal de atendimento</caption>
              <thead>
                <tr className="border-b border-stone-300 align-bottom text-stone-600">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Canal
                  </th>
                  {site.hoursTable.days.map((days) => (
                    <th key={days} scope="col" className="py-2 pr-3 font-medium last:pr-0">
                      {days}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {site.hoursTable.rows.map((row) => (
                  <tr key={row.channel} className="border-b border-stone-200 align-top last:border-0">
                    <th scope="row" className="py-3 pr-3 font-semibold text-ink">
                      {row.channel}
                    </th>
                    {row.hours.map((hours, index) => (
                      <td key={site.hoursTable.days[index]} className="py-3 pr-3 whitespace-nowrap last:pr-0">
                        {hours}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 font-semibold text-brand-800">{site.responsePromise}</p>
          </section>

          <section aria-labelledby="canais" className="rounded-2xl bg-stone-50 p-6 ring-1 ring-stone-200">
            <h2 id="canais" className="text-lg font-semibold">
              Outros canais
            </h2>
            <ul className="mt-4 space-y-4">
              {[site.sales, site.support].map((contact) => (
                <li key={contact.label}>
                  <p className="font-semibold">{contact.label}</p>
                  <a
                    href={telHref(contact.phone)}
                    className="flex min-h-11 items-center gap-2 text-stone-800 hover:text-brand-800"
                  >
                    <Icon name="phone" className="size-5 text-brand-700" />
                    {contact.phone}
                  </a>
                  <a
                    href={`mailto:${contact.email}`}
                    className="flex min-h-11 items-center gap-2 break-all text-stone-800 hover:text-brand-800"
                  >
                    <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
                    {contact.email}
                  </a>
                </li>
              ))}
            </ul>
            <a
              href={site.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-6 font-semibold text-white hover:bg-emerald-800"
            >
              <Icon name="message-circle" className="size-5" />
              Conversar no WhatsApp
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </section>
        </aside>
      </div>
    </>
  );
}
