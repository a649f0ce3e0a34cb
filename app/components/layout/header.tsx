import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { pages } from "~/content/pages";
import { Logo } from "./logo";
import { useSiteNavigation } from "./use-site-navigation";
import { HeaderWhatsApp } from "./whatsapp-button";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2 font-medium xl:px-3 transition-colors hover:text-brand-700 ${
    isActive ? "text-brand-700 underline decoration-2 underline-offset-8" : "text-stone-700"
  }`;

/** Mega-menu close delay after the pointer leaves: long enough to cross the gap to the panel, short enough not to linger. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;

export function Header() {
  const { headerLinks } = useSiteNavigation();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <Logo />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {headerLinks.map((link) =>
              link.megaMenu ? (
                <SolutionsMegaMenu key={link.to} label={link.label} to={link.to} />
              ) : (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className={navLinkClass}>
                    {link.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={pages.contato}
            className="hidden min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold whitespace-nowrap text-white hover:bg-brand-800 lg:inline-flex"
          >
            Quero contratar
          </Link>
          <HeaderWhatsApp />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

function SolutionsMegaMenu({ label, to }: { label: string; to: string }) {
  const [open, setOpen] = useState(false);
  const [closedByKey, setClosedByKey] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  const cancelClose = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Choosing a link closes the menu, even while the pointer still rests on it.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    clearTimeout(timer.current);
    setOpen(false);
    setClosedByKey(true);
  }, [pathname]);

  return (
    <li
      className="mega relative"
      data-open={open ? "" : undefined}
      data-closed={closedByKey ? "" : undefined}
      onMouseEnter={() => {
        cancelClose();
        setClosedByKey(false);
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        timer.current = setTimeout(() => setOpen(false), MEGA_MENU_CLOSE_DELAY_MS);
      }}
      onFocus={() => setClosedByKey(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          setOpen(false);
          setClosedByKey(true);
          event.currentTarget.querySelector<HTMLAnchorElement>("a")?.focus();
        }
      }}
    >
      <NavLink to={to} className={navLinkClass} aria-haspopup="true">
        {label}
        <Icon name="chevron-down" className="ml-1 size-4" />
      </NavLink>
      {/* From `xl` the panel opens from its trigger's left edge, as wide as its columns (each as wide as
          its longest line), so it reads as this item's menu and no label, pill or description wraps.
          Below `xl` the window leaves too little room right of the trigger: the panel starts further
          left, at a fixed width that still holds every line. */}
      <div className="mega-panel absolute top-full -left-64 z-50 w-[62rem] pt-2 xl:left-0 xl:w-max">
        <MegaMenuPanel />
      </div>
    </li>
  );
}

type MegaMenuColumnData = ReturnType<typeof useSiteNavigation>["megaMenu"][number];

/**
 * The desktop panel: the columns whose links carry a one-line description side by side (their links
 * start on their heading's left edge), then one footer row with the short columns' links (the
 * equipment) and 'Ver mais'.
 */
function MegaMenuPanel() {
  const { megaMenu, megaMenuMore } = useSiteNavigation();
  const described = (column: MegaMenuColumnData) => column.links.every((link) => link.description);
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-xl">
      {/* Each column as wide as its longest line: no label, pill or description wraps. */}
      <div className="grid auto-cols-max grid-flow-col justify-between gap-6">
        {megaMenu.filter(described).map((column) => (
          <MegaMenuColumn key={column.title} column={column} look="panel" />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-4">
        {megaMenu
          .filter((column) => !described(column))
          .map((column) => (
            <MegaMenuColumn key={column.title} column={column} look="row" />
          ))}
        <Link
          to={megaMenuMore.to}
          className={`${megaLinkClass} font-semibold text-brand-700 hover:underline`}
        >
          {megaMenuMore.label} →
        </Link>
      </div>
    </div>
  );
}

const megaLinkClass = "inline-flex min-h-9 items-center gap-2 rounded-md px-2";

/** How a column sits: in the panel's grid (with descriptions), in its footer row, or in the phone menu. */
const columnLooks = {
  panel: {
    box: "",
    title: "px-2",
    list: "mt-2 space-y-0.5",
    link: "block rounded-md px-2 py-1.5 hover:bg-brand-50 hover:text-brand-800",
  },
  row: {
    box: "flex flex-wrap items-center gap-x-1",
    title: "px-2",
    list: "flex flex-wrap",
    link: megaLinkClass,
  },
  phone: { box: "mt-2", title: "", list: "", link: "flex min-h-10 items-center gap-2" },
};

/** One column of the solutions menu: its heading and links (with their description in the panel). */
function MegaMenuColumn({
  column,
  look,
  onNavigate,
}: {
  column: MegaMenuColumnData;
  look: keyof typeof columnLooks;
  onNavigate?: () => void;
}) {
  const classes = columnLooks[look];
  return (
    <div className={classes.box}>
      <p className={`${classes.title} text-xs font-semibold tracking-wide text-stone-500 uppercase`}>
        {column.title}
      </p>
      <ul className={classes.list}>
        {column.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={`${classes.link} font-medium text-stone-800`}>
              <span className="inline-flex items-center gap-2">
                {link.label}
                {link.badge ? (
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${link.badgeTone}`}>
                    {link.badge}
                  </span>
                ) : null}
              </span>
              {look === "panel" ? (
                <span className="block text-sm font-normal text-stone-600">{link.description}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu() {
  const { headerLinks, megaMenu, megaMenuMore } = useSiteNavigation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const shownAt = useRef(pathname + search);
  // Close on navigation only: after hydration the menu may already be open by the visitor's tap.
  useEffect(() => {
    if (shownAt.current === pathname + search) return;
    shownAt.current = pathname + search;
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  return (
    <details
      ref={menu}
      className="mobile-menu group lg:hidden"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        close();
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md border border-stone-300 px-3 [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="x" className="hidden size-6 group-open:block" />
      </summary>
      {/* The backdrop dims the page below the open menu (app.css holds the page still); a tap on it
          closes the menu once JavaScript runs, the summary's ✕ does without. */}
      <div aria-hidden="true" onClick={close} className="absolute inset-x-0 top-full h-dvh bg-stone-950/50" />
      <nav
        aria-label="Menu móvel"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto overscroll-contain border-b border-stone-200 bg-white px-4 pb-6 shadow-lg"
      >
        <ul className="divide-y divide-stone-100">
          {headerLinks.map((link) =>
            link.megaMenu ? (
              <li key={link.to}>
                <details className="group/sub">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between font-medium [&::-webkit-details-marker]:hidden">
                    {link.label}
                    <Icon
                      name="chevron-down"
                      className="size-5 transition-transform group-open/sub:rotate-180"
                    />
                  </summary>
                  <div className="pb-3 pl-3">
                    {megaMenu.map((column) => (
                      <MegaMenuColumn key={column.title} column={column} look="phone" onNavigate={close} />
                    ))}
                    <Link
                      to={megaMenuMore.to}
                      onClick={close}
                      className="mt-2 flex min-h-10 items-center font-semibold text-brand-700"
                    >
                      {megaMenuMore.label} →
                    </Link>
                  </div>
                </details>
              </li>
            ) : (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={close}
                  className={({ isActive }) =>
                    `flex min-h-12 items-center font-medium ${isActive ? "text-brand-700" : "text-stone-800"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <Link
          to={pages.contato}
          onClick={close}
          className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 font-semibold text-white"
        >
          Quero contratar
        </Link>
      </nav>
    </details>
  );
}
