/**
 * Lets a page paint before its JavaScript is fetched.
 *
 * React hoists the `<link rel="modulepreload">` tags of React Router's `<Scripts>` to the top of the
 * head, ahead of the only stylesheet, and the inline module script at the end of the body imports
 * the route modules statically, so on a slow phone about a dozen modules (over 100 KB) are fetched
 * and compiled while the first paint waits for the stylesheet. Here, on the finished document (once
 * per render, before the CSP hashes are taken):
 *
 * - the modulepreload links leave the head;
 * - the inline module script no longer imports anything statically: it waits for the first frame
 *   that reaches the screen, then adds the same modulepreload links (so the modules load in
 *   parallel, without a waterfall) and imports the route modules, then the client entry, in the
 *   order React Router wrote them.
 *
 * Hydration and every enhancement stay; they start once the page is on screen. Until then the page
 * is the server-rendered one, which works by itself (links, forms that post). The output is the same
 * for every request, so the page stays cacheable and its inline scripts keep stable hashes. A
 * document this does not recognise (no module script with static imports) is returned unchanged.
 */
export function deferModules(html: string): string {
  const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
  const preloads = [...new Set([...html.matchAll(preloadTag)].map((m) => m[1] ?? ""))];
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html);
  if (!script || preloads.length === 0) return html;
  const body = script[1] ?? "";
  const staticImport = /^import \* as (\w+) from ("[^"\n]+");$\n?/gm;
  const imports = [...body.matchAll(staticImport)];
  // Any other kind of static import would still load before the wait: leave such a page alone.
  if (imports.length === 0 || /^import\s+["{]/m.test(body)) return html;

  const loader = [
    // The first animation frame's callback runs once the stylesheet has applied and the page is
    // about to paint; a message posted from it is handled once that frame is on screen.
    "await new Promise((resolve) => requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); }));",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((m) => m[1]).join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    body.replace(staticImport, ""),
  ].join("\n");

  return html
    .replace(preloadTag, "")
    .replace(script[0], () => `<script type="module" async="">${loader}</script>`);
}
