import { ButtonLink } from "~/components/ui/button";
import { pages } from "~/content/pages";

/**
 * What a campaign's address shows after its last day (with 410 Gone): that it is over, and where
 * to go instead, the plans and the contact page.
 */
export function CampaignEnded({ title, lastDay }: { title: string; lastDay: string | null }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-semibold text-brand-700">Campanha encerrada</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Esta campanha já terminou</h1>
      <p className="mt-4 text-lg text-stone-600">
        A campanha “{title}” foi encerrada{lastDay ? ` em ${lastDay}` : ""}. As condições dela não valem mais,
        mas os planos da Gama Delivery continuam com teste grátis, e a nossa equipe pode ajudar você a
        escolher.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={pages.plans}>Ver os planos</ButtonLink>
        <ButtonLink to={pages.contact} variant="neutral">
          Falar com a equipe
        </ButtonLink>
      </div>
    </section>
  );
}
