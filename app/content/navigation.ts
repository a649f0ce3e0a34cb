/** Header, mega-menu and footer links (spec 1, sections 2.2 and 2.3). */
export interface NavLinkItem {
  label: string;
  to: string;
  badge?: string;
}

export const headerLinks: NavLinkItem[] = [
  { label: "Início", to: "/" },
  { label: "Soluções", to: "/funcionalidades" },
  { label: "Planos", to: "/planos" },
  { label: "Integrações", to: "/integracoes" },
  { label: "Blog", to: "/blog" },
  { label: "Contato", to: "/contato" },
  { label: "Revenda", to: "/revenda" },
];

export const megaMenu: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Ferramentas de vendas",
    links: [
      { label: "Campanhas no WhatsApp", to: "/funcionalidades/campanhas-whatsapp" },
      { label: "WhatsApp Integrado", to: "/funcionalidades/whatsapp-integrado" },
      { label: "Programa de Fidelidade", to: "/funcionalidades/programa-fidelidade" },
      { label: "CRM", to: "/funcionalidades/crm" },
      { label: "Sistema de Avaliações", to: "/funcionalidades/sistema-avaliacoes" },
    ],
  },
  {
    title: "Automação de atendimento",
    links: [
      { label: "Cardápio Digital", to: "/funcionalidades/cardapio-digital" },
      { label: "Robô de Atendimento IA", to: "/funcionalidades/robo-atendimento-ia" },
      { label: "Cardápio para Mesas", to: "/funcionalidades/cardapio-mesas" },
      { label: "Cardápio para Balcão", to: "/funcionalidades/cardapio-balcao" },
      { label: "Agendamento de Pedidos", to: "/funcionalidades/agendamento-pedidos" },
    ],
  },
  {
    title: "Sistema de gestão",
    links: [
      { label: "Módulo Financeiro", to: "/funcionalidades/modulo-financeiro", badge: "Nova" },
      { label: "Controle de Estoque", to: "/funcionalidades/controle-estoque" },
      { label: "Roteirização de Entregas", to: "/funcionalidades/roteirizacao-entregas" },
      { label: "Controle de Mesas", to: "/funcionalidades/controle-mesa" },
      { label: "Módulo KDS", to: "/funcionalidades/modulo-kds" },
      { label: "Fiscal NFC-e", to: "/funcionalidades/fiscal-nfce" },
    ],
  },
  {
    title: "Equipamentos",
    links: [
      { label: "Totem", to: "/funcionalidades/solucoes-auto-atendimento" },
      { label: "Mini PDV", to: "/funcionalidades/mini-pdv" },
      { label: "SmartPOS", to: "/funcionalidades/smartpos" },
      { label: "Impressora", to: "/funcionalidades/impressora" },
      { label: "TEF", to: "/funcionalidades/tef" },
    ],
  },
];

export const megaMenuMore: NavLinkItem = { label: "Ver mais", to: "/funcionalidades" };

export const footerColumns: { title: string; links: NavLinkItem[] }[] = [
  {
    title: "Soluções",
    links: [
      { label: "Sistema de Gestão", to: "/solucoes/sistema-gestao" },
      { label: "Sistema PDV", to: "/solucoes/sistema-pdv" },
      { label: "Cardápio Digital", to: "/solucoes/cardapio-digital" },
      { label: "Robô de Atendimento", to: "/solucoes/robo-atendimento" },
      { label: "Sistema Fiscal", to: "/solucoes/sistema-fiscal" },
      { label: "Controle de Estoque", to: "/solucoes/controle-estoque" },
      { label: "Calculadora de economia", to: "/calculadora" },
    ],
  },
  {
    title: "Empresa",
    links: [
      { label: "Sobre nós", to: "/sobrenos" },
      { label: "Blog", to: "/blog" },
      { label: "API de integração", to: "/api-aberta" },
      { label: "Tutoriais", to: "/treinamentos" },
      { label: "Central de ajuda", to: "/central-de-ajuda" },
      { label: "Seja um parceiro", to: "/revenda" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Termos de uso", to: "/termos-de-uso" },
      { label: "Política de privacidade", to: "/privacidade" },
    ],
  },
];

/** Everything the shell links to. The root loader sends it as data, so it costs no browser JavaScript. */
export const siteNavigation = { headerLinks, megaMenu, megaMenuMore, footerColumns };
export type SiteNavigation = typeof siteNavigation;
