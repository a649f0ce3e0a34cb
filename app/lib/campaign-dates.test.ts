import { describe, expect, it } from "vitest";
import { campaignState, endOfDay, firstChange, nextChange, startOfDay, untilChange } from "./campaign-dates";

/** Black Friday week, as marketing types it: from the 24th to the 30th, Brasília days. */
const week = { start: "2030-11-24", end: "2030-11-30" };

describe("a campaign's days, in Brasília time", () => {
  it("start at 00:00 and end at 24:00 there (03:00 UTC), whatever the server's zone", () => {
    expect(startOfDay("2030-11-24").toISOString()).toBe("2030-11-24T03:00:00.000Z");
    expect(endOfDay("2030-11-30").toISOString()).toBe("2030-12-01T03:00:00.000Z");
    // A day of the years when Brazil had summer time (UTC-2 from 2018-11-04).
    expect(startOfDay("2018-12-01").toISOString()).toBe("2018-12-01T02:00:00.000Z");
  });

  it("is not open before its first day (404), open through its last (200), then over (410)", () => {
    expect(campaignState(week, new Date("2030-11-24T02:59:59.999Z"))).toBe("before");
    expect(campaignState(week, new Date("2030-11-24T03:00:00.000Z"))).toBe("live");
    // 23:59 of the last day in Brasília is 02:59 of the next day in UTC: still open.
    expect(campaignState(week, new Date("2030-12-01T02:59:59.999Z"))).toBe("live");
    expect(campaignState(week, new Date("2030-12-01T03:00:00.000Z"))).toBe("ended");
  });

  it("is always open without dates, and a one-day campaign lasts its day", () => {
    expect(campaignState({ start: null, end: null }, new Date("1999-01-01T00:00:00Z"))).toBe("live");
    const day = { start: "2030-11-29", end: "2030-11-29" };
    expect(campaignState(day, new Date("2030-11-29T12:00:00Z"))).toBe("live");
    expect(campaignState(day, new Date("2030-11-30T03:00:00Z"))).toBe("ended");
  });

  it("says when its state changes next, and headers that keep no copy past it", () => {
    const before = new Date("2030-11-23T12:00:00Z");
    expect(nextChange(week, before)?.toISOString()).toBe("2030-11-24T03:00:00.000Z");
    expect(nextChange(week, new Date("2030-11-25T00:00:00Z"))?.toISOString()).toBe(
      "2030-12-01T03:00:00.000Z",
    );
    expect(nextChange(week, new Date("2030-12-02T00:00:00Z"))).toBeNull();
    expect(firstChange([{ start: null, end: null }, week], before)?.toISOString()).toBe(
      "2030-11-24T03:00:00.000Z",
    );
    const now = new Date("2030-11-24T02:58:00Z");
    expect(untilChange(nextChange(week, now), now, 300)).toEqual({
      Expires: "Sun, 24 Nov 2030 03:00:00 GMT",
      "Cache-Control": "public, max-age=0, s-maxage=120",
    });
    expect(untilChange(null, now, 300)).toEqual({});
  });
});
