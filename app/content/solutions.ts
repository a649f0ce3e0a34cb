import { z } from "zod";
import { facts } from "./facts";

/** The six /solucoes/{id} landing pages, in the order the footer lists them. */
export const solutionIds = [
  "sistema-gestao",
  "sistema-pdv",
  "cardapio-digital",
  "robo-atendimento",
  "sistema-fiscal",
  "controle-estoque",
] as const;

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "feature id must be a kebab-case slug");

export const solutionSchema = z.strictObject({
  id: z.enum(solutionIds),
  /** The page's H1 (and the base of its document title). */
  title: text,
  /** Short label for the footer and the mobile Soluções submenu. */
  menuLabel: text,
  /** Meta description for search engines. */
  metaDescription: z.string().trim().min(120).max(160),
  hero: z.strictObject({
    /** Small label above the H1. */
    eyebrow: text,
    /** The hero's promise, shown as the lead under the H1. */
    title: text,
    description: text,
  }),
  /** The pains the solution solves. */
  problems: z.array(z.strictObject({ title: text, description: text })).length(4),
  /** Related catalogue features, linked to /funcionalidades/{id}. */
  featureIds: z
    .array(slug)
    .min(3)
    .max(6)
    .refine((ids) => new Set(ids).size === ids.length, "featureIds must not repeat an id"),
  faq: z.array(z.strictObject({ question: text, answer: text })).length(4),
  /** Heading above the page's lead form. */
  form: z.strictObject({ title: text, description: text }),
});

export type Solution = z.infer<typeof solutionSchema>;
export type SolutionId = Solution["id"];

