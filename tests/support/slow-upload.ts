import { connect } from "node:net";

/**
 * A form post that announces `contentLength` bytes and sends one every 2 s, as a slow-upload attack
 * does. Resolves when the server closes the connection (or after `giveUpSeconds`, when it never
 * did) with the answer's status line and the seconds it stayed open. Used by the abuse tests and
 * `npm run bench:abuse`.
 */
export function slowUpload(options: {
  port: number;
  origin: string;
  contentLength: number;
  giveUpSeconds: number;
  host?: string;
}): Promise<{ status: string; seconds: number; cut: boolean }> {
  const { port, origin, contentLength, giveUpSeconds, host = `127.0.0.1:${port}` } = options;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.on("error", () => {});
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.write(
      `POST /contato HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${contentLength}\r\n\r\n`,
    );
    const drip = setInterval(() => socket.write("a"), 2000);
    const giveUp = setTimeout(() => socket.destroy(), giveUpSeconds * 1000);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const seconds = (Date.now() - started) / 1000;
      resolve({ status: answer.split("\r\n")[0] ?? "", seconds, cut: seconds < giveUpSeconds });
    });
  });
}
