// The content folder as build-time data (scripts/vite-content.ts), typed from the Keystatic schema
// through app/content/schema/load.ts. Server code only: the build refuses them in the browser bundle.
declare module "virtual:content/facts" {
  const facts: import("./schema/load").Facts;
  export default facts;
}
declare module "virtual:content/site" {
  const site: import("./schema/load").SiteData;
  export default site;
}
declare module "virtual:content/plans" {
  const plans: import("./schema/load").Plan[];
  export default plans;
}
declare module "virtual:content/plansPage" {
  const plansPage: import("./schema/load").PlansPage;
  export default plansPage;
}
declare module "virtual:content/posts" {
  const posts: import("./schema/load").PostData[];
  export default posts;
}
declare module "virtual:content/integrations" {
  const integrations: import("./schema/load").Integration[];
  export default integrations;
}
declare module "virtual:content/integrationsPage" {
  const integrationsPage: import("./schema/load").IntegrationsPage;
  export default integrationsPage;
}
