import { href } from "react-router";
import { pages } from "./pages.ts";

/** Header, mega-menu and footer links. Paths come from `pages` or `href()`, so each is checked against the route table. */
export interface NavLinkItem {
  label: string;
  to: string;
  badge?: string;
  /** One short line under the label in the desktop mega-menu. */
  description?: string;
  /** The header entry that opens the features mega-menu. */
  megaMenu?: true;
}

const feature = (id: string) => href("/funcionalidades/:id", { id });

export const headerLinks: NavLinkItem[] = [
  { label: "Início", to: pages.home },
  { label: "Soluções", to: pages.features, megaMenu: true },
  { label: "Planos", to: pages.plans },
  { label: "Integrações", to: pages.integrations },
  { label: "Blog", to: pages.blog },
  { label: "Contato", to: pages.contact },
  { label: "Revenda", to: pages.reseller },
];

export const megaMenu: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Ferramentas de vendas",
    links: [
      {
        label: "Campanhas no WhatsApp",
        to: feature("campanhas-whatsapp"),
        description: "Promoções para listas de clientes",
      },
      {
        label: "WhatsApp Integrado",
        to: feature("whatsapp-integrado"),
        description: "Status do pedido no WhatsApp",
      },
      {
        label: "Programa de Fidelidade",
        to: feature("programa-fidelidade"),
        description: "Pontos e recompensas por pedido",
      },
      { label: "CRM", to: feature("crm"), description: "Histórico e segmentos de clientes" },
      {
        label: "Sistema de Avaliações",
        to: feature("sistema-avaliacoes"),
        description: "Notas dos clientes e reputação",
      },
    ],
  },
  {
    title: "Automação de atendimento",
    links: [
      {
        label: "Cardápio Digital",
        to: feature("cardapio-digital"),
        description: "Site e app com a sua marca",
      },
      {
        label: "Robô de Atendimento IA",
        to: feature("robo-atendimento-ia"),
        description: "Respostas no WhatsApp 24 horas",
      },
      {
        label: "Cardápio para Mesas",
        to: feature("cardapio-mesas"),
        description: "Pedido por QR Code na mesa",
      },
      {
        label: "Cardápio para Balcão",
        to: feature("cardapio-balcao"),
        description: "Retirada sem fila, por senha",
      },
      {
        label: "Agendamento de Pedidos",
        to: feature("agendamento-pedidos"),
        description: "Entrega ou retirada agendada",
      },
    ],
  },
  {
    title: "Sistema de gestão",
    links: [
      {
        label: "Módulo Financeiro",
        to: feature("modulo-financeiro"),
        badge: "Nova",
        description: "Contas, fluxo de caixa e DRE",
      },
      {
        label: "Controle de Estoque",
        to: feature("controle-estoque"),
        description: "Baixa automática a cada venda",
      },
      {
        label: "Roteirização de Entregas",
        to: feature("roteirizacao-entregas"),
        description: "Rotas otimizadas por região",
      },
      {
        label: "Controle de Mesas",
        to: feature("controle-mesa"),
        description: "Mapa do salão e contas divididas",
      },
      { label: "Módulo KDS", to: feature("modulo-kds"), description: "Pedidos nas telas da cozinha" },
      { label: "Fiscal NFC-e", to: feature("fiscal-nfce"), description: "NFC-e emitida a cada venda" },
    ],
  },
  {
    title: "Equipamentos",
    links: [
      { label: "Totem", to: feature("solucoes-auto-atendimento") },
      { label: "Mini PDV", to: feature("mini-pdv") },
      { label: "SmartPOS", to: feature("smartpos") },
      { label: "Impressora", to: feature("impressora") },
      { label: "TEF", to: feature("tef") },
    ],
  },
];

export const megaMenuMore: NavLinkItem = { label: "Ver mais", to: pages.features };

export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Soluções",
    links: [
      { label: "Sistema de Gestão", to: href("/solucoes/:id", { id: "sistema-gestao" }) },
      { label: "Sistema PDV", to: href("/solucoes/:id", { id: "sistema-pdv" }) },
      { label: "Cardápio Digital", to: href("/solucoes/:id", { id: "cardapio-digital" }) },
      { label: "Robô de Atendimento", to: href("/solucoes/:id", { id: "robo-atendimento" }) },
      { label: "Sistema Fiscal", to: href("/solucoes/:id", { id: "sistema-fiscal" }) },
      { label: "Controle de Estoque", to: href("/solucoes/:id", { id: "controle-estoque" }) },
      { label: "Calculadora de economia", to: pages.calculator },
    ],
  },
  {
    title: "Empresa",
    links: [
      { label: "Sobre nós", to: pages.about },
      { label: "Blog", to: pages.blog },
      { label: "API de integração", to: pages.api },
      { label: "Tutoriais", to: pages.tutorials },
      { label: "Central de ajuda", to: pages.helpCentre },
      { label: "Seja um parceiro", to: pages.reseller },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Termos de uso", to: pages.terms },
      { label: "Política de privacidade", to: pages.privacy },
    ],
  },
];

/** Everything the shell links to. The root loader sends it as data, so it costs no browser JavaScript. */
export const siteNavigation = { headerLinks, megaMenu, megaMenuMore, footerColumns };
export type SiteNavigation = typeof siteNavigation;
