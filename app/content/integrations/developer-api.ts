import type { IconName } from "../icon-names";

/**
 * The developer section of /integracoes: the areas the
 * open API covers and the bearer-token examples. Display only; the site calls no API.
 */
export const apiAreas: { title: string; description: string; icon: IconName }[] = [
  {
    title: "Recebimento de pedidos",
    description: "Consulte os pedidos novos de todos os canais e acompanhe cada etapa até a entrega.",
    icon: "clipboard-list",
  },
  {
    title: "Entregas e logística",
    description: "Atualize o status da entrega, informe o entregador e registre a conclusão do pedido.",
    icon: "truck",
  },
  {
    title: "Catálogo de produtos",
    description: "Leia e atualize produtos, categorias, complementos, preços e disponibilidade.",
    icon: "package",
  },
  {
    title: "Gestão financeira",
    description: "Exporte vendas, formas de pagamento e taxas para o seu ERP ou sistema contábil.",
    icon: "wallet",
  },
  {
    title: "Marketing e vendas",
    description: "Sincronize clientes, cupons e pontos de fidelidade com a sua ferramenta de CRM.",
    icon: "megaphone",
  },
  {
    title: "Configurações do sistema",
    description: "Consulte horários de funcionamento, áreas de entrega e dados da loja.",
    icon: "layers",
  },
];

export const apiExamples = {
  listOrders: {
    title: "Listar pedidos",
    description: "Envie o token de acesso no cabeçalho Authorization de cada requisição.",
    request: `GET /v1/orders HTTP/1.1
Authorization: Bearer SEU_TOKEN_DE_ACESSO
Accept: application/json`,
  },
  updateStatus: {
    title: "Atualizar o status de um pedido",
    description: "Informe o novo status, o horário da entrega e, se quiser, uma observação.",
    request: `PUT /v1/orders/{order_id}/status HTTP/1.1
Authorization: Bearer SEU_TOKEN_DE_ACESSO
Content-Type: application/json

{
  "status": "delivered",
  "delivered_at": "2024-11-10T20:45:00-03:00",
  "delivery_notes": "Entregue na portaria"
}`,
    response: `{
  "success": true,
  "order_id": "84213",
  "status": "delivered"
}`,
  },
} as const;
