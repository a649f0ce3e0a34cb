import { type AllHTMLAttributes, type FormEvent, type ReactNode, useEffect, useRef } from "react";
import {
  Form,
  Link,
  useActionData,
  useFormAction,
  useLocation,
  useMatches,
  useNavigation,
} from "react-router";
import { Button } from "~/components/ui/button";
import type { Option } from "~/forms/define";
import type { FormResult, SubmissionReply } from "~/forms/result";
import {
  ATTRIBUTION_KEYS,
  FILL_TIME_FIELD,
  FORM_ID_FIELD,
  HONEYPOT_FIELD,
  SUBMISSION_FIELD,
  UTM_KEYS,
} from "~/forms/wire";
import { type PageHandle, pageQuery } from "~/lib/page-handle";

const LANDING_KEY = "gd-landing";

/** What a field needs to render: its ids, the value to show and the server's errors for it. */
export interface Field {
  id: string;
  name: string;
  errorId: string;
  /** The value typed before the last answer (kept on an error), else the default. */
  initialValue: string | undefined;
  errors: string[] | undefined;
  /** Changes with every answer, so inputs (uncontrolled) show the answer's values, e.g. empty after success. */
  key: string;
}

/**
 * Field metadata bound to this route's action result for the form with this id. The
 * server validates with Conform (parseWithZod) and answers with Conform's SubmissionResult;
 * the browser only has to map that answer onto the fields, which this does without
 * shipping a form library (the home page's JavaScript budget is 120 KB).
 * `defaultValue` prefills fields (e.g. a subject from the URL); a reset after success returns to it.
 */
export function useLeadForm<Name extends string>(
  id: string,
  options: { defaultValue?: Partial<Record<Name, string>> } = {},
) {
  const actionData = useActionData() as FormResult | undefined;
  const mine = actionData?.form === id ? actionData : undefined;
  const fields = new Proxy({} as Record<Name, Field>, {
    get: (_, name) => (typeof name === "string" ? fieldOf(id, name, mine, options.defaultValue) : undefined),
  });
  return { form: { id }, fields, outcome: mine };
}

function fieldOf(
  formId: string,
  name: string,
  outcome: FormResult | undefined,
  defaults: Partial<Record<string, string>> | undefined,
): Field {
  const result: SubmissionReply | undefined = outcome?.result;
  // A success answer resets the form (initialValue null); an error answer carries what was typed.
  const typed = result?.initialValue?.[name];
  const id = `${formId}-${name}`;
  return {
    id,
    name,
    errorId: `${id}-erro`,
    initialValue: result?.initialValue ? (typeof typed === "string" ? typed : undefined) : defaults?.[name],
    errors: result?.error?.[name] ?? undefined,
    key: `${name}-${outcome?.at ?? "inicial"}`,
  };
}

/** Attributes every control shares: name, id, and the error link for assistive technology. */
function controlProps(field: Field) {
  const invalid = Boolean(field.errors?.length);
  return {
    id: field.id,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? field.errorId : undefined,
  };
}

/**
 * A lead form: a plain POST that the server validates, enhanced by React Router
 * into a submission without reload. The outcome renders the same either way.
 */
