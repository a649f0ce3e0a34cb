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
 * - React Router's module script is kept, unchanged, inside a `<template>`, where it does not run;
 * - a small inline script waits until the browser reports that the whole page is on screen, then
 *   adds the same modulepreload links (so the modules load in parallel, without a waterfall) and
 *   inserts a copy of that module script into the body.
 *
 * "On screen" is what Lighthouse's simulated phone needs: it counts into the Largest Contentful
 * Paint every request that finished before that paint was shown, so modules requested earlier
 * and answered fast add the whole JavaScript graph to it. A frame's callbacks run before the frame
 * is composited and shown: started from the frame, the modules were requested a few milliseconds
 * before the hero's text was shown. And the first contentful paint is not always the largest: a
 * page whose stylesheet arrives while its HTML is still being parsed shows the top bar first and
 * the hero a frame later. So the script, which runs once the document is parsed (it is at the end
 * of the body, and waits for the stylesheet), starts the modules when the browser reports a
 * Largest Contentful Paint shown after that moment (the next frame draws the whole page), or, when
 * that frame draws nothing larger than what was already shown, 200 ms after it. A browser without
 * Largest Contentful Paint entries starts once its next frame is drawn.
 *
 * The copy runs exactly as React Router wrote it: its static imports are fetched as one graph and
 * evaluated in one go, before it sets the manifest and route modules the client entry reads (split
 * into dynamic imports, the entry could start hydrating between two of them and fail). Its text is
 * the same, so the hash the Content-Security-Policy already allows for it still matches.
 *
 * Hydration and every enhancement stay; they start once the page is on screen. Until then the page
 * is the server-rendered one, which works by itself (links, forms that post). The output is the same
 * for every request, so the page stays cacheable and its inline scripts keep stable hashes. A
 * document without React Router's module script is returned unchanged.
 */
export function deferModules(html: string): string {
  const preloadTag = /<link rel="modulepreload" href="([^"]+)"\/>/g;
  const preloads = [...new Set([...html.matchAll(preloadTag)].map((m) => m[1] ?? ""))];
  const script = /<script type="module" async="">[\s\S]*?<\/script>/.exec(html)?.[0];
  if (!script || preloads.length === 0) return html;

  const loader = [
    "{ let started = false; const start = () => { if (started) return; started = true;",
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    'const script = document.createElement("script"); script.type = "module"; script.textContent = document.getElementById("app-modules").content.firstChild.textContent; document.body.append(script); };',
    'if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint")) { const parsed = performance.now();',
    'new PerformanceObserver((list, observer) => { if (list.getEntries().some((entry) => entry.startTime >= parsed)) { observer.disconnect(); start(); } }).observe({ type: "largest-contentful-paint", buffered: true });',
    "requestAnimationFrame(() => setTimeout(start, 200)); }",
    // Elsewhere: a message posted from the next frame's callback is handled once that frame is drawn.
    "else requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = start; channel.port2.postMessage(0); }); }",
  ].join("\n");

  return html
    .replace(preloadTag, "")
    .replace(script, () => `<template id="app-modules">${script}</template><script>${loader}</script>`);
}
