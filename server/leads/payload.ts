/**
 * The mail helper's payload (spec 1, 3.2) and the two wrappers of spec 1, 7.
 * Input accepts the spec's alternates: nome|name, empresa|company,
 * whatsapp|telefone|phone, assunto, mensagem|message.
 */
export interface ContactPayload {
  to_email: string;
  from_name: string;
  from_email: string;
  company: string;
  phone: string;
  subject: string;
  message: string;
  faturamento: string;
  unidades: string;
  segmento: string;
  form_type: string;
}

export interface ContactInput {
  nome?: string;
  name?: string;
  empresa?: string;
  company?: string;
  email?: string;
  whatsapp?: string;
  telefone?: string;
  phone?: string;
  assunto?: string;
  mensagem?: string;
  message?: string;
  faturamento?: string;
  unidades?: string;
  segmento?: string;
}

const first = (...values: (string | undefined)[]) =>
  values.find((v) => v !== undefined && v.trim() !== "")?.trim() ?? "";

export function buildContactPayload(
  input: ContactInput,
  options: { toEmail: string; subject: string; formType: string },
): ContactPayload {
  return {
    to_email: options.toEmail,
    from_name: first(input.nome, input.name),
    from_email: first(input.email),
    company: first(input.empresa, input.company),
    phone: first(input.whatsapp, input.telefone, input.phone),
    subject: options.subject,
    message: first(input.mensagem, input.message),
    faturamento: first(input.faturamento),
    unidades: first(input.unidades),
    segmento: first(input.segmento),
    form_type: options.formType,
  };
}

export const DEMO_SUBJECT = "Solicitação de Demonstração - Página Inicial";

/** Demonstration wrapper: form_type 'demonstracao'. */
export function demoPayload(input: ContactInput, toEmail: string): ContactPayload {
  return buildContactPayload(input, { toEmail, subject: DEMO_SUBJECT, formType: "demonstracao" });
}

/** General contact wrapper: form_type 'contato_geral', subject 'Contato via Site - {assunto or Geral}'. */
export function generalContactPayload(input: ContactInput, toEmail: string): ContactPayload {
  const topic = first(input.assunto) || "Geral";
  return buildContactPayload(input, {
    toEmail,
    subject: `Contato via Site - ${topic}`,
    formType: "contato_geral",
  });
}

/**
 * Integration request of /integracoes/{id}: 'Solicitação de Integração - {name}'
 * (form_type 'integracao'), or for a coming-soon integration the notify-me
 * request 'Aviso de Disponibilidade - {name}' (form_type 'aviso_integracao').
 * The optional details travel as the message.
 */
export function integrationRequestPayload(
  input: ContactInput & { detalhes?: string },
  toEmail: string,
  integration: { name: string; comingSoon: boolean },
): ContactPayload {
  return buildContactPayload(
    { ...input, mensagem: input.detalhes },
    integration.comingSoon
      ? { toEmail, subject: `Aviso de Disponibilidade - ${integration.name}`, formType: "aviso_integracao" }
      : { toEmail, subject: `Solicitação de Integração - ${integration.name}`, formType: "integracao" },
  );
}

/** Reseller wrapper: form_type 'revenda', subject 'Contato Revenda - {subject}' (default 'white-label'). */
export function resellerPayload(input: ContactInput, toEmail: string): ContactPayload {
  const topic = first(input.assunto) || "white-label";
  return buildContactPayload(input, { toEmail, subject: `Contato Revenda - ${topic}`, formType: "revenda" });
}

/** Interest in a feature ('funcionalidade') or a solution ('solucao'): subject 'Interesse em {title}'. */
export function interestPayload(
  input: ContactInput,
  toEmail: string,
  options: { title: string; formType: "funcionalidade" | "solucao" },
): ContactPayload {
  return buildContactPayload(input, {
    toEmail,
    subject: `Interesse em ${options.title}`,
    formType: options.formType,
  });
}

/** A segment landing page's lead: the page's own subject and form_type (e.g. /hamburgueria). */
export const hamburgueriaLanding = {
  subject: "Interesse - Página Hamburgueria",
  formType: "landing_hamburgueria",
} as const;

export function landingPayload(
  input: ContactInput,
  toEmail: string,
  landing: { subject: string; formType: string },
): ContactPayload {
  return buildContactPayload(input, { toEmail, subject: landing.subject, formType: landing.formType });
}

export const NEWSLETTER_SUBJECT = "Inscrição na Newsletter";

/**
 * Newsletter subscription: form_type 'newsletter' (the pipeline stores the
 * address once), subject 'Inscrição na Newsletter'.
 */
export function newsletterPayload(input: ContactInput, toEmail: string): ContactPayload {
  return buildContactPayload(
    { email: input.email },
    { toEmail, subject: NEWSLETTER_SUBJECT, formType: "newsletter" },
  );
}