export function LeadForm({
  form,
  outcome,
  submitLabel,
  children,
  className = "mt-5 grid gap-4",
}: {
  form: { id: string };
  outcome: FormResult | undefined;
  submitLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get(FORM_ID_FIELD) === form.id;
  // The answer page opens at the outcome: without JavaScript the browser scrolls to the fragment
  // and focuses it (it is focusable); with JavaScript FormOutcome does the same after each answer.
  const action = `${usePageFormAction()}#${outcomeId(form.id)}`;
  return (
    // noValidate: the server is the guard and answers in pt-BR on each field; the browser's own
    // bubbles would stop a visitor before seeing those messages.
    <Form
      method="post"
      action={action}
      id={form.id}
      noValidate
      preventScrollReset
      className={className}
      onSubmit={stampFillTime}
    >
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      <GuardFields outcome={outcome} />
      <AttributionFields known={outcome?.attribution} />
      <FormOutcome id={outcomeId(form.id)} outcome={outcome} />
      {children}
      <Button
        type="submit"
        disabled={submitting}
        className="mt-2 w-full disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? "Enviando..." : submitLabel}
      </Button>
    </Form>
  );
}

/**
 * Where the form posts: the page's own route (`?index` for an index route) with the query the server
 * renders the page from, its declared parameters alone. React Router's own action carries the whole
 * address: with `?utm_source=x` the browser's differed from the server's (a hydration mismatch).
 * Without JavaScript the answer page keeps those parameters (the subject, the search).
 */
function usePageFormAction(): string {
  const route = useFormAction(".");
  const handle = useMatches().at(-1)?.handle as Partial<PageHandle> | undefined;
  const query = pageQuery(useLocation().search, handle?.searchParams ?? []);
  return query ? `${route}${route.includes("?") ? "&" : "?"}${query}` : route;
}

/**
 * Spam defence and idempotency, with nothing made by the server (pages are the same bytes for
 * every visitor): a honeypot that people never see, and, once JavaScript runs, a submission id made
 * in the browser (new after each success, so a double click is one lead and the next message
 * another) and the time the form was shown, from which the submit handler writes the fill time.
 * Without JavaScript both stay empty and the server falls back to a fingerprint of the values.
 */
function GuardFields({ outcome }: { outcome: FormResult | undefined }) {
  const submission = useRef<HTMLInputElement>(null);
  const fill = useRef<HTMLInputElement>(null);
  const successAt = outcome?.status === "success" ? outcome.at : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a success starts a new submission
  useEffect(() => {
    if (submission.current) submission.current.value = newSubmissionId();
    if (fill.current) fill.current.dataset.shownAt = String(performance.now());
  }, [successAt]);
  return (
    <>
      <input type="hidden" name={SUBMISSION_FIELD} ref={submission} />
      <input type="hidden" name={FILL_TIME_FIELD} ref={fill} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site (deixe em branco)
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** crypto.randomUUID exists only on https (and localhost); elsewhere random digits do. */
function newSubmissionId(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** Milliseconds from the form showing up to its submission: a weak spam signal for sales. */
function stampFillTime(event: FormEvent<HTMLFormElement>) {
  const fill = event.currentTarget.elements.namedItem(FILL_TIME_FIELD);
  if (fill instanceof HTMLInputElement && fill.dataset.shownAt) {
    fill.value = String(Math.round(performance.now() - Number(fill.dataset.shownAt)));
  }
}

/** The id of a form's outcome message: the fragment its answer page opens at. */
const outcomeId = (formId: string) => `${formId}-resultado`;

/**
 * The answer, above the fields: a status that fades after a success, an alert after an error. It is
 * the one live region of the form, so the message is announced once. With JavaScript, each answer
 * brings it into view below the sticky header (its scroll margin) and, after an error, puts focus
 * on the first field to fix (the summary itself when no field is named or that field is out of view),
 * as the fragment does for a page answered without JavaScript.
 */
function FormOutcome({ id, outcome }: { id: string; outcome: FormResult | undefined }) {
  const message = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (its time) is the trigger
  useEffect(() => {
    const summary = message.current;
    if (!summary) return;
    summary.scrollIntoView({ block: "nearest", behavior: "instant" });
    if (summary.getAttribute("role") !== "alert") return;
    const field = summary.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // The field lies below the summary, itself now in view below the header: in view if its end is.
    const target = field && field.getBoundingClientRect().bottom <= innerHeight ? field : summary;
    target.focus({ preventScroll: true });
  }, [outcome?.at]);
  if (!outcome) return null;
  const success = outcome.status === "success";
  return (
    <p
      key={outcome.at}
      ref={message}
      id={id}
      tabIndex={-1}
      role={success ? "status" : "alert"}
      className={`mb-4 scroll-mt-4 rounded-lg border px-4 py-3 font-medium ${
        success
          ? "animate-hide-after-5s border-emerald-300 bg-emerald-50 text-emerald-900"
          : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {outcome.message}
    </p>
  );
}

/**
 * Page, referrer and UTM parameters of the landing URL (kept for the visit in
 * sessionStorage). Without JavaScript the server reads the page from the Referer header.
 */
function AttributionFields({ known }: { known?: Record<string, string> }) {
  const refs = useRef<Record<string, HTMLInputElement | null>>({});
  useEffect(() => {
    const url = new URL(window.location.href);
    let landing: Record<string, string> = {};
    try {
      landing = JSON.parse(sessionStorage.getItem(LANDING_KEY) ?? "{}");
      if (!landing.referrer && UTM_KEYS.some((k) => url.searchParams.has(k))) {
        landing = Object.fromEntries(UTM_KEYS.map((k) => [k, url.searchParams.get(k) ?? ""]));
      }
      if (!sessionStorage.getItem(LANDING_KEY)) {
        landing.referrer = document.referrer;
        sessionStorage.setItem(LANDING_KEY, JSON.stringify(landing));
      }
    } catch {
      // Storage may be disabled; the current URL still gives what it has.
    }
    const values: Record<string, string | undefined> = {
      page: url.pathname + url.search,
      referrer: landing.referrer || document.referrer,
    };
    for (const key of UTM_KEYS) values[key] = url.searchParams.get(key) || landing[key];
    for (const [name, input] of Object.entries(refs.current)) {
      if (input) input.value = values[name] ?? "";
    }
  }, []);
  return (
    <>
      {ATTRIBUTION_KEYS.map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
          defaultValue={known?.[name]}
          ref={(el) => {
            refs.current[name] = el;
          }}
        />
      ))}
    </>
  );
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-ink placeholder:text-stone-500 focus:border-brand-600 aria-[invalid=true]:border-red-600";

/**
 * A control (`as`) with its label above and its error below. The control is keyed by the answer,
 * carries the field's name, id and error link, and gets the remaining attributes as they are.
 */
function FieldShell({
  as: Control,
  field,
  label,
  required = false,
  className = inputClass,
  ...attributes
}: {
  as: "input" | "select" | "textarea";
  field: Field;
  label: string;
  required?: boolean;
} & AllHTMLAttributes<HTMLElement>) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      <Control
        key={field.key}
        {...controlProps(field)}
        defaultValue={field.initialValue}
        required={required}
        {...attributes}
        className={className}
      />
      <FieldError field={field} />
    </div>
  );
}

function FieldError({ field }: { field: Field }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700">
      {field.errors[0]}
    </p>
  );
}

export function TextField({
  type = "text",
  ...props
}: {
  field: Field;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "tel";
}) {
  return <FieldShell as="input" type={type} {...props} />;
}

export function SelectField({
  field,
  options,
  placeholder = "Selecione",
  ...props
}: {
  field: Field;
  label: string;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <FieldShell as="select" field={field} {...props} defaultValue={field.initialValue ?? ""}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FieldShell>
  );
}

export function TextAreaField({
  rows = 3,
  ...props
}: {
  field: Field;
  label: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
}) {
  return <FieldShell as="textarea" rows={rows} className={`${inputClass} py-2`} {...props} />;
}

const pairClass = "grid gap-4 sm:grid-cols-2";

/**
 * The fields every lead form opens with: who is writing (name and company) and how to reach them
 * (e-mail and phone, side by side). Forms differ in the phone field and its label, whether the
 * company is required (an optional one says so in its label), and whether name and company share a
 * row too.
 */
export function SenderRows({
  fields,
  phone,
  phoneLabel,
  nameLabel = "Nome",
  companyRequired,
  companyLabel = companyRequired ? "Empresa" : "Empresa (opcional)",
  paired,
}: {
  fields: Record<"nome" | "empresa" | "email", Field>;
  phone: Field;
  phoneLabel: string;
  nameLabel?: string;
  companyRequired?: boolean;
  companyLabel?: string;
  /** Name and company side by side, like e-mail and phone. */
  paired?: boolean;
}) {
  const who = (
    <>
      <TextField field={fields.nome} label={nameLabel} required autoComplete="name" />
      <TextField
        field={fields.empresa}
        label={companyLabel}
        required={companyRequired}
        autoComplete="organization"
      />
    </>
  );
  return (
    <>
      {paired ? <div className={pairClass}>{who}</div> : who}
      <div className={pairClass}>
        <TextField field={fields.email} label="E-mail" type="email" required autoComplete="email" />
        <TextField
          field={phone}
          label={phoneLabel}
          type="tel"
          required
          autoComplete="tel"
          placeholder="(11) 98765-4321"
        />
      </div>
    </>
  );
}

/** What a form without a consent box says about the data, ending in a link to the privacy policy. */
export function PrivacyNote({ children }: { children: string }) {
  return (
    <p className="text-sm text-stone-600">
      {children}{" "}
      <Link to="/privacidade" className="font-medium text-brand-800 underline">
        política de privacidade
      </Link>
      .
    </p>
  );
}

/**
 * Consent checkbox, never pre-checked (consent under the LGPD must be an active choice), linking to
 * the privacy policy it refers to.
 */
export function ConsentField({ field, text }: { field: Field; text: string }) {
  const [before, after] = text.split("política de privacidade");
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          key={field.key}
          {...controlProps(field)}
          type="checkbox"
          defaultChecked={field.initialValue === "on"}
          required
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="text-sm text-stone-700">
          {before}
          <Link to="/privacidade" className="font-medium text-brand-800 underline">
            política de privacidade
          </Link>
          {after}
        </label>
      </div>
      <FieldError field={field} />
    </div>
  );
}
