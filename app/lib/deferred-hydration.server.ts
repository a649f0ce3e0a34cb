/**
 * Lets a page paint before its JavaScript is fetched.
 *
 * React hoists the `<link rel="modulepreload">` tags of React Router's `<Scripts>` to the top of
 * the head, ahead of the only stylesheet, so on a slow mobile connection about a dozen modules
 * compete at high priority with the CSS that the first paint waits for. Here, on the finished
 * document (once per render, before the CSP hashes are taken):
 *
 * - the modulepreload links leave the head;
 * - React Router's inline module script no longer imports the route modules statically (static
 *   imports are fetched as soon as the script is parsed); it waits for the first frame after the
 *   stylesheet has applied, then adds the same modulepreload links (so the modules still load in
 *   parallel, without a waterfall) and imports the route modules, then the client entry, in the
 *   order React Router wrote them.
 *
 * Hydration and every enhancement stay; they start one frame later. The output is the same for
 * every request, so the page stays cacheable and its inline scripts keep stable hashes. A document
 * this does not recognise (no module script with static imports) is returned unchanged.
 */
export function deferHydration(html: string): string {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1] ?? "");
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script || preloads.length === 0) return html;
  const body = script[1] ?? "";
  const imports = [...body.matchAll(/^import \* as (\w+) from ("[^"\n]+");$/gm)];
  if (imports.length === 0 || /^import\s+["{]/m.test(body)) return html;

  const rest = body.replace(/^import \* as \w+ from "[^"\n]+";$\n?/gm, "");
  const loader = [
    // The callback of the first animation frame runs once the stylesheet has loaded and the page
    // is about to paint; the message after it runs once that frame is on screen.
    "await new Promise((resolve) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); }));",
    `for (const href of ${JSON.stringify([...new Set(preloads)])}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((m) => m[1]).join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");

  return html
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(script[0], () => `<script type="module" async="">${loader}</script>`);
}
