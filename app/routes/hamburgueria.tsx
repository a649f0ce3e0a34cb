import { InterestForm } from "~/components/forms/interest-form";
import {
  BurgerBenefits,
  BurgerCallToAction,
  BurgerCases,
  BurgerFeatures,
} from "~/components/hamburgueria/hamburgueria-page";
import { FormBand } from "~/components/sections/form-card";
import { HeroActions, HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { burgerPage, hamburgueriaLead } from "~/content/hamburgueria";
import { pages } from "~/content/pages";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as interest from "~/forms/interest";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/hamburgueria";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Sistema para hamburguerias",
    description:
      "Cardápio digital com combos e adicionais, pedidos pelo WhatsApp, iFood na mesma tela, cozinha organizada e fidelidade. O sistema para hamburguerias venderem mais.",
    path: pages.burgerShops,
    siteUrl: siteUrlFrom(matches),
    image: "solucoes",
  });

/** Content travels as data: no copy in the page's JavaScript. */
export function loader() {
  return { page: burgerPage };
}

export const clientAction = leadClientAction;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(interest, hamburgueriaLead)]);
}

/** The page's own sections, which its in-page navigation and buttons jump to. */
const sections = [
  { id: "funcionalidades", label: "Funcionalidades" },
  { id: "beneficios", label: "Benefícios" },
  { id: "casos", label: "Casos de sucesso" },
  { id: "contato", label: "Contato" },
] as const;

export default function Hamburgueria({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <HeroBand container="max-w-7xl pt-4 pb-16">
        <nav aria-label="Nesta página">
          <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-stone-200 hover:bg-white/10 hover:text-white"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <HeroHeading
              eyebrow={page.hero.eyebrow}
              title={page.hero.title}
              titleClass="mt-3"
              lead={page.hero.description}
              leadClass="mt-5 max-w-2xl"
            />
            <HeroActions>
              <ButtonLink href="#contato">Quero contratar</ButtonLink>
              <ButtonLink href="#contato" variant="onDark">
                Solicitar demonstração
              </ButtonLink>
            </HeroActions>
          </div>
          <img
            src="/img/lojas/hamburgueria.svg"
            width={320}
            height={200}
            alt="Ilustração de um hambúrguer artesanal"
            className="w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        </div>
      </HeroBand>

      <BurgerFeatures data={loaderData} />
      <BurgerBenefits data={loaderData} />
      <BurgerCases data={loaderData} />
      <BurgerCallToAction data={loaderData} />
      <FormBand>
        <InterestForm anchor="contato" {...page.contact} submitLabel="Falar com um especialista" />
      </FormBand>
    </>
  );
}
