import { LeadForm, PrivacyNote, TextField, useLeadForm } from "~/components/forms/lead-form";
import * as newsletter from "~/forms/newsletter";

/**
 * The blog's newsletter box: one e-mail field posted to the page's action,
 * which stores the address once. Works with and without JavaScript.
 */
export function NewsletterBox({
  title,
  description,
  submitLabel,
  tone = "brand",
}: {
  title: string;
  description: string;
  submitLabel: string;
  tone?: "brand" | "light";
}) {
  const { form, fields, outcome } = useLeadForm<keyof newsletter.Fields>(newsletter.id);
  const brand = tone === "brand";
  return (
    <section
      id="assinar-newsletter"
      aria-labelledby="assinar-newsletter-titulo"
      className={`scroll-mt-28 rounded-2xl p-6 sm:p-10 ${
        brand
          ? "bg-gradient-to-br from-brand-700 to-brand-900 text-white"
          : "bg-brand-50 ring-1 ring-brand-100"
      }`}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="assinar-newsletter-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className={`mt-3 text-lg ${brand ? "text-brand-50" : "text-stone-700"}`}>{description}</p>
        </div>
        <div className="rounded-xl bg-white p-5 text-ink shadow-lg">
          <LeadForm form={form} outcome={outcome} submitLabel={submitLabel} className="grid gap-3">
            <TextField
              field={fields.email}
              label="Seu e-mail"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder="nome@empresa.com.br"
            />
            <PrivacyNote>
              Só conteúdo útil, sem spam; você pode cancelar quando quiser. Veja a nossa
            </PrivacyNote>
          </LeadForm>
        </div>
      </div>
    </section>
  );
}
