import { z } from "zod";
import { iconNames } from "./icon-names";
import { site } from "./site";

/**
 * The open API documentation of /api-aberta (the vendor's public API: its tabs and sections
 * 3, 6, 7 and 9). Display only: the site calls no API. The documented facts are the
 * base path /api/, POST /api/autenticacao/entrar/ with its envelope, the x-api-key
 * header, GET /api/pedidos/lista/, the three endpoint groups, the rate limit and the
 * homologation checklist. The other paths of the endpoint groups follow the same
 * naming; the Postman documentation (site.apiDocsUrl) is the full reference.
 */
const text = z.string().trim().min(1);
const apiPath = z.string().regex(/^\/api\/[a-z0-9/{}_-]*\/$/, "a path under /api/ ending in a slash");

export const httpMethods = ["GET", "POST", "PUT", "DELETE"] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** One field of a request body or a response, as the tables show it. */
const fieldSchema = z.strictObject({ name: text, type: text, description: text });

const codeSampleSchema = z.strictObject({
  title: text,
  description: text,
  /** Shown as the code's language; "json" for bodies, "http" for raw requests. */
  language: z.enum(["curl", "javascript", "json", "http"]),
  code: text,
});
export type CodeSample = z.infer<typeof codeSampleSchema>;

export const endpointGroupIds = ["pedidos", "usuarios", "produtos"] as const;

export const apiDocsSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, title: text, description: text }),
  introduction: z.strictObject({
    title: text,
    paragraphs: z.array(text).min(1),
    basePath: z.literal("/api/"),
    highlights: z.array(z.strictObject({ title: text, description: text, icon: z.enum(iconNames) })).min(3),
    steps: z.array(z.strictObject({ title: text, description: text })).min(3),
  }),
  authentication: z.strictObject({
    title: text,
    intro: text,
    login: z.strictObject({
      method: z.literal("POST"),
      path: z.literal("/api/autenticacao/entrar/"),
      description: text,
      bodyFields: z.array(fieldSchema).length(2),
      request: codeSampleSchema,
      success: codeSampleSchema,
      failure: codeSampleSchema,
    }),
    /** The documented envelope of every answer: body, errors, data. */
    envelope: z.array(fieldSchema).length(3),
    /** `data` of a successful login: id, nome, email, tel, token. */
    userFields: z.array(fieldSchema).length(5),
    apiKey: z.strictObject({
      header: z.literal("x-api-key"),
      description: text,
      request: codeSampleSchema,
    }),
  }),
  endpoints: z.strictObject({
    title: text,
    intro: text,
    groups: z
      .array(
        z.strictObject({
          id: z.enum(endpointGroupIds),
          title: text,
          description: text,
          /** What the group lets an integrator do, in words; the Postman documentation has every route. */
          covers: z.array(text).min(1),
          /** Only calls the vendor has documented: an integrator builds against these, so no invented paths. */
          endpoints: z.array(z.strictObject({ method: z.enum(httpMethods), path: apiPath, purpose: text })),
        }),
      )
      .length(3),
    fullReference: text,
  }),
  examples: z.strictObject({
    title: text,
    intro: text,
    samples: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z0-9-]+$/),
          title: text,
          description: text,
          variants: z.array(codeSampleSchema).min(1),
        }),
      )
      .min(2),
  }),
  homologation: z.strictObject({
    title: text,
    intro: text,
    rateLimit: z.strictObject({
      requestsPerSecond: z.number().int().positive(),
      title: text,
      description: text,
    }),
    checklist: z.array(z.strictObject({ title: text, description: text })).length(3),
    closing: text,
  }),
});

export type ApiDocs = z.infer<typeof apiDocsSchema>;

/** Full URL of an API path, on the base URL of the site config. */
export function apiUrl(path: string): string {
  return new URL(path, site.apiBaseUrl).href;
}

/**
 * A raw HTTP/1.1 request to the API, as the authentication tab shows it: the request line
 * (method and path), the API's Host header, then the message's other headers and body.
 */
