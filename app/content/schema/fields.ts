import { fields } from "@keystatic/core";
import { iconNames } from "../icon-names.ts";

/**
 * Field helpers every collection shares, so the same rule reads the same to a marketer in the
 * editor and in a failed build. Keystatic checks them in the editor and when the build reads a file.
 */

/** Lowercase words without accents joined by hyphens: how a slug appears in a URL. */
export const SLUG_PATTERN = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: "Use só letras minúsculas sem acento, números e hífens (ex.: vendas-no-delivery)",
};

/** A required line of copy. `max` keeps cards and titles from breaking the layout. */
export function line(label: string, options: { description?: string; max?: number; min?: number } = {}) {
  return fields.text({
    label,
    description: options.description,
    validation: { isRequired: true, length: { min: options.min ?? 1, max: options.max ?? 200 } },
  });
}

/** A required paragraph, edited in a taller box. */
export function paragraph(label: string, options: { description?: string; max?: number } = {}) {
  return fields.text({
    label,
    description: options.description,
    multiline: true,
    validation: { isRequired: true, length: { min: 1, max: options.max ?? 1200 } },
  });
}

/** A required whole number within a range. */
export function whole(label: string, range: { min: number; max: number; description?: string }) {
  return fields.integer({
    label,
    description: range.description,
    validation: { isRequired: true, min: range.min, max: range.max },
  });
}

/** An https address. */
export function httpsUrl(label: string, description?: string) {
  return fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      length: { min: 1, max: 300 },
      pattern: {
        regex: /^https:\/\/[^\s]+$/,
        message: "Informe um endereço completo, começando com https://",
      },
    },
  });
}

/** One of a fixed list; `values` are stored, `labels` shown in the editor. */
export function choice<const Value extends string>(
  label: string,
  values: readonly Value[],
  labels: Record<Value, string>,
  defaultValue: Value,
) {
  return fields.select({
    label,
    options: values.map((value) => ({ value, label: labels[value] })),
    defaultValue,
  });
}

/** Questions and answers, as every page with a FAQ lists them. */
export function faq(options: {
  length: { min: number; max?: number };
  answerMax?: number;
  answerDescription?: string;
}) {
  return fields.array(
    fields.object({
      question: line("Pergunta", { max: 160 }),
      answer: paragraph("Resposta", {
        max: options.answerMax ?? 800,
        ...(options.answerDescription && { description: options.answerDescription }),
      }),
    }),
    {
      label: "Perguntas frequentes",
      itemLabel: (props) => props.fields.question.value || "Nova pergunta",
      validation: { length: options.length },
    },
  );
}

type SchemaNode = {
  kind: string;
  description?: string;
  validation?: { length?: { min?: number; max?: number } };
  fields?: Record<string, SchemaNode>;
  element?: SchemaNode;
  values?: Record<string, SchemaNode>;
};

const items = (count: number) => `${count} ${count === 1 ? "item" : "itens"}`;

/** How many items a list takes, in the words its description shows ("De 2 a 12 itens"). */
export function countRule(length: { min?: number; max?: number }): string | undefined {
  const min = length.min ?? 0;
  const max = length.max ?? Number.POSITIVE_INFINITY;
  if (min > 0 && min === max) return `Exatamente ${items(min)}`;
  if (min > 0 && max !== Number.POSITIVE_INFINITY) return `De ${min} a ${items(max)}`;
  if (min > 0) return `Pelo menos ${items(min)}`;
  if (max !== Number.POSITIVE_INFINITY) return `No máximo ${items(max)}`;
  return undefined;
}

/**
 * Writes each list's item count into its description, from the same numbers that check it. The
 * editor checks a list's length only when saving (and then names the rule), so a marketer reads
 * it beside the list before that. Call once per schema, when the configuration is made.
 */
export function describeListLengths(schema: Record<string, unknown>): void {
  const visit = (node: SchemaNode) => {
    if (node.kind === "array") {
      const rule = node.validation?.length && countRule(node.validation.length);
      if (rule && !node.description?.includes(rule))
        node.description = node.description ? `${node.description}. ${rule}` : rule;
      if (node.element) visit(node.element);
    }
    for (const child of Object.values(node.fields ?? {})) visit(child);
    for (const child of Object.values(node.values ?? {})) visit(child);
  };
  for (const field of Object.values(schema)) visit(field as SchemaNode);
}

/** An icon of the site's set, picked from the list. */
export const icon = (label = "Ícone") =>
  fields.select({
    label,
    options: iconNames.map((name) => ({ value: name, label: name })),
    defaultValue: "star",
  });
