import sanitizeHtml from 'sanitize-html';
import { richTextTags } from './rich-text-tags';

const uploadPrefix = '/api/upload/';

function isAllowedImageSource(src: string | undefined): boolean {
  return !!src && (src.startsWith(uploadPrefix) || /^https:\/\//i.test(src));
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A page has one h1 (its title), so headings inside content start at h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/**
 * Staff-written rich text reduced to an allowlist: no scripts, event handlers, styles,
 * frames or `javascript:` links. Applied when content is saved and again when it is shown.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}

/** Plain text from rich text, for descriptions and search snippets. */
export function plainText(html: string | null | undefined, maxLength = 300): string {
  const text = sanitizeHtml(html ?? '', { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** All the text of rich text as a reader sees it, blocks apart and entities decoded (for the search index). */
export function readableText(html: string | null | undefined): string {
  const spaced = (html ?? '').replace(/<\/(p|h[1-6]|li|blockquote|pre|div|td|th)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();
}
