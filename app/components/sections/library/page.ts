import type { Option } from "~/forms/define";

/** What every section of a page may read besides its own content: the page's menu and form choices. */
export interface SectionPage {
  /** The sections with an anchor and a name, for the hero's "Nesta página" menu. */
  navigation: readonly { id: string; label: string }[];
  /** The demonstration form's choices (faturamento, unidades, segmento), sent as loader data. */
  demoOptions: DemoOptions;
}

export interface DemoOptions {
  revenue: readonly Option[];
  units: readonly Option[];
  segments: readonly Option[];
}

/** A section's own content, its id (its anchor, or its place) and the page around it. */
export type SectionProps<Content> = Content & { id: string; page: SectionPage };

/** A button of a section: an anchor of the page (`#contato`) or a path of the site. */
export interface Action {
  label: string;
  href: string;
}

export type Tone = "plain" | "muted" | "dark";
