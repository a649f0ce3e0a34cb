import { Link } from "react-router";
import { type NewsletterPageState, newsletterPages } from "~/content/newsletter";
import { site } from "~/content/site";

const buttons: Partial<Record<NewsletterPageState, string>> = {
  confirm_prompt: "Confirmar inscrição",
  unsubscribe_prompt: "Cancelar inscrição",
};

/**
 * The page a newsletter link opens. A prompt is a plain HTML form that posts the token back to
 * the same address, so it works the same with JavaScript on or off.
 */
export function NewsletterLinkPage({
  state,
  email,
  token,
  refused,
}: {
  state: NewsletterPageState;
  email?: string;
  token?: string;
  /** Why the button's last post was refused; the button stays. */
  refused?: string;
}) {
  const copy = newsletterPages[state];
  const button = buttons[state];
  const failed = state === "invalid" || state === "expired" || state === "not_found";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <p className="font-semibold text-brand-800">Newsletter da {site.name}</p>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.title}</h1>
      <p className="mt-5 text-lg text-stone-700" role={failed ? "alert" : undefined}>
        {copy.text}
      </p>
      {email ? (
        <p className="mt-4 text-lg">
          E-mail: <strong className="break-all">{email}</strong>
        </p>
      ) : null}
      {refused ? (
        <p
          className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
          role="alert"
        >
          {refused}
        </p>
      ) : null}
      {button && token ? (
        <form method="post" className="mt-8">
          <input type="hidden" name="t" value={token} />
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {button}
          </button>
        </form>
      ) : (
        <p className="mt-8">
          <Link to="/blog" className="font-semibold text-brand-800 underline">
            Ir para o blog
          </Link>
        </p>
      )}
    </section>
  );
}
