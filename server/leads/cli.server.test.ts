import { beforeEach, describe, expect, it } from "vitest";
import { storeFixture, storeKinds } from "../../tests/support/lead-stores";
import { terminalSafe } from "./cli.server";
import { spreadsheetSafe } from "./csv.server";
import { createLead } from "./lead.server";
import { demoPayload, newsletterPayload } from "./payload.server";
import { readSpreadsheetCsv, runCli } from "./test-support.server";

describe.each(storeKinds)("%s store", (kind) => {
  const fx = storeFixture(kind);
  let ids: string[];

  const run = (...argv: string[]) => runCli(fx.config, ...argv);

  beforeEach(async () => {
    const store = await fx.open();
    const make = (nome: string, when: string) =>
      createLead({
        payload: demoPayload(
          { nome, email: `${nome.toLowerCase()}@exemplo.com.br`, empresa: "=SOMA(A1)" },
          "c@g.com",
        ),
        consentWording: "Li e aceito.",
        attribution: { utm_source: "google" },
        now: new Date(when),
      });
    const a = make("Ana", "2026-03-10T12:00:00Z");
    const b = make("Bruno", "2026-04-02T12:00:00Z");
    await store.enqueue(a, null);
    await store.enqueue(b, null);
    await store.markDelivered(a.id, new Date("2026-03-10T12:00:05Z"), "web-2:4711:9f3a1c2e");
    await store.claimDue("test", Date.now(), 1000, 10);
    await store.markAttemptFailed(b.id, "test", "SMTP 451", null);
    await store.close();
    ids = [a.id, b.id];
  });

  describe("npm run leads", () => {
    it("lists by status", async () => {
      const failed = await run("list", "--status", "failed");
      expect(failed.code).toBe(0);
      expect(failed.out).toContain(ids[1]);
      expect(failed.out).toContain('last_error="SMTP 451"');
      expect(failed.out).not.toContain(ids[0]);
      expect((await run("list", "--status", "lost")).code).toBe(2);
      const delivered = await run("list", "--status", "delivered");
      expect(delivered.out).toContain(`${ids[0]}  2026-03-10T12:00:00.000Z  delivered  attempts=1`);
      expect(delivered.out).toContain("by=web-2:4711:9f3a1c2e");
    });

    it("shows one lead with every field", async () => {
      const shown = await run("show", ids[0] ?? "");
      expect(shown.out).toContain("Status: delivered");
      expect(shown.out).toContain("Delivered: 2026-03-10T12:00:05.000Z by web-2:4711:9f3a1c2e");
      expect(shown.out).toContain("Nome: Ana");
      expect(shown.out).toContain("utm_source: google");
      expect((await run("show", "nao-existe")).code).toBe(2);
    });

    it("queues failed leads again", async () => {
      expect((await run("retry", "--failed")).out).toContain("1 lead(s) queued");
      expect((await run("list", "--status", "pending")).out).toContain(ids[1]);
    });

    it("exports a period as CSV for a Brazilian Excel, neutralising formulas, or as JSON", async () => {
      const csv = await run("export", "--from", "2026-03-01", "--to", "2026-04-01");
      // UTF-8 byte order mark, then ";" between cells: how a pt-BR Excel opens a file as a table.
      expect(csv.out).toMatch(/^\uFEFFid;created_at;status;attempts;/);
      const rows = readSpreadsheetCsv(csv.out);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: ids[0],
        from_name: "Ana",
        company: "'=SOMA(A1)",
        utm_source: "google",
      });
      const json = JSON.parse(
        (await run("export", "--from", "2026-01-01", "--to", "2027-01-01", "--format", "json")).out,
      );
      expect(json.map((s: { id: string }) => s.id)).toEqual(ids);
      expect((await run("export", "--from", "março")).code).toBe(2);
    });

    it("keeps a campaign page's address with its lead: show, export and report name it", async () => {
      const store = await fx.open();
      const fromCampaign = createLead({
        payload: demoPayload({ nome: "Carla", email: "carla@exemplo.com.br" }, "c@g.com"),
        consentWording: null,
        attribution: { page: "/black-friday", campaign: "black-friday", utm_source: "instagram" },
        now: new Date("2026-03-20T12:00:00Z"),
      });
      await store.enqueue(fromCampaign, null);
      // Read back from the store (another connection), as the worker and the ops command read it.
      const other = await fx.open();
      expect((await other.get(fromCampaign.id))?.lead.attribution).toEqual(fromCampaign.attribution);
      await other.close();
      await store.close();

      expect((await run("show", fromCampaign.id)).out).toContain(
        "Campanha (página de campanha): black-friday\nutm_source: instagram\n",
      );
      const csv = await run("export", "--from", "2026-03-01", "--to", "2026-04-01");
      expect(csv.out).toContain(";utm_content;campaign;consent_at;");
      // Ana's lead has no campaign, as every lead stored before campaign pages existed.
      expect(readSpreadsheetCsv(csv.out).map((row) => [row.from_name, row.campaign])).toEqual([
        ["Ana", ""],
        ["Carla", "black-friday"],
      ]);
      const report = await run("report", "--from", "2026-03-01", "--to", "2026-04-01");
      expect(report.out).toMatch(
        /\nPor campanha \(página de campanha\)\n {2}\(nenhum\) +1 +50,0\s?%\n {2}black-friday +1 +50,0\s?%\n$/,
      );
    });

    it("explains its usage on an unknown command", async () => {
      const result = await run("apagar");
      expect(result.code).toBe(2);
      expect(result.err).toContain("Usage: npm run leads");
    });
  });

  /** Any control character other than the line break that ends each line of output. */
  const hasControl = (text: string) => [...text].some((c) => c !== "\n" && (c < " " || c === "\u007f"));

  describe("npm run leads: data protection and safe output", () => {
    it("forgets one person and says how many rows it removed", async () => {
      const store = await fx.open();
      const lead = createLead({
        payload: newsletterPayload({ email: "ana@exemplo.com.br" }, "c@g.com"),
        consentWording: null,
        attribution: {},
      });
      await store.subscribe("ana@exemplo.com.br", lead, null);
      await store.close();
      const forgotten = await run("forget", "ANA@exemplo.com.br");
      expect(forgotten.code).toBe(0);
      expect(forgotten.out).toBe(
        "Removed 2 lead(s) and 1 newsletter subscription(s) of ANA@exemplo.com.br\n",
      );
      expect((await run("list")).out).toContain("1 lead(s)");
      expect((await run("stats")).out).toContain('"newsletter":0');
      expect((await run("forget", "ana@exemplo.com.br")).out).toContain("Removed 0 lead(s)");
      expect((await run("forget")).code).toBe(2);
    });

    it("purges leads past LEADS_RETENTION_DAYS", async () => {
      // The fixtures were created in March and April 2026.
      const kept = await run("purge");
      expect(kept.out).toMatch(
        /^Removed \d+ lead\(s\) older than 365 days and 0 spam lead\(s\) older than 30 days\n$/,
      );
      const { code, out } = await runCli({ ...fx.config, LEADS_RETENTION_DAYS: "1" }, "purge");
      expect(code).toBe(0);
      expect(out).toContain("Removed 2 lead(s) older than 1 days");
      expect((await run("list")).out).toContain("0 lead(s)");
    });

    it("neutralises a formula after any separator in a CSV cell, not only at its start", () => {
      expect(spreadsheetSafe("=SOMA(A1)")).toBe("'=SOMA(A1)");
      expect(spreadsheetSafe("a;=cmd|' /C calc'!A0")).toBe("a;'=cmd|' /C calc'!A0");
      expect(spreadsheetSafe('Pizzaria, =HYPERLINK("x")')).toBe(`Pizzaria, '=HYPERLINK("x")`);
      expect(spreadsheetSafe("linha 1\n+55 11")).toBe("linha 1\n'+55 11");
      expect(spreadsheetSafe("a\t@SUM(1)")).toBe("a\t'@SUM(1)");
      // Ordinary text keeps its hyphens and signs.
      expect(spreadsheetSafe("(11) 98765-4321")).toBe("(11) 98765-4321");
      expect(spreadsheetSafe("R$ 10.000 - R$ 50.000")).toBe("R$ 10.000 - R$ 50.000");
    });

    it("keeps separators, quotes, line breaks and accents inside one cell of the export", async () => {
      const store = await fx.open();
      const company = 'Pizzaria "Conceição"; entregas à noite\nSegunda linha, com vírgula';
      const lead = createLead({
        payload: demoPayload(
          { nome: "Conceição Araújo", email: "conceicao@exemplo.com.br", empresa: company },
          "c@g.com",
        ),
        consentWording: null,
        attribution: {},
        now: new Date("2026-05-05T12:00:00Z"),
      });
      await store.enqueue(lead, null);
      await store.close();
      const rows = readSpreadsheetCsv(
        (await run("export", "--from", "2026-05-01", "--to", "2026-06-01")).out,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ from_name: "Conceição Araújo", company });
    });

    it("prints visitor text with terminal escape codes made inert", async () => {
      const store = await fx.open();
      const hostile = createLead({
        payload: demoPayload(
          {
            nome: "Eva\u001b[2J\u001b]8;;http://x\u0007",
            email: "eva@exemplo.com.br",
            empresa: "Loja\rFalsa",
          },
          "c@g.com",
        ),
        consentWording: null,
        attribution: {},
      });
      await store.enqueue(hostile, null);
      await store.close();
      const shown = await run("show", hostile.id);
      expect(hasControl(shown.out)).toBe(false);
      expect(shown.out).toContain("Nome: Eva\\u001b[2J\\u001b]8;;http://x\\u0007");
      expect(shown.out).toContain("Loja\\u000dFalsa");
      const listed = await run("list");
      expect(hasControl(listed.out)).toBe(false);
      expect(terminalSafe("a\u202eb\nc")).toBe("a\\u202eb\\u000ac");
      expect(terminalSafe("a\nb", true)).toBe("a\nb");
    });

    it("prints a line break in a one-line field as an escape, so it cannot forge a line", async () => {
      const store = await fx.open();
      const forger = createLead({
        payload: demoPayload(
          {
            nome: "Eva\nStatus: delivered (attempts 1)\nE-mail: chefe@gamadelivery.com.br",
            email: "eva@exemplo.com.br",
            empresa: "Loja\u2028Falsa",
          },
          "c@g.com",
        ),
        consentWording: null,
        attribution: {},
      });
      forger.payload.message = "Primeira linha\r\nStatus: delivered\n  smtp: delivered";
      await store.enqueue(forger, null);
      await store.close();
      const shown = (await run("show", forger.id)).out;
      const lines = shown.split("\n");
      expect(lines.filter((line) => line.startsWith("Status:"))).toEqual(["Status: pending (attempts 0)"]);
      expect(lines.filter((line) => line.startsWith("E-mail:"))).toEqual(["E-mail: eva@exemplo.com.br"]);
      expect(shown).toContain(
        "Nome: Eva\\u000aStatus: delivered (attempts 1)\\u000aE-mail: chefe@gamadelivery.com.br\n",
      );
      expect(shown).toContain("Empresa: Loja\\u2028Falsa\n");
      // A message keeps its lines, each one after the first marked as the message's.
      expect(shown).toContain("Mensagem: Primeira linha\n  | Status: delivered\n  |   smtp: delivered\n");
    });

    it("shows zero-width, invisible and bidirectional characters as escapes", () => {
      for (const [hidden, shown] of [
        ["\u200b", "\\u200b"],
        ["\u200d", "\\u200d"],
        ["\u2060", "\\u2060"],
        ["\ufeff", "\\ufeff"],
        ["\u00ad", "\\u00ad"],
        ["\u061c", "\\u061c"],
        ["\u2067", "\\u2067"],
        ["\u3164", "\\u3164"],
        ["\u2800", "\\u2800"],
        ["\u034f", "\\u034f"],
        ["\u{e0041}", "\\u{e0041}"],
        ["\u{f0000}", "\\u{f0000}"],
      ])
        expect(terminalSafe(`Ana${hidden}Lima`), shown).toBe(`Ana${shown}Lima`);
      expect(terminalSafe("José d'Ávila — 100% 🍕")).toBe("José d'Ávila — 100% 🍕");
    });
  });
});
