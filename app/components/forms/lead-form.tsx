import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Option } from "~/forms/options";
import type { FormResult } from "~/forms/result";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const LANDING_KEY = "gd-landing";

/**
 * Conform's form state bound to this route's action result for the form with this id.
 * `defaultValue` prefills fields (e.g. a subject from the URL); a reset after success returns to it.
 */
export function useLeadForm<Name extends string>(
  id: string,
  options: { defaultValue?: DefaultValue<Record<Name, string>> } = {},
) {
  const actionData = useActionData() as FormResult | undefined;
  const mine = actionData?.form === id ? actionData : undefined;
  const [form, fields] = useForm<Record<Name, string>>({
    id,
    lastResult: mine?.result,
    defaultValue: options.defaultValue,
  });
  return { form, fields, outcome: mine };
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
  className = "",
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's field names
  form: FormMetadata<any>;
  outcome: FormResult | undefined;
  submitLabel: string;
  children: ReactNode;
  className?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("_form") === form.id;
  return (
    <Form method="post" {...getFormProps(form)} preventScrollReset className={className}>
      <input type="hidden" name="_form" value={form.id} />
      <GuardFields formId={form.id} />
      <AttributionFields />
      <FormOutcome outcome={outcome} />
      {children}
      <button
        type="submit"
        disabled={submitting}
        className="mt-2 inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? "Enviando..." : submitLabel}
      </button>
    </Form>
  );
}

interface RootData {
  formToken: string;
  submissionSeed: string;
}

/**
 * Spam defence and idempotency (issue: no lead is ever lost): a honeypot that
 * people never see, the signed render time, and a submission id that stays the
 * same when the same rendered form is posted twice.
 */
function GuardFields({ formId }: { formId: string }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <>
      <input type="hidden" name="_t" value={root?.formToken ?? ""} />
      <input type="hidden" name="_submission" value={root ? `${root.submissionSeed}-${formId}` : ""} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Site (deixe em branco)
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

function FormOutcome({ outcome }: { outcome: FormResult | undefined }) {
  if (!outcome) return null;
  if (outcome.status === "success") {
    return (
      <p
        key={outcome.at}
        role="status"
        className="animate-hide-after-5s mb-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
      >
        {outcome.message}
      </p>
    );
  }
  return (
    <p
      key={outcome.at}
      role="alert"
      className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
    >
      {outcome.message}
    </p>
  );
}

/**
 * Page, referrer and UTM parameters of the landing URL (kept for the visit in
 * sessionStorage). Without JavaScript the server reads the page from the Referer header.
 */
function AttributionFields() {
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
      {["page", "referrer", ...UTM_KEYS].map((name) => (
        <input
          key={name}
          type="hidden"
          name={name}
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

function Label({
  htmlFor,
  children,
  required,
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-stone-800">
      {children}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldError({ field }: { field: FieldMetadata<string> }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700">
      {field.errors[0]}
    </p>
  );
}

export function TextField({
  field,
  label,
  type = "text",
  required = false,
  autoComplete,
  placeholder,
  inputMode,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel";
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: "text" | "email" | "tel";
}) {
  const { key, ...props } = getInputProps(field, { type });
  return (
    <div>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      <input
        key={key}
        {...props}
        required={required}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        className={inputClass}
      />
      <FieldError field={field} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  options,
  required = false,
  placeholder = "Selecione",
}: {
  field: FieldMetadata<string>;
  label: string;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      <select key={key} {...props} required={required} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  required = false,
  rows = 3,
  placeholder,
}: {
  field: FieldMetadata<string>;
  label: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
}) {
  const { key, ...props } = getTextareaProps(field);
  return (
    <div>
      <Label htmlFor={field.id} required={required}>
        {label}
      </Label>
      <textarea
        key={key}
        {...props}
        required={required}
        rows={rows}
        placeholder={placeholder}
        className={`${inputClass} py-2`}
      />
      <FieldError field={field} />
    </div>
  );
}

/** Consent checkbox, never pre-checked, linking to the privacy policy (PRODUCT.md, Consent). */
export function ConsentField({ field, text }: { field: FieldMetadata<string>; text: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  const [before, after] = text.split("política de privacidade");
  return (
    <div>
      <div className="flex items-start gap-3">
        <input key={key} {...props} required className="mt-1 size-5 shrink-0 accent-brand-700" />
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
