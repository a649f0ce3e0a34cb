import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Attribution, createLead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { attributionReport, formatReportCsv, formatReportText } from "./report.server";
import { SqliteLeadStore } from "./store.server";
import { readSpreadsheetCsv, runCli } from "./test-support.server";

function stored(formType: string, attribution: Attribution, status = "delivered") {
  const lead = createLead({
    payload: {
      ...demoPayload({ nome: "Ana", email: "ana@exemplo.com.br" }, "comercial@gamadelivery.com.br"),
      form_type: formType,
    },
    consentWording: null,
    attribution,
  });
  return { status, lead };
}

// Eight leads in the period: five from a Google campaign, two from Instagram, one with no campaign;
// two of them sent from the campaign page /black-friday; one more held as spam, which the report
// must leave out.
const leads = [
  stored("demonstracao", {
    page: "/black-friday?utm_source=google",
    campaign: "black-friday",
    utm_source: "google",
    utm_campaign: "black-friday",
  }),
  stored("demonstracao", {
    page: "/black-friday",
    campaign: "black-friday",
    utm_source: "google",
    utm_campaign: "black-friday",
  }),
  stored("demonstracao", { page: "/", utm_source: "google", utm_campaign: "marca" }),
  stored("contato_geral", { page: "/contato", utm_source: "google", utm_campaign: "marca" }),
  stored("contato_geral", { page: "/contato", utm_source: "google", utm_campaign: "marca" }),
  stored("revenda", { page: "/revenda", utm_source: "instagram", utm_campaign: "revenda-sul" }),
  stored("revenda", { page: "/revenda", utm_source: "instagram", utm_campaign: "revenda-sul" }, "pending"),
  stored("newsletter", { page: "/blog" }),
  stored(
    "demonstracao",
    { page: "/black-friday", campaign: "black-friday", utm_source: "google", utm_campaign: "marca" },
    "spam",
  ),
];

describe("attribution report", () => {
  const report = attributionReport(leads, { from: "2026-11-01", to: "2026-12-01" });

  it("counts leads per form, page, source and campaign with their shares, spam left out", () => {
    expect(report.total).toBe(8);
    expect(report.spamExcluded).toBe(1);
    expect(report.sections.form).toEqual([
      { value: "demonstracao", leads: 3, share: 3 / 8 },
      { value: "contato_geral", leads: 2, share: 2 / 8 },
      { value: "revenda", leads: 2, share: 2 / 8 },
      { value: "newsletter", leads: 1, share: 1 / 8 },
    ]);
    // The query string does not split a page in two.
    expect(report.sections.page.map((r) => [r.value, r.leads])).toEqual([
      ["/black-friday", 2],
      ["/contato", 2],
      ["/revenda", 2],
      ["/", 1],
      ["/blog", 1],
    ]);
    expect(report.sections.utm_source.map((r) => [r.value, r.leads])).toEqual([
      ["google", 5],
      ["instagram", 2],
      ["(nenhum)", 1],
    ]);
    expect(report.sections.utm_campaign.map((r) => [r.value, r.leads])).toEqual([
      ["marca", 3],
      ["black-friday", 2],
      ["revenda-sul", 2],
      ["(nenhum)", 1],
    ]);
  });

  it("groups leads by the campaign page they were sent from, apart from utm_campaign", () => {
    expect(report.sections.campaign).toEqual([
      { value: "(nenhum)", leads: 6, share: 6 / 8 },
      { value: "black-friday", leads: 2, share: 2 / 8 },
    ]);
    const text = formatReportText(report);
    expect(text).toMatch(
      /\nPor campanha \(página de campanha\)\n {2}\(nenhum\) +6 +75,0\s?%\n {2}black-friday +2 +25,0\s?%\n$/,
    );
    expect(readSpreadsheetCsv(formatReportCsv(report))).toContainEqual({
      dimension: "campaign",
      value: "black-friday",
      leads: "2",
      share_percent: "25,0",
    });
  });

  it("prints shares as pt-BR percentages for a person", () => {
    const text = formatReportText(report);
    expect(text).toContain(
      "Leads de 2026-11-01 até 2026-12-01 (exclusive): 8 (1 em quarentena de spam fora da conta)",
    );
    expect(text).toMatch(/google\s+5\s+62,5\s?%/);
    expect(text).toMatch(/demonstracao\s+3\s+37,5\s?%/);
  });

  it("writes one CSV row per dimension and value, for a Brazilian Excel", () => {
    const csv = formatReportCsv(report);
    expect(csv.split("\n")[0]).toBe("\uFEFFdimension;value;leads;share_percent");
    const rows = readSpreadsheetCsv(csv);
    // The share with a decimal comma, as a pt-BR spreadsheet reads numbers.
    expect(rows).toContainEqual({
      dimension: "utm_source",
      value: "google",
      leads: "5",
      share_percent: "62,5",
    });
    expect(rows).toHaveLength(4 + 5 + 3 + 4 + 2);
  });

  it("says so when the period has no lead", () => {
    const empty = attributionReport([], { from: "2026-01-01", to: "2026-02-01" });
    expect(formatReportText(empty)).toContain("nenhum lead no período");
  });
});

describe("npm run leads -- report", () => {
  it("reports a period of the store, as text by default and as CSV on request", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-report-"));
    try {
      const store = new SqliteLeadStore(dir);
      const at = (when: string, source: string | undefined, campaign: string | undefined) =>
        createLead({
          payload: demoPayload({ nome: "Ana", email: "ana@exemplo.com.br" }, "comercial@gamadelivery.com.br"),
          consentWording: null,
          attribution: { page: "/", utm_source: source, utm_campaign: campaign },
          now: new Date(when),
        });
      await store.enqueue(at("2026-11-05T12:00:00Z", "google", "black-friday"), null);
      await store.enqueue(at("2026-11-06T12:00:00Z", "google", "\u001b[31mvermelho"), null);
      await store.enqueue(at("2026-11-07T12:00:00Z", "instagram", undefined), null);
      await store.enqueue(at("2026-10-30T12:00:00Z", "bing", undefined), null); // before the period
      await store.close();
      const run = (...argv: string[]) => runCli({ DATA_DIR: dir }, ...argv);
      const text = await run("report", "--from", "2026-11-01", "--to", "2026-12-01");
      expect(text.code).toBe(0);
      expect(text.out).toContain("(exclusive): 3");
      expect(text.out).toMatch(/google\s+2\s+66,7\s?%/);
      expect(text.out).not.toContain("bing");
      // A campaign name with a terminal escape code is printed inert.
      expect(text.out).toContain("\\u001b[31mvermelho");
      expect(text.out).not.toContain("\u001b");
      const csv = await run("report", "--from", "2026-11-01", "--to", "2026-12-01", "--format", "csv");
      expect(readSpreadsheetCsv(csv.out)).toContainEqual({
        dimension: "utm_source",
        value: "instagram",
        leads: "1",
        share_percent: "33,3",
      });
      expect((await run("report", "--from", "2026-11-01")).code).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
