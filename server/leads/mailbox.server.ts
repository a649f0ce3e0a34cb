import { domainToASCII } from "node:url";

/**
 * The inbox an address delivers to, as far as the site can tell, so that limits on what the site
 * mails count per person rather than per spelling: lower case, a `+tag` dropped (`ana+1@x` and
 * `ana+2@x` are the same inbox at nearly every provider), Gmail's dots dropped and googlemail.com
 * read as gmail.com (Gmail ignores dots in the name), an internationalised domain in its ASCII
 * form. Only for counting: mail still goes to the address exactly as typed.
 */
export function mailboxOf(address: string): { mailbox: string; domain: string } {
  const trimmed = address.trim().normalize("NFKC").toLowerCase();
  const at = trimmed.lastIndexOf("@");
  let local = at < 0 ? trimmed : trimmed.slice(0, at);
  let domain = at < 0 ? "" : trimmed.slice(at + 1).replace(/\.+$/, "");
  domain = domainToASCII(domain) || domain;
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return { mailbox: `${local}@${domain}`, domain };
}
