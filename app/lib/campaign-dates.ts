/**
 * A campaign's days are calendar days in Brasília time (America/Sao_Paulo), whatever the zone of the
 * server: it opens at 00:00 of its first day and closes at 24:00 of its last one, decided at the
 * moment of each request.
 */
export const CAMPAIGN_TIME_ZONE = "America/Sao_Paulo";

export type CampaignState = "before" | "live" | "ended";

export interface CampaignDates {
  /** The first day, YYYY-MM-DD, or null: open from the start. */
  start: string | null;
  /** The last day, YYYY-MM-DD, or null: never ends. */
  end: string | null;
}

const offsets = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes (-180 for 03:00 behind). */
function offsetMinutes(instant: number, timeZone: string): number {
  let format = offsets.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsets.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a calendar day begins in a zone (00:00 there). */
export function startOfDay(iso: string, timeZone = CAMPAIGN_TIME_ZONE): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a date: "${iso}"`);
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The offset at the guess, then at the instant found (a day that starts on a change of offset).
  let instant = midnightUtc - offsetMinutes(midnightUtc, timeZone) * 60_000;
  instant = midnightUtc - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The instant a calendar day ends in a zone: the start of the next day there. */
export function endOfDay(iso: string, timeZone = CAMPAIGN_TIME_ZONE): Date {
  const next = new Date(`${iso}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfDay(next.toISOString().slice(0, 10), timeZone);
}

/** Whether a campaign is not open yet, open, or over, at `now`. */
export function campaignState(dates: CampaignDates, now: Date): CampaignState {
  if (dates.start && now < startOfDay(dates.start)) return "before";
  if (dates.end && now >= endOfDay(dates.end)) return "ended";
  return "live";
}

/** The next instant after `now` at which the campaign's state changes, or null when it never will. */
export function nextChange(dates: CampaignDates, now: Date): Date | null {
  const instants = [dates.start && startOfDay(dates.start), dates.end && endOfDay(dates.end)].filter(
    (instant): instant is Date => !!instant && instant > now,
  );
  return instants.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}

/** The earliest change among several campaigns, or null. */
export function firstChange(campaigns: readonly CampaignDates[], now: Date): Date | null {
  const changes = campaigns
    .map((campaign) => nextChange(campaign, now))
    .filter((instant): instant is Date => instant !== null);
  return changes.sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}

/**
 * Headers that keep a page no longer than its state holds: `Expires` at the change (the server's
 * page store drops its copy then) and a shared-cache lifetime that does not pass it.
 */
export function untilChange(change: Date | null, now: Date, maxSeconds: number): Record<string, string> {
  if (!change) return {};
  const seconds = Math.max(0, Math.min(maxSeconds, Math.floor((change.getTime() - now.getTime()) / 1000)));
  return { Expires: change.toUTCString(), "Cache-Control": `public, max-age=0, s-maxage=${seconds}` };
}
