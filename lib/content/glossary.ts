/**
 * Finding the firm's glossary terms in a text, on the server (the check of a saved translation,
 * XLIFF notes) and in the back office (the side-by-side view's highlights) alike: pure functions
 * of the terms and the words.
 */

/** One term as matching reads it. */
interface GlossaryEntry {
  /** In the glossary's language (`Glossary.termLang`). */
  term: string;
  /** 1 (or true) when the term stays as written in every language. */
  doNotTranslate: number | boolean;
  /** The rendering in each other language, by language code. */
  renderings: Readonly<Record<string, string>>;
  note: string;
}

/** The glossary: its terms and the language they are written in (the site's default). */
export interface Glossary {
  termLang: string;
  terms: readonly GlossaryEntry[];
}

/** A term found in a source text, and how it is to be rendered in the target language. */
export interface GlossaryMatch {
  term: string;
  /** The term as the source language writes it (the term itself, or its rendering there). */
  source: string;
  /** What the translation should say: the rendering, the term itself when not translated, null when the glossary has none yet. */
  rendering: string | null;
  doNotTranslate: boolean;
  note: string;
}

/** Where a term's words are in a text: `[start, end)` in UTF-16 units, and the match they belong to. */
export interface TermSpan {
  start: number;
  end: number;
  match: GlossaryMatch;
}

// Words in these scripts are delimited by spaces, so a term matches whole words only; Chinese has
// no spaces, and Arabic joins prepositions and the article to the word (`والمحكمة`).
const spaced = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns = new Map<string, RegExp>();

/** The expression that finds `phrase` in a text: any case, any run of spaces, either apostrophe; whole words where words are spaced. */
function patternOf(phrase: string): RegExp {
  let pattern = patterns.get(phrase);
  if (!pattern) {
    const body = phrase
      .trim()
      .split(/\s+/)
      .map((word) => escape(word).replace(/['’]/g, "['’]"))
      .join('\\s+');
    const before = spaced.test(phrase.trim().charAt(0)) ? '(?<![\\p{L}\\p{N}])' : '';
    const after = spaced.test(phrase.trim().slice(-1)) ? '(?![\\p{L}\\p{N}])' : '';
    pattern = new RegExp(`${before}${body}${after}`, 'giu');
    patterns.set(phrase, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Rich text's words: each tag a space, the common entities as their characters. */
function wordsOf(text: string): string {
  return text.replace(/<[^>]*>/g, ' ').replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]);
}

/** Whether `phrase` occurs in `text` (plain). */
function containsPhrase(text: string, phrase: string): boolean {
  return phrase.trim() !== '' && patternOf(phrase).test(text);
}

/** The entry as language `lang` writes it: the term in the glossary's own language, the term when not translated, else its rendering. */
function formIn(glossary: Glossary, entry: GlossaryEntry, lang: string): string | null {
  if (lang === glossary.termLang || entry.doNotTranslate) return entry.term;
  return entry.renderings[lang]?.trim() || null;
}

function matchOf(glossary: Glossary, entry: GlossaryEntry, source: string, lang: string): GlossaryMatch {
  return {
    term: entry.term,
    source,
    rendering: formIn(glossary, entry, lang),
    doNotTranslate: !!entry.doNotTranslate,
    note: entry.note,
  };
}

/**
 * Where the glossary's terms are in `text` (plain), written in `sourceLang`, each with its
 * rendering in `lang`. Where terms overlap, the longer wins ("Singapore High Court" over "High
 * Court"), as it does at the same place.
 */
export function termSpans(glossary: Glossary, text: string, lang: string, sourceLang = glossary.termLang): TermSpan[] {
  const found: TermSpan[] = [];
  for (const entry of glossary.terms) {
    const source = formIn(glossary, entry, sourceLang);
    if (!source) continue;
    for (const hit of text.matchAll(patternOf(source))) {
      found.push({ start: hit.index, end: hit.index + hit[0].length, match: matchOf(glossary, entry, source, lang) });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TermSpan[] = [];
  for (const span of found) {
    const last = kept.at(-1);
    if (last && span.start < last.end) {
      if (span.end - span.start > last.end - last.start) kept[kept.length - 1] = span;
      continue;
    }
    kept.push(span);
  }
  return kept;
}

/**
 * The glossary's terms that occur in `sourceText` (plain text or HTML), written in `sourceLang`
 * (the glossary's own language unless said), each once, in the order they first occur, with its
 * rendering in `lang`: what a translator of that text into `lang` should know.
 */
export function glossaryTermsIn(glossary: Glossary, sourceText: string, lang: string, sourceLang = glossary.termLang): GlossaryMatch[] {
  const seen = new Map<string, GlossaryMatch>();
  for (const { match } of termSpans(glossary, wordsOf(sourceText), lang, sourceLang))
    if (!seen.has(match.term)) seen.set(match.term, match);
  return [...seen.values()];
}

/**
 * The terms found in `sourceText` whose rendering in `lang` does not occur in `translation`
 * (both plain text or HTML): a warning for the translator, never a refusal. A term with no
 * rendering in `lang` yet is not checked.
 */
export function missingRenderings(
  glossary: Glossary,
  sourceText: string,
  translation: string,
  lang: string,
  sourceLang = glossary.termLang,
): GlossaryMatch[] {
  const words = wordsOf(translation);
  return glossaryTermsIn(glossary, sourceText, lang, sourceLang).filter(
    (match) => match.rendering !== null && !containsPhrase(words, match.rendering),
  );
}
