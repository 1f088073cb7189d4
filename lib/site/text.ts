import { plainText } from '@/lib/content/sanitize';

/** The text of the first paragraph of rich text (a lead or summary), whole unless very long. */
export function firstParagraph(html: string | null | undefined, maxLength = 600): string {
  const match = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html ?? '');
  return plainText(match ? match[1] : html, maxLength);
}
