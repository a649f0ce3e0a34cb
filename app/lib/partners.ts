/** De-duplicates by name, keeping the first entry of each name. */
export function dedupeByName<T extends { name: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.trim().toLocaleLowerCase("pt-BR");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Fisher-Yates shuffle into a new array; `random` returns numbers in [0, 1). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/** Splits into two halves; the first gets the extra item when the count is odd. */
export function splitHalves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

/** Auto-scroll and drag constants of the partner rows (slow enough to read a name). */
export const partnerRowMotion = {
  pixelsPerFrame: 1,
  startDelayMs: 200,
  resumeDelayMs: 1000,
  dragMultiplier: 2,
} as const;

/** Wraps a scroll offset into [0, loopWidth) so a row rendered twice loops seamlessly. */
export function wrapOffset(offset: number, loopWidth: number): number {
  if (loopWidth <= 0) return 0;
  return ((offset % loopWidth) + loopWidth) % loopWidth;
}

/** The client carousel's arrow step: 60% of the visible width, so a card stays in view as context. */
export function carouselStep(visibleWidth: number): number {
  return Math.round(visibleWidth * 0.6);
}
