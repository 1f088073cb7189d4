import { plainText } from '@/lib/content/sanitize';

/** The text of the first paragraph of rich text (a lead), whole unless very long. */
export function firstParagraph(html: string | null | undefined, maxLength = 600): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html ?? '');
  return plainText(match ? match[1] : html, maxLength);
}

const sentenceEnd = /[.!?。！？](?=\s|$)|[。！？]/g;

/**
 * A short summary of rich text for cards and descriptions: the first paragraph, cut after a
 * whole sentence (or else a whole word) so that nothing ends mid-word.
 */
export function summary(html: string | null | undefined, maxLength = 180): string {
  const text = firstParagraph(html, 10_000);
  if (text.length <= maxLength) return text;
  let cut = 0;
  for (const match of text.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length;
    if (end > maxLength) break;
    cut = end;
  }
  if (cut >= maxLength / 3) return text.slice(0, cut).trim();
  const space = text.lastIndexOf(' ', maxLength - 1);
  const end = space > maxLength / 2 ? space : maxLength - 1;
  return `${text.slice(0, end).replace(/[\s,;:，；：、]+$/, '')}…`;
}
