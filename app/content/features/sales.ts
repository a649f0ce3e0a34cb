import { facts, freeTrial } from "../facts";
import { heroButtons, specialistForm, specialistFormSaying } from "./parts";
import type { Feature } from "./schema";

/** Sales features: own ordering channels, WhatsApp, AI chatbot, marketplace tools and point of sale. */
export const features: Feature[] = [
  {
    id: "cardapio-digital",
    title: "Cardápio Digital",
    shortDescription:
      "Site e aplicativo de delivery com a sua marca, para vender direto ao cliente sem comissão por pedido.",
    longDescription:
      "Tenha um site e um aplicativo de delivery próprios, com o seu logotipo, suas cores e o seu cardápio " +
      "completo. O cliente escolhe, personaliza e paga o pedido em poucos toques, e tudo chega organizado " +
      "no seu painel. Lojistas que passam a vender pelo canal próprio registram, em média, 40% mais vendas " +
      "e pedidos 60% mais rápidos.",
    icon: "book-open",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Seu delivery próprio, com a sua marca e sem comissão por pedido",
        description:
          "Um cardápio digital rápido, bonito e fácil de usar, que funciona no site e no aplicativo da sua " +
          "loja. Venda mais, dependa menos dos marketplaces e tenha o relacionamento com o cliente nas " +
          "suas mãos.",
        ctaButtons: heroButtons("Quero Ativar o Cardápio Digital"),
      },
      section1: {
        title: "Um cardápio que vende por você",
        description:
          "Fotos, descrições e adicionais bem apresentados ajudam o cliente a decidir rápido e a pedir " +
          "mais. Você monta e atualiza tudo pelo painel, sem depender de ninguém.",
        features: [
          "Categorias, produtos, fotos e descrições editáveis a qualquer momento",
          "Adicionais, opções e observações por item, como ponto da carne ou sabores da pizza",
          "Sugestões de complementos e bebidas na hora de fechar o pedido",
          "Pausa de itens esgotados com um clique",
          "Horários de funcionamento e cardápios diferentes por turno",
        ],
        image: {
          alt:
            "Celular exibindo o cardápio digital de uma hamburgueria com fotos dos lanches e botão de " +
            "adicionar",
          placeholder: { title: "Cardápio no celular do cliente", subtitle: "Fotos, adicionais e combos" },
        },
      },
      section2: {
        title: "Do pedido ao pagamento, sem atrito",
        description:
          "O cliente faz o pedido sozinho, escolhe como quer pagar e acompanha cada etapa. A sua equipe " +
          "recebe o pedido completo, sem erro de anotação.",
        features: [
          "Pagamento online por Pix e cartão ou na entrega",
          "Taxa de entrega por bairro ou por distância",
          "Cupons de desconto e pedido mínimo configuráveis",
          "Cadastro do cliente salvo para os próximos pedidos",
          "Pedidos direto no painel e na impressora da cozinha",
        ],
        image: {
          alt: "Painel da loja recebendo um novo pedido do cardápio digital com pagamento via Pix aprovado",
          placeholder: { title: "Pedidos direto na cozinha", subtitle: "Pagamento confirmado na hora" },
        },
      },
      benefitsSection: {
        title: "Por que ter um canal de vendas próprio",
        description: "Mais margem, mais dados e mais controle sobre a experiência de quem compra de você.",
        benefits: [
          {
            title: "Sem comissão por pedido",
            description:
              "O valor de cada venda feita no seu canal fica com a sua loja, não com um intermediário.",
          },
          {
            title: "Sua marca em destaque",
            description: "Site e aplicativo com o seu nome, suas cores e o seu endereço na internet.",
          },
          {
            title: "Clientes na sua base",
            description:
              "Nome, telefone e histórico de cada cliente ficam com você para campanhas e fidelização.",
          },
          {
            title: "Menos erros no atendimento",
            description:
              "O cliente monta o próprio pedido, e a cozinha recebe tudo por escrito e padronizado.",
          },
          {
            title: "Pronto em minutos",
            description: "Cadastre os produtos, defina as taxas de entrega e comece a vender no mesmo dia.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem vende pelo canal próprio",
        description: "Números médios observados em lojas que passaram a divulgar o cardápio digital da Gama.",
        results: [
          {
            metric: "Vendas",
            value: "+40%",
            description: "Aumento médio nas vendas com o cardápio digital divulgado aos clientes.",
          },
          {
            metric: "Tempo de pedido",
            value: "-60%",
            description: "Pedido feito pelo próprio cliente, sem espera ao telefone ou no WhatsApp.",
          },
          {
            metric: "Ticket médio",
            value: "+15%",
            description: "Com sugestões de adicionais, bebidas e sobremesas antes de fechar o pedido.",
          },
        ],
        testimonial: {
          text:
            "Antes a gente anotava pedido no WhatsApp e errava endereço toda noite. Com o cardápio " +
            "digital, o cliente pede sozinho, paga no Pix e o pedido já sai impresso na cozinha. As vendas " +
            "pelo nosso canal cresceram mês a mês.",
          author: "Marcos R.",
          company: "Hamburgueria Brasa Viva",
          stats: {
            companies: "+3.000 lojas usam a Gama",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Comece a vender pelo seu próprio cardápio digital",
        description: `Teste por ${facts.diasDeTeste} dias sem custo e veja os pedidos chegando pelo canal que é da sua loja.`,
        benefits: [
          freeTrial,
          "Sem taxa de adesão",
          "Sem fidelidade e sem multa",
          `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "whatsapp-integrado",
    title: "WhatsApp Integrado",
    shortDescription:
      "Avisos automáticos de status do pedido no WhatsApp do cliente e pedidos por link direto do cardápio.",
    longDescription:
      "Cada mudança de status do pedido vira uma mensagem automática no WhatsApp do cliente: confirmado, " +
      "em preparo, saiu para entrega e entregue. Com taxa de abertura de cerca de 98%, o WhatsApp é o " +
      "canal que o cliente realmente lê, e o link do cardápio leva a conversa direto para um pedido.",
    icon: "message-circle",
    category: "vendas",
    badge: { text: "Em breve", color: "yellow" },
    detailsPage: {
      hero: {
        title: "O cliente informado em cada etapa, direto no WhatsApp",
        description:
          "Mensagens automáticas de acompanhamento do pedido e um link de pedido que transforma conversas " +
          "em vendas. Menos ligações perguntando pelo pedido, mais confiança de quem compra.",
        ctaButtons: heroButtons("Quero Ativar o WhatsApp Integrado"),
      },
      section1: {
        title: "Notificações automáticas de status",
        description:
          "O sistema envia a mensagem certa na hora certa, sem que ninguém da equipe precise digitar nada.",
        features: [
          "Aviso de pedido recebido e confirmado",
          "Mensagem quando o pedido entra em preparo",
          "Aviso de saída para entrega ou de pedido pronto para retirada",
          "Confirmação de entrega com convite para avaliar a loja",
          "Textos das mensagens personalizáveis com o tom da sua marca",
        ],
        image: {
          alt: "Conversa no WhatsApp com mensagens automáticas de pedido confirmado e saiu para entrega",
          placeholder: { title: "Status do pedido no WhatsApp", subtitle: "Do preparo até a entrega" },
        },
      },
      section2: {
        title: "Pedidos a partir de um link",
        description:
          "Quem chama a loja no WhatsApp recebe o link do cardápio e faz o pedido completo em poucos toques.",
        features: [
          "Link do cardápio enviado na primeira mensagem",
          "Pedido registrado no painel com itens, endereço e forma de pagamento",
          "Menos tempo da equipe digitando pedidos à mão",
          "Link pronto para divulgar no perfil, no status e nas redes sociais",
        ],
        image: {
          alt: "Cliente tocando no link do cardápio enviado pela loja em uma conversa de WhatsApp",
          placeholder: { title: "Do WhatsApp ao pedido", subtitle: "Link direto para o cardápio" },
        },
      },
      benefitsSection: {
        title: "Vantagens de falar com o cliente onde ele está",
        description: "O WhatsApp já faz parte do dia a dia do seu cliente. Use isso a favor da sua operação.",
        benefits: [
          {
            title: "Mensagens que são lidas",
            description: "A taxa de abertura de mensagens no WhatsApp chega a cerca de 98%.",
          },
          {
            title: "Menos ligações",
            description: "Com o status em mãos, o cliente não precisa ligar para saber onde está o pedido.",
          },
          {
            title: "Atendimento padronizado",
            description:
              "Todos os clientes recebem as mesmas informações, no mesmo tom, em todos os pedidos.",
          },
          {
            title: "Equipe livre para produzir",
            description: "Quem atendia o WhatsApp pode se dedicar à cozinha, ao balcão e à expedição.",
          },
        ],
      },
      resultsSection: {
        title: "O que muda com o WhatsApp integrado",
        description:
          "Estimativas com base na operação de lojas de delivery que automatizam os avisos de pedido.",
        results: [
          {
            metric: "Taxa de abertura",
            value: "98%",
            description: "Mensagens de WhatsApp são abertas por praticamente todos os clientes.",
          },
          {
            metric: "Ligações sobre o pedido",
            value: "-50%",
            description: "Menos clientes ligando para perguntar se o pedido já saiu.",
          },
          {
            metric: "Tempo de atendimento",
            value: "-30%",
            description: "Menos mensagens digitadas à mão pela equipe a cada pedido.",
          },
        ],
      },
      finalCta: {
        title: "Seja um dos primeiros a usar o WhatsApp Integrado",
        description:
          "O recurso está chegando à plataforma. Deixe seu contato e avisamos assim que ele estiver " +
          "disponível para a sua loja.",
        benefits: [
          "Avisos automáticos em cada etapa do pedido",
          "Link de pedido direto do cardápio",
          "Mensagens personalizadas com a sua marca",
        ],
        form: {
          title: "Quero ser avisado",
          disclaimer:
            "Ao enviar este formulário, nossa equipe entra em contato em até 1 hora, em horário comercial.",
        },
      },
    },
  },
  {
    id: "robo-atendimento-ia",
    title: "Robô de Atendimento IA",
    shortDescription:
      "Atendente virtual com inteligência artificial que responde seus clientes no WhatsApp 24 horas.",
    longDescription:
      "O robô de atendimento responde dúvidas sobre cardápio, horários, taxas de entrega e andamento do " +
      "pedido, a qualquer hora do dia. Ele responde em menos de 5 segundos, envia o link do cardápio para " +
      "fechar a venda e passa a conversa para a sua equipe quando o assunto pede um atendimento humano.",
    icon: "bot",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Atendimento no WhatsApp 24 horas, com respostas em menos de 5 segundos",
        description:
          "Um atendente virtual treinado com as informações da sua loja, que nunca deixa o cliente " +
          "esperando, nem no horário de pico, nem de madrugada.",
        ctaButtons: heroButtons("Quero Ativar o Robô de Atendimento"),
      },
      section1: {
        title: "Respostas rápidas e corretas",
        description:
          "O robô usa os dados do seu cardápio e das configurações da loja para responder com precisão.",
        features: [
          "Respostas em menos de 5 segundos, a qualquer hora",
          "Informações de cardápio, preços, horários e formas de pagamento",
          "Consulta da taxa e da área de entrega",
          "Acompanhamento do status do pedido em andamento",
          "Linguagem natural, sem menus numéricos cansativos",
        ],
        image: {
          alt: "Conversa no WhatsApp em que o robô responde a um cliente sobre o horário de funcionamento",
          placeholder: { title: "Robô respondendo no WhatsApp", subtitle: "Em menos de 5 segundos" },
        },
      },
      section2: {
        title: "Da dúvida ao pedido",
        description:
          "Cada conversa é uma oportunidade de venda. O robô conduz o cliente até o cardápio e sabe a hora " +
          "de chamar a equipe.",
        features: [
          "Envio automático do link do cardápio digital",
          "Transferência para um atendente humano quando necessário",
          "Mensagem de ausência inteligente fora do horário de funcionamento",
          "Histórico das conversas para consulta da equipe",
        ],
        image: {
          alt: "Robô enviando o link do cardápio e, em seguida, o cliente finalizando o pedido",
          placeholder: { title: "Conversa que vira pedido", subtitle: "Link do cardápio no momento certo" },
        },
      },
      benefitsSection: {
        title: "Um atendente que não tira folga",
        description:
          "Mais agilidade para o cliente e menos sobrecarga para a sua equipe nos horários de pico.",
        benefits: [
          {
            title: "Disponível 24 horas",
            description: "Clientes atendidos de madrugada, nos feriados e durante o rush do jantar.",
          },
          {
            title: "Nenhum cliente sem resposta",
            description: "Conversas simultâneas atendidas ao mesmo tempo, sem fila de espera.",
          },
          {
            title: "Equipe focada na operação",
            description: "Perguntas repetidas ficam com o robô; a equipe cuida dos casos que exigem atenção.",
          },
          {
            title: "Mais pedidos fechados",
            description: "Respostas imediatas evitam que o cliente desista e peça em outro lugar.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados do atendimento automatizado",
        description: "Médias observadas em lojas que usam o robô de atendimento no WhatsApp.",
        results: [
          {
            metric: "Tempo de resposta",
            value: "< 5 s",
            description: "O robô responde em menos de 5 segundos, mesmo com muitas conversas abertas.",
          },
          {
            metric: "Dúvidas resolvidas pelo robô",
            value: "70%",
            description: "Perguntas frequentes respondidas sem intervenção da equipe.",
          },
          {
            metric: "Conversas que viram pedido",
            value: "+20%",
            description: "Mais clientes chegam ao cardápio depois de serem atendidos na hora.",
          },
        ],
        testimonial: {
          text:
            "Sexta à noite a gente não dava conta do WhatsApp e perdia pedido. Hoje o robô responde na " +
            "hora, manda o link do cardápio e só chama a equipe quando precisa. Parece que contratei mais " +
            "um atendente.",
          author: "Juliana S.",
          company: "Pizzaria Forno da Vila",
          stats: {
            companies: "+3.000 lojas em todos os estados",
            implementation: `Implantação em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano todos os dias, das 09h às 00h",
            satisfaction: "NPS de 94,53%",
          },
        },
      },
      finalCta: {
        title: "Coloque um atendente virtual no seu WhatsApp",
        description:
          "Ative o robô de atendimento e responda seus clientes a qualquer hora, sem aumentar a equipe.",
        benefits: [
          "Atendimento 24 horas",
          "Respostas em menos de 5 segundos",
          freeTrial,
          "Sem fidelidade e sem multa",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama retorna o seu contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "integracao-ifood",
    title: "Integração com iFood",
    shortDescription:
      "Pedidos do iFood no mesmo painel e no mesmo PDV da sua loja, com cardápio e status sincronizados.",
    longDescription:
      "Receba os pedidos do iFood direto no painel da Gama, junto com os pedidos do seu canal próprio e do " +
      "balcão. O status do pedido é atualizado nos dois lados e o cardápio fica sincronizado, sem precisar " +
      "de um tablet separado nem digitar pedidos de novo.",
    icon: "plug",
    category: "vendas",
    categoryLabel: "Marketplace",
    detailsPage: {
      hero: {
        title: "iFood e canal próprio em um só lugar",
        description:
          "Centralize os pedidos do iFood no mesmo painel em que você já gerencia o delivery próprio, o " +
          "balcão e as mesas. Uma operação, uma fila de produção, um relatório.",
        ctaButtons: heroButtons("Quero Integrar o iFood"),
      },
      section1: {
        title: "Todos os pedidos na mesma tela",
        description:
          "Os pedidos do iFood chegam automaticamente no painel e seguem o mesmo fluxo de produção dos " +
          "demais.",
        features: [
          "Pedidos do iFood recebidos direto no painel e no PDV",
          "Impressão automática na cozinha, junto com os outros canais",
          "Identificação clara da origem de cada pedido",
          "Fim da digitação manual e dos erros de transcrição",
          "Um único relatório de vendas com todos os canais",
        ],
        image: {
          alt: "Painel de pedidos da Gama com pedidos do iFood e do delivery próprio lado a lado",
          placeholder: { title: "iFood no mesmo painel", subtitle: "Uma fila de produção para tudo" },
        },
      },
      section2: {
        title: "Cardápio e status sempre alinhados",
        description:
          "O que você altera na Gama reflete no iFood, e o cliente acompanha o pedido sem surpresas.",
        features: [
          "Sincronização de itens e preços do cardápio",
          "Pausa de produtos esgotados refletida no iFood",
          "Atualização de status: confirmado, em preparo, saiu para entrega e concluído",
          "Abertura e fechamento da loja controlados pelo painel",
        ],
        image: {
          alt: "Tela de produtos com indicação de item pausado sincronizado com o iFood",
          placeholder: { title: "Cardápio sincronizado", subtitle: "Preços e pausas atualizados" },
        },
      },
      benefitsSection: {
        title: "Por que integrar o iFood à Gama",
        description: "Menos telas, menos erros e uma visão completa do seu delivery.",
        benefits: [
          {
            title: "Operação centralizada",
            description: "Pedidos de todos os canais em uma só fila, sem alternar entre aparelhos.",
          },
          {
            title: "Menos erros",
            description: "Nada de redigitar pedidos: itens, observações e endereço chegam completos.",
          },
          {
            title: "Gestão de verdade",
            description: "Compare o faturamento do iFood com o do canal próprio em um único relatório.",
          },
          {
            title: "Estoque e caixa juntos",
            description: "As vendas do iFood entram no mesmo controle de estoque e de caixa da loja.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados da integração",
        description: "Ganhos médios relatados por lojas que centralizaram os pedidos do iFood na Gama.",
        results: [
          {
            metric: "Tempo de aceite",
            value: "-40%",
            description: "Pedidos aceitos e enviados para a cozinha mais rapidamente.",
          },
          {
            metric: "Erros de pedido",
            value: "-70%",
            description: "Sem digitação manual entre o iFood e o sistema da loja.",
          },
          {
            metric: "Telas no balcão",
            value: "1",
            description: "Um único painel para iFood, canal próprio, balcão e mesas.",
          },
        ],
        testimonial: {
          text:
            "Eu tinha um tablet só para o iFood e outro para o nosso delivery, e sempre alguém esquecia de " +
            "olhar um deles. Agora é tudo no mesmo painel, a cozinha recebe na ordem certa e o fechamento " +
            "do caixa bate.",
          author: "Rafael M.",
          company: "Açaí Ponto Tropical",
          stats: {
            companies: "+23 milhões de pedidos processados",
            implementation: "Integração pronta em minutos",
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Traga os pedidos do iFood para o seu painel",
        description: "Conecte sua loja do iFood à Gama e simplifique a rotina do delivery.",
        benefits: [
          "Pedidos de todos os canais em um só lugar",
          "Cardápio e status sincronizados",
          freeTrial,
          "Sem taxa de adesão",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "ponto-venda",
    title: "Ponto de Venda (PDV)",
    shortDescription:
      "PDV completo para balcão, mesas e delivery, com caixa, formas de pagamento e nota fiscal.",
    longDescription:
      "O PDV da Gama reúne em uma tela os pedidos do balcão, das mesas e do delivery. Lance vendas em " +
      "segundos, receba em dinheiro, Pix ou cartão, emita a nota fiscal e feche o caixa com tudo conferido.",
    icon: "monitor",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Um PDV feito para a rotina de quem vende comida",
        description:
          "Balcão, mesas e delivery no mesmo sistema, com lançamento rápido, caixa organizado e integração " +
          "com maquininhas e impressoras.",
        ctaButtons: heroButtons("Quero Ativar o PDV"),
      },
      section1: {
        title: "Lançamento rápido em qualquer canal",
        description: "Uma tela pensada para o movimento do horário de pico, com poucos cliques por pedido.",
        features: [
          "Vendas de balcão, mesas, comandas e delivery na mesma tela",
          "Busca de produtos por nome ou código",
          "Adicionais e observações enviados para a cozinha",
          "Cadastro rápido do cliente e do endereço de entrega",
          "Impressão de pedidos por setor de produção",
        ],
        image: {
          alt: "Tela do PDV com um pedido de balcão sendo lançado e os itens listados à direita",
          placeholder: { title: "PDV no balcão", subtitle: "Balcão, mesas e delivery" },
        },
      },
      section2: {
        title: "Caixa e pagamentos sob controle",
        description: "Receba do jeito que o cliente preferir e feche o dia sem diferença no caixa.",
        features: [
          "Dinheiro, Pix, cartão e vale-refeição no mesmo pedido",
          "Integração com maquininhas de cartão (TEF)",
          "Emissão de NFC-e direto no fechamento da venda",
          "Abertura, sangria, suprimento e fechamento de caixa",
          "Relatórios de vendas por período, canal e forma de pagamento",
        ],
        image: {
          alt: "Fechamento de caixa no PDV com totais por forma de pagamento",
          placeholder: { title: "Fechamento de caixa", subtitle: "Pagamentos conferidos" },
        },
      },
      benefitsSection: {
        title: "Vantagens do PDV da Gama",
        description: "Menos tempo no caixa, menos erros e mais informação para decidir.",
        benefits: [
          {
            title: "Atendimento mais ágil",
            description: "Pedidos lançados em segundos reduzem a fila no balcão.",
          },
          {
            title: "Tudo integrado",
            description: "Cardápio digital, marketplace, estoque e fiscal conversam com o mesmo PDV.",
          },
          {
            title: "Caixa sem surpresas",
            description: "Cada entrada e saída registrada, com conferência por forma de pagamento.",
          },
          {
            title: "Fácil de aprender",
            description: "Uma equipe nova aprende a usar o PDV no primeiro turno.",
          },
          {
            title: "Nota fiscal sem retrabalho",
            description: "A NFC-e é emitida a partir da própria venda, sem redigitar dados.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no dia a dia",
        description: "Médias observadas em lojas que migraram para o PDV da Gama.",
        results: [
          {
            metric: "Tempo de lançamento",
            value: "-35%",
            description: "Pedidos de balcão e mesa registrados com menos cliques.",
          },
          {
            metric: "Diferenças de caixa",
            value: "-80%",
            description: "Fechamento conferido por forma de pagamento.",
          },
          {
            metric: "Treinamento da equipe",
            value: "1 dia",
            description: "Tempo médio para um novo colaborador operar o PDV com segurança.",
          },
        ],
        testimonial: {
          text:
            "Trocamos dois sistemas por um. Hoje o salão, o balcão e o delivery passam pelo mesmo PDV, a " +
            "nota sai na hora e o fechamento do caixa que levava meia hora agora leva poucos minutos.",
          author: "Cláudia F.",
          company: "Restaurante Sabor de Casa",
          stats: {
            companies: "+3.000 lojas atendidas",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano todos os dias, das 09h às 00h",
            satisfaction: "NPS de 94,53%",
          },
        },
      },
      finalCta: {
        title: "Organize o seu caixa com o PDV da Gama",
        description: "Balcão, mesas e delivery em um só sistema, pronto para usar em poucos minutos.",
        benefits: [
          freeTrial,
          "Sem taxa de adesão",
          "Integração com maquininhas e impressoras",
          "Suporte humano todos os dias",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "auto-atendimento",
    title: "Autoatendimento",
    shortDescription:
      "O cliente lê o QR Code na mesa ou no balcão e faz o pedido sozinho, sem esperar por um atendente.",
    longDescription:
      "Com o autoatendimento, o próprio cliente faz o pedido pelo celular a partir de um QR Code na mesa " +
      "ou no balcão. O pedido vai direto para a cozinha, a fila diminui e a equipe fica livre para " +
      "preparar e servir.",
    icon: "smartphone",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "O cliente pede sozinho, a sua equipe foca no que importa",
        description:
          "Um QR Code é tudo o que o cliente precisa para ver o cardápio, montar o pedido e enviar para a " +
          "cozinha, sem baixar aplicativo e sem esperar atendimento.",
        ctaButtons: heroButtons("Quero Ativar o Autoatendimento"),
      },
      section1: {
        title: "Pedido pelo celular, sem aplicativo",
        description:
          "O cliente aponta a câmera para o QR Code e o cardápio abre no navegador, pronto para pedir.",
        features: [
          "QR Codes gerados pelo painel para mesas e balcão",
          "Cardápio com fotos, adicionais e observações",
          "Pedido identificado pela mesa ou pelo nome do cliente",
          "Pagamento online ou no caixa, como a loja preferir",
        ],
        image: {
          alt: "Cliente lendo o QR Code de uma mesa com o celular e vendo o cardápio da loja",
          placeholder: { title: "QR Code na mesa", subtitle: "Cardápio aberto no celular" },
        },
      },
      section2: {
        title: "Menos fila, mais giro",
        description:
          "Com os pedidos chegando prontos, a loja atende mais gente no mesmo espaço e com a mesma equipe.",
        features: [
          "Pedidos direto na cozinha, sem passar pelo atendente",
          "Pedidos adicionais feitos pelo cliente a qualquer momento",
          "Menos erros de anotação",
          "Acompanhamento de todos os pedidos no painel",
          "Ideal para praças de alimentação, lanchonetes e restaurantes",
        ],
        image: {
          alt: "Painel da cozinha recebendo pedidos de autoatendimento identificados por mesa",
          placeholder: { title: "Pedidos direto na cozinha", subtitle: "Identificados por mesa" },
        },
      },
      benefitsSection: {
        title: "Benefícios do autoatendimento",
        description: "Uma experiência mais rápida para o cliente e uma operação mais leve para a loja.",
        benefits: [
          {
            title: "Atendimento sem espera",
            description: "O cliente pede quando quiser, sem precisar chamar ninguém.",
          },
          {
            title: "Equipe mais produtiva",
            description: "Menos tempo anotando pedidos e mais tempo preparando e servindo.",
          },
          {
            title: "Pedidos mais completos",
            description: "Com tempo para ver o cardápio com calma, o cliente inclui adicionais e sobremesas.",
          },
          {
            title: "Implantação simples",
            description: "Basta imprimir os QR Codes e colocar nas mesas e no balcão.",
          },
        ],
      },
      resultsSection: {
        title: "O impacto do autoatendimento",
        description: "Médias observadas em lojas que adotaram o pedido por QR Code.",
        results: [
          {
            metric: "Tempo de espera",
            value: "-40%",
            description: "Menos tempo entre a chegada do cliente e o envio do pedido à cozinha.",
          },
          {
            metric: "Ticket médio",
            value: "+12%",
            description: "Clientes adicionam mais itens quando navegam pelo cardápio sem pressa.",
          },
          {
            metric: "Erros de pedido",
            value: "-60%",
            description: "O pedido é montado pelo próprio cliente, sem anotação intermediária.",
          },
        ],
      },
      finalCta: {
        title: "Deixe o cliente pedir do jeito dele",
        description: "Ative o autoatendimento por QR Code e reduza filas já na próxima semana.",
        benefits: ["Sem aplicativo para o cliente baixar", "QR Codes gerados pelo painel", freeTrial],
        form: specialistFormSaying(
          "Ao enviar este formulário, retornamos o seu contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "cardapio-mesas",
    title: "Cardápio para Mesas",
    shortDescription:
      "Cardápio digital por QR Code na mesa: o cliente pede e os itens são lançados na conta da mesa.",
    longDescription:
      "Cada mesa recebe o seu QR Code. O cliente abre o cardápio no celular, faz o pedido e os itens são " +
      "lançados automaticamente na conta daquela mesa. Na hora de pagar, a conta está pronta e conferida.",
    icon: "qr-code",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Pedido na mesa, direto na conta da mesa",
        description:
          "Um cardápio digital feito para o salão: o cliente pede pelo celular, a cozinha recebe na hora e " +
          "a conta é fechada sem erros.",
        ctaButtons: heroButtons("Quero Ativar o Cardápio para Mesas"),
      },
      section1: {
        title: "Um QR Code para cada mesa",
        description: "O pedido já chega identificado, e o garçom não precisa voltar à mesa para anotar.",
        features: [
          "QR Code exclusivo por mesa, gerado no painel",
          "Itens lançados automaticamente na conta da mesa",
          "Vários clientes da mesma mesa podem pedir pelo próprio celular",
          "Botão para chamar o garçom ou pedir a conta",
        ],
        image: {
          alt: "Mesa de restaurante com um display de QR Code e um cliente pedindo pelo celular",
          placeholder: { title: "QR Code na mesa", subtitle: "Pedido direto na conta" },
        },
      },
      section2: {
        title: "Conta fechada sem retrabalho",
        description: "Tudo o que foi pedido está registrado. O fechamento é rápido e sem discussão.",
        features: [
          "Consulta da conta pelo cliente a qualquer momento",
          "Divisão da conta entre as pessoas da mesa",
          "Taxa de serviço configurável",
          "Fechamento no PDV com Pix, cartão ou dinheiro",
          "Mapa de mesas com status livre, ocupada ou aguardando pagamento",
        ],
        image: {
          alt: "Mapa de mesas no painel com mesas ocupadas e o detalhe da conta de uma delas",
          placeholder: { title: "Mapa de mesas", subtitle: "Contas atualizadas em tempo real" },
        },
      },
      benefitsSection: {
        title: "Por que usar o cardápio nas mesas",
        description: "Salão mais ágil, equipe menos sobrecarregada e clientes mais satisfeitos.",
        benefits: [
          {
            title: "Giro de mesas maior",
            description: "Pedidos e fechamento mais rápidos liberam a mesa para o próximo cliente.",
          },
          {
            title: "Garçons mais disponíveis",
            description: "Menos tempo anotando e mais tempo servindo e acompanhando o salão.",
          },
          {
            title: "Contas corretas",
            description: "Itens lançados pelo próprio pedido, sem esquecimentos nem cobranças em dobro.",
          },
          {
            title: "Cardápio sempre atualizado",
            description: "Preços e itens esgotados mudam na hora, sem reimprimir cardápios.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no salão",
        description: "Médias observadas em restaurantes que usam o cardápio digital nas mesas.",
        results: [
          {
            metric: "Giro de mesas",
            value: "+20%",
            description: "Mais clientes atendidos por noite com o mesmo número de mesas.",
          },
          {
            metric: "Tempo para fechar a conta",
            value: "-50%",
            description: "Conta pronta e conferida quando o cliente pede para pagar.",
          },
          {
            metric: "Pedidos adicionais",
            value: "+15%",
            description: "Bebidas e sobremesas pedidas sem esperar o garçom passar.",
          },
        ],
        testimonial: {
          text:
            "Nos fins de semana o salão lota e os garçons não davam conta. Com o QR Code nas mesas, o " +
            "cliente pede na hora que quer e a conta fecha certinha. A equipe ficou mais tranquila e o " +
            "cliente também.",
          author: "Eduardo L.",
          company: "Churrascaria Brasa Mineira",
          stats: {
            companies: "+3.000 lojas usam a Gama",
            implementation: `Implantação em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Leve o cardápio digital para as suas mesas",
        description: "Imprima os QR Codes, coloque nas mesas e comece a receber pedidos no mesmo dia.",
        benefits: [
          "Pedido lançado direto na conta da mesa",
          "Divisão de conta e taxa de serviço",
          freeTrial,
          "Sem fidelidade e sem multa",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "cardapio-balcao",
    title: "Cardápio para Balcão",
    shortDescription:
      "Pedidos para retirada no balcão: o cliente pede e paga pelo celular e é chamado pela senha.",
    longDescription:
      "O cardápio para balcão agiliza pedidos para retirada e consumo no local. O cliente faz e paga o " +
      "pedido pelo celular ou no caixa, recebe uma senha e é chamado quando o pedido fica pronto.",
    icon: "concierge-bell",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Balcão sem fila e sem confusão na retirada",
        description:
          "Pedido feito pelo celular, pagamento antecipado e chamada por senha. O cliente sabe exatamente " +
          "quando buscar o pedido, e a sua equipe entrega na ordem certa.",
        ctaButtons: heroButtons("Quero Ativar o Cardápio para Balcão"),
      },
      section1: {
        title: "Pedir e pagar em poucos toques",
        description:
          "O cliente lê o QR Code no balcão ou acessa o link da loja e faz o pedido sem entrar na fila.",
        features: [
          "QR Code de balcão gerado no painel",
          "Pagamento antecipado por Pix ou cartão",
          "Opção de pagar no caixa na retirada",
          "Escolha entre consumir no local ou levar para viagem",
        ],
        image: {
          alt: "Cliente pagando um pedido de balcão com Pix pelo celular ao lado de um display de QR Code",
          placeholder: { title: "Pedido no balcão", subtitle: "Pago pelo celular" },
        },
      },
      section2: {
        title: "Retirada organizada por senha",
        description:
          "Cada pedido recebe um número de chamada, e ninguém precisa perguntar se o lanche já saiu.",
        features: [
          "Número de chamada gerado automaticamente para cada pedido",
          "Aviso ao cliente quando o pedido está pronto",
          "Pedidos em ordem de produção no painel da cozinha",
          "Senha impressa no comprovante do pedido",
          "Histórico de pedidos retirados por período",
        ],
        image: {
          alt: "Painel de chamada exibindo os números dos pedidos prontos para retirada",
          placeholder: { title: "Chamada por senha", subtitle: "Retirada na ordem certa" },
        },
      },
      benefitsSection: {
        title: "Vantagens do cardápio para balcão",
        description: "Mais vendas nos horários de pico e menos gente esperando de pé.",
        benefits: [
          {
            title: "Fila menor no caixa",
            description: "Quem paga pelo celular vai direto para a retirada.",
          },
          {
            title: "Retirada sem confusão",
            description: "A chamada por senha evita trocas de pedido e aglomeração no balcão.",
          },
          {
            title: "Pagamento garantido",
            description: "Pedidos pagos antecipadamente reduzem desistências e pedidos não retirados.",
          },
          {
            title: "Ideal para alto movimento",
            description: "Perfeito para lanchonetes, açaiterias, cafeterias e praças de alimentação.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no balcão",
        description: "Médias observadas em lojas que adotaram o pedido por QR Code no balcão.",
        results: [
          {
            metric: "Fila no caixa",
            value: "-45%",
            description: "Menos clientes esperando para pedir e pagar nos horários de pico.",
          },
          {
            metric: "Pedidos por hora",
            value: "+25%",
            description: "Mais pedidos atendidos com a mesma equipe de balcão.",
          },
          {
            metric: "Tempo de retirada",
            value: "3 min",
            description: "Tempo médio entre o aviso de pedido pronto e a retirada.",
          },
        ],
      },
      finalCta: {
        title: "Agilize o atendimento no seu balcão",
        description: "Ative o cardápio para balcão e reduza filas nos horários de maior movimento.",
        benefits: ["Pedido e pagamento pelo celular", "Chamada por senha", freeTrial, "Sem taxa de adesão"],
        form: specialistForm,
      },
    },
  },
  {
    id: "agendamento-pedidos",
    title: "Agendamento de Pedidos",
    shortDescription:
      "O cliente agenda a entrega ou a retirada para outro horário ou outro dia, direto no cardápio.",
    longDescription:
      "Com o agendamento de pedidos, o cliente escolhe a data e o horário em que quer receber ou retirar o " +
      "pedido. A loja vende até fora do horário de funcionamento, planeja a produção com antecedência e " +
      "recebe encomendas de festas e eventos sem depender do telefone.",
    icon: "calendar-clock",
    category: "vendas",
    detailsPage: {
      hero: {
        title: "Venda hoje o pedido de amanhã",
        description:
          "Deixe o cliente escolher quando quer receber. Você organiza a produção com antecedência e não " +
          "perde vendas quando a loja está fechada.",
        ctaButtons: heroButtons("Quero Ativar o Agendamento de Pedidos"),
      },
      section1: {
        title: "O cliente escolhe o dia e o horário",
        description:
          "A opção de agendar aparece no cardápio digital, com os horários que a sua loja definir.",
        features: [
          "Agendamento de entrega e de retirada",
          "Faixas de horário configuráveis por dia da semana",
          "Antecedência mínima e máxima para agendar",
          "Limite de pedidos por faixa de horário",
          "Pedidos agendados mesmo com a loja fechada",
        ],
        image: {
          alt: "Cardápio digital no celular com a seleção de data e faixa de horário para entrega",
          placeholder: { title: "Escolha de data e horário", subtitle: "Entrega ou retirada" },
        },
      },
      section2: {
        title: "Produção planejada, sem correria",
        description:
          "Os pedidos agendados ficam separados no painel e entram na fila de produção na hora certa.",
        features: [
          "Lista de pedidos agendados por dia e horário",
          "Envio automático para a cozinha com a antecedência definida",
          "Ideal para encomendas de bolos, salgados e pedidos para eventos",
          "Confirmação do agendamento enviada ao cliente",
        ],
        image: {
          alt: "Painel com a agenda de pedidos do dia organizada por faixa de horário",
          placeholder: { title: "Agenda de pedidos", subtitle: "Produção no tempo certo" },
        },
      },
      benefitsSection: {
        title: "Por que oferecer pedidos agendados",
        description: "Mais vendas, melhor planejamento e menos pressão nos horários de pico.",
        benefits: [
          {
            title: "Vendas fora do expediente",
            description: "O cliente agenda à noite ou de madrugada, e o pedido já está garantido.",
          },
          {
            title: "Pico mais tranquilo",
            description: "Pedidos distribuídos em faixas de horário evitam a sobrecarga da cozinha.",
          },
          {
            title: "Compras mais inteligentes",
            description: "Sabendo o que vai sair, você compra insumos na medida certa.",
          },
          {
            title: "Encomendas organizadas",
            description: "Pedidos para festas e eventos registrados com data, hora e todos os detalhes.",
          },
        ],
      },
      resultsSection: {
        title: "O que o agendamento traz para a loja",
        description: "Médias observadas em lojas que oferecem pedidos agendados no cardápio digital.",
        results: [
          {
            metric: "Pedidos agendados",
            value: "+10%",
            description: "Vendas adicionais de clientes que pedem com antecedência.",
          },
          {
            metric: "Desperdício de insumos",
            value: "-20%",
            description: "Compras e preparo planejados com base nos pedidos já confirmados.",
          },
          {
            metric: "Atrasos no pico",
            value: "-30%",
            description: "Produção distribuída ao longo do dia, com menos gargalos.",
          },
        ],
      },
      finalCta: {
        title: "Comece a receber pedidos agendados",
        description:
          "Configure os horários, defina os limites e deixe o cliente escolher quando quer receber.",
        benefits: ["Entrega e retirada agendadas", "Limite de pedidos por horário", freeTrial],
        form: specialistForm,
      },
    },
  },
  {
    id: "turbo-delivery-proprio",
    title: "Turbo Delivery Próprio",
    shortDescription:
      "Pacote de ações para levar clientes dos marketplaces para o seu delivery próprio, sem comissão.",
    longDescription:
      "O Turbo Delivery Próprio reúne promoções, destaques no cardápio, lembretes por notificação e " +
      "WhatsApp e regras de frete grátis para estimular o cliente a pedir pelo seu canal. Cada pedido que " +
      "deixa de passar pelo marketplace é uma comissão a menos e um cliente a mais na sua base.",
    icon: "rocket",
    category: "vendas",
    categoryLabel: "Delivery próprio",
    detailsPage: {
      hero: {
        title: "Acelere as vendas do seu canal próprio",
        description:
          "Ferramentas prontas para atrair, converter e trazer de volta o cliente para o seu site e " +
          "aplicativo, reduzindo a dependência dos marketplaces e as comissões sobre cada pedido.",
        ctaButtons: heroButtons("Quero Ativar o Turbo Delivery Próprio"),
      },
      section1: {
        title: "Motivos para o cliente pedir direto",
        description:
          "Ofertas exclusivas do canal próprio dão ao cliente uma razão concreta para trocar de aplicativo.",
        features: [
          "Promoções e combos exclusivos do delivery próprio",
          "Produtos em destaque no topo do cardápio",
          "Regras de frete grátis por valor mínimo, bairro ou dia da semana",
          "Cupom de primeira compra para novos clientes",
          "Material para divulgar o canal próprio nas embalagens e redes sociais",
        ],
        image: {
          alt: "Cardápio digital com banner de frete grátis e combos exclusivos do delivery próprio",
          placeholder: { title: "Ofertas do canal próprio", subtitle: "Frete grátis e combos exclusivos" },
        },
      },
      section2: {
        title: "Lembretes que trazem o cliente de volta",
        description: "Quem já pediu recebe o convite certo para pedir de novo, no momento certo.",
        features: [
          "Notificações no celular para clientes do aplicativo",
          "Lembretes por WhatsApp para clientes sem pedido recente",
          "Campanhas em datas comemorativas e dias de menor movimento",
          "Relatório de pedidos gerados por cada ação",
        ],
        image: {
          alt: "Notificação no celular do cliente anunciando frete grátis no delivery da loja",
          placeholder: { title: "Lembretes no celular", subtitle: "Notificação e WhatsApp" },
        },
      },
      benefitsSection: {
        title: "Por que turbinar o delivery próprio",
        description: "Cada pedido no canal próprio vale mais para a sua loja.",
        benefits: [
          {
            title: "Menos comissão de marketplace",
            description: "Pedidos migrados para o canal próprio não pagam a comissão do marketplace.",
          },
          {
            title: "Cliente na sua base",
            description: "Contato e histórico de compras ficam com você para as próximas campanhas.",
          },
          {
            title: "Preço mais competitivo",
            description: "Parte da economia pode virar frete grátis ou desconto, sem perder margem.",
          },
          {
            title: "Resultados medidos",
            description: "Acompanhe quantos pedidos e quanto faturamento cada ação gerou.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados do Turbo Delivery Próprio",
        description: "Médias observadas em lojas que ativaram o pacote por pelo menos três meses.",
        results: [
          {
            metric: "Pedidos no canal próprio",
            value: "+30%",
            description: "Crescimento da participação do site e do aplicativo no total de pedidos.",
          },
          {
            metric: "Gastos com comissões",
            value: "-20%",
            description: "Economia com pedidos que deixaram de passar pelo marketplace.",
          },
          {
            metric: "Recompra",
            value: "+18%",
            description: "Mais clientes voltando a pedir depois dos lembretes automáticos.",
          },
        ],
        testimonial: {
          text:
            "Quase todo o nosso delivery vinha do marketplace e a comissão pesava no fim do mês. Com frete " +
            "grátis no canal próprio e os lembretes por WhatsApp, boa parte dos clientes passou a pedir " +
            "direto com a gente.",
          author: "Patrícia A.",
          company: "Cantina Massa Nostra",
          stats: {
            companies: "+3.000 lojas em todos os estados",
            implementation: `Ativação em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53%",
          },
        },
      },
      finalCta: {
        title: "Transforme clientes de marketplace em clientes seus",
        description:
          "Ative o Turbo Delivery Próprio e comece a migrar pedidos para o seu canal ainda este mês.",
        benefits: [
          "Promoções e frete grátis no canal próprio",
          "Lembretes automáticos por WhatsApp",
          "Relatório de resultados por ação",
          "Sem fidelidade e sem multa",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "turbo-ifood",
    title: "Turbo iFood",
    shortDescription:
      "Ferramentas para vender mais no iFood: cardápio otimizado, promoções e acompanhamento de indicadores.",
    longDescription:
      "O Turbo iFood ajuda a sua loja a ter um desempenho melhor no iFood. Você recebe orientações para " +
      "otimizar o cardápio, organiza as promoções e acompanha em um painel o tempo de resposta, os " +
      "cancelamentos e as avaliações, os pontos que mais pesam na experiência de quem pede pelo aplicativo.",
    icon: "zap",
    category: "vendas",
    categoryLabel: "Marketplace",
    detailsPage: {
      hero: {
        title: "Mais desempenho para a sua loja no iFood",
        description:
          "Cardápio bem apresentado, promoções planejadas e uma operação que responde rápido. O Turbo " +
          "iFood reúne as ferramentas para melhorar os seus resultados no marketplace.",
        ctaButtons: heroButtons("Quero Ativar o Turbo iFood"),
      },
      section1: {
        title: "Cardápio e promoções que convertem",
        description: "Pequenos ajustes no cardápio e nas ofertas fazem diferença na decisão do cliente.",
        features: [
          "Diagnóstico do cardápio: fotos, nomes, descrições e categorias",
          "Sugestões de combos e itens âncora",
          "Planejamento e acompanhamento das promoções ativas",
          "Comparativo de vendas antes e depois de cada promoção",
        ],
        image: {
          alt: "Diagnóstico do cardápio do iFood com sugestões de melhoria em fotos e descrições",
          placeholder: { title: "Cardápio otimizado", subtitle: "Fotos, descrições e combos" },
        },
      },
      section2: {
        title: "Indicadores da operação sob controle",
        description:
          "Acompanhe os números que mostram se a sua loja está atendendo bem quem pede pelo iFood.",
        features: [
          "Tempo médio de aceite e de preparo dos pedidos",
          "Taxa de cancelamento e principais motivos",
          "Acompanhamento das avaliações e comentários dos clientes",
          "Alertas quando um indicador sai do padrão",
          "Relatório semanal de desempenho",
        ],
        image: {
          alt: "Painel com gráficos de tempo de aceite, cancelamentos e nota média da loja no iFood",
          placeholder: { title: "Indicadores do iFood", subtitle: "Aceite, cancelamentos e avaliações" },
        },
      },
      benefitsSection: {
        title: "O que o Turbo iFood entrega",
        description:
          "Informação clara para agir rápido e vender mais no principal marketplace de comida do país.",
        benefits: [
          {
            title: "Decisões com base em dados",
            description: "Saiba o que funciona no seu cardápio e nas suas promoções.",
          },
          {
            title: "Menos cancelamentos",
            description: "Identifique os motivos e corrija os gargalos da operação.",
          },
          {
            title: "Avaliações melhores",
            description: "Acompanhe os comentários e responda aos pontos que os clientes mais citam.",
          },
          {
            title: "Tudo integrado à Gama",
            description: "Os pedidos do iFood já chegam no seu painel, e os indicadores ficam ao lado.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no marketplace",
        description: "Médias observadas em lojas que usam o Turbo iFood há pelo menos três meses.",
        results: [
          {
            metric: "Pedidos no iFood",
            value: "+20%",
            description: "Crescimento com cardápio revisado e promoções planejadas.",
          },
          {
            metric: "Cancelamentos",
            value: "-30%",
            description: "Menos pedidos cancelados com a operação monitorada.",
          },
          {
            metric: "Tempo de aceite",
            value: "-40%",
            description: "Pedidos aceitos mais rapidamente com alertas no painel.",
          },
        ],
      },
      finalCta: {
        title: "Turbine a sua loja no iFood",
        description: "Ative o Turbo iFood e acompanhe de perto os números que fazem a sua loja vender mais.",
        benefits: [
          "Diagnóstico do cardápio",
          "Gestão de promoções",
          "Indicadores de tempo, cancelamento e avaliações",
          freeTrial,
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "entrega-facil-ifood",
    title: "Entrega Fácil iFood",
    shortDescription:
      "Chame entregadores do iFood para os pedidos do seu canal próprio, direto do painel da Gama.",
    longDescription:
      "Com o Entrega Fácil iFood, os pedidos do seu site, do aplicativo ou do WhatsApp podem ser entregues " +
      "por entregadores parceiros do iFood, sob demanda. Você solicita a entrega pelo próprio painel da " +
      "Gama e acompanha o andamento sem precisar manter uma frota fixa.",
    icon: "bike",
    category: "vendas",
    categoryLabel: "Marketplace",
    detailsPage: {
      hero: {
        title: "Entregador sob demanda para o seu delivery próprio",
        description:
          "Venda pelo seu canal e conte com a logística do iFood quando precisar. A solicitação sai do " +
          "painel da Gama, junto com o pedido.",
        ctaButtons: heroButtons("Quero Ativar o Entrega Fácil iFood"),
      },
      section1: {
        title: "Solicitação direto do painel",
        description:
          "Nada de copiar endereço para outro aplicativo: os dados do pedido seguem junto com a solicitação.",
        features: [
          "Chamada do entregador a partir do pedido no painel",
          "Endereço e dados da entrega enviados automaticamente",
          "Acompanhamento do status da entrega",
          "Uso sob demanda, apenas nos pedidos que você escolher",
        ],
        image: {
          alt: "Pedido do delivery próprio no painel da Gama com o botão para solicitar entregador do iFood",
          placeholder: { title: "Chamar entregador", subtitle: "Direto do pedido no painel" },
        },
      },
      section2: {
        title: "Logística flexível para o seu canal",
        description: "Combine entregadores próprios e entregadores sob demanda conforme o movimento do dia.",
        features: [
          "Reforço nos horários de pico e nos fins de semana",
          "Atendimento a pedidos quando a frota própria está ocupada",
          "Custo por entrega, conforme as condições do iFood",
          "Pedidos de todos os canais próprios: site, aplicativo e WhatsApp",
          "Histórico de entregas solicitadas por período",
        ],
        image: {
          alt: "Entregador retirando um pedido no balcão de uma pizzaria para entrega ao cliente",
          placeholder: { title: "Entrega sob demanda", subtitle: "Reforço nos horários de pico" },
        },
      },
      benefitsSection: {
        title: "Vantagens do Entrega Fácil iFood",
        description:
          "A liberdade de vender pelo canal próprio com uma logística que acompanha o seu movimento.",
        benefits: [
          {
            title: "Sem frota fixa obrigatória",
            description:
              "Pague pelas entregas que usar, em vez de manter entregadores parados nos dias fracos.",
          },
          {
            title: "Atendimento no pico",
            description: "Não recuse pedidos por falta de entregador nos horários de maior movimento.",
          },
          {
            title: "Operação em um só lugar",
            description: "Pedido, produção e solicitação de entrega no mesmo painel da Gama.",
          },
          {
            title: "Canal próprio fortalecido",
            description:
              "Venda sem comissão de marketplace sobre o pedido e use apenas a logística quando precisar.",
          },
        ],
      },
      resultsSection: {
        title: "O que muda na sua entrega",
        description: "Médias observadas em lojas que combinam frota própria e entregadores sob demanda.",
        results: [
          {
            metric: "Pedidos recusados no pico",
            value: "-50%",
            description: "Menos pedidos perdidos por falta de entregador disponível.",
          },
          {
            metric: "Custo fixo com entregas",
            value: "-25%",
            description: "Frota própria dimensionada para o movimento médio, com reforço sob demanda.",
          },
          {
            metric: "Tempo para despachar",
            value: "1 clique",
            description: "Solicitação do entregador feita a partir do próprio pedido.",
          },
        ],
      },
      finalCta: {
        title: "Entregue mais pedidos do seu canal próprio",
        description:
          "Ative o Entrega Fácil iFood no painel da Gama e tenha entregadores sob demanda quando precisar.",
        benefits: [
          "Solicitação de entregador direto do painel",
          "Uso sob demanda, sem frota fixa obrigatória",
          "Acompanhamento do status da entrega",
        ],
        form: specialistForm,
      },
    },
  },
];
