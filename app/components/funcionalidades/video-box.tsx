import { useEffect, useState } from "react";
import { Icon } from "~/components/icon";
import { LazyImage } from "~/components/ui/lazy-image";
import { WatchOnYouTube } from "~/components/watch-on-youtube";
import type { Illustration } from "~/content/illustrations";
import { embedUrl, parseVideoUrl, thumbnailUrl } from "~/lib/video";

/** How long the player may take to load before the error state shows. */
const LOAD_TIMEOUT_MS = 15_000;

type PlayerState = "facade" | "loading" | "loaded" | "error";

/**
 * The feature video as a facade: a thumbnail and a play button,
 * so no player code loads until the visitor asks. Without JavaScript the facade
 * is a link to the video on YouTube. A feature without a video shows its product illustration.
 */
export function VideoBox({
  url,
  title,
  illustration,
}: {
  url: string | undefined;
  title: string;
  illustration?: Illustration | null;
}) {
  const id = url ? parseVideoUrl(url) : null;
  const [state, setState] = useState<PlayerState>("facade");
  useEffect(() => {
    if (state !== "loading") return;
    const timer = setTimeout(() => setState("error"), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!url && illustration) {
    return (
      <img
        src={illustration.src}
        alt={illustration.alt}
        width={illustration.width}
        height={illustration.height}
        decoding="async"
        fetchPriority="high"
        className="h-auto w-full rounded-2xl shadow-2xl ring-1 ring-white/10"
        data-hero-illustration=""
      />
    );
  }
  if (!url)
    return <VideoMessage title="Vídeo em breve" text="Demonstração será disponibilizada" icon="play" />;
  if (!id) return <VideoMessage title="URL de vídeo inválida" text="Verifique a URL do YouTube" icon="x" />;
  if (state === "error") {
    return (
      <VideoMessage
        title="Erro ao carregar vídeo"
        text="Não foi possível carregar o vídeo do YouTube."
        icon="x"
      >
        <WatchOnYouTube
          url={url}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-stone-900"
        />
      </VideoMessage>
    );
  }
  if (state === "loading" || state === "loaded") {
    return (
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-stone-900">
        {state === "loading" ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white"
          >
            <span
              className="size-10 animate-spin rounded-full border-4 border-white/30 border-t-white"
              aria-hidden="true"
            />
            Carregando vídeo...
          </div>
        ) : null}
        <iframe
          src={embedUrl(id)}
          title={`Vídeo: ${title}`}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          onLoad={() => setState("loaded")}
          onError={() => setState("error")}
        />
      </div>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setState("loading");
      }}
      className="group relative block aspect-video overflow-hidden rounded-2xl bg-stone-900"
    >
      <LazyImage
        src={thumbnailUrl(id)}
        width={480}
        height={360}
        className="size-full object-cover opacity-80 transition-opacity group-hover:opacity-100"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg">
          <Icon name="play" className="size-8" />
        </span>
      </span>
      <span className="sr-only">{`Assistir ao vídeo: ${title}`}</span>
    </a>
  );
}

function VideoMessage({
  title,
  text,
  icon,
  children,
}: {
  title: string;
  text: string;
  icon: "play" | "x";
  children?: React.ReactNode;
}) {
  return (
    <div className="flex aspect-video flex-col items-center justify-center rounded-2xl bg-stone-900 p-6 text-center text-white">
      <Icon name={icon} className="size-10 text-brand-200" />
      <p className="mt-3 text-xl font-semibold">{title}</p>
      <p className="mt-1 text-stone-300">{text}</p>
      {children}
    </div>
  );
}
