import { type ComponentProps, useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import type { ShareLinks } from "~/lib/share";

type Feedback = { kind: "copied" } | { kind: "failed" } | null;

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-medium text-stone-800 hover:border-brand-600 hover:text-brand-800";

/**
 * 'Compartilhar': the Web Share API where the browser has it, otherwise the
 * link is copied. The WhatsApp and LinkedIn links are plain links, so they work
 * without JavaScript too; the button itself appears once JavaScript runs.
 */
export function ShareButtons({ title, text, links }: { title: string; text: string; links: ShareLinks }) {
  const { url } = links;
  const [enhanced, setEnhanced] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  useEffect(() => setEnhanced(true), []);

  async function share() {
    setFeedback(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setFeedback({ kind: "copied" });
    } catch {
      setFeedback({ kind: "failed" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {enhanced ? (
        <button
          type="button"
          onClick={share}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="share" className="size-5" />
          Compartilhar
        </button>
      ) : (
        <span className="inline-flex min-h-11 items-center gap-2 font-semibold text-stone-800">
          <Icon name="share" className="size-5" />
          Compartilhar:
        </span>
      )}
      <ShareLink href={links.whatsapp} icon="message-circle" network="WhatsApp" />
      <ShareLink href={links.linkedin} icon="external-link" network="LinkedIn" />
      <p
        role="status"
        className={`basis-full text-sm font-medium ${feedback?.kind === "failed" ? "text-red-800" : "text-emerald-800"}`}
      >
        {feedback?.kind === "copied" ? "Link copiado! Agora é só colar onde quiser." : null}
        {feedback?.kind === "failed" ? `Não foi possível copiar. Copie o endereço: ${url}` : null}
      </p>
    </div>
  );
}

/** A link that shares the post on a network, in a new tab; without JavaScript too. */
function ShareLink({
  href,
  icon,
  network,
}: {
  href: string;
  icon: ComponentProps<typeof Icon>["name"];
  network: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      <Icon name={icon} className="size-5" />
      <span>
        <span className="sr-only">Compartilhar no </span>
        {network}
        <span className="sr-only"> (abre em nova aba)</span>
      </span>
    </a>
  );
}
