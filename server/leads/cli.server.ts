import { parseArgs } from "node:util";
import { UTM_KEYS } from "../../app/forms/wire";
import { subscribersCommand } from "../newsletter/cli.server";
import { parseEnv } from "../runtime/env.server";
import { backupCommand } from "./backup.server";
import { spreadsheetCsv } from "./csv.server";
import { leadRows } from "./email.server";
import { openLeadStore } from "./open-store.server";
import { attributionReport, formatReportCsv, formatReportText } from "./report.server";
import {
  type DeliveryState,
  type LeadStatus,
  type LeadStore,
  leadStatuses,
  type StoredLead,
} from "./store.server";

const usage = `Usage: npm run leads -- <command>

  list [--status pending|delivered|failed|spam] [--destination NAME] [--limit N]
                                                        leads, newest last, with their state per destination
                                                        (--destination: only leads not yet delivered there)
  show <lead-id>                                        one lead, every field, each destination's state
  retry <lead-id>... | retry --failed [--destination NAME]
                                                        queue failed leads again (only the destinations not
                                                        yet delivered; only NAME when given)
  release <lead-id>...                                  deliver leads held as spam after review
  export --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|json]
                                                        leads created in [from, to), to stdout
  report --from YYYY-MM-DD --to YYYY-MM-DD [--format text|csv]
                                                        leads per form, page, utm_source, utm_campaign and campaign
                                                        page, with shares
  subscribers [--format csv|json]                       confirmed newsletter subscribers with their unsubscribe links, to stdout
  stats                                                 counts by status and by destination, confirmed newsletter subscribers
  purge                                                 delete leads past LEADS_RETENTION_DAYS, spam past 30 days
  forget <email>                                        erase one person's leads and newsletter subscription
  backup <new-file>                                     a consistent copy of the SQLite store, safe while the server runs
                                                        (PostgreSQL: use pg_dump)

Reads DATABASE_URL (PostgreSQL, shared by every replica) when set, else DATA_DIR (default ./data). The running server picks retried leads up within seconds.`;

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
  ...UTM_KEYS,
  "campaign",
  "consent_at",
  "consent_wording",
] as const;

/**
 * Characters that change what a terminal shows without showing themselves: controls (escape
 * sequences could recolour, hide or rewrite what the operator sees; a line break would forge a
 * line), format characters (bidirectional overrides, zero-width spaces and joiners, the soft
 * hyphen), line and paragraph separators, private-use and lone surrogates, and the letters that
 * render as blank space (Hangul fillers, the Braille blank, the combining grapheme joiner).
 */
const unsafeForTerminal =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115f\u1160\u2800\u3164\uffa0]|\u034f|\u17b4|\u17b5/gu;

