import { createServer as createHttpServer, type Server } from "node:http";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  to: string | undefined;
  replyTo: string | undefined;
  text: string | undefined;
  html: string | false;
  headers: Record<string, string>;
}

/** A message whose body contains this marker is refused, to exercise delivery failures. */
export const FAIL_MARKER = "falha-smtp";

function toReceived(mail: ParsedMail): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const [key, value] of mail.headers)
    headers[key] = typeof value === "string" ? value : JSON.stringify(value);
  return {
    messageId: mail.messageId,
    subject: mail.subject,
    from: mail.from?.text,
    to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(", ") : mail.to?.text,
    replyTo: mail.replyTo?.text,
    text: mail.text,
    html: mail.html || false,
    headers,
  };
}

/**
 * How the fake server answers a message: accept it, refuse it with an SMTP reply code (550: a
 * permanent refusal; 421 or 451: try later), or "stall": never answer, as a hung server would.
 */
export type SmtpAnswer = "accept" | "stall" | 421 | 451 | 550;

export interface FakeSmtp {
  server: SMTPServer;
  port: number;
  inbox: ReceivedMail[];
  /** Every message the server received, accepted or not, by Message-ID. */
  attempts: (string | undefined)[];
  /** Sets the answer to the next messages (and, with a function, decides per attempt). */
  answer(next: SmtpAnswer | ((attempt: number) => SmtpAnswer)): void;
}

/** A loopback SMTP server that keeps what it receives in memory. */
export function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const inbox: ReceivedMail[] = [];
  const attempts: (string | undefined)[] = [];
  let decide: (attempt: number) => SmtpAnswer = () => "accept";
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          attempts.push(mail.messageId);
          const answer = decide(attempts.length);
          if (answer === "stall") return;
          if (typeof answer === "number" || mail.text?.includes(FAIL_MARKER)) {
            const code = typeof answer === "number" ? answer : 451;
            const text = code >= 500 ? "Mailbox unavailable" : "Mailbox temporarily unavailable";
            const error = new Error(text) as Error & { responseCode: number };
            error.responseCode = code;
            callback(error);
            return;
          }
          inbox.push(toReceived(mail));
          callback();
        })
        .catch(callback);
    },
  });
  // A client that dies mid-session (kill -9 in a test) resets its socket: not an error of ours.
  server.on("error", () => {});
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address();
      resolve({
        server,
        port: typeof address === "object" && address ? address.port : port,
        inbox,
        attempts,
        answer(next) {
          decide = typeof next === "function" ? next : () => next;
        },
      });
    });
  });
}

/** HTTP view of the inbox for end-to-end tests: GET /messages, DELETE /messages. */
export function serveInbox(inbox: ReceivedMail[], port: number): Server {
  return createHttpServer((req, res) => {
    if (req.url === "/messages" && req.method === "GET") {
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(inbox));
      return;
    }
    if (req.url === "/messages" && req.method === "DELETE") {
      inbox.length = 0;
      res.end();
      return;
    }
    res.statusCode = req.url === "/healthz" ? 200 : 404;
    res.end();
  }).listen(port, "127.0.0.1");
}

// Run directly (`node tests/support/fake-smtp.ts SMTP_PORT HTTP_PORT`) for the e2e suite.
if (import.meta.url === `file://${process.argv[1]}`) {
  const smtpPort = Number(process.argv[2] ?? 2525);
  const httpPort = Number(process.argv[3] ?? 2526);
  const { inbox } = await startFakeSmtp(smtpPort);
  serveInbox(inbox, httpPort);
  console.log(`fake SMTP on ${smtpPort}, inbox on http://127.0.0.1:${httpPort}/messages`);
}
