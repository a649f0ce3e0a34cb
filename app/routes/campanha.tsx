import { lazy, Suspense } from "react";
import {
  type ActionFunctionArgs,
  data,
  type HeadersArgs,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useRouteError,
} from "react-router";
import { ErrorPage, MessagePage, notFoundCopy, SiteError } from "~/components/layout/error-page";
import { loadSections, Sections } from "~/components/sections/library";
import { campaignLead, getCampaign } from "~/content/campanhas.server";
import { pages } from "~/content/pages";
import { leadFormOf } from "~/content/schema/sections";
import { servicesContext } from "~/context";
import { handleLeadForms, leadForm, type PageForm } from "~/forms/action.server";
import { leadClientAction } from "~/forms/client-action";
import * as demo from "~/forms/demo";
import * as interest from "~/forms/interest";
import { revenueOptions, segmentOptions, unitOptions } from "~/forms/options";
import { campaignState, nextChange, untilChange } from "~/lib/campaign-dates";
import { formatLongDate } from "~/lib/dates";
import { seo, siteUrlFrom } from "~/lib/seo";

// React Router's own types, not the route's generated ones (./+types/campanha): this module is a
// route only while the content has a campaign (app/routes.ts), and its types are generated only then.

const noindex = { name: "robots", content: "noindex" };

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [noindex];
  if (loaderData.ended)
    return [{ title: `Campanha encerrada: ${loaderData.ended.title} | Gama Delivery` }, noindex];
  const { head } = loaderData;
  return [
    ...seo({
      title: head.title,
      description: head.description,
      path: head.path,
      siteUrl: siteUrlFrom(matches),
      ownImage: { path: head.shareImage, alt: head.shareAlt },
    }),
    ...(head.indexed ? [] : [noindex]),
  ];
};

/**
 * What a campaign's address shows after its last day (with 410 Gone): that it is over, and where
 * to go instead, the plans and the contact page. The copy travels as loader data, so the page's
 * JavaScript carries none of it.
 */
function endedMessage(title: string, lastDay: string | null) {
  return {
    eyebrow: "Campanha encerrada",
    title: "Esta campanha já terminou",
    text: `A campanha “${title}” foi encerrada${lastDay ? ` em ${lastDay}` : ""}. As condições dela não valem mais, mas os planos da Gama Delivery continuam com teste grátis, e a nossa equipe pode ajudar você a escolher.`,
    actions: [
      { to: pages.planos, label: "Ver os planos" },
      { to: pages.contato, label: "Falar com a equipe" },
    ],
  };
}

/**
 * The campaign at this URL: app/routes.ts gives each campaign file a route at its address (the
 * file's name), so the path is "/{address}". A 404 if the content has no such campaign.
 */
function campaignAt(url: URL) {
  const found = getCampaign(url.pathname.slice(1));
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * The campaign as of this request, in Brasília time: not open yet, the site's 404; over, 410 with a
 * page that says so. A page kept by the server or a shared cache expires when the state changes.
 */
export async function loader({ url }: LoaderFunctionArgs) {
  const { campaign, sections, navigation } = campaignAt(url);
  const now = new Date();
  const state = campaignState(campaign, now);
  const headers = untilChange(nextChange(campaign, now), now, 300);
  if (state === "before") throw data(null, { status: 404, headers });
  if (state === "ended") {
    return data(
      {
        ended: {
          title: campaign.title,
          message: endedMessage(campaign.title, campaign.end ? formatLongDate(campaign.end) : null),
        },
        head: null,
        page: null,
      },
      { status: 410 },
    );
  }
  await loadSections(sections.map((section) => section.kind));
  const demoForm = campaign.sections.some((section) => leadFormOf(section)?.form === "demo");
  return data(
    {
      ended: null,
      head: {
        title: campaign.title,
        description: campaign.description,
        path: campaign.path,
        shareImage: campaign.shareImage,
        shareAlt: `${campaign.title}: Gama Delivery`,
        indexed: campaign.indexed,
      },
      page: {
        sections,
        navigation,
        // The demonstration form's choices travel as data, and only to a page that has the form.
        demoOptions: demoForm
          ? { revenue: revenueOptions, units: unitOptions, segments: segmentOptions }
          : { revenue: [], units: [], segments: [] },
      },
    },
    { headers },
  );
}

export function headers({ loaderHeaders, errorHeaders }: HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/**
 * The way on of the not-found page (a campaign not open yet answers it here; any other unknown
 * address is the not-found route's): loaded only when a 404 shows it, not with every campaign page.
 * The server renders it in full.
 */
const WayOn = lazy(() =>
  import("~/components/not-found/way-on").then((module) => ({ default: module.WayOn })),
);

/**
 * The site's 404, with its way on, rendered here so that a campaign not open yet keeps its Expires
 * header; any other error is the site's error page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SiteError />;
  return (
    <ErrorPage {...notFoundCopy}>
      <Suspense fallback={null}>
        <WayOn />
      </Suspense>
    </ErrorPage>
  );
}

export const clientAction = leadClientAction;

/** The page's forms, each with the subject its file gives; the lead carries the campaign's address. */
export async function action({ request, context, url }: ActionFunctionArgs) {
  const { campaign } = campaignAt(url);
  // A form sent from a page opened before the end still reaches sales; one not open yet has no form.
  if (campaignState(campaign, new Date()) === "before") throw data(null, { status: 404 });
  const forms = campaign.sections.flatMap((section): PageForm[] => {
    const form = leadFormOf(section);
    if (!form) return [];
    const lead = campaignLead(campaign, form.subject);
    return [
      form.form === "demo"
        ? leadForm({ ...demo, payload: demo.pagePayload }, lead)
        : leadForm(interest, lead),
    ];
  });
  const [first, ...rest] = forms;
  if (!first) throw data(null, { status: 405 });
  return handleLeadForms(request, context.get(servicesContext), [first, ...rest], { campaign: campaign.id });
}

export default function Campaign() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.ended) return <MessagePage {...loaderData.ended.message} />;
  if (!loaderData.page) return null;
  return <Sections sections={loaderData.page.sections} page={loaderData.page} />;
}
