import { describe, expect, it } from "vitest";
import { createLogger, REDACTED } from "./logger.server";

function recording() {
  const lines: string[] = [];
  return { lines, logger: createLogger((line) => lines.push(line)) };
}

describe("the site's logger", () => {
  it("writes one JSON line per event: level, time, then the event and its fields", () => {
    const { lines, logger } = recording();
    logger.info("lead.stored", { leadId: "l-1", formType: "demo" });
    logger.warn("http.limit_hit", { limit: "request_timeout", count: 1 });
    logger.error("lead.parked", { leadId: "l-2" });
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.endsWith("}\n")).toBe(true);
    expect(lines.join("").split("\n").filter(Boolean)).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((e) => Object.keys(e).slice(0, 3))).toEqual([
      ["level", "time", "event"],
      ["level", "time", "event"],
      ["level", "time", "event"],
    ]);
    expect(entries.map((e) => [e.level, e.event])).toEqual([
      ["info", "lead.stored"],
      ["warn", "http.limit_hit"],
      ["error", "lead.parked"],
    ]);
    expect(new Date(entries[0].time).toISOString()).toBe(entries[0].time);
    // The runbook and the ops tests grep an event with its first field.
    expect(lines[1]).toContain('"event":"http.limit_hit","limit":"request_timeout"');
  });

  it("gives child loggers their bindings on every line, each key written once", () => {
    const { lines, logger } = recording();
    const worker = logger.child({ subsystem: "worker" });
    const request = logger.child({ requestId: "req-7" });
    worker.info("lead.delivered", { leadId: "l-1", destination: "smtp" });
    request.error("form.unexpected_error", { form: "demo", requestId: "req-7" });
    request.child({ subsystem: "forms" }).info("form.weak_signals", { requestId: "req-7" });
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      subsystem: "worker",
      event: "lead.delivered",
      leadId: "l-1",
    });
    expect(lines[1]?.match(/"requestId"/g)).toHaveLength(1);
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      requestId: "req-7",
      event: "form.unexpected_error",
    });
    expect(lines[2]?.match(/"requestId"/g)).toHaveLength(1);
    expect(JSON.parse(lines[2] as string)).toMatchObject({ requestId: "req-7", subsystem: "forms" });
    // The root logger's lines carry no binding.
    logger.info("server.started", {});
    expect(JSON.parse(lines[3] as string)).not.toHaveProperty("subsystem");
  });

  it("redacts personal data and credentials a line names by mistake, at the top or one level down", () => {
    const { lines, logger } = recording();
    logger.warn("form.oops", {
      email: "zuleica@exemplo.com.br",
      whatsapp: "(31) 97777-1234",
      values: { nome: "Zuleica Quaresma", phone: "31977771234", from_email: "z@exemplo.com.br" },
      headers: { authorization: "Bearer abc123", cookie: "sid=s3cr3t", host: "gamadelivery.com.br" },
      ip: "203.0.113.9",
      formId: "demo",
    });
    const line = lines[0] as string;
    for (const value of ["zuleica", "97777", "Quaresma", "31977771234", "abc123", "s3cr3t", "203.0.113.9"])
      expect(line).not.toContain(value);
    const entry = JSON.parse(line);
    expect(entry).toMatchObject({
      email: REDACTED,
      whatsapp: REDACTED,
      values: { nome: REDACTED, phone: REDACTED, from_email: REDACTED },
      headers: { authorization: REDACTED, cookie: REDACTED, host: "gamadelivery.com.br" },
      ip: REDACTED,
      formId: "demo",
    });
  });

  it("keeps the log transport's lead payload, which is that transport's purpose", () => {
    const { lines, logger } = recording();
    logger.info("lead.payload", {
      transport: "log",
      lead: { id: "l-1", payload: { from_email: "ana@exemplo.com.br", phone: "11987654321" } },
    });
    expect(JSON.parse(lines[0] as string).lead.payload).toEqual({
      from_email: "ana@exemplo.com.br",
      phone: "11987654321",
    });
  });
});