function httpRequest(title: string, description: string, methodAndPath: string, rest: string): CodeSample {
  const code = `${methodAndPath} HTTP/1.1\nHost: ${new URL(site.apiBaseUrl).host}\n${rest}`;
  return { title, description, language: "http", code };
}

const loginUrl = apiUrl("/api/autenticacao/entrar/");
const ordersUrl = apiUrl("/api/pedidos/lista/");

export const apiDocs: ApiDocs = {
  hero: {
    eyebrow: "API aberta para desenvolvedores",
    title: "Conecte o seu sistema aos pedidos da Gama Delivery",
    description:
      "Uma API REST em JSON para ERPs, PDVs, softwares de logística e equipes de tecnologia: autentique com e-mail e senha, consulte pedidos, usuários e produtos e homologue a sua integração com o nosso time.",
  },
  introduction: {
    title: "Como a API funciona",
    paragraphs: [
      "A API aberta da Gama Delivery permite que o seu sistema converse com as lojas que usam a plataforma: receber os pedidos, gerar pedidos vindos de outros canais, atualizar o andamento de cada um e consultar o cardápio.",
      "Todos os endpoints ficam sob o caminho /api/ da URL base, recebem e devolvem JSON e respondem sempre no mesmo envelope, com os campos body, errors e data. Assim o seu código trata sucesso e erro do mesmo jeito em qualquer chamada.",
    ],
    basePath: "/api/",
    highlights: [
      {
        title: "JSON em tudo",
        description:
          "Envie o corpo das requisições em JSON e leia as respostas no envelope body, errors e data.",
        icon: "code",
      },
      {
        title: "Token no cabeçalho x-api-key",
        description: "Entre com e-mail e senha uma vez e envie o token recebido no cabeçalho x-api-key.",
        icon: "shield-check",
      },
      {
        title: "1 requisição por segundo",
        description: "Espace as chamadas em pelo menos um segundo para manter a integração estável.",
        icon: "clock",
      },
      {
        title: "Homologação assistida",
        description: "Antes de ir para produção, nossa equipe técnica testa a integração com você.",
        icon: "clipboard-check",
      },
    ],
    steps: [
      {
        title: "Peça o seu acesso",
        description:
          "Fale com a nossa equipe para receber o usuário de integração da loja em que você vai trabalhar.",
      },
      {
        title: "Autentique",
        description: "Chame POST /api/autenticacao/entrar/ com e-mail e senha e guarde o token da resposta.",
      },
      {
        title: "Desenvolva",
        description:
          "Use os endpoints de pedidos, usuários e produtos enviando o token no cabeçalho x-api-key.",
      },
      {
        title: "Homologue",
        description:
          "Passe pelo checklist de homologação com o nosso time e libere a integração para as lojas.",
      },
    ],
  },
  authentication: {
    title: "Autenticação",
    intro:
      "O acesso à API começa com um login. Envie o e-mail e a senha do usuário de integração; a resposta traz os dados do usuário e o token que autoriza as próximas chamadas.",
    login: {
      method: "POST",
      path: "/api/autenticacao/entrar/",
      description: "Autentica o usuário de integração e devolve o token de acesso.",
      bodyFields: [
        { name: "email", type: "texto", description: "E-mail do usuário de integração." },
        { name: "senha", type: "texto", description: "Senha do usuário de integração." },
      ],
      request: httpRequest(
        "Requisição",
        "Corpo em JSON com e-mail e senha (valores de exemplo).",
        "POST /api/autenticacao/entrar/",
        `Content-Type: application/json

{
  "email": "integracao@sualoja.com.br",
  "senha": "sua-senha"
}`,
      ),
      success: {
        title: "Resposta de sucesso",
        description: "Exemplo: errors é null e data traz o usuário e o token.",
        language: "json",
        code: `{
  "body": "Login realizado com sucesso.",
  "errors": null,
  "data": {
    "id": 1042,
    "nome": "Integração Loja Centro",
    "email": "integracao@sualoja.com.br",
    "tel": "(11) 98765-4321",
    "token": "SEU_TOKEN_DE_ACESSO"
  }
}`,
      },
      failure: {
        title: "Resposta com erro",
        description: "Exemplo: errors traz a lista de problemas e body explica o que houve.",
        language: "json",
        code: `{
  "body": "Não foi possível entrar.",
  "errors": ["E-mail ou senha inválidos."],
  "data": null
}`,
      },
    },
    envelope: [
      { name: "body", type: "texto", description: "Mensagem que descreve o resultado da chamada." },
      {
        name: "errors",
        type: "null ou lista",
        description: "null quando deu tudo certo; uma lista com os erros encontrados quando algo falhou.",
      },
      { name: "data", type: "objeto", description: "O conteúdo da resposta, que muda conforme o endpoint." },
    ],
    userFields: [
      { name: "id", type: "número", description: "Identificador do usuário." },
      { name: "nome", type: "texto", description: "Nome do usuário." },
      { name: "email", type: "texto", description: "E-mail do usuário." },
      { name: "tel", type: "texto", description: "Telefone do usuário." },
      { name: "token", type: "texto", description: "Token de acesso, enviado no cabeçalho x-api-key." },
    ],
    apiKey: {
      header: "x-api-key",
      description:
        "Depois do login, envie o token em todas as chamadas no cabeçalho x-api-key. Guarde o token no servidor da sua aplicação, nunca no navegador nem em repositórios de código.",
      request: httpRequest(
        "Chamada autenticada",
        "Exemplo de listagem de pedidos com o cabeçalho x-api-key.",
        "GET /api/pedidos/lista/",
        `x-api-key: SEU_TOKEN_DE_ACESSO
Accept: application/json`,
      ),
    },
  },
  endpoints: {
    title: "Endpoints",
    intro:
      "Os endpoints se dividem em três grupos. Todos ficam sob /api/, pedem o cabeçalho x-api-key (exceto o login) e respondem no envelope body, errors e data.",
    groups: [
      {
        id: "pedidos",
        title: "Pedidos",
        description: "Receba os pedidos da loja, gere pedidos vindos do seu sistema e atualize o andamento.",
        covers: [
          "Listar os pedidos da loja.",
          "Gerar pedidos vindos do seu sistema, com o endereço e a geolocalização (latitude e longitude) da entrega.",
          "Marcar um pedido como pronto ou cancelado.",
        ],
        endpoints: [{ method: "GET", path: "/api/pedidos/lista/", purpose: "Lista os pedidos da loja." }],
      },
      {
        id: "usuarios",
        title: "Usuários",
        description: "Autentique o usuário de integração e consulte os dados dele.",
        covers: [
          "Entrar com e-mail e senha e receber o token de acesso.",
          "Consultar os dados do usuário de integração: id, nome, e-mail e telefone.",
        ],
        endpoints: [
          {
            method: "POST",
            path: "/api/autenticacao/entrar/",
            purpose: "Entra com e-mail e senha e devolve os dados do usuário com o token de acesso.",
          },
        ],
      },
      {
        id: "produtos",
        title: "Produtos",
        description: "Mantenha o cardápio da loja em sintonia com o seu sistema.",
        covers: ["Consultar os produtos do cardápio da loja.", "Pausar ou retomar a venda de um produto."],
        endpoints: [],
      },
    ],
    fullReference:
      "Parâmetros, campos de cada resposta e exemplos prontos para testar estão na Documentação Postman.",
  },
  examples: {
    title: "Exemplos",
    intro:
      "Exemplos prontos para copiar, em curl e em JavaScript com fetch. Troque os valores de exemplo (e-mail, senha e token) pelos seus.",
    samples: [
      {
        id: "entrar",
        title: "Entrar e obter o token",
        description: "Faça o login uma vez e guarde o token devolvido em data.token.",
        variants: [
          {
            title: "curl",
            description: "No terminal.",
            language: "curl",
            code: `curl -X POST "${loginUrl}" \\
  -H "Content-Type: application/json" \\
  -d '{"email": "integracao@sualoja.com.br", "senha": "sua-senha"}'`,
          },
          {
            title: "JavaScript (fetch)",
            description: "No servidor da sua aplicação, com Node.js 18 ou mais recente.",
            language: "javascript",
            code: `const response = await fetch("${loginUrl}", {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email: "integracao@sualoja.com.br", senha: "sua-senha" }),
});
const { body, errors, data } = await response.json();

if (errors) {
  console.error(body, errors);
} else {
  const token = data.token; // envie no cabeçalho x-api-key
}`,
          },
        ],
      },
      {
        id: "listar-pedidos",
        title: "Listar os pedidos",
        description: "Envie o token no cabeçalho x-api-key e leia os pedidos em data.",
        variants: [
          {
            title: "curl",
            description: "No terminal.",
            language: "curl",
            code: `curl "${ordersUrl}" \\
  -H "x-api-key: SEU_TOKEN_DE_ACESSO"`,
          },
          {
            title: "JavaScript (fetch)",
            description: "Com o token obtido no login.",
            language: "javascript",
            code: `const response = await fetch("${ordersUrl}", {
  headers: { "x-api-key": token },
});
const { body, errors, data } = await response.json();

if (errors) {
  console.error(body, errors);
} else {
  console.log(data);
}`,
          },
        ],
      },
      {
        id: "limite",
        title: "Respeitar o limite de requisições",
        description: "Uma forma simples de fazer várias chamadas em sequência, uma por segundo.",
        variants: [
          {
            title: "JavaScript",
            description: "Cada item de calls é uma função que faz uma chamada à API.",
            language: "javascript",
            code: `const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function callOnePerSecond(calls) {
  const results = [];
  for (const call of calls) {
    results.push(await call());
    await pause(1000); // limite da API: 1 requisição por segundo
  }
  return results;
}`,
          },
        ],
      },
    ],
  },
  homologation: {
    title: "Homologação",
    intro:
      "Antes de liberar a sua integração para as lojas, nossa equipe técnica acompanha um teste completo com você. A integração é homologada quando cumpre os três itens abaixo.",
    rateLimit: {
      requestsPerSecond: 1,
      title: "Limite de 1 requisição por segundo",
      description:
        "Espace as chamadas em pelo menos um segundo, evite laços sem intervalo e consulte os pedidos em um ritmo constante.",
    },
    checklist: [
      {
        title: "Comunicação estável da integração",
        description:
          "O seu sistema autentica, envia o x-api-key em todas as chamadas, respeita o limite de requisições e trata as respostas com erro sem parar de funcionar.",
      },
      {
        title: "Geração de pedido com geolocalização",
        description:
          "Os pedidos gerados pelo seu sistema chegam à loja com o endereço e a geolocalização da entrega.",
      },
      {
        title: "Marcação do pedido como pronto ou cancelado",
        description:
          "O seu sistema marca um pedido como pronto quando ele fica pronto e como cancelado quando não puder ser atendido.",
      },
    ],
    closing: "Com os três itens prontos, peça a homologação à nossa equipe técnica.",
  },
};

/** What the server renders for one tab: only the selected panel's content. */
export type ApiDocsPanel =
  | { tab: "introducao"; content: ApiDocs["introduction"] }
  | { tab: "autenticacao"; content: ApiDocs["authentication"] }
  | { tab: "endpoints"; content: ApiDocs["endpoints"] }
  | { tab: "exemplos"; content: ApiDocs["examples"] }
  | { tab: "homologacao"; content: ApiDocs["homologation"] };

export function apiDocsPanel(tab: ApiDocsPanel["tab"]): ApiDocsPanel {
  switch (tab) {
    case "introducao":
      return { tab, content: apiDocs.introduction };
    case "autenticacao":
      return { tab, content: apiDocs.authentication };
    case "endpoints":
      return { tab, content: apiDocs.endpoints };
    case "exemplos":
      return { tab, content: apiDocs.examples };
    case "homologacao":
      return { tab, content: apiDocs.homologation };
  }
}
