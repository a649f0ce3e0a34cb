/** The address of the built consent script (see scripts/vite-consent-script.ts). */
declare module "virtual:consent-script" {
  const src: string;
  export default src;
}
