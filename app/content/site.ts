import { facts } from "./facts";
/**
 * The one typed site config: brand, contact channels, hours and external URLs.
 * Contact details are the vendor's public channels; what differs per deployment
 * (the public origin, mail settings) comes from the environment instead.
 */
export const site = {
  name: "Gama Delivery",
  tagline: "Sistema completo para delivery e restaurantes",
  description:
    "Cardápio digital, pedidos pelo WhatsApp, PDV, fidelidade, nota fiscal e gestão completa para delivery e restaurantes.",
  support: {
    label: "Suporte",
    phone: "(11) 4003-8321",
    email: "suporte@gamadelivery.com.br",
  },
  sales: {
    label: "Comercial",
    phone: "(11) 4003-8322",
    email: "comercial@gamadelivery.com.br",
  },
  /** WhatsApp of the sales team, digits only with country code, for click-to-chat links. */
  whatsapp: {
    number: "5511940038322",
    message: "Olá! Vim pelo site e quero conhecer o sistema da Gama Delivery.",
  },
  /** Footer and secondary bar statement: the hours of human support, said as such so it reads apart from /contato's weekday and weekend hours. */
  hours: `Suporte humano todos os dias, das ${facts.supportOpens} às ${facts.supportCloses}`,
  /** The contact page lists the hours per kind of day. */
  supportHours: [
    { days: "Segunda a sexta", hours: `${facts.supportOpens} às ${facts.supportCloses}` },
    { days: "Sábados, domingos e feriados", hours: `${facts.supportOpensWeekend} às ${facts.supportCloses}` },
  ],
  humanSupport: "Atendimento humano todos os dias, das 9h às 00h",
  responsePromise: `Pelo formulário de contato, respondemos em até ${facts.contactResponseHours} horas úteis.`,
  demoStores: {
    hamburgueria: "https://demo.gamadelivery.com.br/hamburgueria",
    pizzaria: "https://demo.gamadelivery.com.br/pizzaria",
    restaurante: "https://demo.gamadelivery.com.br/restaurante",
    acaiteria: "https://demo.gamadelivery.com.br/acaiteria",
  },
  helpCenterUrl: "https://ajuda.gamadelivery.com.br",
  apiDocsUrl: "https://documenter.getpostman.com/view/gamadelivery/api-aberta",
  apiCollectionUrl: "https://www.postman.com/gamadelivery/workspace/api-aberta",
  /** Base URL of the open API: every endpoint path lives under /api/. */
  apiBaseUrl: "https://api.gamadelivery.com.br/api/",
  social: {
    instagram: "https://www.instagram.com/gamadelivery",
    facebook: "https://www.facebook.com/gamadelivery",
    youtube: "https://www.youtube.com/@gamadelivery",
    linkedin: "https://www.linkedin.com/company/gamadelivery",
  },
} as const;

export function whatsappLink(text: string = site.whatsapp.message): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(text)}`;
}

/** tel: href for a display phone number such as "(11) 4003-8321". */
export function telHref(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, "")}`;
}
