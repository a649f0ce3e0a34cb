import { describe, expect, it } from "vitest";
import { embedUrl, parseVideoUrl } from "./video";

describe("video URL parser", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?feature=share&v=a_B-c1D2e3F", "a_B-c1D2e3F"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("accepts %s", (url, id) => {
    expect(parseVideoUrl(url)).toBe(id);
  });

  it.each([
    ["wrong domain", "https://vimeo.com/123456789"],
    ["look-alike domain", "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["subdomain trick", "https://evil.example/?u=youtube.com/watch?v=dQw4w9WgXcQ"],
    ["id too short", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["id too long", "https://youtu.be/dQw4w9WgXcQQ"],
    ["bad characters", "https://www.youtube.com/watch?v=dQw4w9WgX%3C"],
    ["no id", "https://www.youtube.com/watch"],
    ["channel page", "https://www.youtube.com/@gamadelivery"],
    ["javascript scheme", "javascript:alert('youtube.com')"],
    ["garbage", "não é uma URL"],
    ["empty", ""],
  ])("rejects %s", (_name, url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });

  it("embeds with the spec's player parameters on the privacy-enhanced host", () => {
    const url = new URL(embedUrl("dQw4w9WgXcQ"));
    expect(url.origin).toBe("https://www.youtube-nocookie.com");
    expect(url.pathname).toBe("/embed/dQw4w9WgXcQ");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      controls: "1",
      rel: "0",
      modestbranding: "1",
      playsinline: "1",
      autoplay: "1",
    });
  });
});
