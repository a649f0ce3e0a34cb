import { data } from "react-router";

/**
 * The value a catalogue page asked for, or a thrown 404 that the route's ErrorBoundary renders
 * (the status reaches the response, so crawlers drop the address).
 */
export function orNotFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw data(null, { status: 404 });
  return value;
}
