import { Avatar, Style, type StyleDefinition } from "@dicebear/core";
import notionists from "@dicebear/styles/notionists.json" with { type: "json" };

/**
 * A testimonial's portrait, drawn at build by DiceBear (@dicebear/core) in the "Notionists" style by
 * Zoish (@dicebear/styles; the style's licence, CC0 1.0, is in its definition's `meta` and the
 * package's LICENSE.md). The seed is the testimonial's file name, so a person keeps one face from
 * build to build and a new testimonial file gets its own. Never a photo: the people are fictional.
 * scripts/vite-content.ts publishes the file at `portraitSrc(id)`.
 */

export const PORTRAIT_SIZE = 96;

const style = new Style(notionists as unknown as StyleDefinition);

export function portraitSvg(id: string): string {
  return new Avatar(style, {
    seed: id,
    size: PORTRAIT_SIZE,
    // A beard or a hand raised to the face reads as a caricature on a business card; neither is drawn.
    beardProbability: 0,
    gestureProbability: 0,
  }).toString();
}
