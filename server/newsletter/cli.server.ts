import { spreadsheetCsv } from "../leads/csv.server";
import type { LeadStore } from "../leads/store.server";
import type { Env } from "../runtime/env.server";
import { loadSigningKey } from "../services.server";
import { newsletterLinks } from "./mail.server";
import { openSubscriberStore } from "./subscribers.server";

export const subscriberColumns = ["email", "subscribed_at", "confirmed_at", "unsubscribe_url"] as const;

/**
 * `npm run leads -- subscribers [--format csv|json]`: the confirmed subscribers (double opt-in
 * done), oldest first, each with its own one-click unsubscribe link, so whatever tool sends the
 * newsletter can put it in the List-Unsubscribe header and the footer of every e-mail.
 */
export async function subscribersCommand(
  store: LeadStore,
  config: Env,
  format: string | undefined,
  out: (text: string) => void,
  err: (text: string) => void,
): Promise<number> {
  if (format !== undefined && format !== "csv" && format !== "json") {
    err("--format must be csv or json\n");
    return 2;
  }
  const subscribers = openSubscriberStore(store, config.DATA_DIR);
  try {
    const key = await loadSigningKey(config, store);
    const rows = (await subscribers.listConfirmed()).map((s) => ({
      email: s.email,
      subscribed_at: s.subscribedAt,
      confirmed_at: s.confirmedAt,
      unsubscribe_url: newsletterLinks(config.SITE_URL, key, s.email).unsubscribe,
    }));
    if (format === "json") out(`${JSON.stringify(rows, null, 2)}\n`);
    else out(spreadsheetCsv(subscriberColumns, rows));
    return 0;
  } finally {
    await subscribers.close();
  }
}
