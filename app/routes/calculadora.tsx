import { useLocation } from "react-router";
import { CALCULATOR_PATH, SavingsCalculator } from "~/components/calculadora/savings-calculator";
import { HeroBand, HeroHeading } from "~/components/sections/page-hero";
import { defaultSavingsValues, referenceView, savingsPlans } from "~/content/calculadora";
import { servicesContext } from "~/context";
import type { PageHandle } from "~/lib/page-handle";
import { savingsFields, valuesFromSearchParams } from "~/lib/savings";
import { seo, siteUrlFrom } from "~/lib/seo";
import { webApplication } from "~/lib/structured-data";
import type { Route } from "./+types/calculadora";

const title = "Calculadora de economia: marketplace ou canal próprio";
const description =
  "Calcule quanto o seu delivery paga ao marketplace em comissão e taxa de pagamento por mês e por ano, e compare com a mensalidade de cada plano da Gama Delivery.";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seo({
    title,
    description,
    path: CALCULATOR_PATH,
    siteUrl: siteUrlFrom(matches),
    image: "planos",
    structuredData: loaderData?.structuredData,
  });

/**
 * The fields come from the query string (absent ones take the reference figures), so the server
 * renders the result of a shared link or of the form sent without JavaScript. The JSON-LD is built
 * here, so its builders stay on the server.
 */
/** The calculator's four fields are the parameters the page reads. */
export const handle: PageHandle = { searchParams: savingsFields };

export function loader({ url, context }: Route.LoaderArgs) {
  const siteUrl = context.get(servicesContext).env.SITE_URL;
  return {
    structuredData: [
      webApplication(siteUrl, {
        name: "Calculadora de economia da Gama Delivery",
        description,
        path: CALCULATOR_PATH,
      }),
    ],
    values: valuesFromSearchParams(url.searchParams, defaultSavingsValues()),
    plans: savingsPlans,
    reference: referenceView(),
  };
}

export default function Calculator({ loaderData }: Route.ComponentProps) {
  // A navigation to this page (a menu link, back and forward) starts from its own address; the
  // calculator's own address updates keep React Router's key, so typing never resets the fields.
  const { key } = useLocation();
  return (
    <>
      <HeroBand container="max-w-7xl py-14 lg:py-16">
        <HeroHeading
          eyebrow="Calculadora de economia"
          title="Quanto o marketplace custa para o seu delivery?"
          lead="Informe os pedidos do mês, o ticket médio e as taxas que você paga. A calculadora mostra quanto vai para o marketplace e quanto as mesmas vendas custariam nos seus próprios canais, com a Gama Delivery e sem comissão por pedido."
        />
      </HeroBand>
      <div className="mx-auto max-w-7xl px-4 py-14">
        <SavingsCalculator
          key={key}
          initialValues={loaderData.values}
          plans={loaderData.plans}
          reference={loaderData.reference}
        />
      </div>
    </>
  );
}
