/**
 * A person's round mark with their initials: a fixed square box (it never shrinks or stretches with
 * the text beside it, so it stays a circle), hidden from screen readers, which read the name beside
 * it. `tone` carries the colour classes, written out in full where the avatar is used.
 */
export function Avatar({ initials, tone }: { initials: string; tone: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex aspect-square size-12 shrink-0 grow-0 items-center justify-center rounded-full font-bold ${tone}`}
    >
      {initials}
    </span>
  );
}
