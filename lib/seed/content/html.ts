import type { SeedLang } from '../context';

/** One value in each language the demo is written in. */
export type Written<T> = Record<SeedLang, T>;

/**
 * One value in English, the language every item is first written in, and in each language the
 * item is translated into; an item exists in the languages its text has.
 */
export type Translated<T> = Pick<Written<T>, 'en_US'> & Partial<Written<T>>;

/** A block of rich text: a plain string is a paragraph. */
export type Block = string | { h: string } | { h3: string } | { ul: string[] } | { ol: string[] } | { quote: string };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function block(item: Block): string {
  if (typeof item === 'string') return `<p>${escape(item)}</p>`;
  if ('h' in item) return `<h2>${escape(item.h)}</h2>`;
  if ('h3' in item) return `<h3>${escape(item.h3)}</h3>`;
  if ('quote' in item) return `<blockquote><p>${escape(item.quote)}</p></blockquote>`;
  const tag = 'ul' in item ? 'ul' : 'ol';
  const items = 'ul' in item ? item.ul : item.ol;
  return `<${tag}>${items.map((text) => `<li>${escape(text)}</li>`).join('')}</${tag}>`;
}

/** Rich text in the subset the site's sanitizer keeps (headings start at h2). */
export function html(blocks: Block[]): string {
  return blocks.map(block).join('\n');
}
