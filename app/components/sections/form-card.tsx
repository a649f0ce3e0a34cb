import type { ReactNode } from "react";

/**
 * The white card a lead form sits in: its h2 (the section's label, and the target of the page's
 * "jump to the form" links through `anchor`), a line of context and the required-fields note.
 */
export function FormCard({
  anchor,
  title,
  description,
  children,
}: {
  anchor: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-titulo`}
      className="scroll-mt-28 rounded-2xl bg-white p-6 text-ink shadow-xl ring-1 ring-stone-200 sm:p-8"
    >
      <h2 id={`${anchor}-titulo`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-stone-600">{description}</p> : null}
      <RequiredNote />
      {children}
    </section>
  );
}

/** The note every lead form opens with; screen readers hear "asterisco" for the mark. */
export function RequiredNote() {
  return (
    <p className="mt-2 text-sm text-stone-600">
      Campos com{" "}
      <span aria-hidden="true" className="text-red-700">
        *
      </span>
      <span className="sr-only">asterisco</span> são obrigatórios.
    </p>
  );
}

/** The tinted band that holds a page's closing form, centred. */
export function FormBand({ children }: { children: ReactNode }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-4 py-16">{children}</div>
    </section>
  );
}
