import { facts, freeTrial } from "../facts";
import { heroButtons, specialistForm, specialistFormSaying } from "./parts";
import type { Feature } from "./schema";

export const features: Feature[] = [
  {
    id: "modulo-financeiro",
    title: "Módulo Financeiro",
    shortDescription: "Contas a pagar e a receber, fluxo de caixa e DRE integrados às vendas da sua loja.",
    longDescription:
      "Centralize as finanças do delivery em um só lugar: as vendas entram automaticamente, separadas por " +
      "forma de pagamento, e as despesas ficam organizadas em contas a pagar. Com fluxo de caixa e DRE " +
      "sempre atualizados, você sabe quanto a loja fatura, quanto gasta e quanto realmente sobra no fim do " +
      "mês.",
    icon: "wallet",
    category: "gestao",
    badge: { text: "Nova", color: "green" },
    detailsPage: {
      hero: {
        title: "Saiba exatamente quanto a sua loja lucra",
        description:
          "O Módulo Financeiro da Gama reúne vendas, despesas e recebimentos em um painel único. Acompanhe " +
          "o fluxo de caixa dia a dia e feche o mês com a DRE pronta, sem planilhas paralelas.",
        ctaButtons: heroButtons("Quero Ativar o Módulo Financeiro"),
      },
      section1: {
        title: "Contas a pagar e a receber sob controle",
        description:
          "Cadastre fornecedores e despesas fixas e variáveis e acompanhe cada vencimento. Os recebimentos " +
          "das vendas entram sozinhos, já separados por forma de pagamento.",
        features: [
          "Contas a pagar com vencimento, categoria e fornecedor",
          "Contas a receber geradas automaticamente a partir das vendas",
          "Vendas separadas por forma de pagamento: dinheiro, Pix, cartão e marketplaces",
          "Visão clara das contas vencidas e a vencer",
          "Baixa de pagamentos com registro de data e valor",
        ],
        image: {
          alt: "Tela do Módulo Financeiro com a lista de contas a pagar e a receber da semana",
          placeholder: {
            title: "Contas a pagar e a receber",
            subtitle: "Vencimentos organizados por semana",
          },
        },
      },
      section2: {
        title: "Fluxo de caixa e DRE para decidir com segurança",
        description:
          "Veja o saldo previsto para os próximos dias e o resultado de cada mês em formato de DRE: " +
          "receitas, custos, despesas e lucro, prontos para analisar ou compartilhar com o seu contador.",
        features: [
          "Fluxo de caixa diário, semanal e mensal",
          "Saldo projetado com base nas contas em aberto",
          "DRE gerencial com receitas, custos, despesas e resultado",
          "Comparativo entre meses para identificar variações",
          "Despesas organizadas por categoria para facilitar a análise",
        ],
        image: {
          alt: "Gráfico de fluxo de caixa do mês ao lado de uma DRE resumida no painel da Gama",
          placeholder: { title: "Fluxo de caixa e DRE", subtitle: "O resultado do mês em poucos cliques" },
        },
      },
      benefitsSection: {
        title: "Por que usar o Módulo Financeiro",
        description: "Menos planilha e mais clareza para tomar decisões sobre o seu negócio.",
        benefits: [
          {
            title: "Fim das planilhas paralelas",
            description: "Vendas e despesas ficam no mesmo sistema, sem digitar tudo duas vezes.",
          },
          {
            title: "Lucro real, não estimado",
            description: "A DRE mostra o que sobra depois de custos, taxas e despesas fixas.",
          },
          {
            title: "Vendas por forma de pagamento",
            description:
              "Saiba quanto entrou em Pix, dinheiro e cartão e planeje o caixa de acordo com os " +
              "recebimentos.",
          },
          {
            title: "Nenhuma conta esquecida",
            description: "Vencimentos organizados evitam juros, multas e atrasos com fornecedores.",
          },
          {
            title: "Conversa mais fácil com o contador",
            description: "Informações organizadas por categoria agilizam o fechamento do mês.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem organizou as finanças com a Gama",
        description:
          "Lojistas que centralizam vendas e despesas no Módulo Financeiro ganham tempo e previsibilidade.",
        results: [
          {
            metric: "Tempo gasto com planilhas",
            value: "-50%",
            description: "As vendas são lançadas automaticamente e reduzem o trabalho manual.",
          },
          {
            metric: "Contas pagas com atraso",
            value: "-30%",
            description: "Vencimentos sempre à vista evitam juros e multas com fornecedores.",
          },
          {
            metric: "Fechamento do mês",
            value: "2x",
            description: "Com os lançamentos já categorizados, o fechamento fica duas vezes mais rápido.",
          },
        ],
        testimonial: {
          text:
            "Antes eu só sabia se o mês tinha sido bom quando olhava o extrato do banco. Hoje abro a DRE " +
            "na Gama e vejo na hora quanto a pizzaria lucrou e para onde foi cada real.",
          author: "Juliana M.",
          company: "Pizzaria Forno de Pedra",
          stats: {
            companies: "+3.000 lojas confiam na Gama",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Tenha as finanças da sua loja na palma da mão",
        description:
          "Ative o Módulo Financeiro e acompanhe fluxo de caixa, contas e DRE integrados às suas vendas.",
        benefits: [
          "Contas a pagar e a receber em um só lugar",
          "DRE e fluxo de caixa sempre atualizados",
          freeTrial,
          "Sem taxa de adesão e sem fidelidade",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "controle-estoque",
    title: "Controle de Estoque",
    shortDescription:
      "Estoque por insumo com baixa automática a cada venda, alertas de estoque mínimo e registro de " +
      "compras.",
    longDescription:
      "Controle cada insumo da sua cozinha, do pão de hambúrguer ao queijo da pizza. A cada venda, o " +
      "sistema dá baixa automática nos ingredientes usados, de acordo com a ficha técnica do produto, e " +
      "avisa quando algum item chega ao estoque mínimo.",
    icon: "package",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Estoque sempre atualizado, venda após venda",
        description:
          "Chega de contar tudo no fim do dia para descobrir o que falta. Com o Controle de Estoque da " +
          "Gama, cada pedido baixa os insumos automaticamente e você sabe o que comprar antes que acabe.",
        ctaButtons: heroButtons("Quero Ativar o Controle de Estoque"),
      },
      section1: {
        title: "Baixa automática pela ficha técnica",
        description:
          "Cada produto do cardápio é ligado aos insumos que usa. Quando o pedido é vendido, seja no " +
          "delivery, no balcão ou na mesa, o estoque é atualizado na hora.",
        features: [
          "Estoque por insumo, em unidades, quilos ou litros",
          "Baixa automática a cada venda, de acordo com a ficha técnica",
          "Vendas de todos os canais descontadas do mesmo estoque",
          "Registro de perdas e ajustes com o motivo de cada um",
          "Histórico de movimentações por insumo",
        ],
        image: {
          alt: "Lista de insumos com a quantidade atual de cada um, atualizada logo após um pedido",
          placeholder: { title: "Estoque por insumo", subtitle: "Baixa automática a cada venda" },
        },
      },
      section2: {
        title: "Alertas e compras sem surpresa",
        description:
          "Defina um estoque mínimo para cada insumo e receba o alerta antes que ele falte. Registre as " +
          "compras dos fornecedores e mantenha quantidades e custos sempre corretos.",
        features: [
          "Estoque mínimo configurável por insumo",
          "Alertas de reposição no painel da loja",
          "Visão rápida dos itens abaixo do mínimo",
          "Entrada de compras com fornecedor, quantidade e custo",
          "Custo dos insumos atualizado a cada compra",
        ],
        image: {
          alt: "Painel com alertas de estoque mínimo e o registro de uma compra de fornecedor",
          placeholder: { title: "Alertas de estoque mínimo", subtitle: "Reposição antes de faltar" },
        },
      },
      benefitsSection: {
        title: "Vantagens do Controle de Estoque",
        description: "Menos desperdício, menos item esgotado e compras mais inteligentes.",
        benefits: [
          {
            title: "Menos produto em falta",
            description: "Alertas de estoque mínimo evitam pausar itens do cardápio no meio do movimento.",
          },
          {
            title: "Desperdício sob controle",
            description: "O registro de perdas mostra para onde os insumos estão indo.",
          },
          {
            title: "Compras na medida certa",
            description: "Compre com base no consumo real, sem excesso de mercadoria parada.",
          },
          {
            title: "Contagem mais rápida",
            description:
              "O saldo do sistema serve de referência e a conferência física vira só uma checagem.",
          },
          {
            title: "Custo real de cada prato",
            description: "Integrado à ficha técnica, o estoque alimenta o cálculo do CMV da loja.",
          },
        ],
      },
      resultsSection: {
        title: "O que muda no dia a dia da cozinha",
        description:
          "Lojas que controlam o estoque por insumo ganham previsibilidade nas compras e reduzem perdas.",
        results: [
          {
            metric: "Desperdício de insumos",
            value: "-20%",
            description: "Com perdas registradas e compras ajustadas ao consumo real.",
          },
          {
            metric: "Itens esgotados no cardápio",
            value: "-35%",
            description: "Os alertas de estoque mínimo antecipam a reposição.",
          },
          {
            metric: "Tempo de contagem do estoque",
            value: "-50%",
            description: "O saldo atualizado a cada venda agiliza a conferência física.",
          },
        ],
        testimonial: {
          text:
            "A gente vivia ficando sem bacon na sexta à noite. Com o alerta de estoque mínimo, o pedido ao " +
            "fornecedor sai na quarta-feira e o cardápio não para mais.",
          author: "Rafael S.",
          company: "Hamburgueria Chapa Quente",
          stats: {
            companies: "Mais de 3.000 lojas em todos os estados",
            implementation: `Pronto para usar em até ${facts.minutosDeImplantacao} minutos`,
            support: "Atendimento humano todos os dias, das 09h às 00h",
            satisfaction: "94,53% de NPS nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Controle o seu estoque sem planilha e sem susto",
        description: "Ative o Controle de Estoque e acompanhe cada insumo em tempo real, da compra à venda.",
        benefits: [
          "Baixa automática pela ficha técnica",
          "Alertas de estoque mínimo",
          freeTrial,
          "Sem taxa de adesão",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama responde em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "roteirizacao-entregas",
    title: "Roteirização de Entregas",
    shortDescription:
      "Agrupe pedidos por região, gere rotas otimizadas no mapa e despache para os entregadores em poucos " +
      "cliques.",
    longDescription:
      "Veja no mapa todos os pedidos prontos para sair, agrupados por região, e monte rotas que fazem o " +
      "entregador rodar menos. Em poucos cliques a rota é despachada para o entregador, e a sua loja " +
      "entrega mais pedidos por hora sem aumentar a equipe.",
    icon: "route",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Mais entregas por viagem, menos quilômetros rodados",
        description:
          "A Roteirização de Entregas da Gama organiza os pedidos no mapa, sugere a melhor sequência de " +
          "paradas e envia a rota direto para o entregador.",
        ctaButtons: heroButtons("Quero Ativar a Roteirização"),
      },
      section1: {
        title: "Pedidos agrupados por região no mapa",
        description:
          "Cada pedido aparece no mapa pelo endereço do cliente. Você enxerga de uma vez quais entregas " +
          "estão próximas e monta viagens que fazem sentido.",
        features: [
          "Mapa com todos os pedidos aguardando entrega",
          "Agrupamento automático por bairro ou região",
          "Destaque para os pedidos que estão há mais tempo esperando",
          "Viagens montadas pela sugestão do sistema ou manualmente",
          "Visão das áreas de entrega atendidas pela loja",
        ],
        image: {
          alt: "Mapa da cidade com os pedidos marcados em cores diferentes conforme a região de entrega",
          placeholder: { title: "Pedidos no mapa", subtitle: "Agrupados por região" },
        },
      },
      section2: {
        title: "Rotas otimizadas e despacho para o entregador",
        description:
          "O sistema calcula a ordem de paradas mais eficiente para cada viagem. Com um clique, você " +
          "atribui a rota a um entregador e acompanha a saída de cada pedido.",
        features: [
          "Sequência de entregas otimizada pela distância",
          "Despacho da rota para o entregador escolhido",
          "Rota no celular do entregador, integrada ao App do Entregador",
          "Cliente avisado quando o pedido sai para entrega",
          "Histórico de rotas e entregas por entregador",
        ],
        image: {
          alt: "Rota otimizada com a sequência numerada de paradas e o nome do entregador responsável",
          placeholder: { title: "Rota otimizada", subtitle: "Despacho em um clique" },
        },
      },
      benefitsSection: {
        title: "Benefícios da Roteirização de Entregas",
        description: "Entregas mais rápidas para o cliente e menor custo por pedido para a loja.",
        benefits: [
          {
            title: "Entregas mais rápidas",
            description:
              "Rotas na ordem certa reduzem o tempo entre a saída do pedido e a chegada ao cliente.",
          },
          {
            title: "Menor custo por entrega",
            description: "Menos quilômetros rodados significam menos combustível e mais pedidos por viagem.",
          },
          {
            title: "Despacho sem confusão",
            description: "Nada de decidir no grito quem leva qual pedido: tudo fica registrado no sistema.",
          },
          {
            title: "Horário de pico organizado",
            description:
              "Em dias de chuva ou no sábado à noite, o mapa mostra onde concentrar os entregadores.",
          },
          {
            title: "Cliente mais satisfeito",
            description: "Pedido que chega quente e no prazo rende avaliações melhores e novas compras.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados na operação de entrega",
        description:
          "A roteirização ajuda a loja a aproveitar melhor cada entregador, principalmente nos horários de " +
          "pico.",
        results: [
          {
            metric: "Pedidos por viagem",
            value: "+30%",
            description: "Agrupar entregas próximas aumenta o número de pedidos levados em cada saída.",
          },
          {
            metric: "Quilômetros rodados",
            value: "-20%",
            description: "A sequência otimizada evita idas e voltas pelo mesmo bairro.",
          },
          {
            metric: "Tempo médio de entrega",
            value: "-15%",
            description: "Rotas mais curtas fazem o pedido chegar antes à casa do cliente.",
          },
        ],
      },
      finalCta: {
        title: "Organize as suas entregas com rotas inteligentes",
        description:
          "Ative a Roteirização de Entregas e faça cada entregador render mais em todas as viagens.",
        benefits: [
          "Pedidos agrupados por região no mapa",
          "Rotas otimizadas em poucos cliques",
          "Integração com o App do Entregador",
          freeTrial,
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, retornamos o seu contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "controle-mesa",
    title: "Controle de Mesas",
    shortDescription:
      "Mapa de mesas do salão para abrir, fechar, transferir e dividir contas, com taxa de serviço " +
      "calculada.",
    longDescription:
      "Acompanhe o salão inteiro em um mapa de mesas que mostra quais estão livres, ocupadas ou aguardando " +
      "a conta. Abra e feche mesas, transfira pedidos, divida a conta entre os clientes e aplique a taxa " +
      "de serviço sem recorrer à calculadora.",
    icon: "utensils",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "O seu salão organizado em um mapa de mesas",
        description:
          "Com o Controle de Mesas da Gama, o atendimento no salão fica tão organizado quanto o delivery: " +
          "cada mesa com os seus pedidos, o consumo e a conta na tela do caixa.",
        ctaButtons: heroButtons("Quero Ativar o Controle de Mesas"),
      },
      section1: {
        title: "Mapa de mesas em tempo real",
        description:
          "Monte o mapa conforme a disposição do seu salão e veja a situação de cada mesa por cores. O " +
          "garçom e o caixa sabem na hora onde há cliente esperando.",
        features: [
          "Mapa de mesas personalizado conforme o layout do salão",
          "Status por cor: livre, ocupada e aguardando fechamento",
          "Abertura de mesa com o número de pessoas",
          "Tempo de permanência de cada mesa",
          "Consumo parcial da mesa a qualquer momento",
        ],
        image: {
          alt: "Mapa do salão com mesas em verde, vermelho e amarelo indicando a situação de cada uma",
          placeholder: { title: "Mapa de mesas", subtitle: "O salão em tempo real" },
        },
      },
      section2: {
        title: "Conta fechada sem dor de cabeça",
        description:
          "Na hora de pagar, o sistema faz as contas por você: transfere itens entre mesas, divide o valor " +
          "entre os clientes e calcula a taxa de serviço.",
        features: [
          "Transferência de mesa ou de itens entre mesas",
          "Junção de mesas para grupos grandes",
          "Divisão da conta por pessoa ou por item",
          "Taxa de serviço configurável, com opção de retirada a pedido do cliente",
          "Fechamento com várias formas de pagamento na mesma conta",
        ],
        image: {
          alt: "Tela de fechamento de conta com a divisão por pessoa e a taxa de serviço de 10%",
          placeholder: { title: "Fechamento de conta", subtitle: "Divisão e taxa de serviço" },
        },
      },
      benefitsSection: {
        title: "Por que usar o Controle de Mesas",
        description: "Atendimento mais ágil no salão e menos erros na hora de cobrar.",
        benefits: [
          {
            title: "Menos erros na conta",
            description: "Os pedidos ficam registrados por mesa, sem comanda de papel perdida.",
          },
          {
            title: "Maior giro de mesas",
            description: "Fechamentos rápidos liberam a mesa mais cedo para o próximo cliente.",
          },
          {
            title: "Taxa de serviço correta",
            description: "O cálculo automático evita diferenças e discussões no fechamento.",
          },
          {
            title: "Salão e delivery juntos",
            description: "Mesas, balcão e delivery no mesmo sistema, com um único caixa e um único estoque.",
          },
          {
            title: "Visão completa para o gestor",
            description: "Saiba quais mesas estão ocupadas, há quanto tempo e quanto já consumiram.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados no salão",
        description:
          "Restaurantes que trocaram o papel pelo mapa de mesas atendem mais rápido e fecham as contas sem " +
          "divergências.",
        results: [
          {
            metric: "Tempo de fechamento de conta",
            value: "-40%",
            description: "Divisão da conta e taxa de serviço calculadas automaticamente.",
          },
          {
            metric: "Giro de mesas",
            value: "+15%",
            description: "Mesas liberadas mais cedo nos horários de maior movimento.",
          },
          {
            metric: "Divergências no caixa",
            value: "-50%",
            description: "O consumo registrado por mesa evita itens esquecidos na conta.",
          },
        ],
        testimonial: {
          text:
            "Na sexta e no sábado o salão lota, e antes era comum esquecer um refrigerante ou errar a " +
            "divisão da conta. Com o mapa de mesas, o caixa fecha cada mesa em segundos e sem discussão.",
          author: "Carla R.",
          company: "Cantina Nonna Lúcia",
          stats: {
            companies: "+3.000 lojas atendidas no Brasil",
            implementation: `Implantação em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano todos os dias, das 09h às 00h",
            satisfaction: "NPS de 94,53%",
          },
        },
      },
      finalCta: {
        title: "Leve a organização do delivery para o seu salão",
        description: "Ative o Controle de Mesas e tenha cada mesa, pedido e conta sob controle.",
        benefits: [
          "Mapa de mesas em tempo real",
          "Divisão de conta e taxa de serviço automáticas",
          "Integração com o PDV e o delivery",
          "Sem taxa de adesão e sem fidelidade",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, nossa equipe fala com você em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "controle-mesa2",
    title: "Comanda Eletrônica",
    shortDescription:
      "Garçons lançam os pedidos pelo celular, por mesa ou comanda, e tudo vai direto para a cozinha.",
    longDescription:
      "Com a Comanda Eletrônica, o garçom anota o pedido no próprio celular, vinculado à mesa ou à comanda " +
      "do cliente, e o envia na hora para a cozinha e o bar. Sem bloquinho, sem letra ilegível e sem ida e " +
      "volta até o caixa: o pedido chega certo e o consumo fica registrado para o fechamento.",
    icon: "smartphone",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "O pedido sai da mesa e chega à cozinha em segundos",
        description:
          "Transforme o celular do garçom em uma comanda eletrônica conectada ao seu sistema. Mais " +
          "agilidade no atendimento e nenhum pedido perdido no caminho.",
        ctaButtons: heroButtons("Quero Ativar a Comanda Eletrônica"),
      },
      section1: {
        title: "Pedido anotado no celular do garçom",
        description:
          "O garçom consulta o cardápio completo no celular, escolhe adicionais e observações e lança o " +
          "pedido na mesa ou na comanda certa, sem sair de perto do cliente.",
        features: [
          "Cardápio completo com adicionais e observações",
          "Lançamento por número de mesa ou de comanda individual",
          "Acesso individual para cada garçom",
          "Consulta do consumo da mesa na hora",
          "Uso no celular do próprio garçom ou em aparelhos da casa",
        ],
        image: {
          alt: "Garçom lançando pelo celular um pedido com observações na comanda eletrônica",
          placeholder: { title: "Comanda no celular", subtitle: "Pedido anotado na mesa" },
        },
      },
      section2: {
        title: "Direto para a cozinha, sem intermediários",
        description:
          "Assim que o garçom confirma, o pedido é impresso no setor de produção ou aparece na tela da " +
          "cozinha. O caixa recebe tudo já lançado para o fechamento.",
        features: [
          "Envio imediato para a impressora do setor ou para o KDS",
          "Itens de bar e de cozinha separados automaticamente",
          "Pedidos registrados com o nome do garçom",
          "Relatório de vendas por garçom",
          "Consumo integrado ao Controle de Mesas e ao caixa",
        ],
        image: {
          alt: "Pedido da comanda eletrônica impresso na cozinha e exibido ao mesmo tempo na tela do bar",
          placeholder: { title: "Direto para a produção", subtitle: "Cozinha e bar em segundos" },
        },
      },
      benefitsSection: {
        title: "Vantagens da Comanda Eletrônica",
        description: "Mais velocidade para a equipe e mais precisão em cada pedido.",
        benefits: [
          {
            title: "Atendimento mais rápido",
            description: "O garçom não precisa ir até o caixa ou a cozinha para passar o pedido.",
          },
          {
            title: "Fim do pedido ilegível",
            description: "Itens, adicionais e observações chegam digitados, do jeito que o cliente pediu.",
          },
          {
            title: "Nenhum item fora da conta",
            description: "Tudo o que é lançado entra no consumo da mesa ou da comanda.",
          },
          {
            title: "Desempenho por garçom",
            description: "Acompanhe as vendas e os pedidos lançados por cada profissional.",
          },
          {
            title: "Equipe mais produtiva",
            description: "Com menos deslocamento, cada garçom consegue atender mais mesas.",
          },
        ],
      },
      resultsSection: {
        title: "Ganhos no atendimento",
        description: "A comanda eletrônica encurta o caminho entre o pedido do cliente e a produção.",
        results: [
          {
            metric: "Tempo até o pedido chegar à cozinha",
            value: "-50%",
            description: "O pedido é enviado da própria mesa, sem deslocamento até o caixa.",
          },
          {
            metric: "Erros de pedido",
            value: "-40%",
            description: "Itens e observações digitados evitam trocas e retrabalho.",
          },
          {
            metric: "Mesas atendidas por garçom",
            value: "+20%",
            description: "Menos idas e vindas liberam tempo para cuidar do salão.",
          },
        ],
      },
      finalCta: {
        title: "Modernize o atendimento do seu salão",
        description: "Ative a Comanda Eletrônica e deixe os seus garçons lançarem os pedidos direto da mesa.",
        benefits: [
          "Pedidos pelo celular do garçom",
          "Envio direto para a cozinha e o bar",
          "Integração com o Controle de Mesas e o PDV",
          freeTrial,
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, entraremos em contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "modulo-kds",
    title: "Módulo KDS",
    shortDescription:
      "Pedidos nas telas da cozinha, separados por estação, com tempo de preparo e chamada de pedido pronto.",
    longDescription:
      "O KDS (Kitchen Display System) substitui a comanda impressa por telas na cozinha. Cada estação vê " +
      "apenas os itens que precisa preparar, acompanha o tempo de cada pedido e avisa quando ele está " +
      "pronto para a entrega, a retirada ou a mesa.",
    icon: "monitor",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Cozinha organizada, pedido na hora certa",
        description:
          "Com o Módulo KDS da Gama, os pedidos de todos os canais aparecem nas telas da cozinha em ordem " +
          "de chegada, separados por estação e com o tempo de preparo à vista.",
        ctaButtons: heroButtons("Quero Ativar o Módulo KDS"),
      },
      section1: {
        title: "Pedidos por estação de preparo",
        description:
          "Distribua a produção entre chapa, fritadeira, forno, montagem e bar. Cada tela mostra só o que " +
          "é da sua estação, e a expedição acompanha o pedido completo.",
        features: [
          "Telas por estação: chapa, forno, fritadeira, montagem e bar",
          "Pedidos de delivery, balcão, mesas e marketplaces na mesma fila",
          "Adicionais e observações em destaque",
          "Uso em monitores, TVs ou tablets",
          "Tela de expedição com a visão do pedido completo",
        ],
        image: {
          alt: "Monitor na cozinha exibindo pedidos em colunas, separados por estação de preparo",
          placeholder: { title: "Telas por estação", subtitle: "Cada um vê o que prepara" },
        },
      },
      section2: {
        title: "Tempo de preparo e chamada de pedido pronto",
        description:
          "Cada pedido mostra há quanto tempo está na fila e muda de cor quando passa do tempo ideal. Ao " +
          "terminar, a cozinha chama o pedido pronto e o atendimento é avisado na hora.",
        features: [
          "Cronômetro por pedido, com alerta de atraso por cor",
          "Tempo ideal de preparo configurável",
          "Item e pedido marcados como prontos com um toque",
          "Chamada de pedido pronto para o balcão, o garçom ou o entregador",
          "Relatório de tempo médio de preparo por período e por estação",
        ],
        image: {
          alt: "Pedido destacado em vermelho por atraso e o botão de pedido pronto na tela da cozinha",
          placeholder: { title: "Tempo de preparo", subtitle: "Pedido pronto em um toque" },
        },
      },
      benefitsSection: {
        title: "Por que levar o KDS para a sua cozinha",
        description: "Menos papel, menos pedido esquecido e mais ritmo na produção.",
        benefits: [
          {
            title: "Adeus, comanda perdida",
            description: "Nenhum papel voando ou molhado: o pedido fica na tela até ser concluído.",
          },
          {
            title: "Prioridade clara",
            description: "A ordem de chegada e o tempo de espera mostram o que preparar primeiro.",
          },
          {
            title: "Cozinha sincronizada",
            description: "Estações diferentes finalizam os itens do mesmo pedido no mesmo ritmo.",
          },
          {
            title: "Menos gasto com impressão",
            description: "As comandas de produção saem da impressora e vão para a tela.",
          },
          {
            title: "Gestão baseada em dados",
            description: "Acompanhe o tempo médio de preparo e encontre os gargalos dos horários de pico.",
          },
        ],
      },
      resultsSection: {
        title: "Impacto na produção",
        description: "Cozinhas que trocam o papel pelo KDS ganham ritmo e reduzem atrasos.",
        results: [
          {
            metric: "Tempo médio de preparo",
            value: "-20%",
            description: "Cada estação sabe exatamente o que preparar e em que ordem.",
          },
          {
            metric: "Pedidos atrasados",
            value: "-35%",
            description: "O alerta por cor mostra quais pedidos precisam de atenção antes que atrasem.",
          },
          {
            metric: "Gasto com bobinas de papel",
            value: "-60%",
            description: "As comandas de produção passam a ser exibidas na tela.",
          },
        ],
        testimonial: {
          text:
            "No sábado saem mais de 300 pedidos e a cozinha vivia perdida no meio das comandas. Com o KDS, " +
            "cada estação sabe o que fazer e a gente vê na hora qual pedido está atrasando.",
          author: "Thiago L.",
          company: "Smash Burger Vila Nova",
          stats: {
            companies: "+3.000 lojas em todo o Brasil",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h, todos os dias",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Coloque a sua cozinha no ritmo certo",
        description: "Ative o Módulo KDS e acompanhe cada pedido, da chegada à entrega, em tempo real.",
        benefits: [
          "Pedidos separados por estação",
          "Tempo de preparo à vista",
          "Chamada de pedido pronto",
          "Sem taxa de adesão",
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "app-entregador",
    title: "App do Entregador",
    shortDescription:
      "Entregadores recebem pedidos e rota no celular, confirmam a entrega e você acompanha tudo em tempo " +
      "real.",
    longDescription:
      "Com o App do Entregador, cada entregador recebe no celular os pedidos que vai levar, com endereço e " +
      "rota, e confirma a entrega ao chegar. A loja acompanha o andamento de cada saída e calcula o " +
      "pagamento dos entregadores por entrega realizada, sem anotações em papel.",
    icon: "bike",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Seus entregadores conectados à loja",
        description:
          "Despache pedidos direto para o celular do entregador, acompanhe as entregas em andamento e " +
          "tenha o acerto de cada entregador calculado automaticamente.",
        ctaButtons: heroButtons("Quero Ativar o App do Entregador"),
      },
      section1: {
        title: "Tudo o que o entregador precisa no celular",
        description:
          "O entregador vê os pedidos atribuídos a ele, o endereço completo, as observações do cliente e a " +
          "forma de pagamento, com a rota até cada destino.",
        features: [
          "Lista de pedidos atribuídos a cada entregador",
          "Endereço, ponto de referência e observações do cliente",
          "Forma de pagamento e valor de troco a levar",
          "Rota até o cliente direto no celular",
          "Confirmação de entrega com um toque",
        ],
        image: {
          alt: "Celular do entregador com o pedido, o endereço do cliente e o botão de confirmar entrega",
          placeholder: { title: "App no celular do entregador", subtitle: "Pedido, rota e confirmação" },
        },
      },
      section2: {
        title: "Acompanhamento e acerto por entrega",
        description:
          "Na loja, você sabe quais pedidos já saíram, quem está levando cada um e quais já foram " +
          "entregues. No fim do turno, o sistema soma as entregas de cada entregador para o pagamento.",
        features: [
          "Status de cada entrega em tempo real",
          "Cliente avisado quando o pedido sai para entrega",
          "Histórico de entregas por entregador",
          "Valor a pagar por entrega configurável",
          "Relatório de acerto por turno ou por período",
        ],
        image: {
          alt: "Painel da loja com as entregas em andamento e o resumo de pagamento de cada entregador",
          placeholder: { title: "Entregas em tempo real", subtitle: "Acerto por entregador" },
        },
      },
      benefitsSection: {
        title: "Benefícios do App do Entregador",
        description: "Menos ligações, menos anotações e mais controle sobre a sua frota própria.",
        benefits: [
          {
            title: "Despacho organizado",
            description: "Cada pedido vai para o entregador certo, sem confusão no balcão.",
          },
          {
            title: "Menos ligações",
            description: "Endereço e observações no celular evitam ligações para a loja ou para o cliente.",
          },
          {
            title: "Acerto transparente",
            description: "O valor de cada entregador é calculado a partir das entregas confirmadas.",
          },
          {
            title: "Cliente bem informado",
            description: "Quem pediu é avisado da saída do pedido e espera com mais tranquilidade.",
          },
          {
            title: "Controle da frota própria",
            description: "Saiba quantas entregas cada entregador faz e quanto tempo cada uma leva.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados na entrega própria",
        description:
          "Lojas que usam o App do Entregador ganham controle sobre a operação e reduzem o retrabalho no " +
          "acerto.",
        results: [
          {
            metric: "Tempo de acerto com entregadores",
            value: "-60%",
            description: "O valor de cada um é calculado a partir das entregas confirmadas.",
          },
          {
            metric: "Ligações durante as entregas",
            value: "-50%",
            description: "Endereço, observações e rota ficam no celular do entregador.",
          },
          {
            metric: "Entregas por turno",
            value: "+20%",
            description: "O despacho mais rápido aproveita melhor cada entregador.",
          },
        ],
      },
      finalCta: {
        title: "Conecte os seus entregadores à sua loja",
        description: "Ative o App do Entregador e acompanhe cada entrega, do despacho à confirmação.",
        benefits: [
          "Pedidos e rota no celular do entregador",
          "Confirmação de entrega em tempo real",
          "Acerto por entrega calculado automaticamente",
          "Integração com a Roteirização de Entregas",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista retorna o seu contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "controle-de-caixa",
    title: "Controle de Caixa",
    shortDescription:
      "Abertura, sangria, suprimento e fechamento com conferência por forma de pagamento e por operador.",
    longDescription:
      "Registre cada movimentação do caixa, da abertura com o troco inicial ao fechamento do turno. " +
      "Sangrias e suprimentos ficam documentados, e o fechamento compara o valor contado com o valor " +
      "vendido em cada forma de pagamento, operador por operador.",
    icon: "coins",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Caixa fechado certo, todos os dias",
        description:
          "Com o Controle de Caixa da Gama, você sabe quem abriu o caixa, o que entrou, o que saiu e se o " +
          "valor conferido bate com as vendas de cada turno.",
        ctaButtons: heroButtons("Quero Ativar o Controle de Caixa"),
      },
      section1: {
        title: "Abertura, sangria e suprimento registrados",
        description:
          "Cada operador abre o próprio caixa com o valor de troco. Durante o turno, retiradas e reforços " +
          "são lançados com valor, horário e motivo.",
        features: [
          "Abertura de caixa com o valor inicial de troco",
          "Sangria com registro de valor, horário e motivo",
          "Suprimento para reforço de troco",
          "Caixa individual por operador, com acesso próprio",
          "Comprovante impresso de cada movimentação",
        ],
        image: {
          alt: "Tela de abertura de caixa com o valor de troco inicial e o nome do operador",
          placeholder: { title: "Abertura e sangria", subtitle: "Cada movimentação registrada" },
        },
      },
      section2: {
        title: "Fechamento com conferência por forma de pagamento",
        description:
          "No fim do turno, o operador informa o que contou em dinheiro, cartão, Pix e nas demais formas " +
          "de pagamento. O sistema compara com as vendas registradas e aponta qualquer diferença.",
        features: [
          "Conferência separada por forma de pagamento",
          "Sobras e faltas destacadas no fechamento",
          "Vendas do balcão, das mesas e do delivery no mesmo caixa",
          "Histórico de fechamentos por operador e por dia",
          "Movimentações do caixa integradas ao Módulo Financeiro",
        ],
        image: {
          alt: "Resumo de fechamento de caixa com os valores esperados e contados em cada forma de pagamento",
          placeholder: { title: "Fechamento do caixa", subtitle: "Conferência por forma de pagamento" },
        },
      },
      benefitsSection: {
        title: "Por que controlar o caixa com a Gama",
        description: "Segurança para o dono e clareza para quem opera o caixa.",
        benefits: [
          {
            title: "Diferenças encontradas na hora",
            description: "Sobras e faltas aparecem no fechamento, e não dias depois no extrato do banco.",
          },
          {
            title: "Responsabilidade por operador",
            description: "Cada caixa tem um responsável, e cada movimentação tem registro.",
          },
          {
            title: "Menos dinheiro exposto",
            description: "Sangrias registradas ajudam a manter pouco dinheiro na gaveta durante o turno.",
          },
          {
            title: "Fechamento mais rápido",
            description: "O sistema já traz o valor esperado em cada forma de pagamento.",
          },
          {
            title: "Histórico para consulta",
            description: "Consulte qualquer fechamento anterior sempre que precisar conferir algo.",
          },
        ],
      },
      resultsSection: {
        title: "Mais controle sobre o dinheiro da loja",
        description: "Com o caixa registrado no sistema, o fechamento deixa de ser uma conta feita no papel.",
        results: [
          {
            metric: "Tempo de fechamento do caixa",
            value: "-50%",
            description: "Valores esperados calculados automaticamente por forma de pagamento.",
          },
          {
            metric: "Diferenças sem explicação",
            value: "-60%",
            description: "Sangrias e suprimentos registrados explicam cada movimentação.",
          },
          {
            metric: "Movimentações rastreáveis",
            value: "100%",
            description: "Cada entrada e saída fica associada a um operador e a um horário.",
          },
        ],
        testimonial: {
          text:
            "Eu tinha três operadores se revezando no caixa e nunca sabia de onde vinha a diferença. Agora " +
            "cada um fecha o seu turno e, se falta alguma coisa, vejo na hora em qual forma de pagamento " +
            "foi.",
          author: "Marcelo A.",
          company: "Açaí da Praça",
          stats: {
            companies: "+3.000 lojas em todos os estados",
            implementation: `Tudo funcionando em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano diário, das 09h às 00h",
            satisfaction: "94,53% de NPS",
          },
        },
      },
      finalCta: {
        title: "Tenha o caixa da sua loja sob controle",
        description: "Ative o Controle de Caixa e feche cada turno com a certeza de que os valores batem.",
        benefits: [
          "Sangria e suprimento registrados",
          "Fechamento por forma de pagamento",
          "Caixa individual por operador",
          freeTrial,
        ],
        form: specialistForm,
      },
    },
  },
  {
    id: "controle-de-fiados",
    title: "Controle de Fiados",
    shortDescription:
      "Venda fiado com segurança: limite de crédito por cliente, saldos em aberto e registro dos " +
      "recebimentos.",
    longDescription:
      "Substitua o caderninho por um controle de fiados integrado às vendas. Defina limites de crédito por " +
      "cliente, acompanhe quem deve e quanto, e registre os pagamentos, parciais ou totais, para que o " +
      "saldo esteja sempre correto.",
    icon: "notebook-pen",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "O caderninho do fiado, agora no sistema",
        description:
          "Venda a prazo para os clientes de confiança sem perder o controle. Cada compra fiada entra na " +
          "conta do cliente e cada pagamento abate o saldo automaticamente.",
        ctaButtons: heroButtons("Quero Ativar o Controle de Fiados"),
      },
      section1: {
        title: "Crédito com limite para cada cliente",
        description:
          "Cadastre os clientes autorizados a comprar fiado e defina quanto cada um pode dever. O sistema " +
          "avisa o operador quando uma venda ultrapassa o limite.",
        features: [
          "Limite de crédito individual por cliente",
          "Venda fiada lançada no PDV em poucos cliques",
          "Alerta ao ultrapassar o limite definido",
          "Mesmo cadastro de clientes usado no restante do sistema",
          "Opção de suspender o fiado de clientes em atraso",
        ],
        image: {
          alt: "Cadastro de cliente com o limite de crédito e o saldo de fiado disponível",
          placeholder: { title: "Limite por cliente", subtitle: "Fiado com segurança" },
        },
      },
      section2: {
        title: "Saldos em aberto e recebimentos",
        description:
          "Veja a lista de clientes com saldo devedor, há quanto tempo devem e o histórico de cada compra. " +
          "Ao receber, registre o pagamento em qualquer forma e o saldo é atualizado.",
        features: [
          "Lista de clientes com saldo em aberto",
          "Extrato de compras e pagamentos por cliente",
          "Recebimento parcial ou total, em dinheiro, Pix ou cartão",
          "Recebimentos registrados no caixa do dia",
          "Relatório do total a receber em fiados",
        ],
        image: {
          alt: "Extrato de fiado de um cliente com compras, pagamentos e o saldo em aberto",
          placeholder: { title: "Saldos em aberto", subtitle: "Recebimentos registrados" },
        },
      },
      benefitsSection: {
        title: "Vantagens do Controle de Fiados",
        description: "Mantenha a relação com os clientes fiéis sem colocar o caixa em risco.",
        benefits: [
          {
            title: "Fim do caderninho",
            description: "Nada de página perdida ou conta rasurada: tudo fica registrado no sistema.",
          },
          {
            title: "Risco sob controle",
            description: "Limites por cliente evitam dívidas que a loja não consegue receber.",
          },
          {
            title: "Cobrança com base em dados",
            description: "O extrato mostra cada compra e evita discussões na hora de cobrar.",
          },
          {
            title: "Caixa conferido",
            description: "Os recebimentos de fiado entram no caixa com a forma de pagamento correta.",
          },
          {
            title: "Clientes fiéis mais próximos",
            description: "Ofereça a conveniência do fiado para quem compra sempre na sua loja.",
          },
        ],
      },
      resultsSection: {
        title: "Fiado organizado, dinheiro no caixa",
        description: "Com saldos e limites claros, a loja recebe mais e discute menos.",
        results: [
          {
            metric: "Valores de fiado recebidos",
            value: "+25%",
            description: "Saldos visíveis facilitam a cobrança no dia combinado.",
          },
          {
            metric: "Tempo para conferir saldos",
            value: "-60%",
            description: "O saldo de cada cliente está sempre atualizado no sistema.",
          },
          {
            metric: "Dívidas acima do limite",
            value: "-50%",
            description: "O alerta de limite evita vendas que fogem do combinado.",
          },
        ],
      },
      finalCta: {
        title: "Venda fiado sem perder o controle",
        description:
          "Ative o Controle de Fiados e saiba, a qualquer momento, quem deve, quanto deve e desde quando.",
        benefits: [
          "Limite de crédito por cliente",
          "Saldos e extratos sempre atualizados",
          "Recebimentos integrados ao caixa",
          "Sem taxa de adesão",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, retornamos o seu contato em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "impressao-por-setor",
    title: "Impressão por Setor",
    shortDescription:
      "Cada item do pedido é impresso no setor que vai prepará-lo: cozinha, bar, forno de pizza ou " +
      "sobremesas.",
    longDescription:
      "Configure em qual impressora cada produto deve sair e deixe o sistema distribuir os pedidos pela " +
      "produção. A pizza vai para o forno, o suco para o bar e a sobremesa para a confeitaria: cada setor " +
      "recebe só o que precisa preparar.",
    icon: "printer",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Cada item no setor certo, sem ninguém precisar separar",
        description:
          "Com a Impressão por Setor da Gama, um único pedido vira comandas separadas para cozinha, bar, " +
          "forno e sobremesas, automaticamente e no momento em que é confirmado.",
        ctaButtons: heroButtons("Quero Ativar a Impressão por Setor"),
      },
      section1: {
        title: "Produtos ligados ao seu setor de produção",
        description:
          "Defina os setores da sua operação e associe cada produto ou categoria do cardápio a uma " +
          "impressora. A configuração é feita uma única vez e vale para todos os canais de venda.",
        features: [
          "Setores personalizados: cozinha, bar, forno de pizza, sobremesas e outros",
          "Associação por produto ou por categoria do cardápio",
          "Vale para delivery, balcão, mesas e marketplaces",
          "Impressão automática assim que o pedido é aceito",
          "Via completa do pedido para a expedição ou o caixa",
        ],
        image: {
          alt: "Tela de configuração associando categorias do cardápio às impressoras da cozinha e do bar",
          placeholder: { title: "Setores de produção", subtitle: "Cada produto na sua impressora" },
        },
      },
      section2: {
        title: "Comandas claras para quem prepara",
        description:
          "Cada setor recebe uma comanda apenas com os seus itens, com adicionais, observações e a " +
          "identificação do pedido, da mesa ou do cliente.",
        features: [
          "Comanda de cada setor apenas com os itens daquele setor",
          "Adicionais e observações em destaque",
          "Número do pedido, da mesa ou nome do cliente em cada via",
          "Reimpressão de comandas quando necessário",
          "Combinação com o Módulo KDS nos setores que preferirem tela",
        ],
        image: {
          alt: "Duas comandas impressas do mesmo pedido, uma para a cozinha e outra para o bar",
          placeholder: { title: "Comanda por setor", subtitle: "Cozinha, bar e forno separados" },
        },
      },
      benefitsSection: {
        title: "Por que imprimir por setor",
        description: "Produção mais rápida e menos erros quando o movimento aperta.",
        benefits: [
          {
            title: "Fim da separação manual",
            description: "Ninguém precisa copiar ou recortar comandas para levar a outro setor.",
          },
          {
            title: "Produção em paralelo",
            description: "Cozinha, bar e sobremesas começam ao mesmo tempo, assim que o pedido entra.",
          },
          {
            title: "Menos itens esquecidos",
            description: "Cada setor vê só o que é seu, sem procurar o próprio item no meio do pedido.",
          },
          {
            title: "Mais agilidade no pico",
            description: "Pedidos de todos os canais chegam direto à produção, sem intermediários.",
          },
          {
            title: "Configuração flexível",
            description: "Mude setores e impressoras sempre que o cardápio ou a cozinha mudarem.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados na produção",
        description: "Quando cada setor recebe só o que prepara, o pedido fica pronto mais rápido.",
        results: [
          {
            metric: "Tempo até o início do preparo",
            value: "-40%",
            description: "A comanda chega ao setor no momento em que o pedido é aceito.",
          },
          {
            metric: "Itens esquecidos ou trocados",
            value: "-30%",
            description: "Comandas separadas por setor evitam que um item passe despercebido.",
          },
          {
            metric: "Pedidos prontos por hora no pico",
            value: "+15%",
            description: "Os setores trabalham em paralelo, sem esperar a comanda circular.",
          },
        ],
      },
      finalCta: {
        title: "Deixe cada setor receber só o que precisa preparar",
        description:
          "Ative a Impressão por Setor e acelere a produção da sua cozinha desde o primeiro pedido.",
        benefits: [
          "Comandas separadas por setor automaticamente",
          "Funciona com todos os canais de venda",
          "Combinação com o Módulo KDS",
          freeTrial,
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, nossa equipe fala com você em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "ficha-tecnica",
    title: "Ficha Técnica",
    shortDescription:
      "Receita de cada produto com custo por prato, CMV e margem, alimentando a baixa automática do estoque.",
    longDescription:
      "Cadastre a receita de cada item do cardápio com as quantidades exatas de cada insumo. O sistema " +
      "calcula o custo do prato, o CMV e a margem de lucro, e usa a mesma ficha para dar baixa no estoque " +
      "a cada venda.",
    icon: "clipboard-list",
    category: "gestao",
    detailsPage: {
      hero: {
        title: "Saiba quanto custa cada prato que sai da sua cozinha",
        description:
          "Com a Ficha Técnica da Gama, o preço de venda deixa de ser chute: você vê o custo real de cada " +
          "produto, a margem de cada venda e o CMV da loja.",
        ctaButtons: heroButtons("Quero Ativar a Ficha Técnica"),
      },
      section1: {
        title: "Receita padronizada para cada produto",
        description:
          "Monte a ficha de cada item do cardápio com insumos, quantidades e rendimento. A receita fica " +
          "registrada e a equipe tem sempre a mesma referência para preparar.",
        features: [
          "Insumos e quantidades por produto, em gramas, mililitros ou unidades",
          "Fichas para tamanhos e adicionais",
          "Receitas intermediárias, como molhos e massas da casa",
          "Fator de perda e rendimento dos insumos",
          "Porções padronizadas entre turnos e equipes",
        ],
        image: {
          alt: "Ficha técnica de um hambúrguer com a lista de insumos, as quantidades e o custo de cada um",
          placeholder: { title: "Receita por produto", subtitle: "Insumos e quantidades" },
        },
      },
      section2: {
        title: "Custo, CMV e margem sempre atualizados",
        description:
          "Como o custo dos insumos vem das compras registradas, a ficha mostra o custo atualizado de cada " +
          "prato. Compare com o preço de venda e enxergue a margem de cada produto.",
        features: [
          "Custo por prato calculado automaticamente",
          "CMV por produto e da loja no período",
          "Margem de contribuição por item do cardápio",
          "Custo recalculado quando o preço do insumo muda",
          "Baixa automática no Controle de Estoque a cada venda",
        ],
        image: {
          alt: "Relatório com o custo, o preço de venda, a margem e o CMV de cada produto do cardápio",
          placeholder: { title: "Custo e margem", subtitle: "O CMV de cada produto" },
        },
      },
      benefitsSection: {
        title: "Vantagens da Ficha Técnica",
        description: "Preço correto, porções padronizadas e estoque confiável.",
        benefits: [
          {
            title: "Preço com base no custo real",
            description: "Defina o preço de venda sabendo exatamente quanto cada prato custa.",
          },
          {
            title: "Margem por produto",
            description: "Descubra quais itens dão mais lucro e quais precisam de ajuste.",
          },
          {
            title: "Porções padronizadas",
            description: "O cliente recebe sempre o mesmo prato e o custo não foge do previsto.",
          },
          {
            title: "Estoque confiável",
            description: "A mesma ficha que calcula o custo dá baixa nos insumos a cada venda.",
          },
          {
            title: "Reação rápida à alta dos insumos",
            description: "Quando um insumo sobe, você vê na hora quais produtos perderam margem.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem conhece os próprios custos",
        description: "Com a ficha técnica, o lojista decide preços e cardápio com os números na mão.",
        results: [
          {
            metric: "Margem média por pedido",
            value: "+8%",
            description: "Com ajustes de preço e de porção nos itens de margem apertada.",
          },
          {
            metric: "CMV da loja",
            value: "-3 p.p.",
            description: "Porções padronizadas e menos desperdício reduzem o custo da mercadoria vendida.",
          },
          {
            metric: "Tempo para calcular o custo de um prato",
            value: "-80%",
            description: "O custo sai automaticamente a partir dos insumos cadastrados.",
          },
        ],
      },
      finalCta: {
        title: "Precifique com segurança e proteja a sua margem",
        description: "Ative a Ficha Técnica e conheça o custo real de cada item do seu cardápio.",
        benefits: [
          "Custo por prato e CMV automáticos",
          "Margem de cada produto à vista",
          "Integração com o Controle de Estoque",
          "Sem taxa de adesão e sem fidelidade",
        ],
        form: specialistFormSaying(
          "Ao enviar este formulário, um especialista da Gama responde em até 1 hora, em horário comercial.",
        ),
      },
    },
  },
  {
    id: "gestao-financeira",
    title: "Consultoria em Gestão Financeira",
    shortDescription:
      "Especialistas ajudam você a organizar as finanças, formar preços, controlar o CMV e planejar o " +
      "fluxo de caixa.",
    longDescription:
      "Na Consultoria em Gestão Financeira, especialistas da Gama acompanham o dono da loja na organização " +
      "das finanças do negócio. Com os relatórios do próprio sistema, vocês revisam preços, CMV e fluxo de " +
      "caixa e definem um plano prático para melhorar a margem.",
    icon: "piggy-bank",
    category: "consultoria",
    detailsPage: {
      hero: {
        title: "Um especialista ao seu lado para cuidar do dinheiro da loja",
        description:
          "Muitos restaurantes vendem bem e, mesmo assim, fecham o mês no aperto. Nossa consultoria ajuda " +
          "você a entender os números, corrigir preços e planejar o caixa com base nos dados que a Gama já " +
          "registra.",
        ctaButtons: heroButtons("Quero Contratar a Consultoria"),
      },
      section1: {
        title: "Diagnóstico das finanças da sua loja",
        description:
          "O trabalho começa com a análise dos seus números: faturamento, custos, despesas fixas e margem " +
          "por produto. Você entende para onde o dinheiro está indo e o que merece atenção primeiro.",
        features: [
          "Análise de faturamento, ticket médio e vendas por canal",
          "Levantamento de custos fixos e variáveis",
          "Revisão do CMV e das fichas técnicas",
          "Identificação dos produtos com margem baixa",
          "Leitura da DRE gerencial explicada de forma simples",
        ],
        image: {
          alt: "Especialista e dono de restaurante analisando juntos os relatórios financeiros da loja",
          placeholder: { title: "Diagnóstico financeiro", subtitle: "Os seus números explicados" },
        },
      },
      section2: {
        title: "Plano de ação para preços, CMV e caixa",
        description:
          "Com o diagnóstico em mãos, o especialista ajuda a montar um plano de ação: ajuste de preços, " +
          "metas de CMV, organização das contas e projeção do fluxo de caixa.",
        features: [
          "Formação de preço com base no custo real e nas taxas de cada canal",
          "Definição de metas de CMV",
          "Organização das contas a pagar e a receber no Módulo Financeiro",
          "Projeção do fluxo de caixa para os próximos meses",
          "Indicadores para acompanhar no dia a dia",
        ],
        image: {
          alt: "Plano de ação com metas de CMV e projeção de fluxo de caixa na tela do computador",
          placeholder: { title: "Plano de ação", subtitle: "Preço, CMV e fluxo de caixa" },
        },
      },
      benefitsSection: {
        title: "O que a consultoria traz para o seu negócio",
        description: "Conhecimento aplicado à realidade de quem vive o delivery todos os dias.",
        benefits: [
          {
            title: "Especialistas em food service",
            description: "Quem orienta conhece a rotina, os custos e as taxas de restaurantes e deliveries.",
          },
          {
            title: "Decisões com base em dados",
            description: "Tudo parte dos relatórios do seu próprio sistema, e não de estimativas.",
          },
          {
            title: "Preço que cobre os custos",
            description:
              "Insumos, embalagens e taxas de marketplace e de cartão entram na conta na hora de formar o " +
              "preço.",
          },
          {
            title: "Caixa previsível",
            description: "Planeje compras, investimentos e os meses de menor movimento com antecedência.",
          },
          {
            title: "Autonomia para o dono",
            description: "Você aprende a ler os próprios números e a acompanhar os indicadores sozinho.",
          },
        ],
      },
      resultsSection: {
        title: "Resultados de quem organizou as finanças com apoio especializado",
        description: "Os ganhos vêm de decisões simples, tomadas com números confiáveis.",
        results: [
          {
            metric: "Margem de lucro",
            value: "+10%",
            description: "Com preços revisados e ajustes nos produtos de margem baixa.",
          },
          {
            metric: "Despesas fixas",
            value: "-10%",
            description: "Revisão de contratos e de gastos que não trazem retorno.",
          },
          {
            metric: "Horizonte de planejamento do caixa",
            value: "90 dias",
            description: "Projeção do fluxo de caixa para os próximos três meses.",
          },
        ],
        testimonial: {
          text:
            "Eu vendia bem no iFood e no delivery próprio, mas o dinheiro nunca sobrava. Na consultoria " +
            "descobri que três dos meus combos davam prejuízo por causa das taxas. Ajustei os preços e, " +
            "pela primeira vez, fechei o mês sabendo quanto lucrei.",
          author: "Patrícia G.",
          company: "Marmitaria Sabor de Casa",
          stats: {
            companies: "+3.000 lojas atendidas pela Gama",
            implementation: `Sistema pronto em até ${facts.minutosDeImplantacao} minutos`,
            support: "Suporte humano das 09h às 00h",
            satisfaction: "NPS de 94,53% nos últimos 6 meses",
          },
        },
      },
      finalCta: {
        title: "Coloque as finanças do seu delivery em ordem",
        description:
          "Converse com um especialista e descubra como a consultoria pode melhorar a margem da sua loja.",
        benefits: [
          "Diagnóstico com os dados do seu sistema",
          "Revisão de preços e do CMV",
          "Planejamento do fluxo de caixa",
          "Acompanhamento de especialistas em food service",
        ],
        form: {
          title: "Fale com um consultor",
          disclaimer:
            "Ao enviar este formulário, um consultor entra em contato em até 1 hora, em horário comercial.",
        },
      },
    },
  },
];
