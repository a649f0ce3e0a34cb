import { facts } from "../facts";
import type { Integration } from "./schema";

/**
 * The result every terminal integration in development promises: no payment method keyed in by hand,
 * as the terminal's answer will record it.
 */
function paymentMethodFromTerminal(metric: string) {
  return {
    metric,
    value: "Zero",
    description: "A forma de pagamento será registrada pelo retorno da maquininha.",
  };
}

/** Card terminals, management systems and marketing tools of the integration catalogue. */
export const integrations: Integration[] = [
  {
    id: "stone",
    name: "Stone",
    description:
      "Cobre na maquininha Stone com o valor enviado pelo PDV da Gama: sem digitação, com o pagamento registrado no pedido e o caixa conciliado.",
    detailedDescription:
      "Com a integração entre a Gama e a Stone, o PDV envia o valor da venda direto para a maquininha. O operador de caixa não digita nada: o cliente insere ou aproxima o cartão, a transação é aprovada e o pagamento fica registrado no pedido, com a forma de pagamento e a bandeira.\n\nIsso acaba com os erros mais comuns do caixa, como cobrar R$ 58,00 em vez de R$ 85,00 ou esquecer de lançar uma venda no sistema. No fim do dia, as vendas no cartão já estão separadas por forma de pagamento, o que deixa a conferência com o extrato da Stone muito mais rápida.\n\nA implantação é acompanhada pela equipe da Gama: verificamos a compatibilidade da sua maquininha, configuramos a comunicação com o PDV e fazemos vendas de teste com a sua equipe antes de liberar o uso no dia a dia.",
    category: "maquininha",
    tags: ["TEF", "Pagamento integrado", "Crédito e débito", "Conciliação"],
    features: [
      "Envio automático do valor da venda do PDV para a maquininha Stone",
      "Pagamento no crédito e no débito com confirmação na tela do PDV",
      "Registro da forma de pagamento, da bandeira e do código de autorização em cada pedido",
      "Baixa automática do pedido assim que a transação é aprovada",
      "Vendas no cartão separadas por forma de pagamento no fechamento de caixa",
      "Uso no balcão, na retirada de pedidos e no fechamento de contas de mesa",
    ],
    benefits: [
      "Fim dos erros de digitação de valores na maquininha",
      "Atendimento mais rápido no caixa, mesmo nos horários de pico",
      "Fechamento de caixa que bate com as vendas registradas na Stone",
      "Menos tempo da equipe gasto com conferência e ajustes",
    ],
    results: [
      {
        metric: "Valores digitados na maquininha",
        value: "Zero",
        description: "O valor sai pronto do PDV; o operador só confirma a cobrança.",
      },
      {
        metric: "Tempo de cobrança no caixa",
        value: "Até 20% menor",
        description: "Sem redigitar o valor nem conferir a comanda duas vezes antes de passar o cartão.",
      },
      {
        metric: "Conferência do caixa",
        value: "Até 30 min a menos por dia",
        description:
          "Estimativa para uma loja com um caixa, com as vendas no cartão já separadas por forma de pagamento.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "integração Stone PDV restaurante",
      "maquininha Stone integrada ao sistema",
      "TEF Stone para delivery",
      "pagamento integrado Stone",
      "conciliação de cartão em restaurante",
    ],
    partnership: {
      description:
        "A Stone é uma das principais empresas de pagamentos do Brasil, com maquininhas e serviços financeiros voltados a pequenos e médios negócios. A parceria com a Gama liga essas maquininhas ao PDV do restaurante, para que venda e pagamento andem juntos.",
      benefits: [
        "Implantação da integração acompanhada pela equipe da Gama",
        "Orientação para habilitar a comunicação integrada com a sua maquininha Stone",
        "Treinamento da equipe de caixa no novo fluxo de cobrança",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Pagamento integrado (TEF) no PDV",
        "Conferência das vendas no cartão no fechamento de caixa",
        "Cobrança no balcão, na retirada e no fechamento de mesas",
      ],
      contribution:
        "A Stone processa as transações e faz o repasse dos valores conforme o contrato do lojista; a Gama envia o valor de cada venda para a maquininha, registra o pagamento no pedido e organiza os dados para o fechamento de caixa.",
    },
    useCases: [
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Fila do balcão no horário de pico",
            description:
              "O pedido é lançado no PDV e o valor já aparece na maquininha. O cliente paga e a comanda segue para a chapa sem espera.",
          },
          {
            title: "Combos com adicionais",
            description:
              "Bacon extra, troca de pão e refrigerante maior somam valores quebrados. A integração cobra o total exato, sem conta de cabeça.",
          },
          {
            title: "Retirada paga na loja",
            description:
              "Quem pediu pelo site para retirar e prefere pagar no balcão tem o pagamento baixado no mesmo pedido, sem lançamento duplicado.",
          },
        ],
      },
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Fechamento de mesas",
            description:
              "A conta da mesa, com pizzas meio a meio, bordas recheadas e bebidas, vai do PDV para a maquininha no valor certo.",
          },
          {
            title: "Sexta e sábado à noite",
            description:
              "Com o caixa cheio, ninguém precisa digitar valor: menos erro justamente nos dias de maior movimento.",
          },
          {
            title: "Conferência no fim da noite",
            description:
              "O gerente compara as vendas no cartão registradas na Gama com o relatório da Stone e fecha o caixa em poucos minutos.",
          },
        ],
      },
      {
        category: "Açaiterias",
        cases: [
          {
            title: "Copos com muitos complementos",
            description:
              "Cada complemento muda o preço. O PDV calcula o total e a maquininha recebe o valor pronto para cobrar.",
          },
          {
            title: "Movimento forte no verão",
            description:
              "Nas tardes quentes, a cobrança integrada mantém a fila andando sem abrir espaço para erro de digitação.",
          },
          {
            title: "Equipe temporária",
            description:
              "Atendentes novos aprendem o caixa mais rápido, porque não precisam digitar valores nem lançar pagamentos à mão.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a Stone?",
        answer:
          "Solicite pelo formulário desta página ou fale com o nosso suporte. A equipe da Gama confere a compatibilidade da sua maquininha, configura a comunicação com o PDV e faz vendas de teste com você. Em geral, tudo fica pronto em cerca de 2 horas.",
      },
      {
        question: "A integração tem custo?",
        answer:
          "A Gama não cobra taxa de adesão. As taxas por transação e as condições da maquininha são as do seu contrato com a Stone. Para confirmar se o recurso já está incluído no seu plano, fale com o nosso time comercial.",
      },
      {
        question: "Preciso trocar a minha maquininha Stone?",
        answer:
          "Nem sempre. Antes da ativação, verificamos se o modelo que você já usa é compatível com a integração. Se não for, orientamos você a falar com a Stone sobre a troca por um modelo compatível.",
      },
      {
        question: "O que fica registrado no pedido depois do pagamento?",
        answer:
          "O valor cobrado, a forma de pagamento (crédito ou débito), a bandeira do cartão e os dados de autorização da transação. Essas informações aparecem no pedido e nos relatórios de fechamento de caixa.",
      },
      {
        question: "E se a internet ou a comunicação com a maquininha cair?",
        answer:
          "Você continua podendo cobrar direto na maquininha, digitando o valor como antes, e registrar a forma de pagamento manualmente no PDV. Assim que a comunicação volta, as próximas vendas seguem integradas normalmente.",
      },
      {
        question: "Em que horário posso contar com o suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h. Assuntos como taxas, repasses e defeitos da maquininha são tratados diretamente com a Stone.",
      },
    ],
  },
  {
    id: "clover",
    name: "Clover",
    description:
      "Conecte as maquininhas Clover ao PDV da Gama e cobre o valor exato de cada pedido, com o pagamento aprovado registrado automaticamente na venda.",
    detailedDescription:
      "As maquininhas Clover, da Fiserv, passam a receber o valor das vendas direto do PDV da Gama. O caixa fecha o pedido, a cobrança aparece no terminal e, quando o pagamento é aprovado, a confirmação volta para a Gama e o pedido é baixado.\n\nSem valores digitados à mão, desaparece o risco de cobrar a mais ou a menos, e cada venda no cartão fica ligada ao pedido que a originou. Isso facilita a conferência no fim do turno e deixa os relatórios de faturamento mais confiáveis.\n\nNa ativação, a equipe da Gama confere a compatibilidade do seu terminal, configura a integração e acompanha as primeiras vendas de teste com quem opera o caixa.",
    category: "maquininha",
    tags: ["TEF", "Pagamento presencial", "Crédito e débito", "Fechamento de caixa"],
    features: [
      "Valor do pedido enviado do PDV para o terminal Clover",
      "Retorno automático da aprovação do pagamento para a venda na Gama",
      "Registro da forma de pagamento e da bandeira em cada pedido",
      "Cobrança com cartão inserido ou por aproximação, conforme os meios aceitos pelo terminal",
      "Vendas no cartão ligadas a cada pedido nos relatórios de faturamento",
    ],
    benefits: [
      "Cobrança sempre no valor exato do pedido",
      "Menos retrabalho para corrigir vendas lançadas errado",
      "Relatórios de faturamento que batem com as vendas no cartão",
      "Operação de caixa mais simples para quem acabou de entrar na equipe",
    ],
    results: [
      {
        metric: "Divergências entre PDV e maquininha",
        value: "Até 80% menos",
        description:
          "Com o valor enviado pelo sistema, sobram apenas as exceções, como cobranças feitas fora do PDV.",
      },
      {
        metric: "Tempo para fechar o turno",
        value: "Até 25 min a menos",
        description: "Estimativa para uma loja com um caixa, com as vendas no cartão já ligadas aos pedidos.",
      },
      {
        metric: "Pedidos sem pagamento registrado",
        value: "Quase zero",
        description: "A baixa acontece na aprovação, então nenhuma venda fica em aberto por esquecimento.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "integração Clover PDV",
      "maquininha Clover integrada para restaurante",
      "TEF Clover delivery",
      "sistema para restaurante com Clover",
    ],
    partnership: {
      description:
        "A Clover é a linha de maquininhas e terminais inteligentes da Fiserv, usada por comércios de diferentes portes. Integrada à Gama, ela passa a fazer parte do fluxo de pedidos do restaurante, do lançamento no PDV ao fechamento de caixa.",
      benefits: [
        "Checagem de compatibilidade do seu terminal Clover antes da ativação",
        "Configuração e testes acompanhados pela equipe de implantação da Gama",
        "Material de treinamento para a equipe de caixa",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Cobrança integrada no caixa do balcão",
        "Fechamento de contas de mesa no valor exato",
        "Conciliação das vendas no cartão por pedido",
      ],
      contribution:
        "A Clover fornece o terminal e processa as transações; a Gama leva o valor de cada pedido até o terminal e traz de volta a confirmação, mantendo vendas e pagamentos no mesmo lugar.",
    },
    useCases: [
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Conta da mesa sem erro",
            description:
              "O garçom fecha a mesa no sistema e o valor, com todos os itens já somados, segue para o terminal Clover.",
          },
          {
            title: "Almoço com fila no caixa",
            description:
              "No horário do almoço, o caixa cobra em poucos segundos, sem digitar valores, e a fila anda mais rápido.",
          },
          {
            title: "Conferência por turno",
            description:
              "Almoço e jantar são fechados separadamente, com as vendas no cartão de cada turno já ligadas aos pedidos.",
          },
        ],
      },
      {
        category: "Franquias",
        cases: [
          {
            title: "Mesmo caixa em todas as unidades",
            description:
              "O fluxo de cobrança igual em cada loja facilita o treinamento de novas equipes e a auditoria da rede.",
          },
          {
            title: "Relatórios comparáveis",
            description:
              "Vendas no cartão registradas do mesmo jeito em todas as unidades permitem comparar o desempenho entre lojas.",
          },
          {
            title: "Menos ajustes no fechamento",
            description:
              "O franqueado gasta menos tempo corrigindo lançamentos, e o franqueador recebe números mais confiáveis.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como faço para ativar a integração com a Clover?",
        answer:
          "Peça a ativação pelo formulário desta página ou pelo suporte. Nossa equipe confere o modelo do seu terminal, configura a integração com o PDV e acompanha as primeiras vendas de teste. O processo leva cerca de 2 horas.",
      },
      {
        question: "Quanto custa usar a integração?",
        answer:
          "A Gama não cobra taxa de adesão. Taxas de transação e condições de compra ou aluguel do terminal seguem o que você contratou para a sua Clover. Se quiser confirmar se o recurso está incluído no seu plano, o nosso time comercial ajuda.",
      },
      {
        question: "A integração funciona com pagamento por aproximação?",
        answer:
          "Sim. O cliente paga da forma que o seu terminal Clover aceitar, com cartão inserido ou por aproximação, e a Gama recebe a confirmação do mesmo jeito.",
      },
      {
        question: "Os pedidos pagos online também passam pela Clover?",
        answer:
          "Não. Pedidos pagos no site ou no aplicativo usam o meio de pagamento online configurado na loja. A integração com a Clover é para cobranças presenciais, como balcão, retirada e mesas.",
      },
      {
        question: "O que acontece se a conexão cair durante o atendimento?",
        answer:
          "O atendimento não para: você pode cobrar direto no terminal, digitando o valor, e registrar o pagamento manualmente no PDV. Quando a conexão volta, as novas vendas passam a ser integradas de novo.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer:
          "O suporte humano da Gama funciona todos os dias, das 09h às 00h. Questões sobre o terminal, taxas e recebimentos são tratadas com a Clover.",
      },
    ],
  },
  {
    id: "bin",
    name: "BIN",
    description:
      "Integre as maquininhas da BIN ao PDV da Gama: o valor do pedido vai direto para o terminal e a venda é baixada assim que o pagamento é aprovado.",
    detailedDescription:
      "A BIN é uma credenciadora de cartões, e as suas maquininhas podem trabalhar junto com o PDV da Gama. Ao fechar um pedido, o sistema envia o valor para o terminal; o cliente paga e a aprovação volta automaticamente para a venda.\n\nCom isso, o caixa deixa de depender da atenção do operador para digitar valores e lançar pagamentos. Cada transação fica ligada ao pedido, com forma de pagamento e bandeira, e o fechamento do dia mostra exatamente quanto entrou no crédito e no débito.\n\nA ativação é feita com o apoio da equipe da Gama, que verifica o terminal, configura a integração e acompanha os primeiros testes de cobrança com a sua equipe.",
    category: "maquininha",
    tags: ["TEF", "Credenciadora", "Pagamento integrado", "Controle de caixa"],
    features: [
      "Envio do valor do pedido do PDV para a maquininha BIN",
      "Confirmação automática do pagamento aprovado na venda",
      "Identificação de crédito, débito e bandeira em cada pedido",
      "Totais de vendas no cartão por forma de pagamento no fechamento de caixa",
      "Uso no balcão, na retirada de pedidos e no fechamento de mesas",
    ],
    benefits: [
      "Cobrança correta sem depender de digitação",
      "Caixa fechado com menos diferenças",
      "Histórico completo de pagamento em cada pedido",
      "Equipe concentrada no atendimento, e não em conferência",
    ],
    results: [
      {
        metric: "Diferenças no fechamento de caixa",
        value: "Até 70% menos",
        description:
          "Estimativa com base nas diferenças causadas por digitação errada e por vendas não lançadas.",
      },
      {
        metric: "Pagamentos lançados à mão",
        value: "Zero",
        description: "A forma de pagamento é registrada pelo retorno da maquininha, e não pelo operador.",
      },
      {
        metric: "Tempo por cobrança",
        value: "Até 15 s a menos",
        description: "O operador não digita o valor nem confere a tela da maquininha com a comanda.",
      },
    ],
    setupTime: "2 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "integração maquininha BIN",
      "maquininha BIN integrada ao PDV",
      "TEF BIN para restaurante",
      "sistema de delivery com maquininha BIN",
    ],
    partnership: {
      description:
        "A BIN é uma marca de credenciamento de cartões que oferece maquininhas e soluções de pagamento para o comércio. Com a Gama, os terminais da BIN passam a receber os pedidos do restaurante com o valor pronto para cobrar.",
      benefits: [
        "Avaliação do terminal BIN que você já tem antes da ativação",
        "Configuração da integração feita em conjunto com a equipe da Gama",
        "Vendas de teste acompanhadas antes da liberação no dia a dia",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Pagamento integrado (TEF) no PDV",
        "Registro automático de crédito e débito por pedido",
        "Fechamento de caixa com totais por forma de pagamento",
      ],
      contribution:
        "A BIN processa as transações com cartão; a Gama liga essas transações aos pedidos, para que o lojista tenha vendas e recebimentos organizados no mesmo sistema.",
    },
    useCases: [
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Pizza grande com borda e refrigerante",
            description:
              "Pedidos com vários itens e adicionais chegam à maquininha com o total calculado pelo PDV, sem soma manual.",
          },
          {
            title: "Retirada no balcão em noite de jogo",
            description:
              "Em dias de muito movimento, o cliente paga na retirada e o pedido é baixado na hora, liberando o balcão.",
          },
          {
            title: "Fechamento com o forno ainda quente",
            description:
              "No fim do expediente, os totais de crédito e débito já estão prontos, e o caixa fecha sem contas paralelas.",
          },
        ],
      },
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Caixa com mais de um operador",
            description:
              "Como cada pagamento fica registrado no pedido, fica fácil saber quem cobrou o quê, mesmo com revezamento no caixa.",
          },
          {
            title: "Promoções de dia da semana",
            description:
              "Descontos aplicados no PDV já chegam ao terminal no valor final, sem risco de cobrar o preço cheio.",
          },
          {
            title: "Consumo no local",
            description:
              "Clientes que comem na loja pagam com o valor enviado pelo sistema, e a mesa é liberada com o pedido quitado.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a BIN?",
        answer:
          "Solicite pelo formulário desta página ou pelo suporte. A equipe da Gama verifica o seu terminal, configura a integração com o PDV e faz cobranças de teste com você. Em geral, a ativação leva cerca de 2 horas.",
      },
      {
        question: "Há custo para usar a integração?",
        answer:
          "A Gama não cobra taxa de adesão. As taxas por transação e as condições da maquininha seguem o seu contrato com a BIN. Para saber se o recurso está incluído no seu plano Gama, fale com o nosso time comercial.",
      },
      {
        question: "Quais maquininhas da BIN são compatíveis?",
        answer:
          "A compatibilidade depende do modelo do terminal. Na ativação, a equipe da Gama confere o seu equipamento e, se for preciso, orienta a conversa com a BIN sobre um modelo compatível.",
      },
      {
        question: "Consigo ver no pedido como o cliente pagou?",
        answer:
          "Sim. Cada pedido mostra a forma de pagamento, a bandeira e os dados da autorização. As mesmas informações aparecem somadas no fechamento de caixa.",
      },
      {
        question: "E se a maquininha perder a comunicação com o PDV?",
        answer:
          "Você pode cobrar direto na maquininha, digitando o valor, e lançar a forma de pagamento no PDV manualmente. Quando a comunicação é restabelecida, as vendas seguintes voltam a ser integradas.",
      },
      {
        question: "Quando o suporte da Gama atende?",
        answer:
          "Todos os dias, das 09h às 00h, com atendimento humano. Dúvidas sobre taxas, repasses ou problemas no equipamento devem ser tratadas com a BIN.",
      },
    ],
  },
  {
    id: "sicredi",
    name: "Sicredi",
    description:
      "Use a maquininha do Sicredi integrada ao PDV da Gama: o valor do pedido chega pronto ao terminal e o pagamento aprovado é registrado na venda.",
    detailedDescription:
      "O Sicredi é uma instituição financeira cooperativa que oferece maquininhas de cartão aos seus associados. Com a integração, o restaurante associado usa essa maquininha conectada ao PDV da Gama: o valor do pedido é enviado ao terminal e a aprovação volta para a venda sem digitação.\n\nPara quem já concentra a vida financeira da empresa na cooperativa, a integração organiza a ponta da operação: cada pagamento no cartão fica ligado ao pedido, e o fechamento de caixa mostra os totais por forma de pagamento, prontos para conferir com os recebimentos.\n\nAs condições da maquininha, como taxas e prazos de recebimento, continuam sendo as combinadas com a sua cooperativa. A Gama cuida da configuração da integração e do treinamento da equipe de caixa.",
    category: "maquininha",
    tags: ["TEF", "Cooperativa", "Pagamento integrado", "Crédito e débito"],
    features: [
      "Envio automático do valor do pedido do PDV para a maquininha do Sicredi",
      "Baixa do pedido assim que o pagamento é aprovado",
      "Registro da forma de pagamento e da bandeira em cada venda",
      "Totais de crédito e débito no fechamento de caixa para conferir com os recebimentos",
      "Uso no balcão, na retirada de pedidos e no fechamento de mesas",
    ],
    benefits: [
      "Maquininha da cooperativa trabalhando junto com o sistema do restaurante",
      "Sem digitação de valores e sem cobranças erradas",
      "Conferência mais simples entre vendas e recebimentos",
      "Mais agilidade no caixa em dias de movimento",
    ],
    results: [
      {
        metric: "Valores digitados à mão",
        value: "Zero",
        description: "O terminal recebe o total calculado pelo PDV.",
      },
      {
        metric: "Tempo de conferência dos recebimentos",
        value: "Até 40% menor",
        description: "Os totais por forma de pagamento já saem separados no fechamento de caixa.",
      },
      {
        metric: "Cobranças refeitas por erro",
        value: "Até 80% menos",
        description:
          "Sem digitação, sobram só os casos de cartão recusado ou de troca da forma de pagamento.",
      },
    ],
    setupTime: "3 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "maquininha Sicredi integrada",
      "integração Sicredi PDV restaurante",
      "TEF Sicredi",
      "maquininha de cooperativa para restaurante",
    ],
    partnership: {
      description:
        "O Sicredi é uma instituição financeira cooperativa presente em várias regiões do país, que oferece maquininhas de cartão aos associados. A integração com a Gama permite que restaurantes associados usem essa maquininha conectada ao sistema de pedidos.",
      benefits: [
        "Orientação sobre como habilitar a maquininha do Sicredi para o uso integrado",
        "Configuração e testes acompanhados pela equipe de implantação da Gama",
        "Treinamento da equipe de caixa no fluxo de cobrança integrada",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Pagamento integrado (TEF) no PDV",
        "Conferência das vendas no cartão com os recebimentos na cooperativa",
        "Cobrança presencial no balcão, na retirada e nas mesas",
      ],
      contribution:
        "O Sicredi fornece a maquininha e processa os pagamentos nas condições contratadas pelo associado; a Gama conecta essa maquininha aos pedidos e organiza os dados de venda para a conferência do caixa.",
    },
    useCases: [
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Restaurante de bairro associado",
            description:
              "O dono mantém a maquininha que já usa com o Sicredi e passa a cobrar com o valor enviado pelo PDV.",
          },
          {
            title: "Fechamento de mesas no jantar",
            description:
              "A conta de cada mesa vai para a maquininha com todos os itens somados, e a mesa é liberada com o pedido quitado.",
          },
          {
            title: "Conferência semanal dos recebimentos",
            description:
              "Com os totais de crédito e débito por dia, o financeiro confere os valores recebidos na cooperativa sem refazer somas.",
          },
        ],
      },
      {
        category: "Açaiterias",
        cases: [
          {
            title: "Muitos complementos por copo",
            description:
              "Granola, leite em pó e frutas extras mudam o preço de cada copo. O PDV soma tudo e o terminal recebe o valor final.",
          },
          {
            title: "Fila no fim da tarde",
            description:
              "Sem digitar valores, o atendente cobra mais rápido e consegue dar conta do movimento depois da escola e do trabalho.",
          },
          {
            title: "Caixa operado em revezamento",
            description:
              "Quando quem opera o caixa muda ao longo do dia, a cobrança integrada evita diferenças difíceis de rastrear.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Preciso ser associado do Sicredi para usar essa integração?",
        answer:
          "Sim. A maquininha é oferecida pelo Sicredi aos associados, por isso é preciso tê-la contratada com a sua cooperativa. A Gama cuida da integração com o PDV.",
      },
      {
        question: "Como ativo a integração?",
        answer:
          "Solicite pelo formulário desta página ou pelo suporte. Nossa equipe orienta a habilitação da maquininha para o uso integrado, configura o PDV e faz vendas de teste com você. O processo costuma levar cerca de 3 horas.",
      },
      {
        question: "As taxas e os prazos de recebimento mudam com a integração?",
        answer:
          "Não. Taxas, prazos e demais condições continuam os combinados com a sua cooperativa. A Gama não cobra taxa de adesão; para confirmar se o recurso está incluído no seu plano, fale com o nosso time comercial.",
      },
      {
        question: "O que a integração registra em cada venda?",
        answer:
          "O valor cobrado, a forma de pagamento, a bandeira e os dados de autorização da transação. No fechamento de caixa, esses dados aparecem somados por forma de pagamento.",
      },
      {
        question: "O que acontece se a conexão cair?",
        answer:
          "Você pode continuar cobrando na maquininha, digitando o valor, e registrar a forma de pagamento no PDV manualmente. Com a conexão de volta, as próximas vendas seguem integradas.",
      },
      {
        question: "Qual é o horário de atendimento do suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h. Questões sobre a maquininha, taxas e recebimentos são tratadas com a sua cooperativa.",
      },
    ],
  },
  {
    id: "cielo",
    name: "Cielo",
    description:
      "Maquininhas Cielo conectadas ao PDV da Gama, recebendo o valor de cada pedido e devolvendo a aprovação do pagamento para a venda.",
    detailedDescription:
      "A integração com a Cielo está em desenvolvimento. Quando for lançada, as maquininhas Cielo vão receber o valor das vendas direto do PDV da Gama, e a aprovação do pagamento voltará automaticamente para o pedido, sem digitação no caixa.\n\nO objetivo é levar aos lojistas que usam Cielo o mesmo fluxo das maquininhas já integradas à Gama: cobrança no valor exato, forma de pagamento registrada em cada pedido e fechamento de caixa com os totais de crédito e débito separados.\n\nEnquanto isso, você pode usar a Gama normalmente com a sua maquininha Cielo, registrando a forma de pagamento no PDV. Preencha o formulário desta página para ser avisado assim que a integração estiver disponível.",
    category: "maquininha",
    tags: ["TEF", "Em desenvolvimento", "Pagamento integrado", "Crédito e débito"],
    features: [
      "Envio do valor do pedido do PDV para a maquininha Cielo",
      "Retorno automático da aprovação do pagamento para a venda",
      "Registro da forma de pagamento e da bandeira em cada pedido",
      "Totais por forma de pagamento no fechamento de caixa",
      "Uso no balcão, na retirada de pedidos e no fechamento de mesas",
    ],
    benefits: [
      "Fim da digitação de valores na maquininha",
      "Caixa mais rápido nos horários de pico",
      "Vendas e pagamentos conciliados no mesmo sistema",
    ],
    results: [
      {
        metric: "Valores digitados na maquininha",
        value: "Zero",
        description: "Com a integração, o valor sairá pronto do PDV para o terminal.",
      },
      {
        metric: "Conferência do caixa",
        value: "Até 30 min a menos por dia",
        description:
          "Estimativa para uma loja com um caixa, com as vendas no cartão separadas por forma de pagamento.",
      },
      paymentMethodFromTerminal("Pagamentos lançados à mão"),
    ],
    setupTime: "2 horas",
    difficulty: "Médio",
    status: "em-breve",
    seoKeywords: [
      "integração Cielo PDV",
      "maquininha Cielo integrada ao sistema",
      "TEF Cielo restaurante",
      "Cielo sistema de delivery",
    ],
    partnership: {
      description:
        "A Cielo é uma das maiores empresas de meios de pagamento do Brasil, com maquininhas presentes em comércios de todo o país. A integração com a Gama está em desenvolvimento para conectar esses terminais ao PDV do restaurante.",
      benefits: [
        "Aviso assim que a integração for liberada, para quem se cadastrar nesta página",
        "Implantação acompanhada pela equipe da Gama no lançamento",
        "Treinamento da equipe de caixa no fluxo de cobrança integrada",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Pagamento integrado (TEF) no PDV",
        "Registro automático da forma de pagamento por pedido",
        "Fechamento de caixa com totais por forma de pagamento",
      ],
      contribution:
        "Quando a integração estiver no ar, a Cielo seguirá processando as transações e a Gama enviará o valor de cada pedido ao terminal, registrando a confirmação do pagamento na venda.",
    },
    useCases: [
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Balcão sem digitação",
            description:
              "O atendente fecha o pedido no PDV e a maquininha Cielo já mostra o valor para o cliente pagar.",
          },
          {
            title: "Combos e adicionais",
            description:
              "Lanches com adicionais e trocas chegam ao terminal com o total correto, sem conta feita de cabeça.",
          },
          {
            title: "Fechamento do dia",
            description:
              "As vendas no cartão ficarão separadas por forma de pagamento, prontas para conferir com o extrato da Cielo.",
          },
        ],
      },
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Contas de mesa",
            description:
              "A conta fechada no sistema seguirá para a maquininha no valor exato, com todos os itens consumidos.",
          },
          {
            title: "Almoço movimentado",
            description:
              "Com o valor enviado pelo PDV, cada cobrança leva menos tempo e a fila do caixa anda mais rápido.",
          },
          {
            title: "Menos diferenças no caixa",
            description:
              "Cada pagamento ficará ligado ao seu pedido, o que reduz as diferenças causadas por lançamentos esquecidos.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Quando a integração com a Cielo estará disponível?",
        answer:
          "Ainda não há data definida. A integração está em desenvolvimento e só será liberada depois de testada. Preencha o formulário desta página para receber o aviso assim que ela estiver no ar.",
      },
      {
        question: "Posso usar a Gama com a minha maquininha Cielo enquanto isso?",
        answer:
          "Sim. Você cobra na maquininha como faz hoje e registra a forma de pagamento no PDV da Gama. Quando a integração for lançada, o valor passará a ser enviado automaticamente.",
      },
      {
        question: "Vou precisar trocar de maquininha?",
        answer:
          "Os modelos compatíveis serão informados no lançamento. Quem se cadastrar nesta página recebe essas informações antes de ativar a integração.",
      },
      {
        question: "Quanto vai custar?",
        answer:
          "A Gama não cobra taxa de adesão. As taxas por transação continuarão sendo as do seu contrato com a Cielo, e as condições da integração no seu plano serão informadas no lançamento.",
      },
      {
        question: "O que a integração vai sincronizar?",
        answer:
          "O valor de cada pedido, enviado do PDV para a maquininha, e, no retorno, a aprovação do pagamento com a forma de pagamento e a bandeira, registradas no pedido e no fechamento de caixa.",
      },
      {
        question: "Como falo com o suporte da Gama?",
        answer:
          "O suporte humano atende todos os dias, das 09h às 00h. Você também pode tirar dúvidas sobre a integração pelo formulário desta página.",
      },
    ],
  },
  {
    id: "rede",
    name: "Rede",
    description:
      "Cobrança integrada entre o PDV da Gama e as maquininhas da Rede, com o valor enviado pelo sistema e o pagamento baixado no pedido.",
    detailedDescription:
      "A Rede, credenciadora de cartões do Itaú Unibanco, é a próxima maquininha a ganhar integração com a Gama. Quando a integração for lançada, o PDV vai enviar o valor de cada venda para o terminal da Rede e receber de volta a confirmação do pagamento.\n\nNa prática, o caixa deixa de digitar valores e de lançar pagamentos à mão. Cada transação fica ligada ao pedido, com forma de pagamento e bandeira, e o fechamento de caixa mostra os totais prontos para conferir com o extrato da Rede.\n\nA integração ainda está em desenvolvimento e não tem data de lançamento definida. Cadastre-se pelo formulário desta página para receber o aviso quando ela estiver disponível; até lá, a Gama funciona normalmente com a sua maquininha Rede, com o pagamento registrado no PDV.",
    category: "maquininha",
    tags: ["TEF", "Em desenvolvimento", "Credenciadora", "Controle de caixa"],
    features: [
      "Envio automático do valor da venda do PDV para a maquininha Rede",
      "Confirmação do pagamento aprovado registrada no pedido",
      "Identificação de crédito, débito e bandeira em cada venda",
      "Fechamento de caixa com totais por forma de pagamento",
      "Uso no balcão, na retirada de pedidos e no fechamento de mesas",
    ],
    benefits: [
      "Cobrança no valor exato de cada pedido",
      "Menos tempo gasto na conferência do caixa",
      "Histórico de pagamento completo em cada venda",
    ],
    results: [
      {
        metric: "Erros de valor na cobrança",
        value: "Até 80% menos",
        description: "O valor sairá do PDV, eliminando a digitação, principal origem desses erros.",
      },
      {
        metric: "Tempo por cobrança",
        value: "Até 15 s a menos",
        description:
          "O operador não precisará digitar o valor nem conferir a tela da maquininha com a comanda.",
      },
      paymentMethodFromTerminal("Lançamentos manuais de pagamento"),
    ],
    setupTime: "2 horas",
    difficulty: "Médio",
    status: "em-breve",
    seoKeywords: [
      "integração Rede maquininha",
      "maquininha Rede integrada ao PDV",
      "TEF Rede restaurante",
      "Rede Itaú sistema para delivery",
    ],
    partnership: {
      description:
        "A Rede é a credenciadora de cartões do Itaú Unibanco e atende comércios de todo o Brasil com maquininhas e soluções de pagamento. A integração com a Gama está em desenvolvimento para ligar esses terminais ao PDV do restaurante.",
      benefits: [
        "Aviso do lançamento para quem se cadastrar nesta página",
        "Verificação da compatibilidade do seu terminal antes da ativação",
        "Implantação e testes acompanhados pela equipe da Gama",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Pagamento integrado (TEF) no PDV",
        "Baixa automática do pedido na aprovação do pagamento",
        "Conferência das vendas no cartão no fechamento de caixa",
      ],
      contribution:
        "Com a integração lançada, a Rede continuará processando as transações nas condições do seu contrato, e a Gama vai enviar o valor de cada pedido ao terminal e registrar a confirmação de pagamento na venda.",
    },
    useCases: [
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Pagamento na retirada",
            description:
              "O cliente que busca a pizza paga no balcão com o valor enviado pelo PDV, e o pedido é baixado na hora.",
          },
          {
            title: "Mesas no fim de semana",
            description:
              "Contas de mesa com vários sabores e bebidas seguirão para a maquininha sem nenhuma digitação.",
          },
          {
            title: "Caixa fechado no horário",
            description: "Os totais de crédito e débito ficarão prontos no fim da noite, sem somas em papel.",
          },
        ],
      },
      {
        category: "Franquias",
        cases: [
          {
            title: "Padrão de cobrança na rede",
            description:
              "Todas as unidades que usam Rede poderão cobrar do mesmo jeito, com o valor enviado pelo sistema.",
          },
          {
            title: "Auditoria mais simples",
            description:
              "Com cada pagamento ligado ao pedido, o franqueador confere as vendas das unidades com mais facilidade.",
          },
          {
            title: "Treinamento mais curto",
            description:
              "Novos operadores de caixa aprendem um fluxo sem digitação de valores, com menos chance de erro.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Quando a integração com a Rede será lançada?",
        answer:
          "Ainda não há data definida. A integração está em desenvolvimento e será liberada depois da fase de testes. Cadastre-se no formulário desta página para ser avisado.",
      },
      {
        question: "Já posso usar a minha maquininha Rede com a Gama?",
        answer:
          "Sim, de forma não integrada: você cobra na maquininha como hoje e registra a forma de pagamento no PDV. Com o lançamento, o valor passará a ir do PDV para o terminal automaticamente.",
      },
      {
        question: "Como será a ativação?",
        answer:
          "A equipe da Gama vai conferir a compatibilidade do seu terminal, configurar a integração com o PDV e fazer vendas de teste com você. A previsão é de cerca de 2 horas por loja.",
      },
      {
        question: "A integração vai ter custo?",
        answer:
          "A Gama não cobra taxa de adesão. As taxas por transação seguem o seu contrato com a Rede, e as condições da integração no seu plano serão informadas no lançamento.",
      },
      {
        question: "Quais dados vão ser trocados entre o PDV e a maquininha?",
        answer:
          "O PDV enviará o valor de cada venda; a maquininha devolverá a aprovação, com forma de pagamento, bandeira e dados de autorização, que ficarão registrados no pedido.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h, e pode tirar dúvidas sobre o andamento desta integração.",
      },
    ],
  },
  {
    id: "wf-sistemas",
    name: "WF Sistemas",
    description:
      "Conecte a Gama ao ERP da WF Sistemas e troque pedidos, produtos e dados financeiros entre a operação de delivery e a gestão da empresa.",
    detailedDescription:
      "A WF Sistemas é parceira da Gama na área de gestão empresarial. A integração conecta a plataforma de delivery ao sistema de gestão usado pela empresa, para que as informações circulem entre os dois sem digitação duplicada.\n\nOs pedidos recebidos na Gama, seja pelo site, pelo aplicativo, pelo WhatsApp ou pelos marketplaces, podem ser enviados ao ERP com itens, valores e formas de pagamento. No sentido contrário, o cadastro de produtos e preços mantido no ERP pode alimentar o cardápio, e os dados financeiros das vendas ficam reunidos para a contabilidade e o controle gerencial.\n\nComo cada empresa usa o ERP de um jeito, a implantação começa com um mapeamento: a equipe técnica da Gama define com o lojista quais dados serão sincronizados, em que direção e com qual frequência, antes de configurar e testar a integração.",
    category: "sistema-gestao",
    tags: ["ERP", "Gestão", "Sincronização", "Financeiro", "Cadastro de produtos"],
    features: [
      "Envio dos pedidos da Gama para o ERP com itens, valores e formas de pagamento",
      "Sincronização do cadastro de produtos e preços entre os dois sistemas",
      "Pedidos de todos os canais de venda consolidados no sistema de gestão",
      "Dados financeiros das vendas disponíveis para o controle administrativo e a contabilidade",
      "Mapeamento de categorias, formas de pagamento e códigos de produto na implantação",
    ],
    benefits: [
      "Fim da digitação duplicada de vendas no sistema de gestão",
      "Cardápio e ERP com os mesmos produtos e preços",
      "Números de venda confiáveis para as decisões financeiras",
      "Equipe administrativa com mais tempo para análise e menos para lançamentos",
    ],
    results: [
      {
        metric: "Lançamentos manuais de vendas no ERP",
        value: "Até 80% menos",
        description:
          "Os pedidos chegam ao sistema de gestão pela integração; sobram apenas ajustes pontuais.",
      },
      {
        metric: "Rotina administrativa",
        value: "Até 1 h por dia a menos",
        description: "Economia estimada com o fim da redigitação e da conferência de pedidos no ERP.",
      },
      {
        metric: "Divergências de preço entre cardápio e ERP",
        value: "Até 70% menos",
        description: "Com o cadastro sincronizado, um preço alterado passa a valer nos dois sistemas.",
      },
    ],
    setupTime: "1 dia",
    difficulty: "Avançado",
    status: "disponivel",
    seoKeywords: [
      "integração WF Sistemas",
      "ERP integrado ao delivery",
      "integração de sistema de gestão para restaurante",
      "sincronizar pedidos com ERP",
    ],
    partnership: {
      description:
        "A WF Sistemas desenvolve sistemas de gestão empresarial e é parceira da Gama na integração entre delivery e ERP. Juntas, as duas plataformas permitem que a operação de vendas e a gestão administrativa trabalhem com os mesmos dados.",
      benefits: [
        "Mapeamento dos dados a sincronizar feito com a equipe técnica da Gama",
        "Implantação acompanhada do primeiro teste até o uso no dia a dia",
        "Validação dos primeiros dias de sincronização junto com o lojista",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Envio de pedidos ao ERP",
        "Sincronização de produtos e preços",
        "Consolidação dos dados financeiros das vendas",
      ],
      contribution:
        "A WF Sistemas cuida da gestão da empresa, como cadastros e rotinas administrativas; a Gama entrega os pedidos de todos os canais de venda e mantém o cardápio alinhado ao ERP.",
    },
    useCases: [
      {
        category: "Franquias",
        cases: [
          {
            title: "Vendas de todas as unidades no ERP",
            description:
              "Cada loja vende pela Gama e os pedidos chegam ao sistema de gestão da rede, prontos para a consolidação.",
          },
          {
            title: "Preço padronizado na rede",
            description:
              "Uma alteração de preço feita no ERP chega ao cardápio das unidades, evitando preços diferentes entre lojas.",
          },
          {
            title: "Fechamento mensal mais rápido",
            description:
              "O financeiro encontra as vendas de todos os canais já lançadas e concentra o esforço na análise dos resultados.",
          },
        ],
      },
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Delivery e salão no mesmo controle",
            description:
              "Pedidos do site, do WhatsApp e do PDV chegam juntos ao ERP, e o faturamento total aparece sem planilhas paralelas.",
          },
          {
            title: "Cadastro único de produtos",
            description:
              "Pratos novos são cadastrados uma vez e passam a valer tanto para a gestão quanto para o cardápio digital.",
          },
          {
            title: "Contabilidade com dados completos",
            description:
              "O escritório contábil recebe as informações de vendas organizadas, com menos pedidos de correção.",
          },
        ],
      },
      {
        category: "Dark kitchens",
        cases: [
          {
            title: "Marketplaces e canal próprio lado a lado",
            description:
              "Pedidos de marketplaces e do site próprio chegam ao ERP no mesmo formato, o que facilita comparar os canais.",
          },
          {
            title: "Operação enxuta",
            description:
              "Sem uma equipe administrativa grande, a cozinha deixa de gastar horas digitando pedidos no fim do dia.",
          },
          {
            title: "Faturamento acompanhado de perto",
            description:
              "Com as vendas entrando no ERP na frequência definida na implantação, o gestor acompanha o caixa sem esperar o fim do mês.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como é feita a ativação da integração?",
        answer:
          "Solicite pelo formulário desta página ou pelo suporte. A implantação começa com um mapeamento dos dados a sincronizar; depois vêm a configuração, os testes com pedidos reais e a liberação. O prazo típico é de 1 dia, que pode variar conforme a configuração do seu ERP.",
      },
      {
        question: "Preciso já ser cliente da WF Sistemas?",
        answer:
          "Sim. A integração conecta a Gama a um sistema de gestão que a sua empresa já usa. Se você ainda não é cliente, a contratação do ERP é feita diretamente com a WF Sistemas.",
      },
      {
        question: "A integração tem custo?",
        answer:
          "A Gama não cobra taxa de adesão. A licença e os serviços do ERP seguem o seu contrato com a WF Sistemas. Para saber se a integração está incluída no seu plano Gama, fale com o nosso time comercial.",
      },
      {
        question: "Quais dados são sincronizados?",
        answer:
          "Pedidos, com itens, valores e formas de pagamento, o cadastro de produtos e preços e os dados financeiros das vendas. O que vai de um sistema para o outro, e em que direção, é definido no mapeamento, de acordo com o uso que a sua empresa faz do ERP.",
      },
      {
        question: "E se a comunicação entre os sistemas for interrompida?",
        answer:
          "A loja continua vendendo e registrando pedidos normalmente na Gama. Quando a comunicação volta, a sincronização é retomada; se algum registro ficar pendente, o nosso suporte ajuda a identificá-lo e reenviá-lo.",
      },
      {
        question: "Como funciona o suporte?",
        answer: `O suporte humano da Gama atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Dúvidas sobre rotinas internas do ERP são tratadas com a WF Sistemas.`,
      },
    ],
  },
  {
    id: "foozi",
    name: "Foozi",
    description:
      "Integre a Gama ao sistema de gestão Foozi e mantenha pedidos, produtos e dados financeiros sincronizados entre o delivery e a administração da loja.",
    detailedDescription:
      "A Foozi está entre os sistemas de gestão parceiros da Gama. A integração liga as duas plataformas para que pedidos, cadastros e números financeiros não precisem ser digitados duas vezes.\n\nOs pedidos recebidos pela Gama, de todos os canais de venda, seguem para a Foozi com itens, valores e formas de pagamento. Produtos e preços podem ser mantidos em sintonia entre os dois sistemas, e os dados financeiros das vendas ficam disponíveis para o controle administrativo da empresa.\n\nA implantação é feita em etapas: mapeamento dos dados, configuração, testes com pedidos reais e acompanhamento nos primeiros dias, sempre com a equipe técnica da Gama ao lado do lojista.",
    category: "sistema-gestao",
    tags: ["ERP", "Sistema de gestão", "Pedidos", "Financeiro", "Sincronização"],
    features: [
      "Envio automático dos pedidos da Gama para a Foozi",
      "Itens, valores, descontos e formas de pagamento incluídos em cada pedido enviado",
      "Produtos e preços alinhados entre o cardápio e o sistema de gestão",
      "Dados financeiros das vendas reunidos para o controle administrativo",
      "Regras de sincronização definidas no mapeamento da implantação",
    ],
    benefits: [
      "Um só lançamento para cada venda",
      "Cadastros consistentes entre delivery e gestão",
      "Visão financeira completa, com todos os canais de venda",
      "Menos erros de digitação nos relatórios gerenciais",
    ],
    results: [
      {
        metric: "Pedidos redigitados no sistema de gestão",
        value: "Zero",
        description: "Os pedidos entram na Foozi pela integração, sem lançamento manual.",
      },
      {
        metric: "Tempo de fechamento financeiro",
        value: "Até 30% menor",
        description: "As vendas de todos os canais já estão no sistema de gestão quando o mês termina.",
      },
      {
        metric: "Retrabalho com cadastros",
        value: "Até 2 h por semana a menos",
        description: "Produtos e preços não precisam ser atualizados à mão nos dois sistemas.",
      },
    ],
    setupTime: "1 dia",
    difficulty: "Avançado",
    status: "disponivel",
    seoKeywords: [
      "integração Foozi",
      "sistema de gestão integrado ao delivery",
      "ERP para restaurante integrado",
      "integrar pedidos de delivery com gestão financeira",
    ],
    partnership: {
      description:
        "A Foozi é parceira da Gama entre os sistemas de gestão. A integração aproxima a operação de vendas do restaurante da sua administração, com pedidos, cadastros e dados financeiros trocados entre as duas plataformas.",
      benefits: [
        "Mapeamento da integração conduzido pela equipe técnica da Gama",
        "Testes com pedidos reais antes de liberar o uso no dia a dia",
        "Acompanhamento dos primeiros dias de sincronização",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Integração de pedidos com o sistema de gestão",
        "Sincronização de produtos e preços",
        "Dados financeiros de vendas para o controle administrativo",
      ],
      contribution:
        "A Foozi concentra a gestão administrativa do negócio; a Gama recebe os pedidos em todos os canais de venda e os entrega organizados ao sistema de gestão.",
    },
    useCases: [
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Mais de uma unidade",
            description:
              "As vendas de cada loja chegam ao sistema de gestão separadas por unidade, prontas para comparar resultados.",
          },
          {
            title: "Cardápio que muda com frequência",
            description:
              "Lanches sazonais e ajustes de preço são refletidos nos dois sistemas, sem cadastro duplicado.",
          },
          {
            title: "Visão de todos os canais",
            description:
              "Site próprio, WhatsApp, balcão e marketplaces aparecem juntos no controle financeiro.",
          },
        ],
      },
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Sabores e tamanhos organizados",
            description:
              "Pedidos com meio a meio, bordas e tamanhos diferentes chegam ao sistema de gestão com todos os itens detalhados.",
          },
          {
            title: "Fim de semana sem digitação",
            description:
              "Depois de uma noite cheia, ninguém precisa lançar as vendas de novo na gestão na manhã seguinte.",
          },
          {
            title: "Formas de pagamento conferidas",
            description:
              "Dinheiro, cartão e Pix chegam discriminados, o que facilita bater o financeiro com os recebimentos.",
          },
        ],
      },
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Salão e delivery juntos",
            description:
              "Pedidos de mesa e de entrega entram no mesmo sistema de gestão, com o faturamento total do dia.",
          },
          {
            title: "Relatórios para os sócios",
            description:
              "Com dados completos e sem lançamentos manuais, os relatórios gerenciais ficam prontos mais cedo.",
          },
          {
            title: "Equipe administrativa enxuta",
            description:
              "O tempo antes gasto com digitação passa a ser usado na negociação com fornecedores e no controle de custos.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a Foozi?",
        answer:
          "Peça a ativação pelo formulário desta página ou pelo suporte. A equipe técnica da Gama faz o mapeamento dos dados com você, configura a integração e acompanha os testes com pedidos reais. O prazo típico é de 1 dia.",
      },
      {
        question: "Preciso ter uma conta na Foozi?",
        answer:
          "Sim. A integração conecta a Gama ao sistema de gestão que a sua empresa já utiliza. A contratação e as condições de uso da Foozi são tratadas diretamente com ela.",
      },
      {
        question: "Qual é o custo da integração?",
        answer:
          "A Gama não cobra taxa de adesão. A assinatura da Foozi segue o seu contrato com ela. Para confirmar se a integração está incluída no seu plano Gama, fale com o nosso time comercial.",
      },
      {
        question: "O que é sincronizado entre os sistemas?",
        answer:
          "Pedidos com itens, valores e formas de pagamento, produtos e preços e os dados financeiros das vendas. As regras, como a direção de cada dado e a frequência da sincronização, são definidas na implantação.",
      },
      {
        question: "O que acontece se a conexão cair?",
        answer:
          "A venda não para: os pedidos continuam sendo recebidos e registrados na Gama. A sincronização é retomada quando a conexão volta, e o suporte ajuda a conferir se algum registro ficou pendente.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer: `O suporte humano da Gama atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis. Questões sobre o funcionamento interno da Foozi são tratadas com a equipe dela.`,
      },
    ],
  },
  {
    id: "whatsapp",
    name: "WhatsApp",
    description:
      "Avise o cliente a cada etapa do pedido e atenda pelo WhatsApp da sua loja, com mensagens automáticas de confirmação, preparo e saída para entrega.",
    detailedDescription:
      "Com a integração do WhatsApp, a Gama envia mensagens automáticas ao cliente pelo número da sua loja: pedido recebido, em preparo, saiu para entrega ou pronto para retirada. O cliente acompanha tudo na conversa que já usa no dia a dia, sem precisar ligar para saber do pedido.\n\nO mesmo número continua servindo para o atendimento. Dúvidas, pedidos de ajuste e elogios chegam pelo WhatsApp, e a equipe responde com as informações do pedido à mão, o que deixa a conversa mais rápida e pessoal.\n\nA ativação é simples: a nossa equipe conecta o número da loja à plataforma, revisa com você os textos das mensagens e faz um pedido de teste para conferir cada aviso.",
    category: "marketing-vendas",
    tags: ["Notificações de pedido", "Atendimento", "Mensagens automáticas", "Experiência do cliente"],
    features: [
      "Mensagem automática de confirmação assim que o pedido é recebido",
      "Avisos de preparo, saída para entrega e pedido pronto para retirada",
      "Envio pelo número de WhatsApp da própria loja",
      "Mensagens com o nome da loja e o resumo do pedido",
      "Atendimento aos clientes no mesmo número das notificações",
      "Link do cardápio digital nas conversas, para facilitar o próximo pedido",
    ],
    benefits: [
      "Menos ligações perguntando onde está o pedido",
      "Cliente mais tranquilo e satisfeito com a entrega",
      "Equipe livre para atender, em vez de mandar mensagens uma a uma",
      "Marca da loja presente em toda a jornada do pedido",
    ],
    results: [
      {
        metric: "Ligações sobre o status do pedido",
        value: "Até 40% menos",
        description: "O cliente recebe cada atualização no WhatsApp e não precisa ligar para a loja.",
      },
      {
        metric: "Mensagens de status enviadas à mão",
        value: "Zero",
        description: "Confirmação, preparo e entrega são avisados automaticamente.",
      },
      {
        metric: "Tempo da primeira resposta no atendimento",
        value: "Até 50% menor",
        description:
          "Com os avisos automáticos, a equipe fica livre para responder quem realmente precisa de ajuda.",
      },
    ],
    setupTime: "30 minutos",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "integração WhatsApp delivery",
      "notificação de pedido pelo WhatsApp",
      "WhatsApp para restaurante",
      "mensagem automática de pedido no WhatsApp",
      "atendimento pelo WhatsApp no delivery",
    ],
    partnership: {
      description:
        "O WhatsApp é o aplicativo de mensagens mais usado no Brasil e o canal preferido de muitos clientes para falar com restaurantes. A integração com a Gama coloca o número da loja no centro da comunicação do pedido, do recebimento à entrega.",
      benefits: [
        "Conexão do número da loja feita com a ajuda da equipe da Gama",
        "Modelos de mensagem prontos para cada etapa do pedido",
        "Revisão dos textos das mensagens na ativação",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Notificações automáticas de status do pedido",
        "Atendimento ao cliente no número da loja",
        "Divulgação do cardápio digital nas conversas",
      ],
      contribution:
        "O WhatsApp leva as mensagens até o cliente; a Gama decide o que enviar e quando, com base no andamento de cada pedido na loja.",
    },
    useCases: [
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Sexta à noite sem telefone tocando",
            description:
              "Com os avisos automáticos, o cliente sabe quando a pizza entrou no forno e quando saiu para entrega.",
          },
          {
            title: "Pedido agendado para a festa",
            description:
              "O cliente recebe a confirmação do horário combinado e o aviso de saída, sem precisar ligar para conferir.",
          },
          {
            title: "Retirada no balcão",
            description:
              "O aviso de pedido pronto evita que o cliente chegue cedo demais e fique esperando na loja.",
          },
        ],
      },
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Confirmação imediata",
            description:
              "Logo depois de pedir pelo site, o cliente recebe a confirmação com o resumo do lanche e o valor total.",
          },
          {
            title: "Ajustes resolvidos na conversa",
            description:
              "Um pedido para tirar a cebola ou trocar o molho chega pelo WhatsApp, e a equipe responde já vendo o pedido.",
          },
          {
            title: "Clientes frequentes",
            description:
              "As conversas ficam no WhatsApp da loja, o que ajuda a reconhecer quem pede toda semana e tratar cada um pelo nome.",
          },
        ],
      },
      {
        category: "Dark kitchens",
        cases: [
          {
            title: "Operação sem balcão",
            description:
              "Sem atendimento presencial, o WhatsApp vira o principal canal entre a cozinha e o cliente.",
          },
          {
            title: "Equipe pequena",
            description:
              "Os avisos automáticos substituem o trabalho de alguém dedicado só a mandar atualizações de pedido.",
          },
          {
            title: "Canal próprio com cara de aplicativo",
            description:
              "Quem compra pelo site da cozinha acompanha o pedido com a mesma clareza dos grandes aplicativos de delivery.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com o WhatsApp?",
        answer:
          "Solicite pelo formulário desta página ou pelo suporte. A nossa equipe conecta o número da loja à Gama, revisa com você as mensagens de cada etapa e faz um pedido de teste. Costuma levar cerca de 30 minutos.",
      },
      {
        question: "Posso usar o número que a loja já tem?",
        answer:
          "Sim, a integração usa o número de WhatsApp da sua loja. Na ativação, conferimos se o número atende às regras do WhatsApp e orientamos o passo a passo da conexão.",
      },
      {
        question: "A integração tem custo?",
        answer:
          "O WhatsApp Integrado faz parte dos planos da Gama, com um limite mensal de mensagens que varia conforme o plano. Você confere os limites de cada um na página de planos.",
      },
      {
        question: "Quais mensagens são enviadas automaticamente?",
        answer:
          "Confirmação do pedido, início do preparo, saída para entrega e pedido pronto para retirada. Os avisos acompanham as mudanças de status do pedido no painel da Gama.",
      },
      {
        question: "O que acontece se a conexão com o WhatsApp cair?",
        answer:
          "Os pedidos continuam chegando normalmente pelo cardápio digital e aparecem no painel da Gama. Os avisos voltam a ser enviados quando a conexão é restabelecida e, se for preciso reconectar o número, o suporte ajuda.",
      },
      {
        question: "Em que horário o suporte atende?",
        answer: `O suporte humano da Gama atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis.`,
      },
    ],
  },
  {
    id: "google-tag-manager",
    name: "Google Tag Manager",
    description:
      "Instale o Google Tag Manager no seu site de delivery e gerencie tags, pixels e eventos de conversão sem mexer no código da loja.",
    detailedDescription:
      "O Google Tag Manager é a ferramenta do Google para gerenciar, em um só painel, os códigos de acompanhamento de um site: tags do Google Ads e do Google Analytics, pixels de redes sociais e outras ferramentas de marketing. Com a integração, basta informar o ID do seu contêiner na Gama para que ele seja carregado em todas as páginas do seu site de delivery.\n\nA partir daí, você ou a sua agência publicam novas tags sem depender de alterações no site. Os principais momentos da jornada de compra, como ver um produto, adicionar ao carrinho, iniciar o pagamento e concluir o pedido, podem ser usados como acionadores para medir conversões e alimentar campanhas.\n\nÉ a escolha certa para quem trabalha com várias ferramentas de marketing ou com uma agência: as tags ficam organizadas, com histórico de versões e pré-visualização antes de cada publicação.",
    category: "marketing-vendas",
    tags: ["Tags", "Conversões", "Google Ads", "Agências", "Rastreamento"],
    features: [
      "Contêiner do Google Tag Manager carregado em todas as páginas do site de delivery",
      "Configuração feita com o ID do contêiner, o código que começa com GTM-",
      "Eventos da jornada de compra disponíveis como acionadores: produto visualizado, item adicionado ao carrinho, início do pagamento e pedido concluído",
      "Valor do pedido disponível para medir a receita das campanhas",
      "Publicação de novas tags sem alterar o site",
      "Compatível com tags do Google Ads, do Google Analytics e de pixels de redes sociais",
    ],
    benefits: [
      "Autonomia para a sua equipe ou agência de marketing",
      "Conversões de cada campanha medidas com mais precisão",
      "Menos ajustes técnicos para incluir uma nova ferramenta",
      "Tags organizadas, com histórico de versões",
    ],
    results: [
      {
        metric: "Tempo para publicar uma nova tag",
        value: "De dias para minutos",
        description:
          "A tag é criada e publicada no painel do Google Tag Manager, sem pedido de alteração no site.",
      },
      {
        metric: "Pedidos atribuídos às campanhas",
        value: "Até 30% mais",
        description:
          "Com o pedido concluído medido no site, mais vendas passam a ser ligadas às campanhas que as geraram.",
      },
      {
        metric: "Ferramentas de marketing gerenciadas",
        value: "1 painel",
        description: "Google Ads, Google Analytics e pixels de redes sociais controlados no mesmo lugar.",
      },
    ],
    setupTime: "1 hora",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "Google Tag Manager para delivery",
      "instalar GTM no cardápio digital",
      "rastrear conversões no delivery",
      "Tag Manager para site de restaurante",
    ],
    partnership: {
      description:
        "O Google Tag Manager é a ferramenta gratuita do Google para gerenciar tags de marketing e de análise em sites e aplicativos. Integrado à Gama, ele dá ao lojista e à sua agência controle sobre o que é medido no site de delivery.",
      benefits: [
        "Instalação do contêiner no site de delivery feita com o suporte da Gama",
        "Lista dos eventos da jornada de compra disponíveis, pronta para a sua agência",
        "Teste dos principais eventos no modo de visualização do Google Tag Manager durante a ativação",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Gestão centralizada de tags",
        "Medição de conversões no site próprio",
        "Base para campanhas no Google Ads e nas redes sociais",
      ],
      contribution:
        "O Google Tag Manager organiza e dispara as tags; a Gama fornece o site de delivery com o contêiner instalado e os eventos da jornada de compra prontos para uso.",
    },
    useCases: [
      {
        category: "Franquias",
        cases: [
          {
            title: "Uma agência para toda a rede",
            description:
              "A agência do franqueador gerencia as tags pelo Google Tag Manager, sem pedir alterações no site de cada unidade.",
          },
          {
            title: "Campanhas locais por unidade",
            description:
              "Com a medição no site de cada loja, as campanhas regionais mostram quantos pedidos geraram na unidade certa.",
          },
          {
            title: "Medição padronizada",
            description:
              "O franqueador define as tags padrão, e todas as unidades passam a medir os mesmos eventos do mesmo jeito.",
          },
        ],
      },
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Lançamento de lanche novo",
            description:
              "O anúncio do novo burger no Google Ads passa a contar os pedidos feitos no site, e não só os cliques.",
          },
          {
            title: "Teste de novas ferramentas",
            description:
              "Quer experimentar um mapa de calor ou um pixel novo? A tag entra pelo Google Tag Manager e sai quando você quiser.",
          },
          {
            title: "Divulgação com influenciadores",
            description:
              "Links com parâmetros de campanha mostram quantos pedidos vieram de cada divulgação.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo o Google Tag Manager no meu site de delivery?",
        answer:
          "Crie um contêiner do tipo Web na sua conta do Google Tag Manager e envie o ID, o código que começa com GTM-, pelo formulário desta página ou pelo suporte. A nossa equipe faz a instalação e confere com você se o contêiner está carregando. Em geral, leva cerca de 1 hora.",
      },
      {
        question: "Tem custo?",
        answer:
          "O Google Tag Manager é gratuito. A Gama não cobra taxa de adesão, e, se as suas campanhas usam ferramentas pagas, como o Google Ads, os custos são os de cada plataforma.",
      },
      {
        question: "Quais eventos posso usar como acionadores?",
        answer:
          "Produto visualizado, item adicionado ao carrinho, início do pagamento e pedido concluído, este com o valor do pedido. Eles cobrem as etapas mais importantes da jornada de compra no site de delivery.",
      },
      {
        question: "Preciso de conhecimento técnico?",
        answer:
          "Para a instalação, não: a nossa equipe cuida disso. Para criar tags e acionadores no Google Tag Manager, é útil contar com alguém com experiência na ferramenta ou com uma agência de marketing.",
      },
      {
        question: "O que acontece se uma tag falhar ou for bloqueada?",
        answer:
          "O site de delivery e os pedidos funcionam normalmente, com ou sem as tags. Visitantes com bloqueadores de anúncios ou que recusam cookies podem não ser contabilizados, por isso é normal haver pequenas diferenças entre os pedidos da Gama e os números das ferramentas de marketing.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h. Dúvidas sobre a configuração de tags dentro do Google Tag Manager podem ser tratadas com a sua agência ou com a documentação do Google.",
      },
    ],
  },
  {
    id: "facebook-pixel",
    name: "Facebook Pixel",
    description:
      "Instale o Pixel da Meta no seu site de delivery e meça visitas, carrinhos e pedidos que vêm dos anúncios no Facebook e no Instagram.",
    detailedDescription:
      "O Pixel da Meta, conhecido como Facebook Pixel, é o código que mede o que acontece no seu site depois que alguém clica em um anúncio no Facebook ou no Instagram. Com a integração, você informa o ID do pixel na Gama e ele passa a registrar as visitas e as etapas de compra do seu site de delivery.\n\nCom esses dados, o Gerenciador de Anúncios mostra quantos pedidos cada campanha gerou e quanto eles renderam. Você também pode criar públicos, como pessoas que visitaram o cardápio ou adicionaram um item ao carrinho e não finalizaram, para mostrar anúncios a elas.\n\nA otimização das campanhas também melhora: com o evento de compra medido, a Meta passa a entregar os anúncios para pessoas com mais chance de fazer um pedido, e não apenas de clicar.",
    category: "marketing-vendas",
    tags: ["Meta Ads", "Instagram", "Conversões", "Remarketing", "Públicos"],
    features: [
      "Pixel da Meta carregado em todas as páginas do site de delivery",
      "Eventos padrão da Meta: visualização de página, visualização de produto, adição ao carrinho, início da finalização da compra e compra",
      "Valor do pedido enviado no evento de compra",
      "Base para públicos personalizados de remarketing",
      "Configuração feita apenas com o ID do pixel",
    ],
    benefits: [
      "Saber quais anúncios realmente geram pedidos",
      "Remarketing para quem visitou o cardápio e não pediu",
      "Campanhas otimizadas para pedidos, e não só para cliques",
      "Verba de anúncios decidida com base em resultados",
    ],
    results: [
      {
        metric: "Retorno sobre o investimento em anúncios",
        value: "Até 20% maior",
        description: "Estimativa ao otimizar as campanhas para o evento de compra em vez de cliques.",
      },
      {
        metric: "Carrinhos abandonados recuperados",
        value: "Até 10%",
        description: "Com anúncios de remarketing para quem adicionou itens e não finalizou o pedido.",
      },
      {
        metric: "Custo por pedido",
        value: "Até 15% menor",
        description: "Com o orçamento concentrado nos anúncios que mais convertem.",
      },
    ],
    setupTime: "30 minutos",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "Facebook Pixel para delivery",
      "Pixel da Meta no cardápio digital",
      "anúncios no Instagram para restaurante",
      "medir pedidos dos anúncios do Facebook",
      "remarketing para delivery",
    ],
    partnership: {
      description:
        "A Meta é a empresa responsável pelo Facebook, pelo Instagram e pelo WhatsApp, e o Pixel é a sua ferramenta de medição para anúncios. Integrado à Gama, ele liga os anúncios da loja aos pedidos feitos no site de delivery.",
      benefits: [
        "Instalação do pixel no site de delivery com o apoio da equipe da Gama",
        "Evento de compra com o valor do pedido, pronto para otimizar campanhas",
        "Conferência dos eventos com a ferramenta de teste do Gerenciador de Eventos durante a ativação",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Medição de conversões dos anúncios",
        "Públicos para remarketing",
        "Otimização de campanhas para pedidos",
      ],
      contribution:
        "A Meta exibe os anúncios e reúne os resultados no Gerenciador de Anúncios; a Gama envia, a partir do site de delivery, os eventos de navegação e de compra que alimentam essas métricas.",
    },
    useCases: [
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Anúncio do combo da semana",
            description:
              "O anúncio no Instagram mostra quantos pedidos gerou no site, e não só quantas pessoas clicaram.",
          },
          {
            title: "Quem olhou e não pediu",
            description:
              "Pessoas que viram o cardápio e não finalizaram o pedido recebem um anúncio lembrando do lanche.",
          },
          {
            title: "Público parecido com os clientes",
            description:
              "Com os compradores medidos, a Meta encontra pessoas com perfil semelhante na região da loja.",
          },
        ],
      },
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Campanha de fim de semana",
            description:
              "Anúncios programados para sexta e sábado mostram o retorno em pedidos de cada noite.",
          },
          {
            title: "Carrinho abandonado",
            description:
              "Quem montou a pizza e desistiu antes de pagar pode ser impactado de novo com um anúncio específico.",
          },
          {
            title: "Comparação entre criativos",
            description:
              "Vídeo da pizza saindo do forno ou foto do cardápio? O pixel mostra qual anúncio trouxe mais pedidos.",
          },
        ],
      },
      {
        category: "Açaiterias",
        cases: [
          {
            title: "Promoção de verão",
            description:
              "Nos dias quentes, a verba vai para os anúncios que mais convertem em pedidos no site.",
          },
          {
            title: "Bairros com mais retorno",
            description:
              "Os resultados por campanha ajudam a concentrar os anúncios nas regiões que mais pedem.",
          },
          {
            title: "Lançamento de sabor",
            description:
              "O anúncio do novo creme alcança quem já visitou o cardápio e tem mais chance de experimentar.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo o Pixel da Meta?",
        answer:
          "No Gerenciador de Eventos da Meta, copie o ID do seu pixel e envie pelo formulário desta página ou pelo suporte. A nossa equipe instala o pixel no site de delivery e confere com você se os eventos estão chegando. O processo leva cerca de 30 minutos.",
      },
      {
        question: "Tem custo?",
        answer:
          "O pixel é gratuito. Você paga à Meta apenas pelos anúncios que veicular, de acordo com o orçamento que definir. A Gama não cobra taxa de adesão.",
      },
      {
        question: "Quais eventos são enviados para a Meta?",
        answer:
          "Visualização de página, visualização de produto, adição ao carrinho, início da finalização da compra e compra, esta com o valor do pedido.",
      },
      {
        question: "Posso usar o pixel junto com o Google Tag Manager?",
        answer:
          "Sim. Se preferir gerenciar tudo pelo Google Tag Manager, o pixel pode ser configurado dentro do seu contêiner. Só evite instalar o mesmo pixel pelos dois caminhos, para não duplicar os eventos.",
      },
      {
        question: "E se o cliente usar bloqueador de anúncios ou recusar cookies?",
        answer:
          "O pedido acontece normalmente, mas aquele acesso pode não ser contabilizado pela Meta. Por isso, os números do Gerenciador de Anúncios podem ficar um pouco abaixo dos pedidos registrados na Gama. Lembre-se de informar o uso de ferramentas de medição na política de privacidade da loja, conforme a LGPD.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h. Questões sobre a conta de anúncios, como cobrança e aprovação de anúncios, são tratadas com a Meta.",
      },
    ],
  },
  {
    id: "google-analytics",
    name: "Google Analytics",
    description:
      "Conecte o Google Analytics 4 ao seu site de delivery e acompanhe visitas, origem do tráfego, conversões e o resultado de cada campanha.",
    detailedDescription:
      "O Google Analytics é a ferramenta gratuita do Google para entender como as pessoas chegam e navegam no seu site. Com a integração, basta informar na Gama o ID da métrica da sua propriedade do Google Analytics 4 para começar a medir o site de delivery da loja.\n\nVocê passa a saber de onde vêm as visitas (busca no Google, Instagram, campanhas pagas ou links compartilhados no WhatsApp), quais produtos são mais vistos, em que etapa os clientes desistem da compra e quanto cada canal gerou em pedidos.\n\nCom essas informações, fica mais fácil decidir onde investir: reforçar a divulgação que traz pedidos, melhorar fotos e descrições de produtos muito vistos e pouco comprados e acompanhar, semana a semana, a taxa de conversão do cardápio.",
    category: "marketing-vendas",
    tags: ["GA4", "Métricas", "Conversões", "Origem do tráfego", "Relatórios"],
    features: [
      "Google Analytics 4 carregado em todas as páginas do site de delivery",
      "Eventos de comércio eletrônico: produto visualizado, adição ao carrinho, início do pagamento e compra",
      "Receita de cada pedido registrada no evento de compra",
      "Relatórios de origem do tráfego e de campanhas com parâmetros UTM",
      "Funil de compra para identificar onde os clientes desistem",
      "Configuração feita com o ID da métrica, o código que começa com G-",
    ],
    benefits: [
      "Decisões de marketing baseadas em dados reais",
      "Clareza sobre quais canais trazem pedidos",
      "Cardápio ajustado a partir do comportamento dos clientes",
      "Acompanhamento contínuo da taxa de conversão",
    ],
    results: [
      {
        metric: "Taxa de conversão do cardápio",
        value: "Até 15% maior",
        description:
          "Ao corrigir as etapas e os produtos em que os clientes mais desistem, identificados no funil.",
      },
      {
        metric: "Verba de divulgação desperdiçada",
        value: "Até 20% menos",
        description: "Com o orçamento redirecionado para os canais que de fato trazem pedidos.",
      },
      {
        metric: "Tempo para montar relatórios",
        value: "Até 2 h por semana a menos",
        description:
          "Visitas e conversões ficam prontas nos relatórios do Google Analytics, sem planilhas manuais.",
      },
    ],
    setupTime: "30 minutos",
    difficulty: "Fácil",
    status: "disponivel",
    seoKeywords: [
      "Google Analytics para delivery",
      "GA4 no cardápio digital",
      "métricas do site de delivery",
      "taxa de conversão de restaurante online",
      "Google Analytics para restaurante",
    ],
    partnership: {
      description:
        "O Google Analytics é a plataforma de análise de sites e aplicativos do Google, usada por empresas de todos os tamanhos. Integrado à Gama, ele mede o site de delivery da loja do primeiro acesso ao pedido concluído.",
      benefits: [
        "Instalação no site de delivery com o apoio da equipe da Gama",
        "Eventos de comércio eletrônico prontos, sem necessidade de desenvolvimento",
        "Conferência dos dados no relatório em tempo real do Google Analytics durante a ativação",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "Análise de visitas e da origem do tráfego",
        "Medição de conversões e de receita",
        "Acompanhamento de campanhas",
      ],
      contribution:
        "O Google Analytics processa os dados e os apresenta em relatórios; a Gama envia, a partir do site de delivery, os acessos e os eventos de compra com o valor de cada pedido.",
    },
    useCases: [
      {
        category: "Restaurantes",
        cases: [
          {
            title: "Pratos vistos e pouco pedidos",
            description:
              "O relatório de produtos mostra itens com muitas visualizações e poucas vendas, bons candidatos a uma foto ou descrição melhor.",
          },
          {
            title: "Instagram ou Google?",
            description: "A origem do tráfego mostra qual canal traz mais pedidos, e não só mais visitas.",
          },
          {
            title: "Horários de maior procura",
            description: "As visitas por horário ajudam a planejar a equipe e o momento das divulgações.",
          },
        ],
      },
      {
        category: "Franquias",
        cases: [
          {
            title: "Comparação entre unidades",
            description:
              "Com a medição no site de cada loja, o franqueador compara a conversão das unidades e identifica boas práticas.",
          },
          {
            title: "Campanhas nacionais medidas",
            description:
              "Links com parâmetros de campanha mostram quanto cada ação de marketing da rede gerou em pedidos.",
          },
          {
            title: "Relatórios para franqueados",
            description:
              "Números de visitas e conversões ajudam a orientar cada franqueado com dados, e não com impressões.",
          },
        ],
      },
      {
        category: "Dark kitchens",
        cases: [
          {
            title: "Canal próprio em crescimento",
            description:
              "O Google Analytics mostra a evolução das visitas e dos pedidos no site próprio, mês a mês.",
          },
          {
            title: "Funil sem desperdício",
            description:
              "Se muitos clientes desistem no pagamento, o funil de compra aponta a etapa que precisa de atenção.",
          },
          {
            title: "Divulgação direcionada",
            description:
              "Saber de quais bairros e canais vêm as visitas ajuda a concentrar a verba onde há resultado.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo o Google Analytics no meu site de delivery?",
        answer:
          "Na sua conta do Google Analytics, crie uma propriedade do GA4 com um fluxo de dados da Web e copie o ID da métrica, o código que começa com G-. Envie o ID pelo formulário desta página ou pelo suporte, e a nossa equipe faz a instalação. Costuma levar cerca de 30 minutos.",
      },
      {
        question: "Tem custo?",
        answer: "O Google Analytics é gratuito na versão padrão do Google. A Gama não cobra taxa de adesão.",
      },
      {
        question: "Quais dados vão para o Google Analytics?",
        answer:
          "Os acessos às páginas, a origem das visitas e os eventos de compra: produto visualizado, adição ao carrinho, início do pagamento e compra, esta com o valor do pedido.",
      },
      {
        question: "Os números do Google Analytics vão bater com os pedidos da Gama?",
        answer:
          "Podem ter pequenas diferenças. Visitantes com bloqueadores de anúncios ou que recusam cookies podem não ser medidos, e o site continua funcionando normalmente mesmo se o Google Analytics estiver indisponível. O painel da Gama segue como referência para o faturamento; o Google Analytics serve para entender comportamento e origem das vendas.",
      },
      {
        question: "Posso instalar o Google Analytics pelo Google Tag Manager?",
        answer:
          "Pode. Se você já usa o Google Tag Manager, o Google Analytics pode ser configurado dentro do contêiner. Só não instale pelos dois caminhos ao mesmo tempo, para não contar as visitas em dobro.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer: `O suporte humano da Gama atende todos os dias, das 09h às 00h, com resposta em até ${facts.horasRespostaContato} horas úteis.`,
      },
    ],
  },
  {
    id: "repediu",
    name: "Repediu",
    description:
      "Envie clientes e pedidos da Gama para a Repediu e crie campanhas de reengajamento que trazem de volta quem não pede há algum tempo.",
    detailedDescription:
      "A Repediu é uma plataforma brasileira de CRM e automação de marketing feita para restaurantes. Com a integração, a base de clientes e o histórico de pedidos registrados na Gama chegam à Repediu, onde viram informação útil para campanhas.\n\nCom os dados de frequência e de valor gasto por cliente, você identifica quem está deixando de pedir, quem são os clientes mais fiéis e quem fez um único pedido. A partir daí, cria campanhas de reengajamento com a mensagem certa para cada grupo, no momento certo.\n\nComo os pedidos continuam chegando pela Gama, o resultado de cada campanha pode ser acompanhado em vendas: quantos clientes voltaram a pedir e quanto isso representou no faturamento.",
    category: "marketing-vendas",
    tags: ["CRM", "Reengajamento", "Base de clientes", "Automação de marketing", "Recompra"],
    features: [
      "Envio da base de clientes da Gama para a Repediu",
      "Histórico de pedidos com datas e valores",
      "Segmentação de clientes por frequência, valor gasto e data do último pedido",
      "Campanhas de reengajamento para clientes inativos",
      "Acompanhamento dos pedidos gerados pelas campanhas",
    ],
    benefits: [
      "Mais recompra da base que a loja já conquistou",
      "Campanhas direcionadas, em vez de mensagens iguais para todos",
      "Menos dependência de marketplaces para gerar pedidos",
      "Resultado do marketing medido em pedidos",
    ],
    results: [
      {
        metric: "Clientes inativos reativados",
        value: "Até 10%",
        description: "Estimativa por campanha de reengajamento bem segmentada.",
      },
      {
        metric: "Frequência de pedidos da base",
        value: "Até 15% maior",
        description: "Com campanhas recorrentes para clientes que costumavam pedir e sumiram.",
      },
      {
        metric: "Tempo para montar uma campanha",
        value: "Até 1 h a menos",
        description: "A lista de clientes chega pronta da Gama, sem exportar e tratar planilhas.",
      },
    ],
    setupTime: "4 horas",
    difficulty: "Médio",
    status: "disponivel",
    seoKeywords: [
      "integração Repediu",
      "CRM para restaurante",
      "campanha de reengajamento para delivery",
      "recuperar clientes inativos de restaurante",
      "automação de marketing para delivery",
    ],
    partnership: {
      description:
        "A Repediu é uma plataforma brasileira de CRM e automação de marketing para restaurantes, focada em fazer o cliente voltar a pedir. A parceria com a Gama une os pedidos do canal próprio às ferramentas de relacionamento da Repediu.",
      benefits: [
        "Envio da base de clientes e do histórico de pedidos configurado pela equipe da Gama",
        "Apoio na conferência dos dados na primeira sincronização",
        "Orientação sobre o uso dos dados dos clientes de acordo com a LGPD",
        "Suporte humano da Gama todos os dias, das 09h às 00h",
      ],
      solutions: [
        "CRM alimentado com os pedidos do canal próprio",
        "Campanhas de reengajamento",
        "Medição de recompra",
      ],
      contribution:
        "A Repediu oferece as ferramentas de segmentação e de campanha; a Gama fornece os clientes e os pedidos que alimentam essas campanhas e recebe os novos pedidos gerados por elas.",
    },
    useCases: [
      {
        category: "Pizzarias",
        cases: [
          {
            title: "Cliente de toda sexta que sumiu",
            description:
              "Quem pedia toda semana e parou há um mês entra automaticamente em uma campanha de retorno.",
          },
          {
            title: "Fim das férias",
            description:
              "Clientes que deixaram de pedir nas férias recebem um convite para voltar quando a rotina recomeça.",
          },
          {
            title: "Dias de movimento fraco",
            description:
              "Campanhas para a base nas segundas e terças ajudam a ocupar o forno nos dias mais parados.",
          },
        ],
      },
      {
        category: "Hamburguerias",
        cases: [
          {
            title: "Segundo pedido",
            description:
              "Quem pediu uma única vez recebe um convite para voltar, o passo mais difícil para fidelizar.",
          },
          {
            title: "Clientes mais fiéis",
            description: "Os clientes que mais pedem recebem novidades do cardápio antes de todo mundo.",
          },
          {
            title: "Do marketplace para o canal próprio",
            description:
              "Clientes que já conhecem a loja são incentivados a pedir direto pelo site, onde a margem é maior.",
          },
        ],
      },
      {
        category: "Açaiterias",
        cases: [
          {
            title: "Volta do calor",
            description:
              "No início da temporada quente, clientes que pararam no inverno recebem um lembrete para voltar.",
          },
          {
            title: "Combos para quem pede em família",
            description: "Clientes com pedidos de valor mais alto recebem ofertas de combos para dividir.",
          },
          {
            title: "Campanha medida em pedidos",
            description:
              "Depois de cada envio, a loja vê quantos clientes voltaram a pedir e quanto faturou com a ação.",
          },
        ],
      },
    ],
    faq: [
      {
        question: "Como ativo a integração com a Repediu?",
        answer:
          "É preciso ter uma conta na Repediu. Depois, solicite a integração pelo formulário desta página ou pelo suporte: a nossa equipe configura o envio dos dados, faz a primeira sincronização e confere com você se clientes e pedidos chegaram corretamente. O processo leva cerca de 4 horas.",
      },
      {
        question: "A integração tem custo?",
        answer:
          "A assinatura da Repediu é contratada diretamente com ela, conforme o plano escolhido. A Gama não cobra taxa de adesão; para confirmar se a integração está incluída no seu plano, fale com o nosso time comercial.",
      },
      {
        question: "Quais dados são sincronizados?",
        answer:
          "Os dados de cadastro dos clientes, como nome e telefone, e o histórico de pedidos, com datas e valores. É com essas informações que a Repediu monta os grupos de clientes e as campanhas.",
      },
      {
        question: "Como fica a LGPD?",
        answer:
          "Os dados são dos clientes da sua loja, e cabe à loja usá-los com uma base legal adequada. Informe na política de privacidade que os dados podem ser usados para comunicações e ofereça sempre uma forma simples de o cliente deixar de receber as campanhas.",
      },
      {
        question: "O que acontece se a sincronização for interrompida?",
        answer:
          "Os pedidos continuam funcionando normalmente na Gama. A sincronização é retomada quando a comunicação volta, e o suporte ajuda a conferir se algum dado ficou pendente.",
      },
      {
        question: "Qual é o horário do suporte?",
        answer:
          "O suporte humano da Gama atende todos os dias, das 09h às 00h. Dúvidas sobre a criação de campanhas dentro da Repediu são tratadas com a equipe dela.",
      },
    ],
  },
];