const escapeChar = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, "0")}`;
};

/**
 * Visitor text for a terminal: every character that is invisible or acts on the terminal is
 * printed as a visible \u escape. `keepNewlines` keeps line breaks (for a multi-line field the
 * caller marks each continuation line, so none can pass for a line of its own).
 */
export function terminalSafe(value: unknown, keepNewlines = false): string {
  return String(value ?? "").replace(unsafeForTerminal, (c) =>
    keepNewlines && c === "\n" ? c : escapeChar(c),
  );
}

/** The lead's rows that may hold several lines (the message); every other row prints on one line. */
const MULTILINE_ROWS = new Set(["Mensagem"]);

/** One row of `show`: a message's later lines are indented behind a bar, so none reads as a field. */
export function showRow(label: string, value: string): string {
  if (!MULTILINE_ROWS.has(label)) return `${label}: ${terminalSafe(value)}`;
  return `${label}: ${terminalSafe(value.replace(/\r\n?/g, "\n"), true).replaceAll("\n", "\n  | ")}`;
}

function csvRow(s: StoredLead): Record<(typeof csvColumns)[number], unknown> {
  const p = s.lead.payload;
  const a = s.lead.attribution;
  return {
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
    ...(Object.fromEntries(UTM_KEYS.map((key) => [key, a[key]])) as Record<
      (typeof UTM_KEYS)[number],
      unknown
    >),
    campaign: a.campaign,
    consent_at: s.lead.consent?.at,
    consent_wording: s.lead.consent?.wording,
  };
}

/** Spam is kept this long for review, then purged with the expired leads. */
export const SPAM_RETENTION_DAYS = 30;

/** "smtp=delivered webhook=delivered rdstation=pending(3)": each destination's state on one line. */
function deliverySummary(deliveries: DeliveryState[]): string {
  return deliveries
    .map(
      (d) =>
        `${d.destination}=${d.status}${d.status === "pending" || d.status === "failed" ? `(${d.attempts})` : ""}`,
    )
    .join(" ");
}

/** One line per destination for `show`. */
function deliveryLine(d: DeliveryState): string {
  // Held back by the mail limits: when, and which limit (kept as its last error).
  if (d.status === "suppressed")
    return `  ${d.destination}: suppressed ${d.deliveredAt ?? ""} (${(d.lastError ?? "").replace(/^suppressed: /, "")})`;
  const detail =
    d.status === "delivered"
      ? `delivered ${d.deliveredAt ?? ""} by ${d.deliveredBy ?? "(not recorded)"}, attempts ${d.attempts}`
      : `${d.status}, attempts ${d.attempts}${
          d.status === "pending" ? `, next attempt ${new Date(d.nextAttemptAt).toISOString()}` : ""
        }${d.lastError ? `, last error: ${d.lastError}` : ""}${d.claimedBy && (d.claimExpiresAt ?? 0) > Date.now() ? `, being sent by ${d.claimedBy}` : ""}`;
  return `  ${d.destination}: ${detail}`;
}

const isDate = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The ops command. Resolves to the exit code; writes to the given streams. */
export async function runLeadsCli(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  out: (text: string) => void = (t) => process.stdout.write(t),
  err: (text: string) => void = (t) => process.stderr.write(t),
): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help") {
    out(`${usage}\n`);
    return command ? 0 : 1;
  }
  let config: ReturnType<typeof parseEnv>;
  try {
    config = parseEnv(env);
  } catch (error) {
    err(`${(error as Error).message}\n`);
    return 1;
  }
  // A copy of the file itself: it never opens (nor migrates) the store the way the other commands do.
  if (command === "backup") return backupCommand(config, rest, out, err);
  let store: LeadStore;
  try {
    store = await openLeadStore(config);
  } catch (error) {
    err(`Cannot open the lead store: ${(error as Error).message}\n`);
    return 1;
  }
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
        format: { type: "string" },
        destination: { type: "string" },
      },
    });
    switch (command) {
      case "list": {
        const status = values.status as LeadStatus | undefined;
        if (status && !leadStatuses.includes(status)) {
          err(`--status must be one of ${leadStatuses.join(", ")}\n`);
          return 2;
        }
        const destination = values.destination;
        const all = await store.list({ status });
        const matching = destination
          ? all.filter((s) =>
              s.deliveries.some(
                (d) => d.destination === destination && (d.status === "pending" || d.status === "failed"),
              ),
            )
          : all;
        const rows = matching.slice(-(Number(values.limit) || 50));
        for (const s of rows) {
          const by = s.deliveredBy ? `  by=${s.deliveredBy}` : "";
          const detail = s.lastError
            ? `  last_error="${s.lastError}"`
            : s.spamReason
              ? `  spam_reason=${s.spamReason}`
              : "";
          // Last, so the columns before it read as they always did.
          const deliveries = s.deliveries.length ? `  [${deliverySummary(s.deliveries)}]` : "";
          out(
            `${terminalSafe(`${s.id}  ${s.createdAt}  ${s.status.padEnd(9)}  attempts=${s.attempts}  ${s.formType}  ${s.lead.payload.subject}${by}${detail}${deliveries}`)}\n`,
          );
        }
        out(`${rows.length} lead(s)\n`);
        return 0;
      }
      case "show": {
        const s = positionals[0] ? await store.get(positionals[0]) : undefined;
        if (!s) {
          err(`No lead with id ${terminalSafe(positionals[0] ?? "(missing)")}\n`);
          return 2;
        }
        out(
          `${terminalSafe(`Status: ${s.status} (attempts ${s.attempts}${s.lastError ? `, last error: ${s.lastError}` : ""}${s.spamReason ? `, held as spam: ${s.spamReason}` : ""})`)}\n`,
        );
        if (s.deliveredAt)
          out(`${terminalSafe(`Delivered: ${s.deliveredAt} by ${s.deliveredBy ?? "(not recorded)"}`)}\n`);
        if (s.deliveries.length) {
          out("Destinations:\n");
          for (const d of s.deliveries) out(`${terminalSafe(deliveryLine(d))}\n`);
        }
        for (const [label, value] of leadRows(s.lead)) out(`${showRow(label, value)}\n`);
        return 0;
      }
      case "retry": {
        if (!values.failed && positionals.length === 0) {
          err("Name lead ids, or --failed for every failed lead\n");
          return 2;
        }
        const count = await store.retry(
          values.failed ? "all-failed" : positionals,
          Date.now(),
          values.destination,
        );
        out(
          `${count} lead(s) queued for delivery again${values.destination ? ` to ${terminalSafe(values.destination)}` : ""}\n`,
        );
        return 0;
      }
      case "release": {
        // A released lead goes to every destination: spam review is about the lead, not a destination.
        if (positionals.length === 0) {
          err("Name the ids of the leads to release (npm run leads -- list --status spam)\n");
          return 2;
        }
        let released = 0;
        for (const id of positionals) {
          if (await store.release(id)) released++;
          else err(`${terminalSafe(id)} is not held as spam\n`);
        }
        out(`${released} lead(s) released for delivery\n`);
        return released === positionals.length ? 0 : 2;
      }
      case "export": {
        if (!isDate(values.from) || !isDate(values.to)) {
          err("--from and --to are required, as YYYY-MM-DD\n");
          return 2;
        }
        const rows = await store.list({ from: values.from, to: values.to });
        const format = values.format ?? "csv";
        if (format === "json") {
          out(`${JSON.stringify(rows, null, 2)}\n`);
        } else if (format === "csv") {
          out(spreadsheetCsv(csvColumns, rows.map(csvRow)));
        } else {
          err("--format must be csv or json\n");
          return 2;
        }
        return 0;
      }
      case "report": {
        if (!isDate(values.from) || !isDate(values.to)) {
          err("--from and --to are required, as YYYY-MM-DD\n");
          return 2;
        }
        const period = { from: values.from, to: values.to };
        const report = attributionReport(await store.list(period), period);
        const format = values.format ?? "text";
        if (format === "csv") out(formatReportCsv(report));
        else if (format === "text") {
          // Campaign names come from visitors' URLs: printed inert, like every visitor text.
          for (const rows of Object.values(report.sections))
            for (const row of rows) row.value = terminalSafe(row.value);
          out(formatReportText(report));
        } else {
          err("--format must be text or csv\n");
          return 2;
        }
        return 0;
      }
      case "subscribers":
        return await subscribersCommand(store, config, values.format, out, err);
      case "stats": {
        out(
          `${JSON.stringify({
            ...(await store.counts()),
            newsletter: await store.newsletterCount(),
            destinations: await store.deliveryCounts(),
          })}\n`,
        );
        return 0;
      }
      case "purge": {
        const purged = await store.purge(Date.now(), config.LEADS_RETENTION_DAYS, SPAM_RETENTION_DAYS);
        out(
          `Removed ${purged.expired} lead(s) older than ${config.LEADS_RETENTION_DAYS} days and ${purged.spam} spam lead(s) older than ${SPAM_RETENTION_DAYS} days\n`,
        );
        return 0;
      }
      case "forget": {
        const email = positionals[0]?.trim();
        if (!email?.includes("@") || positionals.length > 1) {
          err("Name one e-mail address: npm run leads -- forget pessoa@exemplo.com.br\n");
          return 2;
        }
        const removed = await store.forget(email);
        out(
          `Removed ${removed.leads} lead(s) and ${removed.newsletter} newsletter subscription(s) of ${terminalSafe(email)}\n`,
        );
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
    await store.close();
  }
}
