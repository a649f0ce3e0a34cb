import campaigns from "virtual:content/campanhas";
import type { Campaign } from "./schema/load";
import { shownSections } from "./sections.server";

export type { Campaign };
export { campaigns };

/**
 * The campaign pages (content/campanhas/), each shaped for its sections once, when the server
 * starts. Whether a campaign is shown is decided per request (app/lib/campaign-dates.ts).
 */
const pages = new Map(
  campaigns.map((campaign) => [campaign.id, { campaign, ...shownSections(campaign.sections) }]),
);

export function getCampaign(id: string) {
  return pages.get(id);
}

/** How a lead from a campaign's form reaches sales: the form's subject and the page's form type. */
export function campaignLead(campaign: Pick<Campaign, "id">, subject: string) {
  return { subject, formType: `landing_${campaign.id}` };
}
