import { spreadsheetCsv, spreadsheetDecimal } from "./csv.server";
import type { Lead } from "./lead.server";

/**
 * The attribution report of `npm run leads -- report`: how many leads each form, each page, each
 * UTM source and campaign, and each campaign page brought in a period, with its share of the
 * period's leads. Spam held in quarantine is
 * not a lead and is left out (the report says how many were).
 */

export const reportDimensions = ["form", "page", "utm_source", "utm_campaign", "campaign"] as const;
export type ReportDimension = (typeof reportDimensions)[number];

const titles: Record<ReportDimension, string> = {
  form: "Por formulário",
  page: "Por página de origem",
  utm_source: "Por origem da campanha (utm_source)",
  utm_campaign: "Por campanha (utm_campaign)",
  campaign: "Por campanha (página de campanha)",
};

/** What a lead is filed under when it carries no value for a dimension. */
export const NONE = "(nenhum)";

export interface ReportRow {
  value: string;
  leads: number;
  /** Share of the period's leads, 0 to 1. */
  share: number;
}

export interface AttributionReport {
  from: string;
  to: string;
  total: number;
  spamExcluded: number;
  sections: Record<ReportDimension, ReportRow[]>;
}

function dimensionValue(lead: Lead, dimension: ReportDimension): string {
  switch (dimension) {
    case "form":
      return lead.payload.form_type;
    case "page": {
      // The path alone: the same page reached from two campaigns is one page.
      const page = lead.attribution.page;
      return page ? (page.split("?")[0] ?? page) : NONE;
    }
    default:
      return lead.attribution[dimension]?.trim() || NONE;
  }
}

export function attributionReport(
  leads: readonly { status: string; lead: Lead }[],
  period: { from: string; to: string },
): AttributionReport {
  const counted = leads.filter((s) => s.status !== "spam");
  const total = counted.length;
  const sections = Object.fromEntries(
    reportDimensions.map((dimension) => {
      const counts = new Map<string, number>();
      for (const { lead } of counted) {
        const value = dimensionValue(lead, dimension);
        counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      const rows = [...counts]
        .map(([value, n]) => ({ value, leads: n, share: total ? n / total : 0 }))
        // Most leads first; ties in alphabetical order so the output is stable.
        .sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value, "pt-BR"));
      return [dimension, rows];
    }),
  ) as Record<ReportDimension, ReportRow[]>;
  return { ...period, total, spamExcluded: leads.length - total, sections };
}

const percent = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** The report as a person reads it in a terminal. */
export function formatReportText(report: AttributionReport): string {
  const lines = [
    `Leads de ${report.from} até ${report.to} (exclusive): ${report.total}` +
      (report.spamExcluded ? ` (${report.spamExcluded} em quarentena de spam fora da conta)` : ""),
  ];
  for (const dimension of reportDimensions) {
    const rows = report.sections[dimension];
    lines.push("", titles[dimension]);
    if (rows.length === 0) lines.push("  nenhum lead no período");
    const width = Math.max(0, ...rows.map((row) => row.value.length));
    for (const row of rows) {
      lines.push(
        `  ${row.value.padEnd(width)}  ${String(row.leads).padStart(5)}  ${percent.format(row.share).padStart(7)}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** One row per dimension and value, for a spreadsheet: share as a percentage with one decimal. */
export function formatReportCsv(report: AttributionReport): string {
  const rows = reportDimensions.flatMap((dimension) =>
    report.sections[dimension].map((row) => ({
      dimension,
      value: row.value,
      leads: row.leads,
      share_percent: spreadsheetDecimal(row.share * 100, 1),
    })),
  );
  return spreadsheetCsv(["dimension", "value", "leads", "share_percent"], rows);
}
