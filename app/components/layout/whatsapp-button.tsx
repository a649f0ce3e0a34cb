import { BrandMark } from "~/components/icon";
import { useRootData } from "~/lib/root-data";

/**
 * The click-to-chat link to the sales WhatsApp, on every page, where it never covers a control: from
 * 1352 px, where the margin beside the page's content (80rem wide, centred, with 1rem of padding)
 * holds the button (2.75rem) with room to spare, it floats in that margin; on narrower windows
 * (phones, tablets, small laptops), where it would float over fields, cards and the open menu, it
 * sits in the sticky header (HeaderWhatsApp), as always in reach. CSS picks one, so both work without JavaScript.
 */
export function WhatsAppButton() {
  return (
    <WhatsAppLink className="fixed right-2 bottom-4 z-40 hidden shadow-lg transition-transform hover:scale-105 focus-visible:scale-105 min-[1352px]:inline-flex" />
  );
}

/** The same link in the header, for windows without a margin to float it in. */
export function HeaderWhatsApp() {
  return <WhatsAppLink className="inline-flex min-[1352px]:hidden" />;
}

function WhatsAppLink({ className }: { className: string }) {
  const href = useRootData()?.contact.whatsappHref;
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`size-11 shrink-0 items-center justify-center rounded-full bg-[#1f8f4e] text-white hover:bg-[#187a42] ${className}`}
    >
      <span className="sr-only">Conversar no WhatsApp com a equipe comercial (abre em nova aba)</span>
      <BrandMark name="whatsapp" size={26} />
    </a>
  );
}