export const solutions: Solution[] = [
  {
    id: "sistema-gestao",
    title: "Sistema de gestão para delivery e restaurantes",
    menuLabel: "Sistema de Gestão",
    metaDescription:
      "Sistema de gestão para delivery e restaurantes: pedidos, caixa, estoque, financeiro e clientes em um só " +
      `lugar. Teste grátis por ${facts.diasDeTeste} dias, sem taxa de adesão.`,
    hero: {
      eyebrow: "Sistema de gestão",
      title: "Toda a operação da sua loja em um só painel",
      description:
        "Pedidos de todos os canais, caixa, estoque, financeiro e clientes integrados. Menos planilha, menos " +
        "retrabalho e decisões tomadas com os números reais do seu negócio.",
    },
    problems: [
      {
        title: "Informação espalhada",
        description:
          "Pedidos em um aplicativo, caixa no caderno e estoque na planilha. Nada conversa e o fechamento do dia " +
          "vira um quebra-cabeça.",
      },
      {
        title: "Lucro que ninguém enxerga",
        description:
          "Sem custo por prato e sem relatório de margem, a loja vende bem e mesmo assim o dinheiro não sobra no " +
          "fim do mês.",
      },
      {
        title: "Caixa que não bate",
        description:
          "Diferenças no fechamento, sangrias sem registro e vendas fiadas anotadas no papel tiram o controle " +
          "do dinheiro da loja.",
      },
      {
        title: "Dono preso na operação",
        description:
          "Tudo depende de você estar na loja para conferir, autorizar e resolver. Sem relatórios, não dá para " +
          "acompanhar o negócio de longe.",
      },
    ],
    featureIds: [
      "ponto-venda",
      "controle-de-caixa",
      "gestao-financeira",
      "controle-estoque",
      "ficha-tecnica",
      "crm",
    ],
    faq: [
      {
        question: "O sistema serve para o delivery e para o salão ao mesmo tempo?",
        answer:
          "Sim. Pedidos do cardápio digital, do balcão, das mesas e dos marketplaces integrados entram no mesmo " +
          "painel, com um único caixa, um único estoque e relatórios consolidados.",
      },
      {
        question: "Quanto tempo leva para começar a usar?",
        answer:
          `O sistema fica pronto em até ${facts.minutosDeImplantacao} minutos. Depois disso, a nossa equipe ajuda a cadastrar o cardápio, ` +
          "configurar as impressoras e ajustar o sistema à rotina da sua loja.",
      },
      {
        question: "Consigo acompanhar mais de uma loja?",
        answer:
          "Sim. Redes e franquias acompanham cada unidade separadamente e também os números de todas juntas. " +
          "A quantidade de lojas incluídas depende do plano escolhido.",
      },
      {
        question: "Existe fidelidade ou taxa de adesão?",
        answer:
          "Não. Não cobramos taxa de adesão e não há fidelidade nem multa de cancelamento. Você pode testar o " +
          `sistema grátis por ${facts.diasDeTeste} dias antes de decidir.`,
      },
    ],
    form: {
      title: "Fale com um especialista em gestão",
      description:
        "Conte como funciona a sua loja e mostramos, na prática, como organizar pedidos, caixa e financeiro em " +
        "um só lugar.",
    },
  },
  {
    id: "sistema-pdv",
    title: "Sistema PDV para restaurantes, lanchonetes e delivery",
    menuLabel: "Sistema PDV",
    metaDescription:
      "Sistema PDV para restaurantes e delivery: venda no balcão, mesas e comandas, NFC-e, TEF e controle de " +
      `caixa integrados. Teste grátis por ${facts.diasDeTeste} dias.`,
    hero: {
      eyebrow: "Ponto de venda",
      title: "Um PDV rápido para o balcão, o salão e o delivery",
      description:
        "Venda em poucos toques, controle mesas e comandas, emita NFC-e e receba no cartão com TEF, tudo no " +
        "mesmo caixa que recebe os pedidos do delivery.",
    },
    problems: [
      {
        title: "Fila no caixa",
        description:
          "Um sistema lento e cheio de telas faz o cliente esperar justamente na hora de maior movimento.",
      },
      {
        title: "Valor digitado errado na maquininha",
        description:
          "Cobrar a mais ou a menos gera constrangimento com o cliente e diferença no fechamento do caixa.",
      },
      {
        title: "Delivery e balcão separados",
        description:
          "Um sistema para o salão, outro para o delivery, e ninguém sabe ao certo quanto a loja vendeu no dia.",
      },
      {
        title: "Comandas de papel",
        description:
          "Pedidos perdidos, itens esquecidos na conta e a cozinha esperando o garçom voltar com o bloco.",
      },
    ],
    featureIds: ["ponto-venda", "controle-mesa", "controle-de-caixa", "fiscal-nfce", "tef", "smartpos"],
    faq: [
      {
        question: "O PDV emite nota fiscal?",
        answer:
          "Sim. A NFC-e é emitida ao finalizar a venda, com os dados fiscais dos produtos já cadastrados. Para " +
          "isso, a loja precisa de certificado digital e do credenciamento na Secretaria da Fazenda do seu estado.",
      },
      {
        question: "Preciso comprar equipamentos novos?",
        answer:
          "Não necessariamente. Você pode começar com o que já tem e acrescentar Mini PDV, impressora térmica, " +
          "SmartPOS ou TEF conforme a necessidade. A nossa equipe indica a melhor combinação para a sua loja.",
      },
      {
        question: "Dá para controlar mesas e comandas?",
        answer:
          "Sim. Você abre mesas e comandas, lança pedidos pelo PDV ou pela SmartPOS, envia para a cozinha, divide " +
          "a conta e recebe o pagamento sem sair do sistema.",
      },
      {
        question: "Como funciona o teste grátis?",
        answer:
          `Você usa o sistema por ${facts.diasDeTeste} dias sem custo. Ele fica pronto em até 15 minutos, não há taxa de adesão e, ` +
          "se decidir continuar, não existe fidelidade nem multa de cancelamento.",
      },
    ],
    form: {
      title: "Quero conhecer o PDV",
      description:
        "Deixe seus dados e um especialista apresenta o PDV funcionando com a realidade do seu balcão e do seu " +
        "salão.",
    },
  },
  {
    id: "cardapio-digital",
    title: "Cardápio digital para delivery e restaurantes",
    menuLabel: "Cardápio Digital",
    metaDescription:
      "Cardápio digital com a sua marca: pedidos direto no seu canal de vendas, sem depender só dos " +
      "marketplaces, com cupons, fidelidade e avisos pelo WhatsApp.",
    hero: {
      eyebrow: "Cardápio digital",
      title: "Seu próprio canal de vendas, com a sua marca",
      description:
        "Um cardápio digital bonito e rápido, em que o cliente escolhe, personaliza e envia o pedido direto para " +
        "a sua loja. Divulgue no Instagram, no WhatsApp e no QR Code das mesas.",
    },
    problems: [
      {
        title: "Dependência dos marketplaces",
        description:
          "Quando quase todo pedido vem de aplicativos de terceiros, as comissões pesam na margem e o cliente " +
          "não fica com a sua loja.",
      },
      {
        title: "Pedido anotado no WhatsApp",
        description:
          "Conversas longas, endereço incompleto e item esquecido: cada pedido anotado à mão toma tempo da " +
          "equipe e abre espaço para erro.",
      },
      {
        title: "Cardápio desatualizado",
        description:
          "Cardápio em PDF ou foto, com preço antigo e item que já acabou, frustra o cliente na hora de pedir.",
      },
      {
        title: "Nenhum dado sobre o cliente",
        description:
          "Sem saber quem compra, o que compra e quando pediu pela última vez, não há como fazer o cliente " +
          "voltar.",
      },
    ],
    featureIds: [
      "cardapio-digital",
      "whatsapp-integrado",
      "cardapio-mesas",
      "agendamento-pedidos",
      "cupom-de-desconto",
      "programa-fidelidade",
    ],
    faq: [
      {
        question: "Preciso ter um site para usar o cardápio digital?",
        answer:
          "Não. A sua loja ganha um endereço próprio para o cardápio, pronto para compartilhar no Instagram, no " +
          `WhatsApp e no Google. O sistema fica pronto em até ${facts.minutosDeImplantacao} minutos.`,
      },
      {
        question: "O cliente precisa baixar um aplicativo?",
        answer:
          "Não. O cardápio abre direto no navegador do celular, sem instalação. Para quem pede com frequência, a " +
          "loja também pode oferecer um aplicativo com a própria marca.",
      },
      {
        question: "O cardápio digital funciona para o consumo no salão?",
        answer:
          "Sim. Com o cardápio nas mesas, o cliente lê o QR Code, faz o pedido pelo celular e ele segue direto " +
          "para a cozinha, vinculado à mesa.",
      },
      {
        question: "Consigo pausar um item que acabou?",
        answer:
          "Sim. Você pausa produtos, adicionais ou categorias inteiras em poucos cliques, e a mudança aparece no " +
          "cardápio na hora.",
      },
    ],
    form: {
      title: "Crie o cardápio digital da sua loja",
      description:
        "Preencha seus dados e a nossa equipe mostra como montar o cardápio, divulgar o link e começar a " +
        "receber pedidos no seu próprio canal.",
    },
  },
  {
    id: "robo-atendimento",
    title: "Robô de atendimento com IA para delivery",
    menuLabel: "Robô de Atendimento",
    metaDescription:
      "Robô de atendimento com inteligência artificial para delivery: responde clientes no WhatsApp a qualquer " +
      "hora, envia o cardápio e informa o status do pedido.",
    hero: {
      eyebrow: "Robô de atendimento com IA",
      title: "Atendimento no WhatsApp que não deixa o cliente esperando",
      description:
        "O robô responde dúvidas, envia o link do cardápio, informa horário, taxa de entrega e andamento do " +
        "pedido a qualquer hora, e chama a sua equipe quando o assunto pede uma pessoa.",
    },
    problems: [
      {
        title: "Mensagens sem resposta no pico",
        description:
          "Na hora do jantar a equipe está na produção, e o cliente que espera demais acaba pedindo em outro " +
          "lugar.",
      },
      {
        title: "As mesmas perguntas o dia todo",
        description:
          "“Qual o horário?”, “Entrega no meu bairro?”, “Cadê meu pedido?”: perguntas repetidas que consomem o " +
          "tempo de quem atende.",
      },
      {
        title: "Mensagens fora do horário",
        description:
          "Quem escreve antes de a loja abrir ou depois que ela fecha fica sem retorno, e a venda se perde.",
      },
      {
        title: "Pedido manual e sujeito a erro",
        description:
          "Anotar pedido pelo chat gera endereço incompleto, item trocado e retrabalho na cozinha.",
      },
    ],
    featureIds: [
      "robo-atendimento-ia",
      "whatsapp-integrado",
      "cardapio-digital",
      "campanhas-whatsapp",
      "crm",
    ],
    faq: [
      {
        question: "O robô substitui a minha equipe de atendimento?",
        answer:
          "Não. Ele resolve as dúvidas mais comuns e leva o cliente até o cardápio, e transfere a conversa para " +
          "um atendente quando o assunto precisa de uma pessoa, como uma reclamação ou um pedido especial.",
      },
      {
        question: "O que o robô consegue responder?",
        answer:
          "Horário de funcionamento, áreas e taxas de entrega, formas de pagamento, link do cardápio e andamento " +
          "do pedido, entre outras dúvidas frequentes, sempre com as informações cadastradas no sistema da loja.",
      },
      {
        question: "O robô atende fora do horário da loja?",
        answer:
          "Sim. Ele responde a qualquer hora: com a loja fechada, informa quando ela abre e envia o link do " +
          "cardápio para o cliente voltar no momento certo ou agendar o pedido, se a loja oferecer essa opção.",
      },
      {
        question: "É difícil configurar?",
        answer:
          "Não. O robô usa o cardápio e as configurações que já estão no sistema. A nossa equipe ajuda a ajustar " +
          "as respostas ao jeito da sua loja, com suporte humano todos os dias, das 09h às 00h.",
      },
    ],
    form: {
      title: "Coloque o robô para atender por você",
      description:
        "Deixe seus dados e veja uma demonstração do robô respondendo aos clientes como o atendimento da sua " +
        "loja.",
    },
  },
  {
    id: "sistema-fiscal",
    title: "Sistema fiscal para delivery e restaurantes",
    menuLabel: "Sistema Fiscal",
    metaDescription:
      "Emita NFC-e e NF-e direto do PDV, acompanhe as notas de fornecedores e gere os arquivos do SPED Fiscal. " +
      "Sistema fiscal para delivery e restaurantes.",
    hero: {
      eyebrow: "Sistema fiscal",
      title: "Nota fiscal emitida sem atrasar o atendimento",
      description:
        "NFC-e na finalização da venda, NF-e quando o cliente pede, manifestação das notas de fornecedores e " +
        "arquivos prontos para a contabilidade, tudo integrado ao PDV e ao estoque.",
    },
    problems: [
      {
        title: "Nota emitida em outro sistema",
        description:
          "Digitar a venda duas vezes, no caixa e no emissor de notas, atrasa o atendimento e abre espaço para " +
          "erro.",
      },
      {
        title: "Risco em uma fiscalização",
        description:
          "Produtos com tributação mal cadastrada e vendas sem nota deixam a loja exposta a autuações e multas.",
      },
      {
        title: "Notas de fornecedores perdidas",
        description:
          "Sem acompanhar as notas emitidas contra o CNPJ da loja, fica difícil conferir as compras e dar " +
          "entrada no estoque.",
      },
      {
        title: "Correria no fim do mês",
        description:
          "Todo mês é a mesma correria para juntar XMLs, relatórios e arquivos fiscais que o contador pede.",
      },
    ],
    featureIds: [
      "fiscal-nfce",
      "emissao-nfe",
      "manifesto-notas-dfe",
      "speed-fiscal",
      "ponto-venda",
      "controle-estoque",
    ],
    faq: [
      {
        question: "O que preciso para emitir NFC-e?",
        answer:
          "Certificado digital da empresa, inscrição estadual e credenciamento para emitir NFC-e na Secretaria " +
          "da Fazenda do seu estado, que fornece o CSC (Código de Segurança do Contribuinte). A nossa equipe " +
          "orienta cada etapa da configuração.",
      },
      {
        question: "Quem cadastra a tributação dos produtos?",
        answer:
          "As regras fiscais de cada produto, como NCM, CFOP e CST ou CSOSN, são cadastradas uma vez no sistema, " +
          "de preferência com o apoio do seu contador. Depois disso, cada nota sai com os dados corretos.",
      },
      {
        question: "Posso emitir NF-e para empresas?",
        answer:
          "Sim. Quando um cliente pessoa jurídica pede nota, por exemplo em pedidos corporativos ou vendas para " +
          "outras empresas, a NF-e é emitida pelo próprio sistema, sem outro emissor.",
      },
      {
        question: "O sistema gera os arquivos para o contador?",
        answer:
          "Sim. Os XMLs das notas emitidas e os arquivos do SPED Fiscal são gerados pelo sistema, o que reduz o " +
          "trabalho de fechamento do mês com a contabilidade.",
      },
    ],
    form: {
      title: "Regularize a emissão de notas da sua loja",
      description:
        "Fale com um especialista e veja como emitir NFC-e e NF-e direto do PDV, com a configuração fiscal " +
        "acompanhada pela nossa equipe.",
    },
  },
  {
    id: "controle-estoque",
    title: "Controle de estoque para restaurantes e delivery",
    menuLabel: "Controle de Estoque",
    metaDescription:
      "Controle de estoque para restaurantes e delivery: baixa automática pela ficha técnica, alerta de estoque " +
      "mínimo e custo real de cada prato. Teste grátis.",
    hero: {
      eyebrow: "Controle de estoque",
      title: "Saiba o que tem, o que falta e quanto custa cada prato",
      description:
        "Cada venda dá baixa automática nos insumos pela ficha técnica. Você acompanha o estoque em tempo real, " +
        "recebe um alerta antes de faltar e descobre a margem real de cada item do cardápio.",
    },
    problems: [
      {
        title: "Insumo que acaba no meio do serviço",
        description:
          "Descobrir que o queijo acabou no sábado à noite significa pedido cancelado e cliente insatisfeito.",
      },
      {
        title: "Desperdício e desvios",
        description:
          "Sem saber quanto deveria ter sido usado, perdas, produtos vencidos e desvios passam despercebidos.",
      },
      {
        title: "Compra no chute",
        description:
          "Sem histórico de consumo, a loja compra demais e joga fora, ou compra de menos e deixa faltar.",
      },
      {
        title: "Preço sem base no custo",
        description:
          "Sem ficha técnica, o preço do prato é definido no olho e a margem some quando o fornecedor reajusta.",
      },
    ],
    featureIds: [
      "controle-estoque",
      "ficha-tecnica",
      "manifesto-notas-dfe",
      "gestao-financeira",
      "ponto-venda",
    ],
    faq: [
      {
        question: "Como funciona a baixa automática?",
        answer:
          "Você cadastra a ficha técnica de cada produto, com os insumos e as quantidades. A cada venda, em " +
          "qualquer canal, o sistema desconta esses insumos do estoque automaticamente.",
      },
      {
        question: "Preciso cadastrar a ficha técnica de todos os produtos?",
        answer:
          "Não. Você pode começar pelos itens mais vendidos e controlar os demais por contagem, ampliando as " +
          "fichas técnicas aos poucos.",
      },
      {
        question: "Como dou entrada nas compras?",
        answer:
          "As compras podem ser lançadas manualmente ou a partir das notas fiscais dos fornecedores, atualizando " +
          "as quantidades e o custo dos insumos.",
      },
      {
        question: "O sistema avisa quando um insumo está acabando?",
        answer:
          "Sim. Você define um estoque mínimo para cada insumo e recebe um alerta quando ele é atingido, a tempo " +
          "de fazer a compra antes de faltar.",
      },
    ],
    form: {
      title: "Coloque o estoque da sua loja em ordem",
      description:
        "Deixe seus dados e um especialista mostra como configurar fichas técnicas, estoque mínimo e relatórios " +
        "de custo para o seu cardápio.",
    },
  },
];

export function getSolution(id: string): Solution | undefined {
  return solutions.find((s) => s.id === id);
}
