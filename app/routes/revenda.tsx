import { RESELLER_FORM_ANCHOR, ResellerForm } from "~/components/revenda/reseller-form";
import {
  HandledByGama,
  ResellerBenefits,
  ResellerPricing,
  ResellerRequirements,
} from "~/components/revenda/revenda";
import {
  HeroActions,
  HeroBand,
  HeroHeading,
  HeroPicture,
  heroColumns,
} from "~/components/sections/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { facts } from "~/content/fatos";
import { illustration } from "~/content/illustrations";
import { pages } from "~/content/pages";
import { reseller } from "~/content/revenda";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as resellerForm from "~/forms/reseller";
import { formatReais } from "~/lib/reais";
import { seo, siteUrlFrom } from "~/lib/seo";
import type { Route } from "./+types/revenda";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: "Revenda white label: sistema de delivery com a sua marca",
    description: loaderData?.description ?? "",
    path: pages.revenda,
    siteUrl: siteUrlFrom(matches),
    image: "revenda",
  });

/** The programme's figures come from the server render; the browser bundle carries no content. */
export function loader() {
  const lowestFee = Math.min(...reseller.tiers.map((tier) => tier.monthlyFeePerClient));
  return {
    programme: reseller,
    drawing: illustration("revenda-painel"),
    description: `Seja revendedor white label da Gama Delivery: sua marca, seu domínio e mensalidade a partir de ${formatReais(lowestFee, { cents: "if-any" })} por cliente. Estrutura pronta em até ${facts.horasImplantacaoRevenda} horas.`,
  };
}

export const clientAction = leadClientAction;

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForms(request, context.get(servicesContext), [leadForm(resellerForm)]);
}

export default function Reseller({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData.programme;
  return (
    <>
      <HeroBand container={`max-w-7xl py-14 lg:py-20 ${heroColumns}`}>
        <div>
          <HeroHeading eyebrow={hero.eyebrow} title={hero.title} lead={hero.description} />
          <HeroActions>
            <ButtonLink href={`#${RESELLER_FORM_ANCHOR}`}>Quero ser revendedor</ButtonLink>
            <ButtonLink href="#investimento" variant="onDark">
              Ver taxas e mensalidades
            </ButtonLink>
          </HeroActions>
        </div>
        <HeroPicture drawing={loaderData.drawing} />
      </HeroBand>

      <ResellerBenefits data={loaderData.programme} />
      <HandledByGama data={loaderData.programme} />
      <ResellerPricing data={loaderData.programme} />
      <ResellerRequirements data={loaderData.programme} />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ResellerForm />
      </div>
    </>
  );
}
