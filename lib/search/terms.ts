import { languageOf, wordSegmenter as segmenter } from '../../i18n/locales';

/**
 * How text becomes search terms, the same way when it is indexed and when it is asked for, in
 * the language of the version it belongs to: words from Intl.Segmenter (it splits Chinese into
 * words), folded to lower case without accents, Arabic letters to their plain forms, and in the
 * languages that read English terms (i18n/locales.ts) English plurals reduced to the singular.
 */

const han = /\p{Script=Han}/u;

// Arabic spellings a reader does not tell apart in a search: ta marbuta as ha, alef maqsura as
// ya. Hamza and madda on alef, and the short vowels, are marks that NFKD splits off; tatweel
// only stretches a word.
const plainArabic: Record<string, string> = { '\u0629': '\u0647', '\u0649': '\u064a', '\u0640': '' };

/** A word as the index keeps it: `Cafés` → `cafe`, `arbitrations` → `arbitration` (in English), `أحكام` → `احكام`. */
export function foldWord(word: string, lang: string): string {
  const plain = word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0629\u0649\u0640]/g, (letter) => plainArabic[letter])
    .toLowerCase();
  const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
  return languageOf(lang)?.foldsEnglishPlurals ? singular(letters(plain.replace(/['’]s$/, ''))) : letters(plain);
}

function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

interface TextPiece {
  /** Folded Latin word, or a run of Chinese characters (kept as written). */
  text: string;
  han: boolean;
  /** The Intl.Segmenter words of a Chinese run. */
  words: string[];
}

/** The words of `text` in order, consecutive Chinese words joined into one run. */
function pieces(text: string, lang: string): TextPiece[] {
  const result: TextPiece[] = [];
  let runEnd = -1;
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    if (han.test(segment)) {
      const last = result.at(-1);
      if (last?.han && runEnd === index) {
        last.text += segment;
        last.words.push(segment);
      } else result.push({ text: segment, han: true, words: [segment] });
      runEnd = index + segment.length;
    } else {
      const word = foldWord(segment, lang);
      if (word) result.push({ text: word, han: false, words: [word] });
    }
  }
  return result;
}

/** Each pair of neighbouring characters: `国际仲裁` → 国际 际仲 仲裁. */
function bigrams(run: string): string[] {
  const chars = [...run];
  return chars.length < 2 ? chars : chars.slice(1).map((char, index) => chars[index] + char);
}

/**
 * The terms of `text` for the index, space-separated. A Chinese run gives its words and every
 * pair of neighbouring characters: the segmenter may cut a run one way in an article and
 * another way in a query (`合规` alone is 合|规), and the pairs find a two-character word
 * wherever it stands.
 */
export function indexTerms(text: string, lang: string): string {
  const terms: string[] = [];
  for (const piece of pieces(text, lang)) {
    if (!piece.han) terms.push(piece.text);
    else terms.push(...new Set([...piece.words, ...bigrams(piece.text)]));
  }
  return terms.join(' ');
}

/** What a query asks for: every term must match; `prefix` terms match the start of a word. */
export interface QueryTerm {
  term: string;
  prefix: boolean;
}

/**
 * The terms a query needs: each word as a prefix (`Pri` finds Priya), and each Chinese run
 * as its character pairs (a single character as a prefix).
 */
export function queryTerms(query: string, lang: string): QueryTerm[] {
  const terms = pieces(query, lang).flatMap((piece) => {
    if (!piece.han || [...piece.text].length === 1) return [{ term: piece.text, prefix: true }];
    return bigrams(piece.text).map((term) => ({ term, prefix: false }));
  });
  return [...new Map(terms.map((term) => [`${term.prefix ? '*' : ''}${term.term}`, term])).values()];
}
