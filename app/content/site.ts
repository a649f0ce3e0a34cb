/**
 * What the code itself needs to know about the site: the brand's name (in every title and share
 * tag, also in the browser) and the open API's addresses, which the API documentation's examples
 * are built on. Contact details, hours and the other addresses are content (content/fatos.yaml,
 * content/site.yaml); pages get them from their loaders through ./site.server.ts.
 */
export const site = {
  name: "Gama Delivery",
  apiDocsUrl: "https://documenter.getpostman.com/view/gamadelivery/api-aberta",
  apiCollectionUrl: "https://www.postman.com/gamadelivery/workspace/api-aberta",
  /** Base URL of the open API: every endpoint path lives under /api/. */
  apiBaseUrl: "https://api.gamadelivery.com.br/api/",
} as const;

/** Click-to-chat link to a WhatsApp number (digits with the country code), opening with `text`. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** tel: href for a display phone number such as "(11) 4003-8321". */
export function telHref(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, "")}`;
}
