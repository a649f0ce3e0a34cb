import { facts } from "../facts";
import { heroButtons, specialistForm, specialistFormSaying } from "./parts";
import type { Feature } from "./schema";

export const features: Feature[] = [
  {
    id: "solucoes-auto-atendimento",
    title: "Totem de Autoatendimento",
    shortDescription:
      "O cliente monta o pedido e paga sozinho na tela do totem, sem enfrentar fila no caixa.",
    longDescription:
      "Um totem com tela sensível ao toque, instalado na loja, em que o próprio cliente navega pelo cardápio, " +
      "personaliza os itens e paga com cartão ou Pix. O pedido segue direto para a cozinha, com senha impressa " +
      "para a retirada, e a equipe do caixa fica livre para reforçar o atendimento e a produção.",
    icon: "monitor",
    category: "equipamentos",
    detailsPage: {
      hero: {
        title: "Totem de Autoatendimento: o cliente pede e paga sozinho",
        description:
          "Reduza as filas no horário de pico e aumente o ticket médio com um totem que mostra o cardápio com " +
          "fotos, sugere adicionais e recebe o pagamento na hora. Tudo integrado ao PDV, à cozinha e ao estoque " +
          "da Gama.",
        ctaButtons: heroButtons("Quero um Totem na Minha Loja"),
      },
      section1: {
        title: "Pedido completo sem passar pelo caixa",
        description:
          "O cliente escolhe, personaliza e paga no próprio totem, em poucos toques. Com o pagamento aprovado, " +
          "o pedido vai para a produção e o cliente recebe a senha para acompanhar a retirada.",
        features: [
          "Cardápio com fotos, descrições e categorias, fácil de navegar pelo toque",
          "Personalização de itens: ponto da carne, adicionais e observações",
          "Pagamento com cartão de crédito, débito ou Pix no próprio totem",
          "Senha impressa para retirada no balcão",
          "Opção de consumir no local ou levar para viagem",
        ],
        image: {
          alt: "Cliente escolhendo um lanche na tela de um totem de autoatendimento na entrada de uma hamburgueria",
          placeholder: { title: "Totem na entrada da loja", subtitle: "O cliente monta o pedido sozinho" },
        },
      },
      section2: {
        title: "Integrado à cozinha, ao caixa e ao estoque",
        description:
          "O totem usa o mesmo cardápio e os mesmos preços do sistema. Alterou um produto ou pausou um item " +
          "esgotado? A mudança aparece no totem na hora, sem cadastro duplicado.",
        features: [
          "Pedidos enviados automaticamente para a impressora da cozinha ou para o KDS",
          "Preços, fotos e disponibilidade sincronizados com o cardápio digital",
          "Itens esgotados saem da tela do totem automaticamente",
          "Vendas do totem somadas ao caixa e aos relatórios do dia",
          "Emissão de NFC-e ao finalizar o pedido, para lojas que usam o módulo fiscal",
        ],
        image: {
          alt: "Tela da cozinha exibindo um pedido que acabou de ser feito no totem de autoatendimento",
          placeholder: { title: "Pedido direto na produção", subtitle: "Sem digitação no caixa" },
        },
      },
      benefitsSection: {
        title: "Por que colocar um totem na sua loja",
        description: "Mais vendas no horário de pico e uma equipe concentrada no que realmente importa.",
        benefits: [
          {
            title: "Filas menores",
            description:
              "Vários clientes fazem o pedido ao mesmo tempo, em vez de esperar um único atendente no caixa.",
          },
          {
            title: "Ticket médio maior",
            description:
              "Sugestões de adicionais, bebidas e combos aparecem em todo pedido, sem depender da lembrança do " +
              "atendente.",
          },
          {
            title: "Menos erros de pedido",
            description:
              "O cliente confere cada item na tela antes de pagar: nada de anotação errada ou lanche trocado.",
          },
          {
            title: "Equipe mais bem aproveitada",
            description:
              "Quem ficava preso ao caixa pode ajudar na produção e na expedição nos horários de maior movimento.",
          },
          {
            title: "Cliente no controle",
            description:
              "Tempo para olhar o cardápio com calma, ver as fotos e montar o pedido do próprio jeito.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem adotou o totem",
        description: "Médias observadas em lojas de balcão nos primeiros meses de uso do autoatendimento.",
        results: [
          {
            metric: "Ticket médio",
            value: "+18%",
            description: "com sugestões de adicionais e combos em cada pedido",
          },
          {
            metric: "Tempo de espera na fila",
            value: "-35%",
            description: "no horário de pico, com vários pedidos feitos ao mesmo tempo",
          },
          {
            metric: "Erros de pedido",
            value: "-40%",
            description: "com o cliente confirmando cada item na tela",
          },
        ],
        testimonial: {
          text:
            "Na hora do almoço a fila chegava à calçada. Com dois totens, o pessoal pede sozinho, paga no cartão " +
            "e só espera chamar a senha. O atendente que ficava no caixa agora ajuda na chapa.",
          author: "Rafael T.",
          company: "Smash do Bairro Hamburgueria",
          stats: {
            companies: "+3.000 lojas atendidas em todo o Brasil",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano todos os dias, das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Leve o autoatendimento para a sua loja",
        description:
          "Conte como funciona o seu balcão e a nossa equipe indica a melhor configuração de totem para o seu " +
          "movimento.",
        benefits: [
          "Cardápio do totem igual ao do cardápio digital",
          "Pagamento com cartão e Pix no próprio totem",
          "Pedidos direto na cozinha ou no KDS",
          "Suporte humano todos os dias, das 09h às 00h",
        ],
        form: {
          title: "Solicite uma proposta de totem",
          disclaimer:
            "Ao enviar este formulário, nossa equipe entra em contato em até 1 hora, em horário comercial.",
        },
      },
    },
  },
  {
    id: "mini-pdv",
    title: "Mini PDV",
    shortDescription:
      "Terminal compacto com o PDV da Gama para balcões pequenos: vende, emite nota e imprime.",
    longDescription:
      "O Mini PDV é um terminal compacto com tela sensível ao toque que roda o ponto de venda da Gama e cabe em " +
      "qualquer balcão. Registra as vendas do balcão, recebe os pedidos do delivery e controla o caixa, com " +
      "impressora térmica, gaveta de dinheiro e leitor de código de barras conectados a ele.",
    icon: "calculator",
    category: "equipamentos",
    detailsPage: {
      hero: {
        title: "Mini PDV: o caixa completo em um balcão pequeno",
        description:
          "Para quiosques, açaiterias, cafeterias e lojas de balcão que precisam de um caixa ágil sem ocupar " +
          "espaço. Todo o ponto de venda da Gama em um terminal compacto, pronto para vender, emitir NFC-e e " +
          "receber os pedidos do delivery.",
        ctaButtons: heroButtons("Quero o Mini PDV"),
      },
      section1: {
        title: "Tudo o que o caixa precisa, em poucos centímetros",
        description:
          "O Mini PDV reúne tela e sistema em um só equipamento. Sem computador de mesa, sem fios espalhados e " +
          "sem perder espaço de exposição no balcão.",
        features: [
          "Tela sensível ao toque com os produtos organizados por categoria",
          "Venda rápida por atalhos, busca pelo nome ou leitura do código de barras",
          "Conexão com impressora térmica, gaveta de dinheiro e leitor de código de barras",
          "Abertura e fechamento de caixa com registro de sangrias e suprimentos",
          "Emissão de NFC-e direto da tela de venda",
        ],
        image: {
          alt: "Terminal compacto de ponto de venda sobre o balcão de uma açaiteria, ao lado da impressora",
          placeholder: { title: "Caixa no balcão", subtitle: "Venda em poucos toques" },
        },
      },
      section2: {
        title: "Balcão e delivery no mesmo lugar",
        description:
          "Os pedidos do cardápio digital e dos marketplaces integrados, como o iFood, chegam ao Mini PDV junto " +
          "com as vendas do balcão. O operador acompanha tudo em uma única lista, sem alternar entre sistemas.",
        features: [
          "Alerta sonoro a cada novo pedido do delivery",
          "Aceite, preparo e despacho do pedido com um toque",
          "Impressão automática da via da cozinha e da via do entregador",
          "Pagamento dividido entre dinheiro, cartão e Pix, com cálculo do troco",
          "Relatório do dia com vendas por canal e por forma de pagamento",
        ],
        image: {
          alt: "Tela do Mini PDV mostrando pedidos do balcão e do delivery na mesma lista",
          placeholder: { title: "Pedidos em uma só lista", subtitle: "Balcão e delivery juntos" },
        },
      },
      benefitsSection: {
        title: "Vantagens do Mini PDV",
        description: "Um caixa profissional mesmo onde o espaço é pouco.",
        benefits: [
          {
            title: "Ocupa pouco espaço",
            description:
              "Cabe em quiosques, food trucks e balcões estreitos, deixando área livre para expor os produtos.",
          },
          {
            title: "Atendimento mais rápido",
            description:
              "Produtos mais vendidos em atalhos e pagamento em poucos toques reduzem o tempo de cada venda.",
          },
          {
            title: "Caixa sob controle",
            description:
              "Abertura, fechamento, sangrias e conferência registrados por operador, com histórico completo.",
          },
          {
            title: "Nota fiscal sem complicação",
            description:
              "A NFC-e é emitida na venda, com os dados fiscais dos produtos já cadastrados no sistema.",
          },
          {
            title: "Um só cadastro para todos os canais",
            description: "Cardápio, preços e estoque são os mesmos do delivery, sem cadastro duplicado.",
          },
        ],
      },
      resultsSection: {
        title: "O que muda no seu balcão",
        description: "Médias de lojas de balcão que trocaram o caixa manual pelo Mini PDV da Gama.",
        results: [
          {
            metric: "Tempo por venda",
            value: "-30%",
            description: "com atalhos de produtos e pagamento registrado na mesma tela",
          },
          {
            metric: "Diferenças no fechamento",
            value: "-50%",
            description: "com sangrias, suprimentos e fechamentos registrados por operador",
          },
          {
            metric: "Sistema pronto",
            value: "15 min",
            description: "para configurar a loja e começar a vender",
          },
        ],
      },
      finalCta: {
        title: "Monte o seu caixa com o Mini PDV",
        description:
          "Conte como funciona o seu balcão e receba a indicação do equipamento ideal para o seu volume de " +
          "vendas.",
        benefits: [
          `Teste grátis do sistema por ${facts.diasDeTeste} dias`,
          "Sem taxa de adesão",
          "Sem fidelidade nem multa de cancelamento",
          "Suporte humano todos os dias, das 09h às 00h",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, retornamos em até 1 hora, em horário comercial, pelo WhatsApp ou telefone informado.",
        ),
      },
    },
  },
  {
    id: "smartpos",
    title: "SmartPOS",
    shortDescription:
      "Maquininha Android que lança pedidos, recebe pagamentos e imprime, sincronizada com o sistema.",
    longDescription:
      "A SmartPOS é uma maquininha com sistema Android que roda o aplicativo da Gama: o garçom lança o pedido " +
      "na mesa, cobra no cartão ou no Pix e imprime o comprovante no mesmo aparelho. Tudo é sincronizado em " +
      "tempo real com o PDV, a cozinha e o caixa.",
    icon: "smartphone",
    category: "equipamentos",
    detailsPage: {
      hero: {
        title: "SmartPOS: pedido, pagamento e impressão na palma da mão",
        description:
          "Leve o caixa até o cliente. Com a SmartPOS, a sua equipe anota o pedido na mesa, envia para a " +
          "cozinha e recebe o pagamento sem voltar ao balcão, em um único aparelho integrado à Gama.",
        ctaButtons: heroButtons("Quero a SmartPOS"),
      },
      section1: {
        title: "Atendimento completo na mesa",
        description:
          "O garçom abre a mesa ou a comanda, escolhe os itens no cardápio do aparelho e envia o pedido para a " +
          "produção na hora. No fechamento, a conta é cobrada ali mesmo, sem o cliente se levantar.",
        features: [
          "Abertura de mesas e comandas direto na maquininha",
          "Cardápio com adicionais e observações, igual ao do sistema",
          "Pedido enviado na hora para a impressora da cozinha ou para o KDS",
          "Conta parcial e divisão da conta entre as pessoas da mesa",
          "Cobrança no cartão de crédito, débito ou Pix",
        ],
        image: {
          alt: "Garçom lançando um pedido em uma maquininha SmartPOS ao lado da mesa do cliente",
          placeholder: { title: "Pedido feito na mesa", subtitle: "Lançado direto na SmartPOS" },
        },
      },
      section2: {
        title: "Sincronizada com o sistema em tempo real",
        description:
          "Cada pedido e cada pagamento feitos na SmartPOS aparecem na hora no PDV e no caixa. O gerente " +
          "acompanha mesas, consumo e recebimentos sem conferir comprovante por comprovante.",
        features: [
          "Pagamentos baixados automaticamente na conta da mesa",
          "Impressão do comprovante e da conta na impressora do próprio aparelho",
          "Conexão por Wi-Fi ou chip de dados móveis",
          "Acesso por operador, com registro de quem lançou cada item",
          "Recebimentos somados ao fechamento do caixa, sem lançamento manual",
        ],
        image: {
          alt: "Tela do PDV mostrando a conta de uma mesa atualizada com um pagamento feito na SmartPOS",
          placeholder: { title: "Caixa atualizado na hora", subtitle: "Pagamento já conciliado" },
        },
      },
      benefitsSection: {
        title: "Por que usar a SmartPOS",
        description: "Um aparelho no lugar de três: bloco de pedidos, maquininha e impressora.",
        benefits: [
          {
            title: "Mesas giram mais rápido",
            description:
              "Pedido e pagamento feitos na mesa encurtam o tempo entre a chegada e a saída do cliente.",
          },
          {
            title: "Adeus, comanda de papel",
            description: "Nada de letra ilegível ou comanda perdida: o pedido chega digitado à cozinha.",
          },
          {
            title: "Menos idas ao caixa",
            description: "O garçom não precisa sair do salão para lançar itens nem para buscar a maquininha.",
          },
          {
            title: "Cobrança sem erro",
            description:
              "O valor da conta vem do sistema, sem digitação, e o cartão não sai da vista do cliente.",
          },
          {
            title: "Atendimento em qualquer lugar",
            description: "Funciona no salão, na área externa, no balcão e em eventos da sua marca.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no salão",
        description: "Médias de restaurantes e pizzarias com atendimento na mesa após adotar a SmartPOS.",
        results: [
          {
            metric: "Giro de mesas",
            value: "+20%",
            description: "com pedido e pagamento feitos sem o cliente sair da mesa",
          },
          {
            metric: "Tempo do pedido até a cozinha",
            value: "-40%",
            description: "com o pedido enviado direto do aparelho para a produção",
          },
          {
            metric: "Erros de lançamento",
            value: "-45%",
            description: "sem anotação em papel nem redigitação no caixa",
          },
        ],
        testimonial: {
          text:
            "Antes o garçom anotava no bloco, ia até o caixa e depois voltava com a maquininha. Hoje ele faz tudo " +
            "na mesa com a SmartPOS e o pedido já sai impresso na cozinha. No sábado à noite isso faz muita " +
            "diferença.",
          author: "Juliana M.",
          company: "Pizzaria Forno da Vila",
          stats: {
            companies: "Mais de 3.000 lojas em todos os estados",
            implementation: `Sistema pronto para vender em até ${facts.minutosDeImplantacao} minutos`,
            support: "Atendimento humano das 09h às 00h, todos os dias",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Coloque o caixa na mão da sua equipe",
        description:
          "Agende uma conversa e veja como a SmartPOS se encaixa no atendimento do seu salão, do balcão ou de " +
          "eventos.",
        benefits: [
          "Pedidos lançados na mesa e enviados à cozinha",
          "Pagamento e impressão no mesmo aparelho",
          "Sincronização em tempo real com o PDV",
          "Sem taxa de adesão no sistema Gama",
        ],
        form: {
          title: "Quero conhecer a SmartPOS",
          disclaimer:
            "Ao enviar este formulário, um especialista fala com você em até 1 hora, em horário comercial.",
        },
      },
    },
  },
  {
    id: "impressora",
    title: "Impressoras Térmicas",
    shortDescription:
      "Impressoras térmicas integradas ao sistema para cupons e vias de produção, com impressão automática.",
    longDescription:
      "Conecte impressoras térmicas à Gama e imprima automaticamente cada pedido que chega: a via da cozinha, " +
      "a via do entregador e o cupom do cliente. Funciona com as bobinas mais usadas, de 80 mm e 58 mm, e permite " +
      "uma impressora para cada setor da produção.",
    icon: "printer",
    category: "equipamentos",
    detailsPage: {
      hero: {
        title: "Impressoras térmicas integradas: cada pedido impresso na hora",
        description:
          "Chega de copiar pedido à mão ou imprimir pelo navegador. A Gama envia cada pedido confirmado direto " +
          "para a impressora certa, com um layout claro para a cozinha, para o entregador e para o cliente.",
        ctaButtons: heroButtons("Quero Integrar Minha Impressora"),
      },
      section1: {
        title: "Impressão automática, sem clique",
        description:
          "Assim que o pedido é aceito, o sistema imprime as vias configuradas para ele. Pedidos do cardápio " +
          "digital, do balcão, das mesas e dos marketplaces integrados saem no mesmo padrão.",
        features: [
          "Impressão automática assim que o pedido é aceito",
          "Via da cozinha com itens, adicionais e observações em destaque",
          "Via do entregador com endereço, ponto de referência, forma de pagamento e troco",
          "Cupom do cliente e DANFE da NFC-e na mesma impressora",
          "Reimpressão de qualquer pedido pelo histórico",
        ],
        image: {
          alt: "Impressora térmica imprimindo a via de um pedido de delivery na cozinha de uma pizzaria",
          placeholder: { title: "Pedido impresso na hora", subtitle: "Via da cozinha e do entregador" },
        },
      },
      section2: {
        title: "Uma impressora para cada setor",
        description:
          "Em cozinhas com mais de uma praça, cada setor recebe só o que precisa preparar. A pizza vai para o " +
          "forno, a bebida para o bar e a sobremesa para a confeitaria, sem ninguém separar papel.",
        features: [
          "Direcionamento dos itens por setor: cozinha, chapa, bar ou confeitaria",
          "Conexão por USB, cabo de rede ou Wi-Fi",
          "Compatível com bobinas de 80 mm e de 58 mm",
          "Quantidade de vias configurável para cada tipo de pedido",
          "Configuração e teste de impressão acompanhados pelo suporte",
        ],
        image: {
          alt: "Três impressoras térmicas identificadas por setor sobre a bancada de uma cozinha profissional",
          placeholder: { title: "Impressão por setor", subtitle: "Cada praça com a sua via" },
        },
      },
      benefitsSection: {
        title: "Vantagens da impressão integrada",
        description: "Menos papel perdido, menos erro e uma cozinha que trabalha no ritmo dos pedidos.",
        benefits: [
          {
            title: "Nenhum pedido esquecido",
            description:
              "Todo pedido aceito vira papel na cozinha na mesma hora, inclusive nos horários de pico.",
          },
          {
            title: "Leitura fácil na produção",
            description:
              "Layout pensado para a cozinha, com quantidades, adicionais e observações em destaque.",
          },
          {
            title: "Entrega sem dúvidas",
            description:
              "A via do entregador traz endereço, referência, forma de pagamento e valor do troco.",
          },
          {
            title: "Rápida e econômica",
            description:
              "A impressão térmica dispensa tinta e fita: basta trocar a bobina de papel quando ela acabar.",
          },
        ],
      },
      resultsSection: {
        title: "O impacto na sua operação",
        description: "Médias de lojas que passaram a imprimir os pedidos automaticamente pela Gama.",
        results: [
          {
            metric: "Tempo até o início do preparo",
            value: "-30%",
            description: "com o pedido impresso na cozinha assim que é aceito",
          },
          {
            metric: "Pedidos com erro",
            value: "-40%",
            description: "com adicionais e observações legíveis na via de produção",
          },
          {
            metric: "Reclamações de pedido incompleto",
            value: "-35%",
            description: "com a via do entregador conferida antes da saída",
          },
        ],
      },
      finalCta: {
        title: "Imprima cada pedido no lugar certo",
        description:
          "A nossa equipe ajuda a escolher, conectar e configurar as impressoras da cozinha, do bar e do caixa.",
        benefits: [
          "Impressão automática de todos os canais de venda",
          "Vias separadas por setor da produção",
          "Configuração acompanhada pelo suporte",
          "Suporte humano todos os dias, das 09h às 00h",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "tef",
    title: "TEF Integrado",
    shortDescription:
      "Cartão integrado ao PDV: o valor vai direto para a maquininha, sem digitação e já conciliado.",
    longDescription:
      "Com o TEF (transferência eletrônica de fundos), o PDV da Gama envia o valor da venda direto para o " +
      "terminal de cartão, sem o operador digitar nada. A aprovação volta para o sistema, o comprovante sai " +
      "junto com o cupom e os recebimentos chegam conciliados ao caixa.",
    icon: "credit-card",
    category: "equipamentos",
    detailsPage: {
      hero: {
        title: "TEF integrado: o valor vai do PDV para a maquininha",
        description:
          "Elimine a digitação de valores e os erros de cobrança. Com o TEF, cada pagamento com cartão é " +
          "iniciado pelo PDV, aprovado no terminal e registrado automaticamente no caixa e na nota fiscal.",
        ctaButtons: heroButtons("Quero Ativar o TEF"),
      },
      section1: {
        title: "Cobrança sem digitação",
        description:
          "O operador finaliza a venda no PDV e escolhe a forma de pagamento. O valor segue automaticamente " +
          "para o pinpad ou terminal de cartão, e o cliente só precisa aproximar ou inserir o cartão.",
        features: [
          "Valor enviado do PDV para o terminal, sem redigitação",
          "Débito e crédito à vista ou parcelado na mesma integração",
          "Pagamento por aproximação ou com chip e senha",
          "Comprovante do cliente impresso junto com o cupom da venda",
          "Cancelamento de transações feito pelo próprio PDV",
        ],
        image: {
          alt: "Cliente aproximando o cartão de um pinpad conectado ao caixa de um restaurante",
          placeholder: { title: "Valor direto no terminal", subtitle: "Sem digitação no caixa" },
        },
      },
      section2: {
        title: "Conciliação automática e nota fiscal completa",
        description:
          "Cada transação aprovada volta para o sistema com bandeira, valor, NSU e código de autorização. O " +
          "fechamento do caixa bate com o extrato da credenciadora e a NFC-e sai com os dados do pagamento.",
        features: [
          "Bandeira, NSU e código de autorização gravados em cada venda",
          "Fechamento de caixa com os recebimentos por cartão separados por bandeira",
          "Dados do pagamento com cartão preenchidos automaticamente na NFC-e",
          "Relatório de vendas por forma de pagamento e por bandeira",
          "Conferência com o extrato da credenciadora sem planilha manual",
        ],
        image: {
          alt: "Relatório de conciliação do sistema mostrando vendas com cartão separadas por bandeira",
          placeholder: { title: "Caixa conciliado", subtitle: "Cada venda com NSU e bandeira" },
        },
      },
      benefitsSection: {
        title: "Por que integrar o cartão ao PDV",
        description:
          "Mais segurança para o caixa, mais agilidade para o cliente e menos trabalho no fechamento.",
        benefits: [
          {
            title: "Fim do valor digitado errado",
            description: "O terminal recebe o valor exato da venda: ninguém cobra a mais nem a menos.",
          },
          {
            title: "Fechamento em minutos",
            description:
              "As vendas com cartão já chegam separadas e conferidas, sem somar comprovantes no fim do dia.",
          },
          {
            title: "Mais segurança no caixa",
            description: "Toda transação fica vinculada à venda e ao operador que a registrou.",
          },
          {
            title: "Pagamento mais rápido",
            description:
              "O cliente paga assim que a venda é fechada, sem esperar o operador digitar o valor.",
          },
          {
            title: "Nota fiscal sem ajuste manual",
            description: "A NFC-e sai com os dados da transação de cartão já preenchidos pelo sistema.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados com o TEF",
        description: "Médias de lojas que integraram o pagamento com cartão ao PDV da Gama.",
        results: [
          {
            metric: "Tempo de fechamento do caixa",
            value: "-50%",
            description: "com os recebimentos de cartão conciliados automaticamente",
          },
          {
            metric: "Divergências de valor",
            value: "-60%",
            description: "sem digitação manual do valor no terminal",
          },
          {
            metric: "Tempo de cobrança",
            value: "-25%",
            description: "por venda, do fechamento do pedido à aprovação do cartão",
          },
        ],
        testimonial: {
          text:
            "A gente sempre tinha diferença no fechamento porque alguém digitava o valor errado na maquininha. " +
            "Com o TEF o valor já vai do sistema e o caixa bate no fim da noite, sem ninguém ficar somando " +
            "comprovante.",
          author: "Carlos R.",
          company: "Restaurante Sabor da Terra",
          stats: {
            companies: "+3.000 lojas atendidas",
            implementation: `Sistema no ar em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano todos os dias, das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Integre o cartão ao seu PDV",
        description:
          "Converse com um especialista, veja o TEF funcionando e descubra como deixar o fechamento do caixa " +
          "mais rápido e sem diferenças.",
        benefits: [
          "Valor enviado direto para o terminal",
          "Conciliação automática das vendas com cartão",
          "NFC-e com os dados do pagamento preenchidos",
          "Suporte humano todos os dias, das 09h às 00h",
        ],
        form: {
          title: "Fale com um especialista em pagamentos",
          disclaimer:
            "Ao enviar este formulário, entramos em contato em até 1 hora, em horário comercial, para entender a sua operação.",
        },
      },
    },
  },
];
