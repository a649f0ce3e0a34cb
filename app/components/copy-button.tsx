import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { useHydrated } from "~/components/use-hydrated";

type CopyState = "idle" | "copied" | "failed";

const messages: Record<CopyState, string> = {
  idle: "",
  copied: "Copiado!",
  failed: "Não foi possível copiar. Selecione o texto e copie manualmente.",
};

/**
 * Copies a text to the clipboard and announces the result in a live region.
 * Copying needs JavaScript, so the button appears only after hydration; without
 * it the text next to it is still plain, selectable text.
 */
export function CopyButton({
  text,
  label,
  tone = "dark",
}: {
  text: string;
  /** Accessible name, starting with the visible word "Copiar" (e.g. "Copiar URL base"). */
  label: string;
  tone?: "dark" | "light";
}) {
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!hydrated) return null;

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), 3000);
  };

  const colours =
    tone === "dark"
      ? "border-stone-600 bg-stone-800 text-stone-100 hover:bg-stone-700"
      : "border-stone-300 bg-white text-stone-800 hover:bg-stone-50";
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="status"
        className={`text-sm font-medium ${tone === "dark" ? "text-emerald-300" : "text-emerald-800"}`}
      >
        {messages[state]}
      </span>
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className={`inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold ${colours}`}
      >
        <Icon name={state === "copied" ? "check" : "copy"} className="size-4" />
        Copiar
      </button>
    </span>
  );
}
