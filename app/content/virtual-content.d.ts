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
declare module "virtual:content/features" {
  const features: import("./schema/load").Feature[];
  export default features;
}
declare module "virtual:content/featuresPage" {
  const featuresPage: import("./schema/load").FeaturesPage;
  export default featuresPage;
}
declare module "virtual:content/solutions" {
  const solutions: import("./schema/load").Solution[];
  export default solutions;
}
declare module "virtual:content/testimonials" {
  const testimonials: import("./schema/load").Testimonial[];
  export default testimonials;
}
declare module "virtual:content/clients" {
  const clients: import("./schema/load").Client[];
  export default clients;
}
declare module "virtual:content/home" {
  const home: import("./schema/load").HomePage;
  export default home;
}
declare module "virtual:content/about" {
  const about: import("./schema/load").AboutPage;
  export default about;
}
declare module "virtual:content/reseller" {
  const reseller: import("./schema/load").ResellerPage;
  export default reseller;
}
declare module "virtual:content/hamburgueria" {
  const hamburgueria: import("./schema/load").BurgerPage;
  export default hamburgueria;
}
declare module "virtual:content/tutorials" {
  const tutorials: import("./schema/load").Tutorial[];
  export default tutorials;
}
declare module "virtual:content/tutorialsPage" {
  const tutorialsPage: import("./schema/load").TutorialsPage;
  export default tutorialsPage;
}
declare module "virtual:content/legal" {
  const legal: import("./schema/load").Content["legal"];
  export default legal;
}
declare module "virtual:content/navigation" {
  const navigation: import("./schema/load").Navigation;
  export default navigation;
}
declare module "virtual:content/integrations" {
  const integrations: import("./schema/load").Integration[];
  export default integrations;
}
declare module "virtual:content/integrationsPage" {
  const integrationsPage: import("./schema/load").IntegrationsPage;
  export default integrationsPage;
}
declare module "virtual:content/calculator" {
  const calculator: import("./schema/load").MarketplaceReference;
  export default calculator;
}
