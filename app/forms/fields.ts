import { z } from "zod";
import { UTM_KEYS } from "./wire";

/**
 * Field rules shared by every lead form. Each message is pt-BR and names what to fix; the
 * "required" message is one constant so the server can tell a missing field from a wrong one and
 * answer with the form's own "fill in the required fields" alert.
 *
 * Every rule is a function, so that nothing here runs when a module is loaded: a component that
 * imports a form module for its id then brings no zod into the browser bundle.
 */
export const REQUIRED = "Campo obrigatório.";

/** Shown when a text holds control characters: they come along with pasted text, never typed. */
export const CONTROL_CHARACTERS =
  "O texto tem caracteres invisíveis de controle (vindos de uma cópia, por exemplo). Apague-os e envie de novo.";

/**
 * Control characters (C0, DEL, C1) no person types into a field. Line breaks are allowed in a
 * message only; a tab becomes a space everywhere, as it does when pasted into most fields.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const tabsToSpaces = (value: string) => value.replaceAll("\t", " ");

/**
 * Bidirectional formatting characters (embeddings and overrides U+202A–U+202E, isolates
 * U+2066–U+2069, the marks U+200E, U+200F and U+061C). Invisible, and they reorder what follows:
 * "Fatura" + U+202E + "gpj.exe" reads "Fatura" + "exe.jpg" in a mail client's subject line. A line
 * of text never needs them (a person types the letters; the reader's software orders them), so
 * they are dropped, like a tab is read as a space, rather than refused.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;
export const withoutBidiControls = (value: string) => value.replace(BIDI_CONTROLS, "");

/** A text a person types on one line: trimmed, tabs read as spaces, no bidi or control characters. */
const oneLine = () =>
  z
    .string({ error: REQUIRED })
    .transform((value) => withoutBidiControls(tabsToSpaces(value)))
    .pipe(
      z
        .string()
        .trim()
        .refine((value) => !CONTROL.test(value), CONTROL_CHARACTERS),
    );

const trimmed = (max: number, tooLong: string) =>
  oneLine().pipe(z.string().min(1, REQUIRED).max(max, tooLong));

/** A message: line breaks kept, tabs read as spaces, no other control character. */
const messageText = () =>
  z
    .string({ error: REQUIRED })
    .transform(tabsToSpaces)
    .pipe(
      z
        .string()
        .trim()
        .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), CONTROL_CHARACTERS),
    );

/** An optional line of text (a subject, a company that may be left out). */
export const optionalLine = (max: number, tooLong: string) =>
  oneLine().pipe(z.string().max(max, tooLong)).optional();

/** A hidden field the page fills (attribution, a calculation): control characters are dropped, not refused. */
export const hiddenText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => withoutBidiControls(value.replace(new RegExp(CONTROL.source, "g"), "")));

export const nameField = () => trimmed(120, "Use no máximo 120 caracteres no nome.");
export const companyField = () => trimmed(120, "Use no máximo 120 caracteres no nome da empresa.");
export const optionalCompanyField = () =>
  optionalLine(120, "Use no máximo 120 caracteres no nome da empresa.");

export const emailField = () =>
  trimmed(254, "O e-mail pode ter no máximo 254 caracteres.").pipe(
    z.email("Informe um e-mail válido, como nome@empresa.com.br."),
  );

/** Digits of a Brazilian phone without the +55 prefix, or null when it is not 10 or 11 digits long. */
export function normalizeBrazilianPhone(raw: string): string | null {
  if (/[^\d\s()+.-]/.test(raw)) return null;
  let digits = raw.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return null;
  // Area codes run from 11 to 99; a leading 0 means a carrier prefix was typed.
  if (!/^[1-9][1-9]/.test(digits)) return null;
  return digits;
}

/** Formats 11987654321 as (11) 98765-4321 and 1140038321 as (11) 4003-8321. */
export function formatBrazilianPhone(digits: string): string {
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

export const phoneField = () =>
  trimmed(30, "O telefone pode ter no máximo 30 caracteres.").transform((value, ctx) => {
    const digits = normalizeBrazilianPhone(value);
    if (!digits) {
      ctx.addIssue({
        code: "custom",
        message: "Informe um telefone com DDD, com 10 ou 11 dígitos. Ex.: (11) 98765-4321.",
      });
      return z.NEVER;
    }
    return formatBrazilianPhone(digits);
  });

export const messageField = () =>
  messageText().pipe(z.string().max(4000, "A mensagem pode ter no máximo 4.000 caracteres."));
/** A message the form cannot go without: a missing one says "required", like the other fields. */
export const requiredMessageField = () =>
  messageText().pipe(
    z.string().min(1, REQUIRED).max(4000, "A mensagem pode ter no máximo 4.000 caracteres."),
  );

export function choiceField<const T extends readonly { value: string }[]>(options: T, missing: string) {
  const values = options.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
  return z.enum(values, { error: (issue) => (issue.input === undefined ? REQUIRED : missing) });
}

/** A consent checkbox: unchecked boxes are absent from the posted form. */
export const consentBox = () =>
  z.literal("on", { error: "Você precisa aceitar a política de privacidade para continuar." });

/**
 * Hidden attribution fields every lead form posts (the page, the visit's referrer and the campaign),
 * so sales knows which page and which campaign brought the lead.
 */
export const attributionFields = () =>
  ({
    page: hiddenText(500).optional(),
    referrer: hiddenText(1000).optional(),
    ...Object.fromEntries(UTM_KEYS.map((key) => [key, hiddenText(200).optional()])),
  }) as { page: Optional; referrer: Optional } & Record<(typeof UTM_KEYS)[number], Optional>;

type Optional = z.ZodOptional<ReturnType<typeof hiddenText>>;
