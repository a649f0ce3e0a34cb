import { facts } from "../facts";
import type { Integration } from "./schema";

/** The partnership card's support line. */
const integrationSupport = `Suporte humano do Gama para a integração, todos os dias das ${facts.suporteDiasUteisAbre} às ${facts.suporteFecha}`;

/** An online-payment gateway's partnership: the account connected with our team, a test order, support. */
function gatewayOnboarding(provider: string): string[] {
  return [
    `Conexão da sua conta ${provider} ao Gama acompanhada pela nossa equipe`,
    "Pedido de teste antes de liberar o pagamento online para os clientes",
    integrationSupport,
  ];
}

/** What every online checkout adds after the checkout itself: the payment link and the automatic confirmation. */
const paymentLinkAndReconciliation = [
  "Link de pagamento para pedidos do WhatsApp e do telefone",
  "Confirmação automática e conciliação por pedido",
];

/** Marketplace and online-payment integrations of the catalogue, in the order of the category filter. */
export const integrations: Integration[] = [
  {
    id: "ifood",
    name: "iFood",
    description:
      "Receba os pedidos do iFood direto no painel, no PDV e na cozinha, com cardápio, preços e status sincronizados automaticamente.",
    detailedDescription:
      "Com a integração iFood do Gama, cada pedido feito no iFood entra automaticamente no mesmo painel em que você recebe os pedidos do site próprio, do aplicativo e do WhatsApp. Não é preciso manter um tablet separado nem redigitar nada no PDV: o pedido chega com itens, complementos, observações, forma de pagamento e endereço, e segue direto para a impressora da cozinha ou para a tela do KDS.\n\nO cardápio também fica em sincronia. Preços, complementos e a disponibilidade dos itens são atualizados a partir do Gama e, quando um produto acaba, você pausa a venda no iFood com um clique. A cada etapa do preparo, o status do pedido é enviado ao iFood, e o cliente acompanha tudo pelo aplicativo.\n\nNo fim do dia, as vendas do iFood aparecem nos mesmos relatórios e no mesmo fechamento de caixa dos demais canais, separadas por origem. Fica mais fácil conferir os repasses e comparar a margem de cada canal de venda.",
    category: "marketplace",
    tags: ["Marketplace", "Pedidos automáticos", "Cardápio sincronizado", "KDS", "PDV"],
    features: [
      "Recebimento automático dos pedidos do iFood no painel do Gama",
      "Aceite automático ou manual, conforme a rotina da loja",
      "Impressão automática da comanda e envio do pedido ao KDS",
      "Sincronização de cardápio, preços e complementos",
      "Pausa e reativação de itens quando o produto acaba",
      "Atualização do status do pedido no iFood a cada etapa",
      "Abertura e fechamento da loja no iFood a partir do Gama",
      "Vendas do iFood nos relatórios e no fechamento de caixa",
    ],
    benefits: [
      "Fim do retrabalho de digitar pedidos do iFood no PDV",
      "Menos erros de item, complemento e endereço",
      "Um só lugar para acompanhar todos os canais de venda",
      "Cardápio igual no delivery próprio e no iFood",
      "Conferência de repasses e fechamento de caixa mais rápidos",
    ],
    results: [
      {
        metric: "Pedidos centralizados",
        value: "100%",
        description: "Todos os pedidos do iFood entram no mesmo painel dos demais canais de venda.",
      },
      {
        metric: "Tempo de digitação",
        value: "-30%",
        description: "Menos tempo da equipe lançando e conferindo pedidos manualmente no balcão.",
      },
      {
        metric: "Erros de pedido",
        value: "-25%",
        description: "Menos itens trocados e complementos esquecidos, porque ninguém redigita o pedido.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração iFood PDV",
      "sistema integrado ao iFood",
      "receber pedidos do iFood no sistema",
      "sincronizar cardápio iFood",
      "integração iFood para restaurante",
    ],
    partnership: {
      description:
        "O Gama se conecta ao iFood pela API que o iFood disponibiliza para os sistemas de gestão dos lojistas. Assim, o principal aplicativo de delivery do país e a operação da sua loja trabalham juntos, sem telas paralelas e sem digitação manual.",
      benefits: [
        "Conexão da loja ao iFood feita com o acompanhamento da nossa equipe",
        "Revisão do cardápio para que itens e complementos fiquem iguais nos dois canais",
        "Suporte humano do Gama para dúvidas da integração, todos os dias das 09h às 00h",
        "Relatórios que comparam as vendas do iFood com as do delivery próprio",
      ],
      solutions: [
        "Recebimento e aceite de pedidos",
        "Sincronização de cardápio, preços e disponibilidade",
        "Atualização de status em tempo real",
        "Conciliação das vendas por canal",
      ],
      contribution:
        "A parceria tira do caminho o tablet extra e a digitação manual: o lojista atende o iFood com a mesma equipe, o mesmo fluxo de cozinha e os mesmos relatórios do delivery próprio, e ganha tempo para cuidar do que realmente vende.",
    },
    useCases: [
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Pico de sexta à noite",
            description:
              "Os pedidos do iFood vão direto para a chapa pelo KDS, na ordem de chegada, junto com os do site próprio.",
          },
          {
            title: "Complementos sem erro",
            description:
              "Ponto da carne, bacon extra e ingredientes retirados chegam à cozinha exatamente como o cliente escolheu.",
          },
          {
            title: "Item esgotado",
            description:
              "Acabou o pão brioche? Pause o item no Gama e ele deixa de aparecer no iFood em instantes.",
          },
        ],
      },
      {
        category: "Pizzaria",
        cases: [
          {
            title: "Pizza meio a meio",
            description:
              "Sabores, borda e tamanho chegam organizados na comanda, prontos para o pizzaiolo começar.",
          },
          {
            title: "Reajuste de preços",
            description:
              "Mudou o preço da pizza grande? A alteração feita no Gama vale para o cardápio próprio e para o iFood.",
          },
          {
            title: "Cliente informado",
            description:
              "Ao despachar o pedido no Gama, o status muda no iFood e o cliente é avisado pelo aplicativo.",
          },
        ],
      },
      {
        category: "Dark kitchen",
        cases: [
          {
            title: "Várias marcas, uma cozinha",
            description:
              "Cada marca tem sua loja no iFood, e todos os pedidos caem na mesma fila de produção do KDS.",
          },
          {
            title: "Equipe enxuta",
            description:
              "Sem tablets espalhados pela bancada, uma só pessoa acompanha os pedidos de todas as marcas em uma tela.",
          },
          {
            title: "Margem por canal",
            description:
              "Os relatórios mostram quanto cada marca vende no iFood e no delivery próprio, para ajustar preços e cardápio.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o iFood?",
        answer:
          "No painel do Gama, acesse Integrações, escolha iFood e clique em Conectar. Depois, autorize o Gama no Portal do Parceiro do iFood com o acesso da sua loja. Nossa equipe acompanha a configuração e a revisão do cardápio, que costumam levar cerca de 2 horas.",
      },
      {
        question: "Quanto custa a integração?",
        answer:
          "A integração com marketplaces está incluída nos planos Profissional e Avançado, sem taxa de adesão. Comissões, mensalidades e demais tarifas do iFood são as do seu contrato com o iFood, cobradas diretamente por ele.",
      },
      {
        question: "O que é sincronizado entre o Gama e o iFood?",
        answer:
          "Os pedidos, com itens, complementos, observações, endereço e forma de pagamento; o status de cada pedido; o cardápio, os preços e a disponibilidade dos itens; e a abertura e o fechamento da loja.",
      },
      {
        question: "Já tenho cardápio no iFood. Vou precisar cadastrar tudo de novo?",
        answer:
          "Não. Nossa equipe ajuda a vincular os itens do seu cardápio no Gama aos itens já publicados no iFood, para que pedidos e preços conversem entre os dois canais sem recadastro.",
      },
      {
        question: "O que acontece se o iFood ficar fora do ar?",
        answer:
          "O Gama tenta a comunicação novamente de forma automática e mostra um aviso no painel. Os pedidos pendentes são importados assim que a conexão volta e, nesse intervalo, você também pode acompanhá-los pelo Gestor de Pedidos do iFood.",
      },
      {
        question: "Onde consigo ajuda se algo não funcionar?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões de repasse, comissão ou regras da sua loja no iFood são tratadas com o próprio iFood, e nós ajudamos a identificar o que verificar.`,
      },
    ],
  },
  {
    id: "bigou",
    name: "Bigou",
    description:
      "Os pedidos do Bigou vão entrar direto no painel, no PDV e na cozinha, com cardápio, preços e status sincronizados com a sua loja.",
    detailedDescription:
      "O Bigou é um aplicativo de delivery que conecta restaurantes a clientes da sua cidade. A integração com o Gama está em desenvolvimento e, quando for lançada, vai levar cada pedido do Bigou para o mesmo painel em que você já recebe os pedidos do site próprio, do aplicativo, do WhatsApp e dos outros marketplaces.\n\nA proposta segue a das integrações que já funcionam: o pedido chegará com itens, complementos, observações e forma de pagamento, será impresso ou enviado ao KDS automaticamente, e cada mudança de status feita no Gama será repassada ao Bigou. Cardápio, preços e disponibilidade dos itens também ficarão em sincronia.\n\nSe você já vende ou pretende vender pelo Bigou, deixe seus dados no formulário desta página. Avisaremos assim que a integração estiver liberada para ativação.",
    category: "marketplace",
    tags: ["Marketplace", "Em desenvolvimento", "Pedidos automáticos", "Cardápio sincronizado"],
    features: [
      "Recebimento automático dos pedidos do Bigou no painel do Gama",
      "Impressão da comanda e envio do pedido ao KDS",
      "Sincronização de cardápio, preços e complementos",
      "Pausa de itens esgotados a partir do Gama",
      "Atualização do status do pedido no Bigou",
      "Vendas do Bigou nos relatórios e no fechamento de caixa",
    ],
    benefits: [
      "Pedidos do Bigou sem digitação manual no PDV",
      "Todos os canais de venda acompanhados em um só painel",
      "Cardápio e preços consistentes entre o delivery próprio e o Bigou",
      "Relatórios que mostram o peso do Bigou no faturamento",
    ],
    results: [
      {
        metric: "Pedidos centralizados",
        value: "100%",
        description: "A meta é que todos os pedidos do Bigou entrem no mesmo painel dos demais canais.",
      },
      {
        metric: "Tempo de digitação",
        value: "-30%",
        description:
          "Menos tempo da equipe lançando pedidos à mão, como já acontece nos outros marketplaces.",
      },
      {
        metric: "Telas no balcão",
        value: "1",
        description: "Um único painel para todos os aplicativos, sem aparelho separado para cada um.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Fácil",
    status: "em-breve",
    seoKeywords: [
      "integração Bigou",
      "sistema integrado ao Bigou",
      "receber pedidos do Bigou no PDV",
      "integração Bigou para restaurante",
    ],
    partnership: {
      description:
        "O Gama está desenvolvendo a integração com o Bigou para que os lojistas que vendem pelo aplicativo recebam seus pedidos na mesma operação do delivery próprio, com o mesmo cuidado das integrações de marketplace que já estão no ar.",
      benefits: [
        "Aviso antecipado quando a integração for liberada",
        "Ativação acompanhada pela nossa equipe desde o primeiro dia",
        "Ajuda para alinhar o cardápio do Gama ao cardápio publicado no Bigou",
      ],
      solutions: [
        "Recebimento automático de pedidos",
        "Sincronização de cardápio e disponibilidade",
        "Atualização de status dos pedidos",
      ],
      contribution:
        "Quando estiver disponível, a integração vai permitir que o lojista venda pelo Bigou sem aumentar o trabalho no balcão: os pedidos entram no fluxo que a equipe já conhece e aparecem nos mesmos relatórios.",
    },
    useCases: [
      {
        category: "Restaurante",
        cases: [
          {
            title: "Almoço executivo",
            description:
              "Os pedidos de marmita e prato feito do Bigou entrarão na mesma fila dos pedidos do salão e do delivery próprio.",
          },
          {
            title: "Cardápio do dia",
            description:
              "Ao trocar o prato do dia no Gama, a mudança será refletida no Bigou, sem editar dois cardápios.",
          },
          {
            title: "Caixa fechado por canal",
            description:
              "O fechamento do dia vai mostrar separadamente o que foi vendido pelo Bigou e pelos demais canais.",
          },
        ],
      },
      {
        category: "Pizzaria",
        cases: [
          {
            title: "Noite de movimento",
            description:
              "Pedidos do Bigou serão impressos automaticamente na cozinha, sem ninguém precisar copiar o pedido.",
          },
          {
            title: "Sabor esgotado",
            description: "Acabou um ingrediente? Pausando o sabor no Gama, ele sairá também do Bigou.",
          },
          {
            title: "Status para o cliente",
            description:
              "Quando o entregador sair, o status atualizado no Gama será enviado ao Bigou para o cliente acompanhar.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Quando a integração com o Bigou estará disponível?",
        answer:
          "A integração está em desenvolvimento e ainda não tem data de lançamento. Preencha o formulário desta página para receber um aviso assim que ela for liberada.",
      },
      {
        question: "Como vou ativar a integração quando ela for lançada?",
        answer:
          "Pelo painel do Gama, em Integrações, com a autorização da sua conta de lojista no Bigou. Nossa equipe vai acompanhar a configuração e a revisão do cardápio.",
      },
      {
        question: "Quanto vai custar?",
        answer:
          "A previsão é seguir a regra das demais integrações de marketplace, incluídas nos planos Profissional e Avançado, sem taxa de adesão. As comissões e tarifas do Bigou continuam sendo as do seu contrato com o Bigou.",
      },
      {
        question: "O que será sincronizado?",
        answer:
          "Os pedidos, com itens, complementos, observações e forma de pagamento; o status de cada pedido; e o cardápio, os preços e a disponibilidade dos itens.",
      },
      {
        question: "E se o Bigou ficar fora do ar depois da integração?",
        answer:
          "Como nas outras integrações, o Gama vai tentar a comunicação de novo automaticamente, mostrar um aviso no painel e importar os pedidos pendentes assim que a conexão voltar.",
      },
      {
        question: "Enquanto isso, posso falar com alguém?",
        answer:
          "Sim. Nosso suporte humano atende todos os dias, das 09h às 00h, e pode explicar como organizar hoje os pedidos do Bigou junto com os demais canais.",
      },
    ],
  },
  {
    id: "aiqfome",
    name: "aiqfome",
    description:
      "Pedidos do aiqfome direto no painel, no PDV e no KDS, com cardápio, preços, disponibilidade e status sempre sincronizados.",
    detailedDescription:
      "O aiqfome é um aplicativo de delivery com forte presença nas cidades do interior do Brasil. Com a integração do Gama, os pedidos feitos nele entram automaticamente no mesmo painel do site próprio, do aplicativo e do WhatsApp, com itens, complementos, observações, endereço e forma de pagamento, prontos para imprimir ou seguir para o KDS.\n\nO cardápio é mantido a partir do Gama: preços, complementos e disponibilidade dos itens são enviados ao aiqfome, e um produto esgotado pode ser pausado com um clique. Cada mudança de status do pedido, do aceite à saída para entrega, é repassada ao aplicativo para o cliente acompanhar.\n\nAs vendas do aiqfome entram nos relatórios e no fechamento de caixa junto com os demais canais, separadas por origem, o que simplifica a conferência dos repasses e a análise do que cada canal traz para o negócio.",
    category: "marketplace",
    tags: ["Marketplace", "Interior", "Pedidos automáticos", "Cardápio sincronizado", "KDS"],
    features: [
      "Recebimento automático dos pedidos do aiqfome no painel do Gama",
      "Impressão automática da comanda e envio ao KDS",
      "Sincronização de cardápio, preços e complementos",
      "Pausa e reativação de itens esgotados",
      "Atualização do status do pedido no aiqfome",
      "Vendas do aiqfome nos relatórios e no fechamento de caixa",
    ],
    benefits: [
      "Pedidos do aiqfome sem redigitação no PDV",
      "Um painel único para todos os aplicativos e canais próprios",
      "Menos erros de complemento e endereço",
      "Mais clareza sobre quanto cada canal vende",
    ],
    results: [
      {
        metric: "Pedidos centralizados",
        value: "100%",
        description:
          "Os pedidos do aiqfome chegam ao mesmo painel do delivery próprio e dos outros marketplaces.",
      },
      {
        metric: "Tempo de digitação",
        value: "-30%",
        description: "A equipe deixa de lançar pedidos do aplicativo à mão e atende mais rápido.",
      },
      {
        metric: "Erros de pedido",
        value: "-20%",
        description: "Complementos e observações chegam à cozinha exatamente como o cliente pediu.",
      },
    ],
    setupTime: "1 hora",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração aiqfome",
      "sistema integrado ao aiqfome",
      "receber pedidos do aiqfome no PDV",
      "integração aiqfome para restaurante",
      "sincronizar cardápio aiqfome",
    ],
    partnership: {
      description:
        "A integração com o aiqfome leva para o Gama os pedidos de um dos aplicativos de delivery mais usados nas cidades do interior. O lojista atende o aiqfome dentro da mesma operação do delivery próprio, sem aparelho extra no balcão.",
      benefits: [
        "Ativação acompanhada pela nossa equipe",
        "Ajuda para vincular o cardápio do Gama ao cardápio publicado no aiqfome",
        integrationSupport,
      ],
      solutions: [
        "Recebimento automático de pedidos",
        "Sincronização de cardápio, preços e disponibilidade",
        "Atualização de status dos pedidos",
        "Relatórios de vendas por canal",
      ],
      contribution:
        "Para quem vende no interior, o aiqfome costuma ser um canal importante. A parceria permite aproveitar esse movimento sem aumentar o trabalho no balcão, com os pedidos entrando no fluxo de cozinha e de caixa que a equipe já usa.",
    },
    useCases: [
      {
        category: "Lanchonete",
        cases: [
          {
            title: "Movimento do fim de semana",
            description:
              "Os pedidos do aiqfome são impressos automaticamente e entram na fila junto com os do balcão e do WhatsApp.",
          },
          {
            title: "Lanche personalizado",
            description:
              "Adicionais e ingredientes retirados chegam na comanda sem depender de anotação à mão.",
          },
          {
            title: "Item em falta",
            description: "Acabou a batata? Pause o item no Gama e ele sai do cardápio do aiqfome.",
          },
        ],
      },
      {
        category: "Açaiteria",
        cases: [
          {
            title: "Monte seu açaí",
            description:
              "Tamanho, acompanhamentos e coberturas chegam organizados na comanda, na ordem de montagem.",
          },
          {
            title: "Complemento esgotado",
            description:
              "Quando um acompanhamento acaba, a pausa no Gama evita pedidos que não podem ser atendidos.",
          },
          {
            title: "Caixa conferido",
            description:
              "O fechamento do dia mostra separadamente o que veio do aiqfome e do delivery próprio.",
          },
        ],
      },
      {
        category: "Pizzaria",
        cases: [
          {
            title: "Sabores bem anotados",
            description: "Pizza meio a meio, borda recheada e observações chegam claras para o pizzaiolo.",
          },
          {
            title: "Preço igual nos canais",
            description: "Um reajuste feito no Gama é enviado ao aiqfome, sem editar dois cardápios.",
          },
          {
            title: "Saiu para entrega",
            description:
              "O status atualizado no Gama é repassado ao aiqfome, e o cliente acompanha pelo aplicativo.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o aiqfome?",
        answer:
          "No painel do Gama, acesse Integrações, escolha aiqfome e siga o passo a passo para autorizar a conexão com a sua loja. Nossa equipe acompanha a configuração e o vínculo do cardápio, que costumam levar cerca de 1 hora.",
      },
      {
        question: "A integração tem custo?",
        answer:
          "A integração com marketplaces está incluída nos planos Profissional e Avançado, sem taxa de adesão. As comissões e tarifas do aiqfome são as do seu contrato com o aiqfome, cobradas diretamente por ele.",
      },
      {
        question: "O que é sincronizado?",
        answer:
          "Os pedidos, com itens, complementos, observações, endereço e forma de pagamento; o status de cada pedido; e o cardápio, os preços e a disponibilidade dos itens.",
      },
      {
        question: "Preciso cadastrar o cardápio de novo?",
        answer:
          "Não. Ajudamos a vincular os produtos que você já tem no Gama aos produtos publicados no aiqfome, para que os pedidos cheguem com os itens certos.",
      },
      {
        question: "E se o aiqfome ficar fora do ar?",
        answer:
          "O Gama tenta a comunicação novamente de forma automática e mostra um aviso no painel. Os pedidos pendentes são importados assim que a conexão volta.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões de repasse ou de regras da sua conta no aiqfome são tratadas com o próprio aiqfome.`,
      },
    ],
  },
  {
    id: "99food",
    name: "99Food",
    description:
      "Os pedidos do 99Food vão chegar direto no painel, no PDV e no KDS, com cardápio, preços e status sincronizados com a sua loja.",
    detailedDescription:
      "O 99Food é o serviço de delivery de comida da 99, que voltou ao mercado brasileiro. A integração com o Gama está em desenvolvimento e, quando for lançada, vai trazer os pedidos do 99Food para o mesmo painel em que você recebe os pedidos do site próprio, do aplicativo, do WhatsApp e dos outros marketplaces.\n\nOs pedidos chegarão com itens, complementos, observações e forma de pagamento, serão impressos ou enviados ao KDS automaticamente, e cada mudança de status feita no Gama será repassada ao 99Food. O cardápio, os preços e a disponibilidade dos itens também serão mantidos a partir do Gama.\n\nSe você já vende ou pretende vender pelo 99Food, deixe seus dados no formulário desta página: avisaremos assim que a integração estiver liberada.",
    category: "marketplace",
    tags: ["Marketplace", "Em desenvolvimento", "Pedidos automáticos", "Cardápio sincronizado"],
    features: [
      "Recebimento automático dos pedidos do 99Food no painel do Gama",
      "Impressão da comanda e envio do pedido ao KDS",
      "Sincronização de cardápio, preços e complementos",
      "Pausa de itens esgotados a partir do Gama",
      "Atualização do status do pedido no 99Food",
      "Vendas do 99Food nos relatórios e no fechamento de caixa",
    ],
    benefits: [
      "Vender em mais um aplicativo sem aumentar o trabalho no balcão",
      "Pedidos do 99Food sem digitação manual no PDV",
      "Cardápio consistente entre todos os canais",
      "Comparação de vendas e margem entre os aplicativos",
    ],
    results: [
      {
        metric: "Pedidos centralizados",
        value: "100%",
        description: "A meta é que todos os pedidos do 99Food entrem no mesmo painel dos demais canais.",
      },
      {
        metric: "Tempo de digitação",
        value: "-30%",
        description: "Menos tempo lançando pedidos à mão, como já acontece nas integrações em funcionamento.",
      },
      {
        metric: "Cardápios para manter",
        value: "1",
        description: "Um único cardápio no Gama alimentando o delivery próprio e os aplicativos.",
      },
    ],
    setupTime: "3 horas",
    difficulty: "Médio",
    status: "em-breve",
    seoKeywords: [
      "integração 99Food",
      "sistema integrado ao 99Food",
      "receber pedidos do 99Food no PDV",
      "integração 99Food para restaurante",
    ],
    partnership: {
      description:
        "O Gama está preparando a integração com o 99Food para que os lojistas que entram no aplicativo recebam esses pedidos na mesma operação do delivery próprio e dos outros marketplaces.",
      benefits: [
        "Aviso antecipado quando a integração for liberada",
        "Ativação acompanhada pela nossa equipe",
        "Ajuda para alinhar o cardápio do Gama ao cardápio publicado no 99Food",
      ],
      solutions: [
        "Recebimento automático de pedidos",
        "Sincronização de cardápio e disponibilidade",
        "Atualização de status dos pedidos",
      ],
      contribution:
        "Quando estiver no ar, a integração vai permitir testar e crescer no 99Food sem montar uma operação paralela: os pedidos entram na fila da cozinha, no caixa e nos relatórios que a loja já usa.",
    },
    useCases: [
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Mais um canal, mesma chapa",
            description:
              "Os pedidos do 99Food entrarão na mesma fila do KDS que os do iFood e do site próprio.",
          },
          {
            title: "Combos iguais em todo lugar",
            description:
              "Os combos montados no Gama serão enviados ao 99Food com os mesmos itens e complementos.",
          },
          {
            title: "Comparação entre aplicativos",
            description:
              "Os relatórios vão mostrar quanto cada aplicativo vende, para decidir onde investir.",
          },
        ],
      },
      {
        category: "Restaurante",
        cases: [
          {
            title: "Prato do dia",
            description: "Ao trocar o prato do dia no Gama, a mudança também aparecerá no 99Food.",
          },
          {
            title: "Horário de almoço",
            description:
              "Pedidos impressos automaticamente na cozinha, sem ninguém copiar pedido de outra tela.",
          },
          {
            title: "Cliente atualizado",
            description:
              "O status do pedido definido no Gama será repassado ao 99Food para o cliente acompanhar.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Quando a integração com o 99Food estará disponível?",
        answer:
          "A integração está em desenvolvimento e ainda não tem data de lançamento. Deixe seus dados no formulário desta página para ser avisado assim que ela for liberada.",
      },
      {
        question: "Como vou ativar a integração?",
        answer:
          "Pelo painel do Gama, em Integrações, com a autorização da sua conta de lojista no 99Food. Nossa equipe vai acompanhar a configuração e o vínculo do cardápio.",
      },
      {
        question: "Quanto vai custar?",
        answer:
          "A previsão é seguir a regra das demais integrações de marketplace, incluídas nos planos Profissional e Avançado, sem taxa de adesão. As comissões e tarifas do 99Food são as do seu contrato com a 99.",
      },
      {
        question: "O que será sincronizado?",
        answer:
          "Os pedidos, com itens, complementos, observações e forma de pagamento; o status de cada pedido; e o cardápio, os preços e a disponibilidade dos itens.",
      },
      {
        question: "E se o 99Food ficar fora do ar?",
        answer:
          "Como nas integrações que já funcionam, o Gama vai tentar a comunicação novamente de forma automática, avisar no painel e importar os pedidos pendentes quando a conexão voltar.",
      },
      {
        question: "Posso tirar dúvidas antes do lançamento?",
        answer:
          "Sim. Nosso suporte humano atende todos os dias, das 09h às 00h, e nossa equipe comercial pode explicar como a integração vai funcionar na sua operação.",
      },
    ],
  },
  {
    id: "keeta",
    name: "Keeta",
    description:
      "Os pedidos da Keeta vão entrar direto no painel, no PDV e no KDS, com cardápio, preços, disponibilidade e status sincronizados.",
    detailedDescription:
      "A Keeta é a plataforma internacional de delivery do grupo chinês Meituan, que começou a operar no Brasil. A integração com o Gama está em desenvolvimento e, quando for lançada, vai levar os pedidos da Keeta para o mesmo painel em que você já recebe os pedidos do site próprio, do aplicativo, do WhatsApp e dos outros marketplaces.\n\nCada pedido chegará com itens, complementos, observações e forma de pagamento, será impresso ou enviado ao KDS automaticamente, e as mudanças de status feitas no Gama serão repassadas à Keeta. O cardápio, os preços e a disponibilidade dos itens também serão mantidos a partir do Gama, sem editar duas vezes.\n\nSe a sua loja já está ou pretende entrar na Keeta, preencha o formulário desta página para receber um aviso quando a integração for liberada.",
    category: "marketplace",
    tags: ["Marketplace", "Em desenvolvimento", "Pedidos automáticos", "Cardápio sincronizado"],
    features: [
      "Recebimento automático dos pedidos da Keeta no painel do Gama",
      "Impressão da comanda e envio do pedido ao KDS",
      "Sincronização de cardápio, preços e complementos",
      "Pausa de itens esgotados a partir do Gama",
      "Atualização do status do pedido na Keeta",
      "Vendas da Keeta nos relatórios e no fechamento de caixa",
    ],
    benefits: [
      "Entrar em um novo aplicativo sem montar uma operação paralela",
      "Pedidos da Keeta sem digitação manual no PDV",
      "Cardápio e preços consistentes em todos os canais",
      "Relatórios para comparar o desempenho entre aplicativos",
    ],
    results: [
      {
        metric: "Pedidos centralizados",
        value: "100%",
        description: "A meta é que todos os pedidos da Keeta entrem no mesmo painel dos demais canais.",
      },
      {
        metric: "Tempo de digitação",
        value: "-30%",
        description: "Menos tempo da equipe lançando pedidos à mão, como nas integrações em funcionamento.",
      },
      {
        metric: "Telas no balcão",
        value: "1",
        description: "Um único painel para todos os aplicativos, sem um aparelho para cada marketplace.",
      },
    ],
    setupTime: "3 horas",
    difficulty: "Médio",
    status: "em-breve",
    seoKeywords: [
      "integração Keeta",
      "sistema integrado à Keeta",
      "receber pedidos da Keeta no PDV",
      "integração Keeta para restaurante",
    ],
    partnership: {
      description:
        "O Gama está desenvolvendo a integração com a Keeta para que os lojistas que aderirem à nova plataforma recebam esses pedidos dentro da mesma operação do delivery próprio e dos outros marketplaces.",
      benefits: [
        "Aviso antecipado quando a integração for liberada",
        "Ativação acompanhada pela nossa equipe",
        "Ajuda para alinhar o cardápio do Gama ao cardápio publicado na Keeta",
      ],
      solutions: [
        "Recebimento automático de pedidos",
        "Sincronização de cardápio e disponibilidade",
        "Atualização de status dos pedidos",
      ],
      contribution:
        "Quando estiver disponível, a integração vai permitir que o lojista aproveite um novo canal de vendas sem aumentar o trabalho no balcão, com os pedidos entrando na cozinha, no caixa e nos relatórios que a equipe já conhece.",
    },
    useCases: [
      {
        category: "Dark kitchen",
        cases: [
          {
            title: "Novo canal para as marcas",
            description:
              "Cada marca poderá vender na Keeta, com os pedidos caindo na mesma fila de produção.",
          },
          {
            title: "Uma tela para tudo",
            description: "Pedidos da Keeta, do iFood e do site próprio serão acompanhados no mesmo painel.",
          },
          {
            title: "Teste de cardápio",
            description: "Os relatórios por canal vão mostrar como cada marca se sai no novo aplicativo.",
          },
        ],
      },
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Pedido direto na chapa",
            description: "Os pedidos da Keeta irão ao KDS na ordem de chegada, com todos os complementos.",
          },
          {
            title: "Item esgotado",
            description: "Ao pausar um item no Gama, ele também deixará de ser vendido na Keeta.",
          },
          {
            title: "Cliente acompanhando",
            description: "O status atualizado no Gama será enviado à Keeta para o cliente seguir o pedido.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Quando a integração com a Keeta estará disponível?",
        answer:
          "A integração está em desenvolvimento e ainda não tem data de lançamento. Preencha o formulário desta página para receber um aviso assim que ela for liberada.",
      },
      {
        question: "Como vou ativar a integração?",
        answer:
          "Pelo painel do Gama, em Integrações, autorizando a conexão com a sua conta de lojista na Keeta. Nossa equipe vai acompanhar a configuração e o vínculo do cardápio.",
      },
      {
        question: "Quanto vai custar?",
        answer:
          "A previsão é seguir a regra das demais integrações de marketplace, incluídas nos planos Profissional e Avançado, sem taxa de adesão. As comissões e tarifas da Keeta são as do seu contrato com a Keeta.",
      },
      {
        question: "O que será sincronizado?",
        answer:
          "Os pedidos, com itens, complementos, observações e forma de pagamento; o status de cada pedido; e o cardápio, os preços e a disponibilidade dos itens.",
      },
      {
        question: "E se a Keeta ficar fora do ar?",
        answer:
          "Como nas integrações que já funcionam, o Gama vai tentar a comunicação de novo automaticamente, avisar no painel e importar os pedidos pendentes quando a conexão voltar.",
      },
      {
        question: "Com quem falo enquanto a integração não sai?",
        answer:
          "Com o nosso suporte humano, todos os dias das 09h às 00h, ou com a equipe comercial, que pode explicar como a integração vai se encaixar na sua operação.",
      },
    ],
  },
  {
    id: "pagseguro",
    name: "PagSeguro",
    description:
      "Receba Pix, cartão e link de pagamento do PagSeguro no seu site e app de delivery, com confirmação automática e conciliação por pedido.",
    detailedDescription:
      "Com a integração PagSeguro, o cliente paga o pedido online no site e no aplicativo próprios da sua loja, com Pix ou cartão de crédito, sem sair da tela do pedido. O pagamento é processado na sua conta PagSeguro e o Gama recebe a confirmação automaticamente: o pedido só segue para a cozinha depois de aprovado.\n\nPara pedidos que chegam pelo WhatsApp ou pelo telefone, a equipe gera um link de pagamento no próprio painel e envia ao cliente. Quando o pagamento é confirmado, o pedido é atualizado sozinho, sem ninguém precisar conferir comprovante enviado por foto.\n\nCada transação fica vinculada ao seu pedido, com valor, forma de pagamento e situação. Isso agiliza o fechamento de caixa e a conciliação com o extrato do PagSeguro, e o estorno de um pedido cancelado pode ser solicitado pelo próprio Gama.",
    category: "pagamento",
    tags: ["Pagamento online", "Pix", "Cartão de crédito", "Link de pagamento", "Conciliação"],
    features: [
      "Pagamento com Pix e cartão de crédito no site e no app próprios",
      "QR Code Pix e Pix Copia e Cola gerados para cada pedido",
      "Link de pagamento para pedidos feitos pelo WhatsApp ou telefone",
      "Confirmação automática do pagamento no pedido",
      "Envio do pedido à cozinha somente após a aprovação",
      "Solicitação de estorno de pedidos cancelados pelo painel",
      "Relatório de recebimentos para conciliar com o extrato",
    ],
    benefits: [
      "Fim da conferência manual de comprovantes de Pix",
      "Menos pedidos falsos e calotes, porque o pagamento vem antes do preparo",
      "Menos troco e dinheiro em circulação com os entregadores",
      "Fechamento de caixa e conciliação mais rápidos",
    ],
    results: [
      {
        metric: "Pagamentos conciliados",
        value: "100%",
        description: "Cada pagamento online fica vinculado automaticamente ao pedido correspondente.",
      },
      {
        metric: "Tempo de conferência",
        value: "-40%",
        description: "Menos tempo conferindo comprovantes e extratos no fechamento do caixa.",
      },
      {
        metric: "Pedidos pagos online",
        value: "+20%",
        description: "Mais clientes pagam antes da entrega quando Pix e cartão online estão disponíveis.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração PagSeguro delivery",
      "pagamento online PagSeguro restaurante",
      "Pix PagSeguro cardápio digital",
      "link de pagamento PagSeguro delivery",
    ],
    partnership: {
      description:
        "O PagSeguro é uma das soluções de pagamento mais conhecidas pelos lojistas brasileiros. Integrado ao Gama, ele processa os pagamentos online do delivery próprio da loja, enquanto o Gama liga cada pagamento ao seu pedido e à rotina de cozinha e caixa.",
      benefits: gatewayOnboarding("PagSeguro"),
      solutions: ["Checkout com Pix e cartão no site e no app próprios", ...paymentLinkAndReconciliation],
      contribution:
        "A parceria permite vender com pagamento antecipado no canal próprio, onde a loja não paga comissão de marketplace, usando a conta PagSeguro que o lojista já conhece e sem trabalho extra de conferência.",
    },
    useCases: [
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Pix no site próprio",
            description:
              "O cliente paga com Pix ao finalizar o pedido, e o lanche só entra na chapa depois da confirmação.",
          },
          {
            title: "Pedido pelo WhatsApp",
            description:
              "O atendente envia um link de pagamento na conversa e o pedido é liberado assim que o cliente paga.",
          },
          {
            title: "Menos troco na rua",
            description:
              "Com mais pedidos pagos online, o entregador sai com menos dinheiro e a rota anda mais rápido.",
          },
        ],
      },
      {
        category: "Pizzaria",
        cases: [
          {
            title: "Pedido grande de fim de semana",
            description:
              "Pedidos de várias pizzas podem ser pagos antes do preparo, o que reduz o risco de pedido falso.",
          },
          {
            title: "Cancelamento resolvido",
            description:
              "Se o pedido for cancelado, o estorno é solicitado pelo painel do Gama, sem acessar outro sistema.",
          },
          {
            title: "Caixa da noite",
            description:
              "O relatório separa o que foi pago online do que foi recebido na entrega, para fechar o caixa sem diferença.",
          },
        ],
      },
      {
        category: "Restaurante",
        cases: [
          {
            title: "Encomendas antecipadas",
            description:
              "Pedidos agendados para o almoço ficam garantidos com pagamento feito no momento da encomenda.",
          },
          {
            title: "Pedido por telefone",
            description: "Quem liga pode receber o link de pagamento por mensagem e pagar com cartão ou Pix.",
          },
          {
            title: "Conciliação do mês",
            description:
              "Cada pagamento aparece ligado ao pedido, o que facilita bater os números com o extrato.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o PagSeguro?",
        answer:
          "No painel do Gama, acesse Integrações, escolha PagSeguro e conecte a sua conta. Depois, escolha quais formas de pagamento oferecer no site e no app. Nossa equipe acompanha a configuração e um pedido de teste, em cerca de 2 horas.",
      },
      {
        question: "Quais são as taxas?",
        answer:
          "O Gama não cobra taxa de adesão para ativar a integração. As tarifas de cada transação e os prazos de recebimento são os do seu contrato com o PagSeguro, cobrados diretamente por ele.",
      },
      {
        question: "O dinheiro cai na minha conta?",
        answer:
          "Sim. Os pagamentos são processados na sua própria conta PagSeguro e ficam disponíveis conforme as condições dela. O Gama registra a confirmação no pedido e usa esses dados na conciliação.",
      },
      {
        question: "Quais formas de pagamento o cliente pode usar?",
        answer:
          "Pix e cartão de crédito no site e no aplicativo próprios, além do link de pagamento para pedidos feitos pelo WhatsApp ou pelo telefone. Você decide quais opções ficam disponíveis.",
      },
      {
        question: "E se o PagSeguro ficar fora do ar?",
        answer:
          "O pagamento online deixa de ser oferecido temporariamente e o site mantém as formas de pagamento na entrega que você configurou. Pagamentos já iniciados são confirmados no pedido assim que a comunicação volta.",
      },
      {
        question: "Quem me ajuda se um pagamento não for confirmado?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões sobre a sua conta, tarifas ou repasses são tratadas com o PagSeguro.`,
      },
    ],
  },
  {
    id: "mercado-pago",
    name: "Mercado Pago",
    description:
      "Pix, cartão e link de pagamento do Mercado Pago no seu delivery próprio, com aprovação automática do pedido e conciliação simples.",
    detailedDescription:
      "A integração Mercado Pago permite que o cliente pague o pedido online no site e no aplicativo próprios da sua loja, com Pix ou cartão de crédito. Clientes que já usam o Mercado Pago reconhecem o pagamento na hora, o que passa confiança no momento de finalizar o pedido.\n\nA confirmação chega automaticamente ao Gama: o pedido pago é liberado para a cozinha, impresso ou enviado ao KDS, sem ninguém precisar conferir o aplicativo do banco. Para pedidos feitos pelo WhatsApp ou pelo telefone, o atendente gera um link de pagamento no painel e envia ao cliente.\n\nCada pagamento fica vinculado ao seu pedido, com valor, forma de pagamento e situação. O fechamento de caixa separa o que foi pago online do que foi recebido na entrega, e o estorno de um pedido cancelado pode ser solicitado pelo próprio Gama.",
    category: "pagamento",
    tags: ["Pagamento online", "Pix", "Cartão de crédito", "Link de pagamento", "Conciliação"],
    features: [
      "Pagamento com Pix e cartão de crédito no site e no app próprios",
      "QR Code Pix e Pix Copia e Cola com confirmação automática",
      "Link de pagamento gerado no painel para WhatsApp e telefone",
      "Liberação do pedido para a cozinha após a aprovação",
      "Solicitação de estorno de pedidos cancelados pelo painel",
      "Pagamentos vinculados aos pedidos no fechamento de caixa",
    ],
    benefits: [
      "Checkout com uma marca que o cliente já conhece e confia",
      "Nada de conferir comprovante de Pix por foto",
      "Menos risco de pedido falso, com pagamento antes do preparo",
      "Conciliação mais rápida entre pedidos e extrato",
    ],
    results: [
      {
        metric: "Pagamentos conciliados",
        value: "100%",
        description: "Todo pagamento online aparece ligado ao pedido correspondente no Gama.",
      },
      {
        metric: "Tempo de conferência",
        value: "-40%",
        description: "Menos tempo da equipe conferindo comprovantes e extratos no fim do expediente.",
      },
      {
        metric: "Pedidos pagos online",
        value: "+20%",
        description:
          "Mais clientes pagam antes da entrega quando Pix e cartão estão disponíveis no checkout.",
      },
    ],
    setupTime: "1 hora",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração Mercado Pago delivery",
      "pagamento online Mercado Pago restaurante",
      "Pix Mercado Pago cardápio digital",
      "link de pagamento Mercado Pago delivery",
      "checkout Mercado Pago para delivery",
    ],
    partnership: {
      description:
        "O Mercado Pago, fintech do ecossistema Mercado Livre, é usado por milhões de brasileiros. A integração com o Gama leva essa experiência de pagamento ao delivery próprio da loja, com a confirmação de cada pagamento registrada automaticamente no pedido.",
      benefits: gatewayOnboarding("Mercado Pago"),
      solutions: ["Checkout com Pix e cartão no site e no app próprios", ...paymentLinkAndReconciliation],
      contribution:
        "Com um checkout conhecido pelo cliente e a confirmação automática no pedido, a loja vende mais pelo canal próprio, sem comissão de marketplace, e a equipe deixa de perder tempo conferindo pagamentos.",
    },
    useCases: [
      {
        category: "Açaiteria",
        cases: [
          {
            title: "Pedido rápido no fim da tarde",
            description:
              "O cliente monta o açaí no site, paga com Pix e o pedido vai para a montagem na hora.",
          },
          {
            title: "Clientes do aplicativo",
            description:
              "Quem pede pelo app da loja paga com a experiência do Mercado Pago que já conhece, em poucos toques.",
          },
          {
            title: "Caixa sem diferença",
            description:
              "O fechamento mostra o que foi pago online e o que entrou na entrega, pedido a pedido.",
          },
        ],
      },
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Atendimento pelo WhatsApp",
            description:
              "O atendente envia o link de pagamento na conversa e o pedido é liberado após a aprovação.",
          },
          {
            title: "Pedido cancelado",
            description: "Se o cliente desistir, o estorno é solicitado no Gama, sem abrir outro sistema.",
          },
          {
            title: "Promoção de fim de semana",
            description:
              "Com o pagamento online, a cozinha só produz pedidos confirmados, mesmo com muito movimento.",
          },
        ],
      },
      {
        category: "Dark kitchen",
        cases: [
          {
            title: "Delivery próprio por marca",
            description:
              "Cada marca recebe pagamentos online no próprio site, e todos os pedidos pagos caem na mesma cozinha.",
          },
          {
            title: "Sem dinheiro em espécie",
            description:
              "Com Pix e cartão online, a operação reduz troco e conferência de dinheiro com entregadores.",
          },
          {
            title: "Conciliação por canal",
            description: "Os relatórios mostram quanto cada marca recebeu online para bater com o extrato.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o Mercado Pago?",
        answer:
          "No painel do Gama, acesse Integrações, escolha Mercado Pago e autorize o acesso com a sua conta. Em seguida, escolha as formas de pagamento do site e do app. A configuração costuma levar cerca de 1 hora, com um pedido de teste.",
      },
      {
        question: "Quais são as taxas?",
        answer:
          "O Gama não cobra taxa de adesão para ativar a integração. As tarifas de cada transação e os prazos de recebimento são os do seu contrato com o Mercado Pago, cobrados diretamente por ele.",
      },
      {
        question: "O dinheiro cai na minha conta?",
        answer:
          "Sim. Os pagamentos são processados na sua própria conta Mercado Pago e ficam disponíveis conforme as condições dela. O Gama registra a confirmação em cada pedido.",
      },
      {
        question: "Posso usar o link de pagamento em pedidos do WhatsApp?",
        answer:
          "Sim. O atendente gera o link no painel do pedido e envia ao cliente. Quando o pagamento é aprovado, o pedido é atualizado automaticamente.",
      },
      {
        question: "E se o Mercado Pago ficar fora do ar?",
        answer:
          "O pagamento online deixa de ser oferecido temporariamente e o site mantém as formas de pagamento na entrega que você configurou. Pagamentos já iniciados são confirmados assim que a comunicação volta.",
      },
      {
        question: "Onde tiro dúvidas sobre a integração?",
        answer: `Com o nosso suporte humano, todos os dias das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões de conta, tarifas ou liberação de valores são tratadas com o Mercado Pago.`,
      },
    ],
  },
  {
    id: "pagarme",
    name: "Pagar.me",
    description:
      "Checkout com Pix e cartão do Pagar.me no site e no app próprios, com confirmação automática, antifraude e conciliação por pedido.",
    detailedDescription:
      "O Pagar.me é um gateway de pagamentos online do grupo Stone, feito para empresas que querem controle sobre o checkout. Com a integração do Gama, o cliente paga o pedido com Pix ou cartão de crédito diretamente no site e no aplicativo próprios da loja, sem ser levado para outra página.\n\nA confirmação de cada pagamento chega ao Gama automaticamente, e o pedido aprovado é liberado para a cozinha. Para pedidos feitos pelo WhatsApp ou pelo telefone, o atendente pode gerar um link de pagamento no painel. As regras de análise antifraude configuradas na sua conta Pagar.me valem também para os pedidos do delivery.\n\nA configuração usa as chaves de API da sua conta Pagar.me e, em redes com várias unidades, cada loja pode ter as próprias credenciais. Todos os pagamentos ficam vinculados aos pedidos, o que simplifica a conciliação e o fechamento de caixa de cada unidade.",
    category: "pagamento",
    tags: ["Gateway de pagamento", "Pix", "Cartão de crédito", "Antifraude", "Conciliação", "Redes"],
    features: [
      "Checkout transparente com Pix e cartão de crédito no site e no app próprios",
      "Confirmação automática do pagamento por notificação do Pagar.me",
      "Link de pagamento para pedidos do WhatsApp e do telefone",
      "Análise antifraude conforme as regras da sua conta Pagar.me",
      "Credenciais separadas por unidade em redes e franquias",
      "Solicitação de estorno de pedidos cancelados pelo painel",
      "Pagamentos vinculados aos pedidos na conciliação",
    ],
    benefits: [
      "Checkout sem redirecionamento, com a identidade visual da sua loja",
      "Mais segurança nas vendas com cartão",
      "Controle de recebimentos por unidade em redes",
      "Conciliação rápida entre pedidos e extrato do gateway",
    ],
    results: [
      {
        metric: "Pagamentos conciliados",
        value: "100%",
        description: "Cada transação do Pagar.me aparece vinculada ao pedido e à unidade que vendeu.",
      },
      {
        metric: "Tempo de conciliação",
        value: "-35%",
        description: "Menos horas cruzando pedidos e extratos no fechamento do mês.",
      },
      {
        metric: "Pedidos pagos online",
        value: "+15%",
        description: "Um checkout direto, sem sair do site, ajuda mais clientes a concluírem o pagamento.",
      },
    ],
    setupTime: "4 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "integração Pagar.me delivery",
      "gateway de pagamento para restaurante",
      "checkout transparente delivery Pix cartão",
      "Pagar.me cardápio digital",
      "pagamento online para franquias de delivery",
    ],
    partnership: {
      description:
        "O Pagar.me, do grupo Stone, atende empresas que precisam de um gateway robusto e configurável. A integração com o Gama leva esse checkout ao delivery próprio, com cada pagamento registrado automaticamente no pedido e na unidade correta.",
      benefits: [
        "Configuração das chaves de API e das notificações feita com a nossa equipe",
        "Apoio para configurar cada unidade de redes e franquias",
        "Pedidos de teste antes de liberar o checkout para os clientes",
        integrationSupport,
      ],
      solutions: [
        "Checkout transparente com Pix e cartão",
        "Link de pagamento para atendimento pelo WhatsApp",
        "Conciliação de pagamentos por pedido e por unidade",
      ],
      contribution:
        "Para operações maiores, a parceria une um gateway flexível à gestão do Gama: a loja oferece um checkout próprio e seguro, e o financeiro passa a ter cada recebimento ligado ao pedido e à unidade, sem planilhas paralelas.",
    },
    useCases: [
      {
        category: "Rede de franquias",
        cases: [
          {
            title: "Uma conta por unidade",
            description:
              "Cada franquia usa as próprias credenciais do Pagar.me, e os recebimentos ficam separados por loja.",
          },
          {
            title: "Checkout padronizado",
            description:
              "Todas as unidades oferecem a mesma experiência de pagamento no site e no app da marca.",
          },
          {
            title: "Visão do franqueador",
            description: "Os relatórios mostram quanto cada unidade recebeu online, pedido a pedido.",
          },
        ],
      },
      {
        category: "Restaurante",
        cases: [
          {
            title: "Pedidos de ticket alto",
            description:
              "Encomendas maiores passam pela análise antifraude da sua conta antes de ir para a cozinha.",
          },
          {
            title: "Pagamento sem sair do site",
            description: "O cliente informa o cartão ou paga com Pix na própria página do pedido.",
          },
          {
            title: "Estorno organizado",
            description:
              "Pedidos cancelados têm o estorno solicitado pelo Gama, com registro no histórico do pedido.",
          },
        ],
      },
      {
        category: "Pizzaria",
        cases: [
          {
            title: "Sexta à noite",
            description:
              "Pagamentos aprovados liberam os pedidos automaticamente, sem parar o atendimento para conferir.",
          },
          {
            title: "Pedido pelo WhatsApp",
            description:
              "O link de pagamento é enviado na conversa, e a pizza entra no forno assim que o cliente paga.",
          },
          {
            title: "Fechamento de caixa",
            description: "O relatório separa o que foi pago online do que foi recebido na entrega.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o Pagar.me?",
        answer:
          "No painel do Gama, acesse Integrações, escolha Pagar.me e informe as chaves de API da sua conta. Nossa equipe ajuda a configurar as notificações de pagamento e a fazer pedidos de teste. O processo costuma levar cerca de 4 horas.",
      },
      {
        question: "Quais são as taxas?",
        answer:
          "O Gama não cobra taxa de adesão para ativar a integração. As tarifas de cada transação, do antifraude e os prazos de recebimento são os do seu contrato com o Pagar.me.",
      },
      {
        question: "Preciso de um desenvolvedor para configurar?",
        answer:
          "Não. Basta ter acesso à sua conta Pagar.me para copiar as chaves de API. O restante é feito no painel do Gama, com o acompanhamento da nossa equipe.",
      },
      {
        question: "Funciona para redes com várias unidades?",
        answer:
          "Sim. Cada unidade pode usar as próprias credenciais do Pagar.me, e os pagamentos ficam separados por loja nos relatórios do Gama.",
      },
      {
        question: "E se o Pagar.me ficar fora do ar?",
        answer:
          "O pagamento online deixa de ser oferecido temporariamente e o site mantém as formas de pagamento na entrega que você configurou. Pagamentos já iniciados são confirmados assim que a comunicação volta.",
      },
      {
        question: "Como funciona o suporte?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões de conta, antifraude ou liberação de valores são tratadas com o Pagar.me.`,
      },
    ],
  },
  {
    id: "infinitepay",
    name: "InfinitePay",
    description:
      "Receba Pix, cartão e link de pagamento da InfinitePay no seu site e app de delivery, com o pedido confirmado automaticamente.",
    detailedDescription:
      "A InfinitePay é conhecida pela maquininha e pelas soluções de pagamento para pequenos e médios negócios. Com a integração do Gama, a sua conta InfinitePay passa a receber também os pagamentos online do delivery próprio: o cliente paga com Pix ou cartão de crédito ao finalizar o pedido no site ou no aplicativo da loja.\n\nA confirmação chega automaticamente ao Gama, e o pedido pago é liberado para a cozinha. Nos pedidos feitos pelo WhatsApp ou pelo telefone, o atendente gera um link de pagamento no painel e envia ao cliente na própria conversa.\n\nPara quem já usa a InfinitePay no balcão, os recebimentos presenciais e do delivery ficam na mesma conta. O Gama vincula cada pagamento online ao seu pedido, o que facilita a conciliação e o fechamento de caixa.",
    category: "pagamento",
    tags: ["Pagamento online", "Pix", "Cartão de crédito", "Link de pagamento", "Pequenos negócios"],
    features: [
      "Pagamento com Pix e cartão de crédito no site e no app próprios",
      "Link de pagamento gerado no painel para WhatsApp e telefone",
      "Confirmação automática do pagamento no pedido",
      "Liberação do pedido para a cozinha após a aprovação",
      "Pagamentos online vinculados aos pedidos no fechamento de caixa",
      "Relatório de recebimentos separados por forma de pagamento",
    ],
    benefits: [
      "Recebimentos do balcão e do delivery na mesma conta",
      "Nada de conferir comprovante de Pix enviado por foto",
      "Menos pedidos falsos, com pagamento antes do preparo",
      "Ativação simples, pensada para quem não tem equipe técnica",
    ],
    results: [
      {
        metric: "Pagamentos conciliados",
        value: "100%",
        description: "Cada pagamento online fica ligado ao pedido correspondente no Gama.",
      },
      {
        metric: "Tempo de conferência",
        value: "-40%",
        description: "Menos tempo conferindo comprovantes e extratos no fechamento do caixa.",
      },
      {
        metric: "Pedidos pagos online",
        value: "+20%",
        description: "Mais clientes pagam antes da entrega quando Pix e cartão estão disponíveis no site.",
      },
    ],
    setupTime: "1 hora",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração InfinitePay delivery",
      "link de pagamento InfinitePay restaurante",
      "pagamento online InfinitePay cardápio digital",
      "Pix InfinitePay delivery",
    ],
    partnership: {
      description:
        "A InfinitePay atende muitos pequenos e médios negócios de alimentação com soluções de pagamento. A integração com o Gama leva a mesma conta para o delivery próprio, com cada pagamento online confirmado automaticamente no pedido.",
      benefits: gatewayOnboarding("InfinitePay"),
      solutions: [
        "Pagamento online com Pix e cartão no site e no app próprios",
        ...paymentLinkAndReconciliation,
      ],
      contribution:
        "A parceria ajuda o pequeno lojista a profissionalizar o delivery próprio sem trocar de conta: os pagamentos online entram onde ele já recebe as vendas do balcão, e o Gama cuida de ligar cada valor ao pedido certo.",
    },
    useCases: [
      {
        category: "Lanchonete",
        cases: [
          {
            title: "Balcão e delivery juntos",
            description:
              "As vendas na maquininha e os pagamentos online do site caem na mesma conta InfinitePay.",
          },
          {
            title: "Pedido pelo WhatsApp",
            description:
              "O atendente envia o link de pagamento na conversa e o lanche é liberado assim que o cliente paga.",
          },
          {
            title: "Fim do comprovante por foto",
            description:
              "A confirmação do Pix chega sozinha ao pedido, sem ninguém parar para conferir o banco.",
          },
        ],
      },
      {
        category: "Açaiteria",
        cases: [
          {
            title: "Pedido pago na hora",
            description:
              "O cliente monta o açaí no site, paga com Pix e o pedido vai direto para a montagem.",
          },
          {
            title: "Menos troco",
            description:
              "Com mais pedidos pagos online, o entregador sai com menos dinheiro e a entrega fica mais ágil.",
          },
          {
            title: "Caixa fechado rápido",
            description: "O relatório separa o que foi pago online e o que foi recebido na entrega.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a InfinitePay?",
        answer:
          "No painel do Gama, acesse Integrações, escolha InfinitePay e conecte a sua conta seguindo o passo a passo. Depois, escolha as formas de pagamento do site e do app. A configuração costuma levar cerca de 1 hora, com um pedido de teste.",
      },
      {
        question: "Quais são as taxas?",
        answer:
          "O Gama não cobra taxa de adesão para ativar a integração. As tarifas de cada transação e os prazos de recebimento são os do seu contrato com a InfinitePay, cobrados diretamente por ela.",
      },
      {
        question: "O dinheiro cai na minha conta?",
        answer:
          "Sim. Os pagamentos vão para a sua própria conta InfinitePay e ficam disponíveis conforme as condições dela. O Gama registra a confirmação no pedido.",
      },
      {
        question: "Já uso a maquininha da InfinitePay. Preciso de outra conta?",
        answer:
          "Não. A integração usa a conta que você já tem, e os pagamentos online passam a aparecer junto com as vendas presenciais.",
      },
      {
        question: "E se a InfinitePay ficar fora do ar?",
        answer:
          "O pagamento online deixa de ser oferecido temporariamente e o site mantém as formas de pagamento na entrega que você configurou. Pagamentos já iniciados são confirmados assim que a comunicação volta.",
      },
      {
        question: "Quem me ajuda com a integração?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões da sua conta, tarifas ou repasses são tratadas com a InfinitePay.`,
      },
    ],
  },
  {
    id: "woovi",
    name: "Woovi",
    description:
      "Cobranças Pix da Woovi no seu delivery: QR Code para cada pedido, confirmação em tempo real e Pix Automático para assinaturas.",
    detailedDescription:
      "A Woovi é uma plataforma especializada em Pix, com geração de cobranças, confirmação e conciliação em tempo real. Integrada ao Gama, ela cria uma cobrança Pix para cada pedido feito no site ou no aplicativo próprios da loja, com QR Code e Pix Copia e Cola, e avisa o Gama no instante em que o cliente paga.\n\nSem conferir comprovante nem abrir o aplicativo do banco, o pedido pago é liberado para a cozinha automaticamente. Nos pedidos feitos pelo WhatsApp, o atendente envia a cobrança Pix na conversa; se o cliente não pagar dentro do prazo definido, a cobrança expira e o pedido não segue para o preparo.\n\nPara quem vende por assinatura, como planos semanais de marmitas ou clubes de café da manhã, a integração permite usar o Pix Automático: o cliente autoriza uma vez no aplicativo do banco, e as cobranças recorrentes acontecem nas datas combinadas, sem pagamento manual a cada ciclo.",
    category: "pagamento",
    tags: ["Pix", "Cobrança Pix", "Pix Automático", "Assinaturas", "Conciliação"],
    features: [
      "Cobrança Pix com QR Code e Pix Copia e Cola para cada pedido",
      "Confirmação do pagamento em tempo real no pedido",
      "Prazo de expiração da cobrança definido pela loja",
      "Cobrança Pix enviada pelo WhatsApp em pedidos de atendimento",
      "Pix Automático para assinaturas e planos recorrentes",
      "Devolução do Pix em pedidos cancelados solicitada pelo painel",
      "Conciliação automática dos recebimentos Pix por pedido",
    ],
    benefits: [
      "Pedido liberado segundos depois do pagamento, sem conferência manual",
      "Fim dos comprovantes falsos ou repetidos",
      "Receita recorrente com assinaturas pagas por Pix Automático",
      "Conciliação do Pix sem planilha",
    ],
    results: [
      {
        metric: "Pix conferidos automaticamente",
        value: "100%",
        description: "Todo pagamento Pix é confirmado no pedido sem depender de comprovante.",
      },
      {
        metric: "Tempo de conferência",
        value: "-50%",
        description: "Menos tempo da equipe conferindo o extrato durante e depois do expediente.",
      },
      {
        metric: "Assinaturas em atraso",
        value: "-20%",
        description: "Com o Pix Automático, o cliente não precisa lembrar de pagar a cada ciclo.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração Woovi delivery",
      "cobrança Pix para restaurante",
      "Pix automático delivery assinatura",
      "confirmação automática de Pix no pedido",
      "Pix com QR Code para cardápio digital",
    ],
    partnership: {
      description:
        "A Woovi é especialista em Pix e oferece cobranças com confirmação e conciliação em tempo real. A integração com o Gama leva esse recurso ao delivery próprio da loja, com cada Pix registrado automaticamente no pedido certo.",
      benefits: [
        "Configuração da chave de API da Woovi no Gama feita com a nossa equipe",
        "Apoio para montar planos de assinatura com Pix Automático",
        "Pedido de teste antes de liberar o Pix para os clientes",
        integrationSupport,
      ],
      solutions: [
        "Cobrança Pix com confirmação em tempo real",
        "Pix Automático para assinaturas",
        "Conciliação automática dos recebimentos Pix",
      ],
      contribution:
        "O Pix é a forma de pagamento preferida de muitos clientes de delivery. A parceria tira da equipe a conferência de comprovantes e abre espaço para vendas recorrentes por assinatura, com o recebimento acompanhado pedido a pedido.",
    },
    useCases: [
      {
        category: "Restaurante",
        cases: [
          {
            title: "Plano semanal de marmitas",
            description:
              "O cliente autoriza o Pix Automático uma vez e recebe as marmitas da semana com o pagamento em dia.",
          },
          {
            title: "Almoço pago antes",
            description:
              "O pedido do almoço é pago com Pix no site e vai para a cozinha assim que o pagamento cai.",
          },
          {
            title: "Fechamento do dia",
            description:
              "Todos os Pix recebidos aparecem ligados aos pedidos, sem conferir o extrato linha a linha.",
          },
        ],
      },
      {
        category: "Hamburgueria",
        cases: [
          {
            title: "Pix no WhatsApp",
            description:
              "O atendente envia a cobrança Pix na conversa e o pedido é liberado quando o cliente paga.",
          },
          {
            title: "Sem comprovante falso",
            description:
              "A confirmação vem da própria Woovi, então um print de comprovante não libera o pedido.",
          },
          {
            title: "Cobrança que expira",
            description: "Pedidos não pagos no prazo definido são descartados antes de ocupar a cozinha.",
          },
        ],
      },
      {
        category: "Açaiteria",
        cases: [
          {
            title: "Clube do açaí",
            description:
              "Planos mensais com retiradas ou entregas programadas são cobrados por Pix Automático.",
          },
          {
            title: "Pedido rápido",
            description: "O cliente paga o Pix em segundos e o açaí segue para a montagem sem espera.",
          },
          {
            title: "Devolução simples",
            description: "Em um pedido cancelado, a devolução do Pix é solicitada pelo painel do Gama.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a Woovi?",
        answer:
          "Crie uma chave de API na sua conta Woovi e informe-a em Integrações, no painel do Gama. Nossa equipe configura as notificações de pagamento e faz um pedido de teste com você. O processo costuma levar cerca de 2 horas.",
      },
      {
        question: "Quais são as taxas?",
        answer:
          "O Gama não cobra taxa de adesão para ativar a integração. As tarifas por Pix recebido e demais condições são as do seu contrato com a Woovi, cobradas diretamente por ela.",
      },
      {
        question: "O que é o Pix Automático?",
        answer:
          "É a modalidade de Pix para pagamentos recorrentes: o cliente autoriza uma única vez no aplicativo do banco e as cobranças seguintes acontecem automaticamente nas datas combinadas. É ideal para planos de marmitas, clubes e assinaturas.",
      },
      {
        question: "O Pix cai na minha conta?",
        answer:
          "Sim. As cobranças são geradas na sua conta Woovi e os valores seguem as condições dela. O Gama apenas registra a confirmação em cada pedido e usa esses dados na conciliação.",
      },
      {
        question: "E se a Woovi ficar fora do ar?",
        answer:
          "O site deixa de gerar novas cobranças Pix temporariamente e mantém as formas de pagamento na entrega que você configurou. Pagamentos feitos durante a instabilidade são confirmados no pedido assim que a comunicação volta.",
      },
      {
        question: "Onde consigo ajuda?",
        answer: `Nosso suporte humano atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões da sua conta, tarifas ou liberação de valores são tratadas com a Woovi.`,
      },
    ],
  },
];
