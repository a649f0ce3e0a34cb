import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { formatLongDate, parseIsoDate, rfc822Date } from "./dates";

const run = promisify(execFile);
const zones = [
  "UTC",
  "America/Sao_Paulo",
  "America/Noronha",
  "Pacific/Pago_Pago",
  "Pacific/Kiritimati",
  "Asia/Tokyo",
];
// The first and last days of a year and of a month are where a zone shift shows.
const edgeDates = ["2024-01-01", "2024-12-31", "2024-03-01", "2024-02-29", "2024-10-08", "2025-06-30"];

describe("formatLongDate", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it("writes the long pt-BR form", () => {
    expect(formatLongDate("2024-03-12")).toBe("12 de março de 2024");
    expect(formatLongDate("2024-01-01")).toBe("1 de janeiro de 2024");
    expect(formatLongDate("2024-12-31")).toBe("31 de dezembro de 2024");
  });

  it("gives the same text in every time zone of this process", () => {
    const expected = edgeDates.map(formatLongDate);
    const localDays = new Set<number>();
    for (const zone of zones) {
      process.env.TZ = zone;
      // Node applies TZ at once: midnight UTC of 1 January falls on another local day in some zones.
      localDays.add(new Date(Date.UTC(2024, 0, 1)).getDate());
      expect(edgeDates.map(formatLongDate), zone).toEqual(expected);
    }
    expect(localDays).toEqual(new Set([1, 31]));
  });

  it("gives the same text in processes started with different TZ values", { timeout: 60_000 }, async () => {
    const script = `import { formatLongDate } from "./app/lib/dates.ts";
process.stdout.write(JSON.stringify({
  texts: ${JSON.stringify(edgeDates)}.map(formatLongDate),
  localDay: new Date(Date.UTC(2024, 0, 1)).getDate(),
}));`;
    const outputs = await Promise.all(
      zones.map(async (zone) => {
        const { stdout } = await run(process.execPath, ["--input-type=module", "--eval", script], {
          env: { ...process.env, TZ: zone },
          encoding: "utf8",
        });
        return JSON.parse(stdout) as { texts: string[]; localDay: number };
      }),
    );
    // The zones really differ: midnight UTC of 1 January is 31 December in some of them.
    expect(new Set(outputs.map((o) => o.localDay))).toEqual(new Set([1, 31]));
    const expected = edgeDates.map(formatLongDate);
    for (const [index, output] of outputs.entries()) expect(output.texts, zones[index]).toEqual(expected);
    expect(expected).toEqual([
      "1 de janeiro de 2024",
      "31 de dezembro de 2024",
      "1 de março de 2024",
      "29 de fevereiro de 2024",
      "8 de outubro de 2024",
      "30 de junho de 2025",
    ]);
  });
});

describe("parseIsoDate", () => {
  it("reads a calendar date as midnight UTC", () => {
    expect(parseIsoDate("2024-03-12").toISOString()).toBe("2024-03-12T00:00:00.000Z");
  });

  it("refuses what is not a real calendar date", () => {
    for (const bad of ["2024-02-30", "2023-02-29", "12/03/2024", "2024-3-12", ""]) {
      expect(() => parseIsoDate(bad), bad).toThrow();
    }
  });

  it("gives RSS its RFC 822 date", () => {
    expect(rfc822Date("2024-03-12")).toBe("Tue, 12 Mar 2024 00:00:00 GMT");
  });
});
