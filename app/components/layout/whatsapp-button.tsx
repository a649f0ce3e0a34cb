import { BrandMark } from "~/components/icon";
import { useRootData } from "~/lib/root-data";

/** Floating click-to-chat link to the sales WhatsApp, on every page. */
export function WhatsAppButton() {
  const href = useRootData()?.contact.whatsappHref;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="whatsapp-fab fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg transition-transform hover:scale-105 focus-visible:scale-105"
    >
      <span className="sr-only">Conversar no WhatsApp com a equipe comercial (abre em nova aba)</span>
      <BrandMark name="whatsapp" size={30} />
    </a>
  );
}
