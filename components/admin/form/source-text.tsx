'use client';

import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { termSpans, type Glossary, type GlossaryMatch } from '@/lib/content/glossary';
import { richTextTags } from '@/lib/content/rich-text-tags';
import { useGlossary } from '@/lib/admin/glossary';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { glossaryText } from '@/lib/admin/i18n/glossary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { plainText } from '@/lib/admin/workflow/field-diff';
import { useContentLangCode } from './content-language';

/** Rich text as stored: it opens with a block the rich-text editor writes. */
const isRich = (value: unknown): value is string =>
  typeof value === 'string' && /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|table|figure|hr)\b/i.test(value);

/** The tags drawn as they are; any other is left out and its text kept, as the site's sanitiser does (lib/content/sanitize.ts). */
const kept = new Set<string>(richTextTags);
const renamed: Record<string, string> = { h1: 'h2' };
/** Left out with their content: what is not text a translator reads. */
const dropped = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'img', 'video', 'audio', 'noscript']);
const empty = new Set(['br', 'hr']);
const safeHref = (href: string | null) => (href && /^(https?:|mailto:|\/[^/\\])/i.test(href) ? href : undefined);

type Words = (text: string, key: string) => ReactNode;

/**
 * Stored rich text as React elements, read only: parsed by the browser (nothing runs, nothing
 * loads) and drawn from an allowlist, so a translator sees the headings, lists, links and emphasis
 * the source has; `words` draws each run of text.
 */
function richNodes(html: string, words: Words): ReactNode {
  const draw = (node: Node, key: string): ReactNode => {
    if (node.nodeType === Node.TEXT_NODE) return words(node.textContent ?? '', key);
    if (!(node instanceof Element)) return null;
    const tag = node.tagName.toLowerCase();
    if (dropped.has(tag)) return null;
    const name = renamed[tag] ?? tag;
    if (empty.has(name)) return createElement(name, { key });
    const children = [...node.childNodes].map((child, index) => draw(child, `${key}.${index}`));
    if (!kept.has(name)) return <Fragment key={key}>{children}</Fragment>;
    if (name === 'a')
      return (
        <a key={key} href={safeHref(node.getAttribute('href'))} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    const start = name === 'ol' ? Number(node.getAttribute('start')) || undefined : undefined;
    return createElement(name, { key, start }, children);
  };
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map((node, index) => draw(node, String(index)));
}

/** Draws text with the glossary's terms marked, each titled with its rendering in `lang`. */
function markedWords(glossary: Glossary | undefined, sourceLang: string, lang: string | undefined, noRendering: string): Words {
  const title = (match: GlossaryMatch) => match.rendering ?? noRendering;
  return function words(text, key) {
    if (!glossary || !lang) return text;
    const parts: ReactNode[] = [];
    let at = 0;
    for (const span of termSpans(glossary, text, lang, sourceLang)) {
      parts.push(text.slice(at, span.start));
      parts.push(
        <mark key={`${key}-${span.start}`} title={title(span.match)} className="rounded-sm bg-[#fff1b8] text-inherit" data-glossary-term>
          {text.slice(span.start, span.end)}
        </mark>,
      );
      at = span.end;
    }
    parts.push(text.slice(at));
    return <Fragment key={key}>{parts}</Fragment>;
  };
}

/**
 * A source field's words beside its translation: rich text with its formatting, plain text as
 * it is, the glossary's terms marked (hovering one shows its rendering in the target language,
 * the content language around).
 */
export function SourceText({ value, sourceLang }: { value: unknown; sourceLang: string }) {
  const t = useT(glossaryText);
  const glossary = useGlossary();
  const languageName = useLanguageName();
  const lang = useContentLangCode();
  const noRendering = format(t.noRenderingIn, { lang: languageName(lang ?? '') });
  const words = useMemo(() => markedWords(glossary, sourceLang, lang, noRendering), [glossary, sourceLang, lang, noRendering]);
  if (isRich(value) && typeof DOMParser !== 'undefined') {
    return <div className="admin-prose min-h-0! p-0! whitespace-normal">{richNodes(value, words)}</div>;
  }
  const text = plainText(value);
  return text ? words(text, 'text') : '—';
}
