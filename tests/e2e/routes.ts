/** Every kind of page of the site, for checks that must hold everywhere (accessibility, headers). */
export const allPages = [
  "/",
  "/funcionalidades",
  "/funcionalidades?categoria=gestao",
  "/funcionalidades/cardapio-digital",
  "/funcionalidades/campanhas-whatsapp",
  "/funcionalidades/nao-existe",
  "/solucoes/sistema-gestao",
  "/integracoes",
  "/integracoes?categoria=pagamento",
  "/integracoes/ifood",
  "/integracoes/cielo",
  "/integracoes/nao-existe",
  "/contato",
  "/revenda",
  "/pagina-inexistente",
];
