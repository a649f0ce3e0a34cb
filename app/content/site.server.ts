import facts from "virtual:content/fatos";
import siteData from "virtual:content/site";
import { contactDetails } from "./contato";

/** The site's description, demo stores, help centre and social links (content/site.yaml). */
export { siteData };

/** Phones, e-mails, hours and the WhatsApp link, from content/fatos.yaml. */
export const contact = contactDetails(facts);

/** What the shell (top bar, footer, WhatsApp button) shows on every page: loader data of the root. */
export const shellContact = {
  description: siteData.description,
  support: contact.support,
  sales: contact.sales,
  whatsappHref: contact.whatsappHref,
  hours: contact.humanSupportHours,
};
