/**
 * The start of a plain paragraph of a Markdown text (one without markup characters, a list or a
 * heading), as the page prints it: a text to look for in a rendered post or legal text.
 */
export function plainSentence(markdown: string): string {
  const paragraph = markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block.length > 80 && !/[*_[\]#`<>|{}"'&\n]/.test(block) && !/^(\d+\.|-)/.test(block));
  if (!paragraph) throw new Error("no plain paragraph in the text");
  return paragraph.slice(0, 60);
}
