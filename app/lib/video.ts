/** YouTube video URLs: only the video site's domains, with an 11-character id. */
const hosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
  "youtube-nocookie.com",
]);
const idPattern = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a YouTube URL, or null when the URL is not one. */
export function parseVideoUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!hosts.has(url.hostname.toLowerCase())) return null;
  let id: string | null = null;
  if (url.hostname.toLowerCase() === "youtu.be") {
    id = url.pathname.split("/")[1] ?? null;
  } else if (url.pathname === "/watch") {
    id = url.searchParams.get("v");
  } else {
    const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
    id = match?.[2] ?? null;
  }
  return id && idPattern.test(id) ? id : null;
}

/**
 * The privacy-enhanced player URL with fixed parameters: controls on, no
 * related videos from other channels, modest branding, inline playback; it
 * starts playing because the visitor asked for it.
 */
export function embedUrl(id: string): string {
  const params = new URLSearchParams({
    controls: "1",
    rel: "0",
    modestbranding: "1",
    playsinline: "1",
    autoplay: "1",
  });
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}

export function thumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
