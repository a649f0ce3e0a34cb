import { parseArgs } from "node:util";
import { parseEnv } from "../env.server";
import { leadRows } from "./email";
import { type LeadStatus, LeadStore, leadStatuses, type StoredLead } from "./store.server";

const usage = `Usage: npm run leads -- <command>

  list [--status pending|delivered|failed|spam] [--limit N]
                                                        leads, newest last
  show <lead-id>                                        one lead, every field
  retry <lead-id>... | retry --failed                   queue failed leads again
  release <lead-id>...                                  deliver leads held as spam after review
  export --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json]
                                                        leads created in [from, to), to stdout
  stats                                                 counts by status, newsletter size

Reads DATA_DIR (default ./data). The running server picks retried leads up within seconds.`;

const csvColumns = [
  "id",
  "created_at",
  "status",
  "attempts",
  "delivered_at",
  "form_type",
  "subject",
  "from_name",
  "from_email",
  "phone",
  "company",
  "faturamento",
  "unidades",
  "segmento",
  "message",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "consent_at",
  "consent_wording",
] as const;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  // Quote always; neutralise spreadsheet formulas a visitor may have typed.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

function csvRow(s: StoredLead): string {
  const p = s.lead.payload;
  const a = s.lead.attribution;
  const values: Record<(typeof csvColumns)[number], unknown> = {
    id: s.id,
    created_at: s.createdAt,
    status: s.status,
    attempts: s.attempts,
    delivered_at: s.deliveredAt,
    form_type: p.form_type,
    subject: p.subject,
    from_name: p.from_name,
    from_email: p.from_email,
    phone: p.phone,
    company: p.company,
    faturamento: p.faturamento,
    unidades: p.unidades,
    segmento: p.segmento,
    message: p.message,
    page: a.page,
    referrer: a.referrer,
    utm_source: a.utm_source,
    utm_medium: a.utm_medium,
    utm_campaign: a.utm_campaign,
    utm_term: a.utm_term,
    utm_content: a.utm_content,
    consent_at: s.lead.consent?.at,
    consent_wording: s.lead.consent?.wording,
  };
  return csvColumns.map((c) => csvCell(values[c])).join(",");
}

const isDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The ops command. Returns the exit code; writes to the given streams. */
export function runLeadsCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: (text: string) => void = (t) => process.stdout.write(t),
  err: (text: string) => void = (t) => process.stderr.write(t),
): number {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help") {
    out(`${usage}\n`);
    return command ? 0 : 1;
  }
  let dataDir: string;
  try {
    dataDir = parseEnv(env).DATA_DIR;
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 1;
  }
  const store = new LeadStore(dataDir);
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        status: { type: "string" },
        limit: { type: "string" },
        failed: { type: "boolean" },
        from: { type: "string" },
        to: { type: "string" },
        format: { type: "string", default: "csv" },
      },
    });
    switch (command) {
      case "list": {
        const status = values.status as LeadStatus | undefined;
        if (status && !leadStatuses.includes(status)) {
          err(`--status must be one of ${leadStatuses.join(", ")}\n`);
          return 2;
        }
        const rows = store.list({ status }).slice(-(Number(values.limit) || 50));
        for (const s of rows) {
          out(
            `${s.id}  ${s.createdAt}  ${s.status.padEnd(9)}  attempts=${s.attempts}  ${s.formType}  ${s.lead.payload.subject}${
              s.lastError
                ? `  last_error="${s.lastError}"`
                : s.spamReason
                  ? `  spam_reason=${s.spamReason}`
                  : ""
            }\n`,
          );
        }
        out(`${rows.length} lead(s)\n`);
        return 0;
      }
      case "show": {
        const s = positionals[0] ? store.get(positionals[0]) : undefined;
        if (!s) {
          err(`No lead with id ${positionals[0] ?? "(missing)"}\n`);
          return 2;
        }
        out(
          `Status: ${s.status} (attempts ${s.attempts}${s.lastError ? `, last error: ${s.lastError}` : ""}${s.spamReason ? `, held as spam: ${s.spamReason}` : ""})\n`,
        );
        for (const [label, value] of leadRows(s.lead)) out(`${label}: ${value}\n`);
        return 0;
      }
      case "retry": {
        if (!values.failed && positionals.length === 0) {
          err("Name lead ids, or --failed for every failed lead\n");
          return 2;
        }
        const count = store.retry(values.failed ? "all-failed" : positionals);
        out(`${count} lead(s) queued for delivery again\n`);
        return 0;
      }
      case "release": {
        if (positionals.length === 0) {
          err("Name the ids of the leads to release (npm run leads -- list --status spam)\n");
          return 2;
        }
        let released = 0;
        for (const id of positionals) {
          if (store.release(id)) released++;
          else err(`${id} is not held as spam\n`);
        }
        out(`${released} lead(s) released for delivery\n`);
        return released === positionals.length ? 0 : 2;
      }
      case "export": {
        if (!isDate(values.from) || !isDate(values.to)) {
          err("--from and --to are required, as YYYY-MM-DD\n");
          return 2;
        }
        const rows = store.list({ from: values.from, to: values.to });
        if (values.format === "json") {
          out(`${JSON.stringify(rows, null, 2)}\n`);
        } else if (values.format === "csv") {
          out(`${csvColumns.join(",")}\n`);
          for (const s of rows) out(`${csvRow(s)}\n`);
        } else {
          err("--format must be csv or json\n");
          return 2;
        }
        return 0;
      }
      case "stats": {
        out(`${JSON.stringify({ ...store.counts(), newsletter: store.newsletterCount() })}\n`);
        return 0;
      }
      default:
        err(`Unknown command "${command}"\n\n${usage}\n`);
        return 2;
    }
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 2;
  } finally {
    store.close();
  }
}
