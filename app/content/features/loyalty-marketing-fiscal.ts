import { facts, freeTrialFor } from "../facts";
import { heroButtons, specialistForm, specialistFormSaying } from "./parts";
import type { Feature } from "./schema";

/** Company facts for the testimonial stat lines, in a few wordings. */
const statsStores = {
  companies: "+3.000 lojas usam a Gama",
  implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
  support: "Suporte humano das 09h às 00h",
  satisfaction: "NPS de 94,53% nos últimos 6 meses",
};
const statsCoverage = {
  companies: "Lojas atendidas em todos os estados",
  implementation: `Implantação em até ${facts.minutosDeImplantacao} minutos`,
  support: "Atendimento humano todos os dias",
  satisfaction: "NPS de 94,53% em 6 meses",
};
const statsOrders = {
  companies: "+23 milhões de pedidos processados",
  implementation: freeTrialFor,
  support: `Formulário de contato respondido em até ${facts.horasRespostaContato} horas úteis`,
  satisfaction: "NPS de 94,53% nos últimos 6 meses",
};
const statsRevenue = {
  companies: `${facts.faturamentoGerado} em faturamento gerado para nossos clientes`,
  implementation: "Sem taxa de adesão e sem fidelidade",
  support: "Suporte das 09h às 00h, todos os dias",
  satisfaction: "94,53% de NPS nos últimos 6 meses",
};

