/**
 * Calendar dates of the content (ISO 'YYYY-MM-DD'). A calendar date has no time
 * zone: it is read and formatted in UTC, so '2024-03-12' reads '12 de março de
 * 2024' whatever the zone of the server or of the browser that hydrates it.
 */
let longDate: Intl.DateTimeFormat | undefined;
/**
 * Made on first use: a bundle that imports this module for another export (the blog's feed path
 * reaches the browser with it) would otherwise keep and run the constructor, whose first call in a
 * page costs a phone tens of milliseconds.
 */
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat("pt-BR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return longDate;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant of a calendar date at 00:00 UTC; throws on anything but a real YYYY-MM-DD date. */
export function parseIsoDate(iso: string): Date {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO date: "${iso}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`Not a calendar date: "${iso}"`);
  }
  return date;
}

/** '2024-03-12' -> '12 de março de 2024'. */
export function formatLongDate(iso: string): string {
  return longDateFormat().format(parseIsoDate(iso));
}

/** RFC 822 date for RSS: '2024-03-12' -> 'Tue, 12 Mar 2024 00:00:00 GMT'. */
export function rfc822Date(iso: string): string {
  return parseIsoDate(iso).toUTCString();
}
