import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoBox } from "./video-box";

const render = (url: string | undefined) => renderToString(<VideoBox url={url} title="Cardápio Digital" />);

describe("feature video box, as the server renders it", () => {
  it("says the video is coming when there is none", () => {
    const html = render(undefined);
    expect(html).toContain("Vídeo em breve");
    expect(html).toContain("Demonstração será disponibilizada");
    expect(html).not.toContain("<iframe");
  });

  it("rejects a URL that is not a YouTube video", () => {
    const html = render("https://vimeo.com/123456789");
    expect(html).toContain("URL de vídeo inválida");
    expect(html).toContain("Verifique a URL do YouTube");
  });

  it("shows a facade, not the player: a thumbnail linking to the video", () => {
    const html = render("https://youtu.be/dQw4w9WgXcQ");
    expect(html).toContain('href="https://youtu.be/dQw4w9WgXcQ"');
    expect(html).toContain("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
    expect(html).toContain("Assistir ao vídeo: Cardápio Digital");
    expect(html).not.toContain("<iframe");
  });
});