export const features: Feature[] = [
  {
    id: "programa-fidelidade",
    title: "Programa de Fidelidade",
    shortDescription:
      "Clientes acumulam pontos a cada pedido e trocam por recompensas, e a sua loja vira a primeira opção.",
    longDescription:
      "Crie um programa de pontos com as regras da sua loja: quanto vale cada real gasto, quais " +
      "recompensas podem ser resgatadas e por quanto tempo os pontos valem. O cliente acompanha o saldo no " +
      "cardápio digital e resgata na hora de pedir, sem cartão de papel nem carimbo.",
    icon: "award",
    category: "fidelizacao",
    detailsPage: {
      hero: {
        title: "Transforme cada pedido em um motivo para o cliente voltar",
        description:
          "Com o Programa de Fidelidade da Gama, seus clientes ganham pontos em cada compra e trocam por " +
          "recompensas que você escolhe. Tudo automático e integrado ao cardápio digital e ao PDV.",
        ctaButtons: heroButtons("Quero Ativar o Programa de Fidelidade"),
      },
      section1: {
        title: "Pontos que o cliente entende e você controla",
        description:
          "Você define as regras uma vez e o sistema cuida do resto: cada pedido concluído gera pontos " +
          "automaticamente, sem nenhuma digitação no caixa.",
        features: [
          "Regra de pontuação por valor gasto, como 1 ponto a cada R$ 1",
          "Catálogo de recompensas com produtos, combos ou descontos",
          "Validade dos pontos configurável para estimular o retorno",
          "Pontos apenas em pedidos entregues ou retirados, nunca em cancelados",
          "Pontuação em pedidos do cardápio digital, do robô de atendimento e do balcão",
        ],
        image: {
          alt:
            "Celular exibindo o saldo de pontos do cliente e a lista de recompensas disponíveis para " +
            "resgate",
          placeholder: {
            title: "Saldo de pontos no cardápio",
            subtitle: "Recompensas a um toque do cliente",
          },
        },
      },
      section2: {
        title: "Resgate simples, no momento do pedido",
        description:
          "O cliente vê quantos pontos tem e o que já pode trocar enquanto monta o pedido. Quando falta " +
          "pouco para uma recompensa, o próprio cardápio avisa.",
        features: [
          "Saldo e extrato de pontos visíveis no cardápio digital",
          "Resgate da recompensa direto no carrinho",
          "Aviso de quanto falta para a próxima recompensa",
          "Lembrete ao cliente antes de os pontos expirarem",
          "Consulta e resgate também no PDV, pelo telefone do cliente",
        ],
        image: {
          alt: "Carrinho do cardápio digital com uma recompensa resgatada e os pontos ganhos no pedido",
          placeholder: { title: "Resgate no carrinho", subtitle: "Recompensa aplicada na hora" },
        },
      },
      benefitsSection: {
        title: "Por que ter um programa de fidelidade",
        description:
          "Conquistar um cliente novo custa mais do que manter quem já compra de você. A fidelidade " +
          "trabalha a seu favor a cada pedido.",
        benefits: [
          {
            title: "Mais recompra",
            description:
              "Quem está perto de uma recompensa tem um motivo concreto para pedir de novo na sua loja.",
          },
          {
            title: "Menos dependência de desconto",
            description: "Em vez de baixar o preço para todos, você premia quem realmente volta.",
          },
          {
            title: "Canal próprio mais forte",
            description:
              "Pontos válidos no seu cardápio digital incentivam pedidos diretos, sem comissão de " +
              "marketplace.",
          },
          {
            title: "Zero trabalho manual",
            description:
              "Nada de cartão carimbado ou planilha: pontos e resgates são calculados pelo sistema.",
          },
          {
            title: "Dados para decidir",
            description:
              "Relatórios mostram quantos clientes participam, quantos pontos foram resgatados e quanto as " +
              "recompensas custaram.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem fideliza com a Gama",
        description: "Resultados típicos de lojas que mantêm o programa de pontos ativo por alguns meses.",
        results: [
          {
            metric: "Frequência de recompra",
            value: "+25%",
            description: "Clientes participantes voltam a pedir com mais frequência.",
          },
          {
            metric: "Ticket médio",
            value: "+12%",
            description: "Quem está perto de uma recompensa costuma completar o pedido para pontuar mais.",
          },
          {
            metric: "Pedidos no canal próprio",
            value: "+30%",
            description: "Mais pedidos pelo cardápio digital, sem comissão de intermediários.",
          },
        ],
        testimonial: {
          text:
            "Antes a gente usava cartão carimbado e metade dos clientes perdia o cartão. Com os pontos no " +
            "cardápio digital, o pessoal acompanha o saldo e pede de novo para ganhar o açaí de 500 ml. A " +
            "recompra aumentou já no primeiro mês.",
          author: "Juliana M.",
          company: "Açaí da Praça",
          stats: statsStores,
        },
      },
      finalCta: {
        title: "Comece a fidelizar seus clientes ainda hoje",
        description:
          "Ative o Programa de Fidelidade, defina suas recompensas e veja os clientes voltarem com mais " +
          "frequência.",
        benefits: [
          "Regras de pontos e recompensas definidas por você",
          "Saldo visível no cardápio digital e no PDV",
          "Pontuação automática a cada pedido concluído",
          `Teste grátis de ${facts.diasDeTeste} dias, sem taxa de adesão`,
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "cashback",
    title: "Cashback",
    shortDescription:
      "Devolva parte do valor de cada pedido como crédito para a próxima compra no seu canal próprio.",
    longDescription:
      "O cashback devolve ao cliente um percentual do pedido em forma de crédito, que só pode ser usado em " +
      "uma nova compra na sua loja. É um incentivo fácil de entender, que aumenta a recompra e traz para o " +
      "seu cardápio digital quem hoje pede pelo marketplace.",
    icon: "coins",
    category: "fidelizacao",
    detailsPage: {
      hero: {
        title: "Dinheiro de volta que vira o próximo pedido",
        description:
          "Ofereça um percentual de cashback em cada compra e deixe o crédito esperando o cliente no " +
          "cardápio digital. Ele sente que ganhou, e você garante a próxima venda.",
        ctaButtons: heroButtons("Quero Ativar o Cashback"),
      },
      section1: {
        title: "Regras de cashback do jeito da sua loja",
        description:
          "Defina quanto devolver, quando o crédito é liberado e em quais pedidos ele vale, sempre " +
          "protegendo a sua margem.",
        features: [
          "Percentual de cashback por pedido definido por você",
          "Crédito liberado somente depois que o pedido é concluído",
          "Validade do saldo para criar senso de urgência",
          "Valor mínimo de pedido para usar o crédito",
          "Limite de uso do saldo em cada pedido",
          "Percentuais diferentes por dia da semana para movimentar os dias fracos",
        ],
        image: {
          alt:
            "Painel de configuração do cashback com campos de percentual, validade do crédito e pedido " +
            "mínimo",
          placeholder: {
            title: "Configuração do cashback",
            subtitle: "Percentual, validade e regras de uso",
          },
        },
      },
      section2: {
        title: "Crédito visível onde o cliente compra",
        description:
          "O saldo aparece assim que o cliente se identifica no cardápio digital, pronto para ser abatido " +
          "no total do pedido.",
        features: [
          "Saldo exibido no cardápio digital logo após a identificação do cliente",
          "Abatimento automático na finalização do pedido",
          "Uso do crédito também no PDV, pelo telefone do cliente",
          "Aviso de crédito disponível e de saldo prestes a expirar",
          "Extrato com créditos ganhos, usados e expirados",
        ],
        image: {
          alt: "Carrinho do cardápio digital com o saldo de cashback descontado do total do pedido",
          placeholder: { title: "Cashback no carrinho", subtitle: "Crédito abatido na finalização" },
        },
      },
      benefitsSection: {
        title: "Vantagens do cashback para o seu delivery",
        description:
          "Um incentivo que o cliente entende na hora e que só gera custo quando ele volta a comprar.",
        benefits: [
          {
            title: "Custo só na recompra",
            description:
              "O crédito só é usado em um novo pedido, então o benefício sempre vem acompanhado de uma " +
              "venda.",
          },
          {
            title: "Migração para o canal próprio",
            description:
              "Crédito válido apenas no seu cardápio digital estimula o cliente a pedir sem intermediários.",
          },
          {
            title: "Margem protegida",
            description: "Pedido mínimo, validade e limite por pedido evitam que o cashback vire prejuízo.",
          },
          {
            title: "Mensagem simples",
            description:
              "“Ganhe 5% de volta” é uma oferta mais clara para o cliente do que regras complexas.",
          },
          {
            title: "Acompanhamento completo",
            description:
              "Relatórios mostram o crédito emitido, usado e expirado, e quanto de venda ele gerou.",
          },
        ],
      },
      resultsSection: {
        title: "O que o cashback traz de resultado",
        description: "Indicadores típicos de lojas que oferecem cashback no canal próprio.",
        results: [
          {
            metric: "Recompra em 30 dias",
            value: "+20%",
            description: "Mais clientes voltam a pedir dentro do prazo de validade do crédito.",
          },
          {
            metric: "Pedidos no cardápio digital",
            value: "+35%",
            description: "Clientes trocam o marketplace pelo canal próprio para usar o saldo.",
          },
          {
            metric: "Comissões de marketplace",
            value: "-15%",
            description: "Menos pedidos intermediados significam menos taxas no fim do mês.",
          },
        ],
        testimonial: {
          text:
            "Colocamos 5% de cashback só no cardápio próprio e muitos clientes que pediam pelo marketplace " +
            "passaram a pedir direto com a gente. No fim do mês, a diferença na comissão paga fica bem " +
            "visível.",
          author: "Rafael S.",
          company: "Pizzaria Forno de Pedra",
          stats: statsCoverage,
        },
      },
      finalCta: {
        title: "Ative o cashback e garanta o próximo pedido",
        description:
          "Configure o percentual, a validade e as regras de uso em poucos minutos e comece a devolver " +
          "crédito aos seus clientes.",
        benefits: [
          "Percentual e validade definidos por você",
          "Crédito usado direto no cardápio digital e no PDV",
          "Regras que protegem a sua margem",
          "Sem taxa de adesão e sem fidelidade",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama retorna em até 1 hora, em horário comercial. Sem compromisso.",
        ),
      },
    },
  },
  {
    id: "indique-e-ganhe",
    title: "Indique e Ganhe",
    shortDescription:
      "Seus clientes indicam amigos com um link exclusivo e os dois ganham recompensa no pedido.",
    longDescription:
      "Cada cliente recebe um link ou código de indicação para compartilhar com amigos e família. Quem " +
      "chega pela indicação ganha um benefício no primeiro pedido, e quem indicou é recompensado assim que " +
      "esse pedido é concluído.",
    icon: "user-plus",
    category: "fidelizacao",
    detailsPage: {
      hero: {
        title: "Seus clientes viram os melhores divulgadores da sua loja",
        description:
          "Com o Indique e Ganhe, a recomendação boca a boca passa a ter regra, recompensa e " +
          "acompanhamento. Você atrai clientes novos e só paga a recompensa quando eles realmente compram.",
        ctaButtons: heroButtons("Quero Ativar o Indique e Ganhe"),
      },
      section1: {
        title: "Indicação fácil de compartilhar",
        description:
          "O cliente encontra o próprio link de indicação no cardápio digital e envia para quem quiser, " +
          "por mensagem ou pelas redes sociais.",
        features: [
          "Link e código de indicação exclusivos para cada cliente",
          "Compartilhamento em um toque pelo WhatsApp e pelas redes sociais",
          "Benefício de boas-vindas para o amigo no primeiro pedido",
          "Recompensa para quem indicou em cupom, crédito ou pontos de fidelidade",
          "Acompanhamento, pelo cliente, das indicações que já viraram pedido",
        ],
        image: {
          alt:
            "Tela do cardápio digital com o link de indicação do cliente e o botão para compartilhar com " +
            "amigos",
          placeholder: { title: "Link de indicação", subtitle: "Compartilhado em um toque" },
        },
      },
      section2: {
        title: "Regras que evitam abuso",
        description:
          "A recompensa só é liberada quando o amigo indicado conclui o primeiro pedido, e o sistema " +
          "confere se ele é realmente um cliente novo.",
        features: [
          "Recompensa liberada apenas após o primeiro pedido concluído",
          "Validação de cliente novo pelo número de telefone",
          "Bloqueio de autoindicação",
          "Pedido mínimo para o benefício do indicado",
          "Limite de recompensas por cliente e validade configurável",
        ],
        image: {
          alt: "Painel da loja com a lista de indicações, a situação de cada uma e as recompensas liberadas",
          placeholder: { title: "Painel de indicações", subtitle: "Quem indicou, quem comprou, quem ganhou" },
        },
      },
      benefitsSection: {
        title: "Crescimento com a confiança de quem já compra de você",
        description: "Uma indicação de amigo convence mais do que qualquer anúncio, e custa menos.",
        benefits: [
          {
            title: "Cliente novo mais barato",
            description:
              "A recompensa só é paga quando o indicado faz o primeiro pedido, sem gasto antecipado com " +
              "mídia.",
          },
          {
            title: "Clientes que chegam confiando",
            description: "Quem vem por indicação já ouviu falar bem da loja e tende a voltar.",
          },
          {
            title: "Dois clientes engajados",
            description:
              "O indicado ganha um motivo para experimentar, e quem indicou ganha um motivo para pedir de " +
              "novo.",
          },
          {
            title: "Integrado à fidelização",
            description: "As recompensas podem ser pontos do programa de fidelidade ou crédito de cashback.",
          },
          {
            title: "Resultado mensurável",
            description:
              "Veja quantas indicações viraram pedidos, quanto faturaram e quem são os seus maiores " +
              "divulgadores.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados do boca a boca organizado",
        description: "Referências de lojas que divulgam o programa no cardápio digital e nas embalagens.",
        results: [
          {
            metric: "Clientes novos no mês",
            value: "+15%",
            description: "Mais clientes novos chegando pelos links de indicação.",
          },
          {
            metric: "Custo por cliente novo",
            value: "-30%",
            description: "Em comparação com anúncios pagos nas redes sociais.",
          },
          {
            metric: "Frequência de quem indica",
            value: "+20%",
            description: "A recompensa traz de volta também o cliente que fez a indicação.",
          },
        ],
      },
      finalCta: {
        title: "Transforme clientes satisfeitos em novos pedidos",
        description:
          "Ative o Indique e Ganhe, escolha as recompensas e deixe seus clientes espalharem a notícia.",
        benefits: [
          "Link de indicação exclusivo para cada cliente",
          "Recompensas em cupom, crédito ou pontos",
          "Regras contra fraude e autoindicação",
          "Painel com indicações e pedidos gerados",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "roleta-da-sorte",
    title: "Roleta da Sorte",
    shortDescription:
      "Depois do pedido, o cliente gira a roleta e ganha cupons e brindes para usar na próxima compra.",
    longDescription:
      "A Roleta da Sorte leva um momento de diversão para o fim do pedido: o cliente gira e descobre na " +
      "hora o prêmio que ganhou. Você escolhe os prêmios, a chance de cada um e a validade, e o cupom fica " +
      "guardado para a próxima compra.",
    icon: "disc",
    category: "fidelizacao",
    detailsPage: {
      hero: {
        title: "Um giro de sorte que termina em um novo pedido",
        description:
          "Gamifique a experiência de compra: a cada pedido concluído, o cliente gira a Roleta da Sorte e " +
          "ganha cupons, frete grátis ou brindes que valem na próxima compra.",
        ctaButtons: heroButtons("Quero Ativar a Roleta da Sorte"),
      },
      section1: {
        title: "Prêmios e chances sob o seu controle",
        description:
          "Monte a roleta com prêmios que cabem no seu orçamento e defina a probabilidade e a quantidade " +
          "máxima de cada um.",
        features: [
          "Prêmios em cupom percentual, valor fixo, frete grátis ou produto de brinde",
          "Chance de cada prêmio definida em percentual",
          "Quantidade máxima de cada prêmio por dia ou por campanha",
          "Fatias de “Não foi dessa vez” para equilibrar o custo",
          "Cores e nome da roleta com a identidade da loja",
        ],
        image: {
          alt: "Roleta colorida com prêmios como frete grátis, sobremesa de brinde e 10% de desconto",
          placeholder: { title: "Roleta com a cara da loja", subtitle: "Prêmios e chances configuráveis" },
        },
      },
      section2: {
        title: "Diversão que traz o cliente de volta",
        description:
          "O giro acontece logo após a confirmação do pedido, e o prêmio fica salvo no cadastro do cliente " +
          "com data de validade.",
        features: [
          "Um giro por pedido concluído, sem brechas para abuso",
          "Prêmio salvo automaticamente no cadastro do cliente",
          "Cupom aplicado na próxima compra pelo cardápio digital",
          "Validade curta para estimular um retorno rápido",
          "Relatório de giros, prêmios entregues e cupons usados",
        ],
        image: {
          alt: "Tela de confirmação do pedido com a roleta girando e a mensagem do prêmio ganho pelo cliente",
          placeholder: { title: "Giro após o pedido", subtitle: "Prêmio guardado para a próxima compra" },
        },
      },
      benefitsSection: {
        title: "Por que gamificar o seu delivery",
        description: "Jogos simples prendem a atenção e criam expectativa, e expectativa vira recompra.",
        benefits: [
          {
            title: "Experiência memorável",
            description: "O cliente lembra da sua loja pelo momento divertido, não só pela comida.",
          },
          {
            title: "Retorno programado",
            description:
              "Todo prêmio vale para a próxima compra, com prazo, e isso estimula o cliente a voltar logo.",
          },
          {
            title: "Custo previsível",
            description:
              "Você define a chance e o limite de cada prêmio e sabe exatamente quanto a ação pode custar.",
          },
          {
            title: "Assunto nas redes sociais",
            description: "Clientes compartilham o que ganharam e divulgam a loja sem custo para você.",
          },
          {
            title: "Renovação fácil",
            description:
              "Troque os prêmios por temporada, em datas comemorativas ou em lançamentos do cardápio.",
          },
        ],
      },
      resultsSection: {
        title: "O efeito da Roleta da Sorte",
        description:
          "Resultados de referência de lojas que oferecem a roleta em todos os pedidos do canal próprio.",
        results: [
          {
            metric: "Retorno em até 15 dias",
            value: "+18%",
            description: "Mais clientes voltam a pedir dentro da validade do prêmio.",
          },
          {
            metric: "Prêmios resgatados",
            value: "40%",
            description: "Parcela dos cupons ganhos na roleta que vira um novo pedido.",
          },
          {
            metric: "Pedidos no canal próprio",
            value: "+20%",
            description: "A roleta é exclusiva do cardápio digital e incentiva o pedido direto.",
          },
        ],
        testimonial: {
          text:
            "A roleta virou brincadeira entre os clientes: eles fazem o pedido, giram e postam o prêmio no " +
            "Instagram. Como o cupom vale por poucos dias, voltam logo para usar. Foi a ação mais barata " +
            "que já fizemos para aumentar a recompra.",
          author: "Camila R.",
          company: "Smash do Bairro",
          stats: statsOrders,
        },
      },
      finalCta: {
        title: "Coloque a sorte para trabalhar pelas suas vendas",
        description:
          "Ative a Roleta da Sorte, escolha os prêmios e ofereça aos seus clientes um motivo divertido " +
          "para voltar.",
        benefits: [
          "Prêmios, chances e limites definidos por você",
          "Um giro por pedido concluído",
          "Cupons válidos para a próxima compra",
          "Relatório de prêmios entregues e usados",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "campanhas-whatsapp",
    title: "Campanhas no WhatsApp",
    shortDescription:
      "Envie campanhas pelo WhatsApp para listas segmentadas de clientes, no canal com 98% de taxa de " +
      "abertura.",
    longDescription:
      "Dispare promoções, lançamentos e cupons pelo WhatsApp para grupos de clientes escolhidos no seu " +
      "CRM, como inativos, frequentes ou aniversariantes. Com taxa de abertura de 98%, o WhatsApp é o " +
      "caminho mais direto para o cliente pedir hoje. A funcionalidade está em fase final de " +
      "desenvolvimento e chega em breve.",
    icon: "megaphone",
    category: "marketing",
    badge: { text: "Em breve", color: "yellow" },
    detailsPage: {
      hero: {
        title: "Promoções que chegam aonde o cliente realmente lê",
        description:
          "As mensagens de WhatsApp têm taxa de abertura de 98%. Com as Campanhas no WhatsApp da Gama, " +
          "você envia a oferta certa para o público certo, com personalização e agendamento, direto do seu " +
          "painel.",
        ctaButtons: heroButtons("Quero Ser Avisado do Lançamento"),
      },
      section1: {
        title: "Listas segmentadas a partir dos seus pedidos",
        description:
          "Use os dados do CRM para escolher quem recebe cada campanha, sem planilhas nem cópia manual de " +
          "contatos.",
        features: [
          "Segmentos prontos: clientes novos, frequentes, inativos e aniversariantes",
          "Filtros por bairro, ticket médio e data do último pedido",
          "Envio apenas para clientes que autorizaram receber mensagens",
          "Opção de descadastro em todas as campanhas",
          "Exclusão de quem já pediu no dia, para não incomodar",
        ],
        image: {
          alt:
            "Painel de criação de campanha com a seleção do segmento de clientes sem pedir há mais de 30 " +
            "dias",
          placeholder: { title: "Escolha do público", subtitle: "Segmentos direto do CRM" },
        },
      },
      section2: {
        title: "Mensagens personalizadas e agendadas",
        description:
          "Monte a mensagem com o nome do cliente, a foto do produto e o link do cardápio, e programe o " +
          "envio para o melhor horário.",
        features: [
          "Modelos de mensagem com o nome do cliente e um cupom exclusivo",
          "Foto do produto e link direto para o cardápio digital",
          "Agendamento para os horários de maior movimento, como o fim da tarde",
          "Envio em lotes, respeitando as políticas do WhatsApp",
          "Relatório de entregas, leituras, cliques e pedidos gerados",
        ],
        image: {
          alt:
            "Celular exibindo uma promoção no WhatsApp com foto de pizza, cupom exclusivo e link para o " +
            "cardápio",
          placeholder: { title: "Promoção no WhatsApp", subtitle: "Mensagem personalizada com cupom" },
        },
      },
      benefitsSection: {
        title: "Por que vender com campanhas no WhatsApp",
        description:
          "É no WhatsApp que o seu cliente conversa todos os dias. Uma campanha bem segmentada vira pedido " +
          "em poucos minutos.",
        benefits: [
          {
            title: "Alcance real",
            description:
              "Com 98% de taxa de abertura, a sua oferta é vista, ao contrário de e-mails e publicações " +
              "que se perdem no meio de tantas outras.",
          },
          {
            title: "Público certo",
            description:
              "Cada campanha vai para quem tem mais chance de comprar, sem gastar mensagens com quem não " +
              "se interessa.",
          },
          {
            title: "Clientes inativos de volta",
            description: "Um cupom personalizado para quem sumiu é o jeito mais rápido de recuperar pedidos.",
          },
          {
            title: "Venda nos dias fracos",
            description:
              "Dispare uma oferta na segunda-feira e movimente a cozinha quando o movimento costuma cair.",
          },
          {
            title: "Resultado medido",
            description: "Saiba quantos pedidos e quanto faturamento cada campanha gerou.",
          },
        ],
      },
      resultsSection: {
        title: "O potencial das campanhas no WhatsApp",
        description: "Referências do canal para você planejar as suas primeiras campanhas.",
        results: [
          {
            metric: "Taxa de abertura",
            value: "98%",
            description: "As mensagens de WhatsApp são abertas por quase todos que as recebem.",
          },
          {
            metric: "Clientes inativos reativados",
            value: "10%",
            description: "Parcela típica de inativos que volta a pedir depois de uma campanha com cupom.",
          },
          {
            metric: "Pedidos no dia da campanha",
            value: "+25%",
            description: "Aumento de pedidos no dia do envio de uma campanha bem segmentada.",
          },
        ],
      },
      finalCta: {
        title: "Seja um dos primeiros a usar as Campanhas no WhatsApp",
        description:
          "A funcionalidade chega em breve. Deixe seu contato para receber o aviso de lançamento e conheça " +
          "desde já o CRM que vai alimentar as suas campanhas.",
        benefits: [
          "Aviso em primeira mão do lançamento",
          "Segmentação integrada ao CRM da Gama",
          "Mensagens personalizadas e agendadas",
          "Relatório de pedidos gerados por campanha",
        ],
        form: {
          title: "Receba o aviso de lançamento",
          disclaimer:
            "Ao enviar este formulário, nossa equipe entra em contato em até 1 hora, em horário comercial, para contar as novidades.",
        },
      },
    },
  },
  {
    id: "crm",
    title: "CRM de Clientes",
    shortDescription:
      "Conheça cada cliente: histórico de pedidos, frequência, ticket médio e segmentos prontos para agir.",
    longDescription:
      "O CRM reúne em um só lugar todos os clientes da sua loja, com histórico de pedidos, valor gasto e " +
      "preferências. Segmentos automáticos mostram quem são os clientes frequentes, os novos e os que " +
      "pararam de pedir, para você saber exatamente com quem falar.",
    icon: "users",
    category: "marketing",
    detailsPage: {
      hero: {
        title: "Sua base de clientes organizada para vender mais",
        description:
          "Cada pedido alimenta o cadastro do cliente automaticamente. Com o CRM da Gama você enxerga quem " +
          "compra, quanto gasta, com que frequência e quem está sumindo, e age antes de perder a venda.",
        ctaButtons: heroButtons("Quero Ativar o CRM"),
      },
      section1: {
        title: "Ficha completa de cada cliente",
        description:
          "Tudo o que o cliente já pediu, em qualquer canal da loja, fica registrado em uma única ficha.",
        features: [
          "Cadastro automático a partir do primeiro pedido",
          "Histórico de pedidos do cardápio digital, do robô de atendimento e do balcão",
          "Ticket médio, total gasto e data do último pedido",
          "Itens favoritos e observações frequentes, como “sem cebola”",
          "Endereços de entrega e formas de pagamento mais usadas",
          "Etiquetas personalizadas, como VIP ou cliente corporativo",
        ],
        image: {
          alt:
            "Ficha do cliente com histórico de pedidos, ticket médio, itens favoritos e data do último " +
            "pedido",
          placeholder: { title: "Ficha do cliente", subtitle: "Histórico completo em um só lugar" },
        },
      },
      section2: {
        title: "Segmentação automática por comportamento",
        description:
          "O sistema classifica os clientes por recência, frequência e valor gasto e atualiza os grupos a " +
          "cada novo pedido.",
        features: [
          "Clientes novos, com apenas um pedido",
          "Clientes frequentes, que pedem toda semana",
          "Clientes inativos, sem pedir há 30, 60 ou 90 dias",
          "Aniversariantes do dia e do mês",
          "Filtros por bairro, ticket médio e canal do pedido",
          "Exportação das listas em planilha",
        ],
        image: {
          alt:
            "Painel de segmentos com a quantidade de clientes novos, frequentes, inativos e " +
            "aniversariantes do mês",
          placeholder: {
            title: "Segmentos de clientes",
            subtitle: "Novos, frequentes, inativos e aniversariantes",
          },
        },
      },
      benefitsSection: {
        title: "O que muda quando você conhece seus clientes",
        description:
          "As decisões de marketing deixam de ser palpite e passam a se basear nos pedidos reais da sua " +
          "loja.",
        benefits: [
          {
            title: "Recuperação de inativos",
            description:
              "Identifique quem parou de pedir e ofereça um motivo para voltar antes que ele se acostume " +
              "com a concorrência.",
          },
          {
            title: "Atendimento personalizado",
            description:
              "O atendente vê o histórico na hora do pedido e já sabe o que o cliente costuma escolher.",
          },
          {
            title: "Aniversários que vendem",
            description:
              "Um cupom no dia do aniversário é um gesto simples que costuma render um pedido de " +
              "comemoração.",
          },
          {
            title: "Promoções mais certeiras",
            description:
              "Ofertas diferentes para clientes frequentes e para novos, sem desconto desnecessário.",
          },
          {
            title: "Dados protegidos",
            description:
              "Informações dos clientes guardadas com segurança e acesso controlado por usuário, em linha " +
              "com a LGPD.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem usa o CRM",
        description: "Indicadores de lojas que acompanham os segmentos de clientes toda semana.",
        results: [
          {
            metric: "Clientes inativos recuperados",
            value: "+15%",
            description: "Mais clientes voltam a pedir com ações direcionadas aos inativos.",
          },
          {
            metric: "Ticket médio",
            value: "+10%",
            description: "Ofertas baseadas nos itens favoritos aumentam o valor dos pedidos.",
          },
          {
            metric: "Tempo de atendimento por telefone",
            value: "-30%",
            description: "Endereço e pedido habitual aparecem na tela assim que o cliente é identificado.",
          },
        ],
        testimonial: {
          text:
            "Descobri que tinha mais de 400 clientes sem pedir havia dois meses. Exportei a lista, mandei " +
            "um cupom só para esse grupo e quase 60 voltaram na mesma semana. Sem o CRM, eu nem saberia " +
            "quem eram essas pessoas.",
          author: "Paulo H.",
          company: "Cantina Nonna Rosa",
          stats: statsRevenue,
        },
      },
      finalCta: {
        title: "Conheça seus clientes e venda mais para eles",
        description:
          "Ative o CRM da Gama e tenha a sua base de clientes organizada automaticamente a partir de cada " +
          "pedido.",
        benefits: [
          "Cadastro automático a cada pedido",
          "Segmentos de clientes novos, frequentes e inativos",
          "Lista de aniversariantes do mês",
          "Exportação de listas para as suas ações",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "google-analytics",
    title: "Google Analytics",
    shortDescription:
      "Conecte o Google Analytics ao seu site de delivery e acompanhe visitas, origem do tráfego e pedidos.",
    longDescription:
      "Informe o ID de medição do Google Analytics 4 ou o contêiner do Google Tag Manager, e o seu " +
      "cardápio digital passa a enviar as visitas e as etapas do pedido automaticamente. Você descobre de " +
      "onde vêm os clientes, em que ponto eles desistem e quais campanhas realmente geram vendas.",
    icon: "chart-line",
    category: "marketing",
    detailsPage: {
      hero: {
        title: "Saiba de onde vêm os seus pedidos e onde você perde vendas",
        description:
          "Integre o seu site de delivery próprio ao Google Analytics sem mexer em código. Acompanhe o " +
          "caminho do cliente da primeira visita ao pedido finalizado e invista em marketing com base em " +
          "dados.",
        ctaButtons: heroButtons("Quero Conectar o Google Analytics"),
      },
      section1: {
        title: "Integração sem código",
        description:
          "Basta colar o identificador no painel da Gama. A marcação das páginas e dos eventos do pedido " +
          "já vem pronta.",
        features: [
          "Compatível com o Google Analytics 4",
          "Suporte a contêiner do Google Tag Manager para outras tags",
          "Eventos prontos: item visualizado, item no carrinho, início da finalização e pedido concluído",
          "Valor do pedido enviado junto com cada conversão",
          "Leitura de parâmetros UTM para identificar cada campanha",
        ],
        image: {
          alt: "Configurações da Gama com o campo para informar o ID de medição do Google Analytics 4",
          placeholder: { title: "Conexão com o Analytics", subtitle: "Basta colar o ID de medição" },
        },
      },
      section2: {
        title: "Funil de conversão do seu cardápio",
        description:
          "Veja quantas pessoas entram no cardápio, quantas adicionam itens ao carrinho e quantas " +
          "finalizam o pedido.",
        features: [
          "Visitas por dia, horário e tipo de dispositivo",
          "Origem do tráfego: Instagram, Google, links de campanha e acesso direto",
          "Taxa de conversão de visitas em pedidos",
          "Produtos mais vistos e mais adicionados ao carrinho",
          "Etapa em que o cliente abandona a compra",
        ],
        image: {
          alt: "Relatório do Google Analytics com o funil de visitas, carrinhos e pedidos do delivery",
          placeholder: { title: "Funil de conversão", subtitle: "Da visita ao pedido concluído" },
        },
      },
      benefitsSection: {
        title: "Marketing com dados, não com achismo",
        description: "Quando você mede, sabe onde investir e o que corrigir no seu cardápio.",
        benefits: [
          {
            title: "Investimento certeiro",
            description:
              "Descubra quais anúncios e publicações trazem pedidos e corte o que só traz curtidas.",
          },
          {
            title: "Cardápio otimizado",
            description:
              "Produtos muito vistos e pouco pedidos indicam foto, descrição ou preço que merecem revisão.",
          },
          {
            title: "Menos carrinhos abandonados",
            description: "Saber em que etapa o cliente desiste ajuda a simplificar a finalização do pedido.",
          },
          {
            title: "Dados da sua empresa",
            description:
              "As informações ficam na conta do Google Analytics da sua empresa, sob o seu controle.",
          },
          {
            title: "Anúncios mais eficientes",
            description: "Conversões medidas corretamente ajudam a otimizar as suas campanhas pagas.",
          },
        ],
      },
      resultsSection: {
        title: "O que a medição traz de resultado",
        description: "Ganhos típicos de lojas que passam a acompanhar o funil e a ajustar o cardápio.",
        results: [
          {
            metric: "Conversão do cardápio digital",
            value: "+15%",
            description: "Ajustes guiados pelos dados de abandono aumentam os pedidos finalizados.",
          },
          {
            metric: "Custo por pedido em anúncios",
            value: "-20%",
            description: "Verba concentrada nas campanhas que realmente convertem.",
          },
          {
            metric: "Tempo de configuração",
            value: "5 min",
            description: "Basta informar o ID de medição no painel da Gama.",
          },
        ],
      },
      finalCta: {
        title: "Comece a medir o seu delivery hoje",
        description:
          "Conecte o Google Analytics ao seu cardápio digital e descubra o que faz os seus clientes pedirem.",
        benefits: [
          "Integração com o Google Analytics 4 sem código",
          "Eventos do pedido configurados automaticamente",
          "Origem de cada visita e de cada venda",
          "Dados na conta da sua própria empresa",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama retorna em até 1 hora, em horário comercial. Sem compromisso.",
        ),
      },
    },
  },
  {
    id: "sistema-avaliacoes",
    title: "Sistema de Avaliações",
    shortDescription:
      "Clientes avaliam cada pedido, você responde e acompanha a reputação da loja em um painel.",
    longDescription:
      "Após a entrega, o cliente recebe um convite para dar nota ao pedido e deixar um comentário. Você " +
      "responde pelo painel, recebe alertas das avaliações negativas e acompanha a nota média da loja ao " +
      "longo do tempo.",
    icon: "star",
    category: "marketing",
    detailsPage: {
      hero: {
        title: "Ouça cada cliente e cuide da reputação da sua loja",
        description:
          "Colete avaliações de todos os pedidos, responda com agilidade e transforme a opinião dos " +
          "clientes em melhorias na cozinha, na embalagem e na entrega.",
        ctaButtons: heroButtons("Quero Ativar as Avaliações"),
      },
      section1: {
        title: "Avaliação no momento certo",
        description:
          "O convite chega logo após a entrega, quando a experiência ainda está fresca, e o cliente " +
          "responde em poucos segundos.",
        features: [
          "Convite automático após a entrega ou a retirada",
          "Nota de 1 a 5 estrelas e comentário opcional",
          "Notas separadas para comida, embalagem e entrega",
          "Avaliação vinculada ao pedido, aos itens e ao entregador",
          "Nota média da loja exibida no cardápio digital",
        ],
        image: {
          alt: "Celular com estrelas de avaliação para comida, embalagem e entrega e um campo de comentário",
          placeholder: { title: "Avaliação do pedido", subtitle: "Poucos segundos para o cliente" },
        },
      },
      section2: {
        title: "Painel de reputação e respostas",
        description: "Todas as avaliações em um só lugar, com filtros e indicadores para você agir rápido.",
        features: [
          "Resposta ao cliente direto pelo painel",
          "Alerta imediato de avaliações com nota baixa",
          "Nota média por período, por produto e por entregador",
          "Filtros por nota, data e canal do pedido",
          "Cupom de desculpas para reconquistar clientes insatisfeitos",
        ],
        image: {
          alt: "Painel de reputação com a nota média da loja, gráfico semanal e avaliações recentes",
          placeholder: { title: "Painel de reputação", subtitle: "Nota média e alertas em tempo real" },
        },
      },
      benefitsSection: {
        title: "Reputação que vende por você",
        description: "Clientes confiam em lojas bem avaliadas, e quem ouve o cliente melhora mais rápido.",
        benefits: [
          {
            title: "Problemas resolvidos cedo",
            description:
              "O alerta de nota baixa permite falar com o cliente antes que a insatisfação vire reclamação " +
              "pública.",
          },
          {
            title: "Melhoria contínua",
            description: "Notas por produto e por entregador mostram exatamente onde ajustar a operação.",
          },
          {
            title: "Mais confiança no cardápio",
            description:
              "Uma boa nota média exibida no cardápio digital ajuda quem ainda não conhece a loja a decidir.",
          },
          {
            title: "Cliente ouvido, cliente fiel",
            description: "Responder a cada avaliação mostra cuidado e aumenta a chance de o cliente voltar.",
          },
          {
            title: "Equipe reconhecida",
            description:
              "Use as avaliações para valorizar a cozinha e os entregadores que fazem a diferença.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem acompanha as avaliações",
        description: "Referências de lojas que respondem às avaliações e tratam os alertas no mesmo dia.",
        results: [
          {
            metric: "Avaliações recebidas",
            value: "3x",
            description: "O convite automático multiplica o número de clientes que avaliam.",
          },
          {
            metric: "Nota média da loja",
            value: "+0,4",
            description: "Melhora média da nota após alguns meses de ajustes guiados pelos comentários.",
          },
          {
            metric: "Recompra após nota baixa",
            value: "+30%",
            description: "Mais clientes insatisfeitos voltam a pedir depois de um contato rápido da loja.",
          },
        ],
        testimonial: {
          text:
            "Antes eu só descobria um problema quando a reclamação já estava nas redes sociais. Agora " +
            "recebo o alerta da nota baixa na hora, ligo para o cliente e resolvo no mesmo dia. Nossa nota " +
            "média subiu e os elogios à embalagem aumentaram.",
          author: "Fernanda L.",
          company: "Temakeria Maré Alta",
          stats: statsStores,
        },
      },
      finalCta: {
        title: "Comece a ouvir seus clientes hoje",
        description:
          "Ative o Sistema de Avaliações e acompanhe a reputação da sua loja a cada pedido entregue.",
        benefits: [
          "Convite de avaliação automático após a entrega",
          "Alertas de nota baixa em tempo real",
          "Respostas direto pelo painel",
          "Nota média exibida no cardápio digital",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "cupom-de-desconto",
    title: "Cupom de Desconto",
    shortDescription:
      "Crie cupons percentuais, de valor fixo ou frete grátis, com pedido mínimo, validade e limite de usos.",
    longDescription:
      "Crie cupons para atrair clientes novos, movimentar os dias fracos ou divulgar lançamentos, com " +
      "regras que protegem a sua margem. Defina o tipo de desconto, o pedido mínimo, a validade e a " +
      "quantidade de usos, e acompanhe quanto cada cupom vendeu.",
    icon: "badge-percent",
    category: "marketing",
    detailsPage: {
      hero: {
        title: "Promoções com regras claras e margem protegida",
        description:
          "Com o Cupom de Desconto da Gama você cria ofertas em poucos cliques, divulga um código fácil de " +
          "lembrar e controla exatamente quem pode usar, quando e quantas vezes.",
        ctaButtons: heroButtons("Quero Criar Meus Cupons"),
      },
      section1: {
        title: "Um tipo de cupom para cada objetivo",
        description: "Escolha o formato de desconto que faz mais sentido para a sua estratégia.",
        features: [
          "Desconto percentual ou em valor fixo",
          "Cupom de frete grátis",
          "Cupom exclusivo para o primeiro pedido",
          "Desconto em produtos ou categorias específicas",
          "Códigos personalizados e fáceis de lembrar, como PIZZA10",
          "Cupons válidos só em determinados dias e horários",
        ],
        image: {
          alt: "Tela de criação de cupom com as opções de desconto percentual, valor fixo e frete grátis",
          placeholder: { title: "Criação de cupom", subtitle: "Percentual, valor fixo ou frete grátis" },
        },
      },
      section2: {
        title: "Regras que evitam prejuízo",
        description:
          "Cada cupom tem limites definidos por você, conferidos automaticamente no momento do pedido.",
        features: [
          "Valor mínimo de pedido para aplicar o desconto",
          "Data de início e de fim da validade",
          "Limite total de usos e limite por cliente",
          "Valor máximo de desconto nos cupons percentuais",
          "Relatório de usos, faturamento gerado e desconto concedido",
        ],
        image: {
          alt:
            "Relatório de cupons com a quantidade de usos, o faturamento gerado e o total de desconto " +
            "concedido",
          placeholder: { title: "Relatório de cupons", subtitle: "Quanto cada promoção vendeu" },
        },
      },
      benefitsSection: {
        title: "Cupons que trabalham a favor do seu caixa",
        description: "Um desconto bem planejado atrai clientes e gera volume sem corroer a margem.",
        benefits: [
          {
            title: "Atração de novos clientes",
            description: "Um cupom de primeiro pedido reduz a barreira para quem ainda não conhece a loja.",
          },
          {
            title: "Dias fracos mais movimentados",
            description:
              "Cupons válidos só em dias e horários específicos levam pedidos para quando a cozinha está " +
              "ociosa.",
          },
          {
            title: "Ticket médio maior",
            description: "O pedido mínimo faz o cliente adicionar mais um item para garantir o desconto.",
          },
          {
            title: "Divulgação mensurável",
            description:
              "Um código diferente para cada canal, como Instagram ou panfleto, mostra de onde vêm os " +
              "pedidos.",
          },
          {
            title: "Controle total",
            description: "Limites de uso e validade impedem que uma promoção saia do orçamento.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados com cupons bem planejados",
        description: "Referências de lojas que usam cupons com pedido mínimo e validade definida.",
        results: [
          {
            metric: "Clientes novos no mês",
            value: "+25%",
            description: "Cupons de primeiro pedido aceleram a chegada de novos clientes.",
          },
          {
            metric: "Ticket médio com cupom",
            value: "+15%",
            description: "O pedido mínimo estimula o cliente a completar o pedido.",
          },
          {
            metric: "Pedidos em dias fracos",
            value: "+30%",
            description: "Cupons por dia da semana equilibram o movimento da cozinha.",
          },
        ],
        testimonial: {
          text:
            "Criamos um cupom de primeiro pedido com valor mínimo e limite de um uso por cliente. Atraímos " +
            "muita gente nova sem ver a margem escapar, e o relatório mostra exatamente quanto cada cupom " +
            "vendeu.",
          author: "Diego A.",
          company: "Pastelaria Sabor de Feira",
          stats: statsCoverage,
        },
      },
      finalCta: {
        title: "Crie seu primeiro cupom em poucos minutos",
        description: "Ative o Cupom de Desconto e lance promoções com regras claras, sem risco de prejuízo.",
        benefits: [
          "Cupons percentuais, de valor fixo e de frete grátis",
          "Pedido mínimo, validade e limite de usos",
          "Cupons exclusivos para o primeiro pedido",
          "Relatório de vendas por cupom",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "fiscal-nfce",
    title: "Emissão de NFC-e",
    shortDescription:
      "Emita NFC-e automaticamente a partir dos pedidos e do PDV, com autorização da SEFAZ em segundos.",
    longDescription:
      "A Nota Fiscal de Consumidor Eletrônica é emitida direto do pedido, no delivery ou no balcão, sem " +
      "redigitar nada. O sistema envia a nota para autorização da SEFAZ, imprime o DANFE NFC-e com QR Code " +
      "e guarda os arquivos XML para o seu contador.",
    icon: "receipt",
    category: "fiscal",
    detailsPage: {
      hero: {
        title: "Nota fiscal emitida sem parar a operação",
        description:
          "Com a emissão de NFC-e integrada da Gama, cada venda do PDV, do cardápio digital ou do balcão " +
          "gera a nota fiscal automaticamente, com autorização da SEFAZ e os dados tributários corretos de " +
          "cada produto.",
        ctaButtons: heroButtons("Quero Emitir NFC-e com a Gama"),
      },
      section1: {
        title: "Emissão integrada aos pedidos e ao PDV",
        description:
          "A nota nasce do pedido: itens, valores e formas de pagamento já vêm preenchidos, sem digitação " +
          "nem sistema separado.",
        features: [
          "Emissão automática ao concluir o pedido ou com um clique no PDV",
          "Autorização em tempo real junto à SEFAZ do seu estado",
          "DANFE NFC-e impresso com QR Code para consulta",
          "CPF ou CNPJ do consumidor na nota, quando solicitado",
          "Envio do link da nota ao cliente por WhatsApp ou e-mail",
          "Emissão em contingência quando a SEFAZ fica indisponível",
        ],
        image: {
          alt:
            "Caixa do PDV finalizando uma venda com a NFC-e autorizada e o DANFE com QR Code saindo na " +
            "impressora",
          placeholder: { title: "NFC-e no PDV", subtitle: "Nota autorizada em segundos" },
        },
      },
      section2: {
        title: "Dados fiscais corretos e contador tranquilo",
        description:
          "Configure a tributação uma vez em cada produto e deixe o sistema aplicar as regras em todas as " +
          "notas.",
        features: [
          "Cadastro de NCM, CFOP, CST ou CSOSN e alíquotas por produto",
          "Valor aproximado dos tributos na nota, conforme a Lei 12.741/2012",
          "Cancelamento de notas e inutilização de numeração pelo painel",
          "Armazenamento seguro dos XML autorizados",
          "Exportação mensal dos XML para o contador",
          "Emissão com o certificado digital A1 da sua empresa",
        ],
        image: {
          alt:
            "Tela de cadastro de produto com os campos fiscais NCM, CFOP, CSOSN e alíquota de ICMS " +
            "preenchidos",
          placeholder: {
            title: "Tributação por produto",
            subtitle: "Configure uma vez, use em todas as notas",
          },
        },
      },
      benefitsSection: {
        title: "Por que emitir NFC-e pela Gama",
        description: "Regularidade fiscal sem atrasar o atendimento nem depender de um segundo sistema.",
        benefits: [
          {
            title: "Operação mais rápida",
            description: "A nota sai junto com o pedido, sem fila no caixa nem redigitação de itens.",
          },
          {
            title: "Menos erros fiscais",
            description:
              "A tributação cadastrada por produto evita notas com dados incorretos e rejeições da SEFAZ.",
          },
          {
            title: "Tudo em um só sistema",
            description:
              "Pedidos, PDV, estoque e notas fiscais conversam entre si, sem integrações improvisadas.",
          },
          {
            title: "Contador em dia",
            description:
              "Os XML ficam organizados por mês e prontos para envio, sem trabalho extra no fechamento.",
          },
          {
            title: "Menos papel",
            description:
              "Quando o cliente prefere, a nota vai por link, com economia de bobina na impressora.",
          },
        ],
      },
      resultsSection: {
        title: "O impacto da NFC-e integrada",
        description: "Ganhos típicos de lojas que deixaram de emitir notas em um sistema separado.",
        results: [
          {
            metric: "Tempo de fechamento no caixa",
            value: "-40%",
            description: "Sem redigitar os itens em outro programa para emitir a nota.",
          },
          {
            metric: "Notas rejeitadas",
            value: "-60%",
            description: "Dados fiscais cadastrados por produto reduzem os erros de preenchimento.",
          },
          {
            metric: "Horas economizadas por mês",
            value: "10 h",
            description: "Menos tempo com conferência de notas e envio de arquivos ao contador.",
          },
        ],
        testimonial: {
          text:
            "A nota sai sozinha quando o pedido fecha, seja no balcão, seja no delivery. Acabou a fila no " +
            "caixa por causa de nota, e o meu contador recebe os XML do mês sem eu precisar correr atrás " +
            "de nada.",
          author: "Marcos T.",
          company: "Restaurante Tempero Mineiro",
          stats: statsOrders,
        },
      },
      finalCta: {
        title: "Emita suas notas fiscais sem complicação",
        description:
          "Ative a emissão de NFC-e integrada e deixe cada venda sair com a nota certa, autorizada pela " +
          "SEFAZ.",
        benefits: [
          "NFC-e emitida direto do pedido e do PDV",
          "Tributação configurada por produto",
          "XML organizados para o contador",
          "Implantação acompanhada pela nossa equipe",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "emissao-nfe",
    title: "Emissão de NF-e",
    shortDescription:
      "Emita NF-e modelo 55 para vendas a empresas, devoluções, remessas e transferências entre lojas.",
    longDescription:
      "Quando o cliente é uma empresa ou a operação não é uma venda ao consumidor final, a nota certa é a " +
      "NF-e modelo 55. Com a Gama você emite, corrige, cancela e envia a nota sem sair do sistema, " +
      "aproveitando os cadastros de produtos e clientes que já existem.",
    icon: "file-text",
    category: "fiscal",
    detailsPage: {
      hero: {
        title: "NF-e para vendas corporativas e outras operações",
        description:
          "Atenda empresas, eventos e pedidos corporativos com a nota fiscal eletrônica modelo 55, e " +
          "resolva devoluções, remessas e transferências entre filiais no mesmo sistema que você já usa no " +
          "dia a dia.",
        ctaButtons: heroButtons("Quero Emitir NF-e com a Gama"),
      },
      section1: {
        title: "Vendas para clientes com CNPJ",
        description:
          "Empresas que compram refeições para a equipe ou lanches para eventos costumam exigir NF-e. " +
          "Emita a nota a partir do próprio pedido.",
        features: [
          "NF-e gerada a partir de um pedido ou criada manualmente",
          "Cadastro de clientes pessoa jurídica com CNPJ, inscrição estadual e endereço",
          "Dados de faturamento salvos para as próximas notas",
          "Envio automático do XML e do DANFE por e-mail ao cliente",
          "Informações de pagamento e duplicatas para vendas a prazo",
        ],
        image: {
          alt:
            "Tela de emissão de NF-e com os dados da empresa cliente, os itens do pedido e os totais da " +
            "nota",
          placeholder: { title: "NF-e para empresas", subtitle: "Nota gerada a partir do pedido" },
        },
      },
      section2: {
        title: "Outras operações fiscais no mesmo lugar",
        description: "Além da venda, a NF-e cobre as movimentações que o dia a dia de uma loja exige.",
        features: [
          "Devolução de mercadorias a fornecedores",
          "Transferência de estoque entre filiais",
          "Remessas e outras naturezas de operação configuráveis",
          "Carta de correção eletrônica (CC-e)",
          "Cancelamento de notas e inutilização de numeração",
          "Consulta e download das notas emitidas por período",
        ],
        image: {
          alt: "Lista de NF-e emitidas com natureza da operação, destinatário, valor e situação na SEFAZ",
          placeholder: { title: "Notas emitidas", subtitle: "Vendas, devoluções e transferências" },
        },
      },
      benefitsSection: {
        title: "Vantagens de emitir NF-e pela Gama",
        description: "Menos sistemas, menos retrabalho e mais controle sobre as operações fiscais da loja.",
        benefits: [
          {
            title: "Mais vendas corporativas",
            description: "Atenda empresas e eventos que exigem NF-e, sem recusar pedidos por falta de nota.",
          },
          {
            title: "Sem redigitação",
            description:
              "Produtos, preços e tributação vêm do cadastro que você já usa no PDV e no cardápio.",
          },
          {
            title: "Estoque atualizado",
            description:
              "Devoluções e transferências emitidas pela Gama movimentam o estoque automaticamente.",
          },
          {
            title: "Correções sem dor de cabeça",
            description:
              "Carta de correção, cancelamento e inutilização resolvidos pelo painel, sem outro programa.",
          },
          {
            title: "Arquivos organizados",
            description: "XML e DANFE guardados e disponíveis para o seu contador a qualquer momento.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados da NF-e integrada",
        description: "Ganhos de referência para lojas que atendem clientes corporativos.",
        results: [
          {
            metric: "Tempo para emitir uma NF-e",
            value: "-60%",
            description: "Os dados do pedido e do cliente já vêm preenchidos.",
          },
          {
            metric: "Vendas para empresas",
            value: "+20%",
            description: "Pedidos corporativos que antes eram recusados por falta de nota.",
          },
          {
            metric: "Erros de digitação",
            value: "-70%",
            description: "As informações vêm dos cadastros, sem digitação manual.",
          },
        ],
      },
      finalCta: {
        title: "Emita NF-e sem sair da Gama",
        description:
          "Ative a emissão de NF-e e atenda empresas, devoluções e transferências com a mesma facilidade " +
          "do dia a dia.",
        benefits: [
          "NF-e modelo 55 a partir do pedido",
          "Carta de correção, cancelamento e inutilização",
          "Devoluções e transferências com estoque atualizado",
          "XML e DANFE enviados automaticamente ao cliente",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "manifesto-notas-dfe",
    title: "Manifestação do Destinatário (DF-e)",
    shortDescription:
      "Veja as NF-e emitidas contra o seu CNPJ, manifeste cada nota e importe as compras direto para o " +
      "estoque.",
    longDescription:
      "O sistema consulta a SEFAZ e lista automaticamente as notas fiscais que os fornecedores emitiram " +
      "contra o CNPJ da sua loja. Você registra a manifestação de cada uma, baixa o XML completo e lança a " +
      "compra no estoque e no contas a pagar sem digitar item por item.",
    icon: "file-check",
    category: "fiscal",
    detailsPage: {
      hero: {
        title: "Todas as notas dos seus fornecedores, sem digitar nada",
        description:
          "Com a Manifestação do Destinatário integrada, a Gama busca as NF-e emitidas contra o seu CNPJ, " +
          "registra a sua manifestação junto à SEFAZ e transforma cada nota em entrada de estoque em " +
          "poucos cliques.",
        ctaButtons: heroButtons("Quero Ativar a Manifestação de Notas"),
      },
      section1: {
        title: "Controle das notas emitidas contra o seu CNPJ",
        description:
          "Nenhuma nota passa despercebida: a consulta à SEFAZ é feita automaticamente e as notas novas " +
          "aparecem no painel.",
        features: [
          "Consulta automática das NF-e destinadas ao seu CNPJ",
          "Lista com fornecedor, número, data de emissão e valor",
          "Ciência da operação para liberar o download do XML completo",
          "Confirmação da operação, desconhecimento ou operação não realizada",
          "Identificação de notas emitidas indevidamente contra a sua empresa",
        ],
        image: {
          alt: "Painel com as notas de fornecedores recebidas, os valores e a situação da manifestação",
          placeholder: { title: "Notas de fornecedores", subtitle: "Consulta automática na SEFAZ" },
        },
      },
      section2: {
        title: "Da nota para o estoque em poucos cliques",
        description:
          "Depois de baixar o XML, a nota vira entrada de mercadoria: os itens do fornecedor são " +
          "vinculados aos seus insumos uma única vez.",
        features: [
          "Vínculo dos produtos do fornecedor aos itens do seu estoque",
          "Conversão de unidades, como caixa com 12 unidades ou fardo em quilos",
          "Atualização automática do custo dos insumos",
          "Lançamento das parcelas da nota no contas a pagar",
          "Vínculos lembrados nas próximas compras do mesmo fornecedor",
          "XML das compras guardados para o contador",
        ],
        image: {
          alt:
            "Tela de importação da nota com os itens do fornecedor ligados aos insumos e as quantidades " +
            "convertidas",
          placeholder: {
            title: "Importação para o estoque",
            subtitle: "Entrada de mercadoria sem digitação",
          },
        },
      },
      benefitsSection: {
        title: "Por que manifestar notas pela Gama",
        description:
          "Compras registradas corretamente significam estoque confiável, custo real dos pratos e menos " +
          "risco fiscal.",
        benefits: [
          {
            title: "Entrada de mercadoria rápida",
            description:
              "Uma nota com dezenas de itens entra no estoque em minutos, sem digitação linha a linha.",
          },
          {
            title: "Custo sempre atualizado",
            description:
              "O preço pago ao fornecedor atualiza o custo dos insumos e ajuda a calcular a margem de cada " +
              "prato.",
          },
          {
            title: "Proteção contra fraudes",
            description:
              "Notas emitidas indevidamente contra o seu CNPJ aparecem no painel e podem ser recusadas com " +
              "o desconhecimento da operação.",
          },
          {
            title: "Contas a pagar em dia",
            description:
              "As parcelas da nota viram lançamentos financeiros automaticamente, com os vencimentos.",
          },
          {
            title: "Contador satisfeito",
            description: "Os XML das compras ficam organizados por mês, prontos para a escrituração.",
          },
        ],
      },
      resultsSection: {
        title: "O que muda na rotina de compras",
        description: "Ganhos de referência de lojas que pararam de lançar as notas de compra manualmente.",
        results: [
          {
            metric: "Tempo de entrada de mercadoria",
            value: "-80%",
            description: "Itens importados do XML em vez de digitados.",
          },
          {
            metric: "Divergências de estoque",
            value: "-30%",
            description: "Quantidades e unidades vêm da nota, sem erros de digitação.",
          },
          {
            metric: "Notas esquecidas",
            value: "Zero",
            description: "Toda NF-e emitida contra o seu CNPJ aparece no painel.",
          },
        ],
      },
      finalCta: {
        title: "Automatize a entrada das suas compras",
        description:
          "Ative a Manifestação do Destinatário e deixe a Gama buscar, manifestar e importar as notas dos " +
          "seus fornecedores.",
        benefits: [
          "Consulta automática das notas contra o seu CNPJ",
          "Manifestação registrada junto à SEFAZ",
          "Importação dos itens direto para o estoque",
          "Parcelas lançadas no contas a pagar",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama retorna em até 1 hora, em horário comercial. Sem compromisso.",
        ),
      },
    },
  },
  {
    id: "speed-fiscal",
    title: "SPED Fiscal",
    shortDescription:
      "Gere o arquivo do SPED Fiscal (EFD ICMS/IPI) com as notas e o estoque da loja, pronto para o seu " +
      "contador.",
    longDescription:
      "A Gama reúne as notas de entrada e saída, os cadastros de produtos e participantes e o inventário " +
      "de estoque e gera o arquivo da EFD ICMS/IPI no leiaute oficial, pronto para o contador validar e " +
      "transmitir. A obrigação costuma valer para empresas fora do Simples Nacional, e o seu contador " +
      "confirma se é o seu caso.",
    icon: "file-spreadsheet",
    category: "fiscal",
    detailsPage: {
      hero: {
        title: "SPED Fiscal sem planilhas e sem retrabalho",
        description:
          "Para lojas obrigadas à Escrituração Fiscal Digital do ICMS e do IPI, a Gama gera o arquivo " +
          "mensal a partir das notas e do estoque que já estão no sistema. O contador recebe um arquivo " +
          "completo e ganha tempo para cuidar do que importa.",
        ctaButtons: heroButtons("Quero Gerar o SPED Fiscal"),
      },
      section1: {
        title: "Arquivo gerado a partir dos dados da loja",
        description:
          "Nada de exportar relatórios e montar o arquivo à mão: as informações vêm das operações " +
          "registradas na Gama.",
        features: [
          "Notas de saída: NFC-e e NF-e emitidas no período",
          "Notas de entrada importadas pela manifestação do destinatário",
          "Cadastros de produtos, unidades e participantes (Bloco 0)",
          "Registros dos documentos fiscais (Bloco C)",
          "Inventário de estoque (Bloco H), quando exigido",
        ],
        image: {
          alt:
            "Tela de geração do SPED Fiscal com a seleção do período, os blocos incluídos e o botão de " +
            "download",
          placeholder: { title: "Geração do arquivo", subtitle: "Período escolhido, arquivo pronto" },
        },
      },
      section2: {
        title: "Conferência antes de enviar ao contador",
        description:
          "Antes de gerar o arquivo, o sistema aponta pendências comuns que costumam causar erros na " +
          "validação.",
        features: [
          "Alerta de produtos sem NCM ou com unidade inconsistente",
          "Aviso de notas canceladas ou pendentes no período",
          "Resumo de entradas e saídas por CFOP para conferência",
          "Arquivo no leiaute oficial da EFD ICMS/IPI, pronto para o validador (PVA)",
          "Histórico dos arquivos gerados em cada mês",
        ],
        image: {
          alt: "Relatório de pendências fiscais listando produtos sem NCM e um resumo de valores por CFOP",
          placeholder: { title: "Pendências antes do envio", subtitle: "Arquivo mais limpo para o contador" },
        },
      },
      benefitsSection: {
        title: "Vantagens do SPED Fiscal integrado",
        description:
          "Quando notas, estoque e cadastros estão no mesmo sistema, a obrigação fiscal deixa de ser um " +
          "problema no fim do mês.",
        benefits: [
          {
            title: "Menos horas de contabilidade",
            description:
              "O contador recebe o arquivo pronto e não precisa redigitar notas, o que pode reduzir o " +
              "custo do serviço.",
          },
          {
            title: "Prazos cumpridos",
            description: "O arquivo do mês é gerado em minutos, longe da correria do vencimento.",
          },
          {
            title: "Dados consistentes",
            description:
              "Notas, estoque e cadastros vêm da mesma base, evitando divergências entre o que foi vendido " +
              "e o que foi declarado.",
          },
          {
            title: "Menos risco de autuação",
            description: "Pendências apontadas antes da geração reduzem os erros de escrituração.",
          },
          {
            title: "Histórico organizado",
            description: "Os arquivos dos meses anteriores ficam guardados para consulta e reenvio.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no fechamento fiscal",
        description: "Ganhos de referência para lojas que passaram a gerar o SPED Fiscal pela Gama.",
        results: [
          {
            metric: "Tempo de preparação do arquivo",
            value: "-70%",
            description: "Dados reunidos automaticamente, sem planilhas.",
          },
          {
            metric: "Retrabalho com o contador",
            value: "-50%",
            description: "Pendências corrigidas antes do envio do arquivo.",
          },
          {
            metric: "Geração do arquivo",
            value: "10 min",
            description: "Do período escolhido ao arquivo pronto para validação.",
          },
        ],
      },
      finalCta: {
        title: "Simplifique o seu SPED Fiscal",
        description:
          "Ative a geração da EFD ICMS/IPI e entregue ao seu contador um arquivo completo todos os meses.",
        benefits: [
          "Arquivo no leiaute oficial da EFD ICMS/IPI",
          "Notas de entrada e saída reunidas automaticamente",
          "Alertas de pendências antes da geração",
          "Histórico mensal dos arquivos gerados",
        ],
        form: specialistForm,
      },
    },
  },
];
