import { createServer, type Server } from "node:http";

/**
 * A local stand-in for RD Station Marketing's conversion endpoint. It checks what the real API
 * requires (the API key, the event type and family, a conversion identifier, a valid e-mail, the
 * legal basis shape) and answers 400 with the reasons otherwise, as the API does; `down` makes it
 * answer 503 to exercise retries.
 */
export interface FakeRdStation {
  url: string;
  conversions: Record<string, unknown>[];
  rejected: { status: number; errors: string[] }[];
  down: boolean;
  close(): Promise<void>;
}

export function checkConversion(body: unknown): string[] {
  const errors: string[] = [];
  const event = body as { event_type?: unknown; event_family?: unknown; payload?: Record<string, unknown> };
  if (event?.event_type !== "CONVERSION") errors.push("event_type must be CONVERSION");
  if (event?.event_family !== "CDP") errors.push("event_family must be CDP");
  const payload = event?.payload;
  if (!payload || typeof payload !== "object") return [...errors, "payload is required"];
  if (typeof payload.conversion_identifier !== "string" || !payload.conversion_identifier)
    errors.push("conversion_identifier is required");
  if (typeof payload.email !== "string" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(payload.email))
    errors.push("email is invalid");
  for (const key of [
    "name",
    "mobile_phone",
    "company_name",
    "traffic_source",
    "traffic_medium",
    "traffic_campaign",
    "traffic_value",
  ]) {
    if (payload[key] !== undefined && typeof payload[key] !== "string")
      errors.push(`${key} must be a string`);
  }
  if (payload.tags !== undefined) {
    const tags = payload.tags;
    if (!Array.isArray(tags) || tags.some((t) => typeof t !== "string" || /[A-Z\s]/.test(t)))
      errors.push("tags must be lower-case strings without spaces");
  }
  if (payload.legal_bases !== undefined) {
    const bases = payload.legal_bases as { category?: string; type?: string; status?: string }[];
    const valid =
      Array.isArray(bases) &&
      bases.every(
        (b) =>
          b.category === "communications" &&
          [
            "consent",
            "legitimate_interest",
            "pre_existent_contract",
            "judicial_process",
            "vital_interest",
            "public_interest",
          ].includes(b.type ?? "") &&
          ["granted", "declined"].includes(b.status ?? ""),
      );
    if (!valid) errors.push("legal_bases is malformed");
  }
  const known = new Set([
    "conversion_identifier",
    "email",
    "name",
    "mobile_phone",
    "personal_phone",
    "company_name",
    "job_title",
    "city",
    "state",
    "country",
    "traffic_source",
    "traffic_medium",
    "traffic_campaign",
    "traffic_value",
    "tags",
    "legal_bases",
    "available_for_mailing",
    "client_tracking_id",
  ]);
  for (const key of Object.keys(payload))
    if (!known.has(key) && !key.startsWith("cf_")) errors.push(`unknown field ${key}`);
  return errors;
}

export function startFakeRdStation(apiKey: string, port = 0): Promise<FakeRdStation> {
  const fake: FakeRdStation = {
    url: "",
    conversions: [],
    rejected: [],
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (fake.down) return answer(503, { errors: [{ error_type: "SERVICE_UNAVAILABLE" }] });
      if (req.method !== "POST" || url.pathname !== "/platform/conversions") return answer(404, {});
      if (url.searchParams.get("api_key") !== apiKey) {
        fake.rejected.push({ status: 401, errors: ["invalid api_key"] });
        return answer(401, { errors: { error_type: "UNAUTHORIZED", error_message: "Invalid API key" } });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return answer(400, { errors: [{ error_type: "BAD_REQUEST", error_message: "invalid JSON" }] });
      }
      const errors = checkConversion(body);
      if (errors.length) {
        fake.rejected.push({ status: 400, errors });
        return answer(400, {
          errors: errors.map((error_message) => ({ error_type: "INVALID", error_message })),
        });
      }
      fake.conversions.push((body as { payload: Record<string, unknown> }).payload);
      answer(200, { event_uuid: `evt-${fake.conversions.length}` });
    });
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      fake.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
      resolve(fake);
    });
  });
}
