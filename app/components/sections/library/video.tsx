import { VideoBox } from "~/components/funcionalidades/video-box";
import { Section } from "../section";
import type { SectionProps } from "./page";

export interface VideoContent {
  title: string;
  intro: string;
  url: string;
}

/** A YouTube video: a link to it without JavaScript, the player (from youtube-nocookie) with it. */
export function Video({ id, title, intro, url }: SectionProps<VideoContent>) {
  return (
    <Section id={id} anchor title={title} intro={intro || undefined} width="max-w-4xl">
      <div className="mt-8">
        <VideoBox url={url} title={title} />
      </div>
    </Section>
  );
}
