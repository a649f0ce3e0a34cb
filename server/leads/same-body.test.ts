import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idempotencyKey, previousDayKey, SAME_BODY_WINDOW_MS } from "../http/form-guard.server";
import { createLogger } from "../runtime/logger.server";
import { createLead } from "./lead.server";
import { demoPayload } from "./payload.server";
import { createOutboxPipeline } from "./pipeline.server";
import { SqliteLeadStore } from "./store.server";

/**
 * Without JavaScript nothing in the page identifies a submission, so the same body posted again
 * within 24 hours is the same lead: a reload that re-posts the form, or a second click that the
 * browser sent as a new request. Posts are keyed by day; the day before is checked too, so the
 * window is a true 24 hours, also across the day's boundary (04:00 in Brasília, 07:00 UTC).
 */
const values = { nome: "Ana Souza", email: "ana@exemplo.com.br", whatsapp: "(11) 98765-4321" };

let dir: string;
let store: SqliteLeadStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "same-body-"));
  store = new SqliteLeadStore(dir);
  vi.useFakeTimers({ toFake: ["Date"] });
});
afterEach(async () => {
  vi.useRealTimers();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

let logs: string[];
/** The ids of the leads posted, in order. */
let posted: string[];
beforeEach(() => {
  logs = [];
  posted = [];
});

async function postWithoutScript(at: string) {
  vi.setSystemTime(new Date(at));
  const pipeline = createOutboxPipeline(
    store,
    { notify() {} },
    createLogger((line) => logs.push(line)),
  );
  const lead = createLead({
    payload: demoPayload(values, "comercial@gamadelivery.com.br"),
    consentWording: null,
    attribution: {},
  });
  posted.push(lead.id);
  return pipeline.submit(lead, {
    submissionId: idempotencyKey("demo", null, values),
    sameAsRecent: { submissionId: previousDayKey("demo", values), withinMs: SAME_BODY_WINDOW_MS },
  });
}

describe("the same body without JavaScript", () => {
  it("is one lead when posted again across the day's boundary, minutes later", async () => {
    expect(await postWithoutScript("2026-11-20T06:58:00Z")).toEqual({ ok: true, duplicate: false });
    expect(await postWithoutScript("2026-11-20T07:03:00Z")).toEqual({ ok: true, duplicate: true });
    expect((await store.counts()).pending).toBe(1);
  });

  it("is one lead for 24 hours, and a new lead after them", async () => {
    await postWithoutScript("2026-11-20T10:00:00Z");
    expect(await postWithoutScript("2026-11-21T09:59:00Z")).toEqual({ ok: true, duplicate: true });
    expect(await postWithoutScript("2026-11-21T10:01:00Z")).toEqual({ ok: true, duplicate: false });
    expect((await store.counts()).pending).toBe(2);
  });

  it("is logged under the stored lead's id, with the discarded copy's id beside it", async () => {
    await postWithoutScript("2026-11-20T06:58:00Z");
    await postWithoutScript("2026-11-20T07:03:00Z");
    const [line] = logs.map((x) => JSON.parse(x)).filter((x) => x.event === "lead.duplicate_ignored");
    expect(line).toMatchObject({ leadId: posted[0], discardedCopyId: posted[1] });
  });
});
