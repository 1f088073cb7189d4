import { stemmer as indonesianStem } from '@orama/stemmers/indonesian';
import { languageOf, wordSegmenter as segmenter } from '../../i18n/locales';

/**
 * How text becomes search terms, the same way when it is indexed and when it is asked for, in
 * the language of the version it belongs to: words from Intl.Segmenter (it splits Chinese into
 * words), folded to lower case without accents, Arabic letters to their plain forms, in the
 * languages that read English terms (i18n/locales.ts) English plurals reduced to the singular,
 * and in Arabic and Malay each word's stem beside the word.
 */

/**
 * The version of these rules, recorded when a server builds the index on start (lib/bootstrap.ts).
 * Raise it whenever a text gets other terms: a server finding an index built with other rules
 * rebuilds it.
 */
export const TERM_RULES = '2';

const han = /\p{Script=Han}/u;

// Arabic spellings a reader does not tell apart in a search: ta marbuta as ha, alef maqsura as
// ya. Hamza and madda on alef, and the short vowels, are marks that NFKD splits off; tatweel
// only stretches a word.
const plainArabic: Record<string, string> = { '\u0629': '\u0647', '\u0649': '\u064a', '\u0640': '' };

// Compiled once: a snippet folds every word it scans (lib/search/snippet.ts).
const marks = /\p{M}/gu;
const arabicVariants = /[\u0629\u0649\u0640]/g;
const otherThanLetters = /[^\p{L}\p{N}]/gu;

/** A word as the index keeps it: `Cafés` → `cafe`, `arbitrations` → `arbitration` (in English), `أحكام` → `احكام`. */
export function foldWord(word: string, lang: string): string {
  const foldsPlurals = languageOf(lang)?.foldsEnglishPlurals;
  // ASCII letters and digits have no marks or signs to drop.
  if (/^[A-Za-z0-9]*$/.test(word)) return foldsPlurals ? singular(word.toLowerCase()) : word.toLowerCase();
  const plain = word
    .normalize('NFKD')
    .replace(marks, '')
    .replace(arabicVariants, (letter) => plainArabic[letter])
    .toLowerCase();
  const letters = (text: string) => text.replace(otherThanLetters, '');
  return foldsPlurals ? singular(letters(plain.replace(/['’]s$/, ''))) : letters(plain);
}

function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

// Arabic's article, with the conjunction (و, ف) and the preposition (ب, ك, ل) written onto it:
// الحجز, والتحكيم, بالتحكيم, للشركات (ل before the article drops its alef). Two letters at least
// remain (الحق → حق).
const arabicArticle = /^(?:[وف]?[بك]?ال|[وف]?لل)(?=\p{L}{2})/u;
// The conjunction and the preposition written onto a word without the article: وتحكيم, لشركات. A
// lone و or ب is as often a word's own first letter (وزارة, بحث), so only the index drops it,
// beside the word as written: `تحكيم` finds وتحكيم, while `وزارة` does not ask for زارة.
const arabicProclitics = /^(?:[وف][بكل]?|[بكل])(?=\p{L}{3})/u;

interface Stemmer {
  /** The stem of a folded word: what a query asks for, and a term of the index. */
  stem(word: string): string;
  /** Another term the index keeps for the word, that a query may start. */
  also(word: string, stem: string): string | undefined;
}

/** `stem` with the stems it gave kept: Snowball's stemmers take microseconds a word, and a site's words repeat. */
function remembered(stem: (word: string) => string): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let found = stems.get(word);
    if (found === undefined) {
      if (stems.size >= 50_000) stems.clear();
      found = stem(word) || word;
      stems.set(word, found);
    }
    return found;
  };
}

// Keyed by the language's BCP 47 subtag (its htmlLang). Snowball's Arabic stemmer also cuts
// endings, and not alike in related words (شركات → شركا, الشركات → شرك), so Arabic loses its
// article and the letters written onto it only. Malay takes the affixes Snowball's Indonesian
// stemmer removes (meng-, di-, ber-, pe-…-an, -kan, -i, -nya); the index also keeps the word from
// its stem on (`pertikaian` → `tikaian`), which a word typed part way into its ending starts
// (`pertikaia`, whose stem is `tikaia`: the stemmer does not cut an ending it cannot see whole).
const stemmers: Record<string, Stemmer> = {
  ar: {
    stem: (word) => word.replace(arabicArticle, ''),
    also: (word, stem) => (stem === word ? word.replace(arabicProclitics, '') : undefined),
  },
  ms: {
    stem: remembered((word) => (/\d/.test(word) ? word : indonesianStem(word))),
    also: (word, stem) => {
      const at = word.indexOf(stem);
      return at > 0 ? word.slice(at) : undefined;
    },
  },
};

const stemmerOfLanguage = new Map<string, Stemmer | undefined>();

/** How `lang` stems a folded word (`mengambil` → `ambil`, `التحكيم` → `تحكيم`); undefined where it does not. */
export function stemmerOf(lang: string): Stemmer | undefined {
  if (!stemmerOfLanguage.has(lang)) {
    const language = languageOf(lang);
    if (!language) return undefined;
    stemmerOfLanguage.set(lang, stemmers[language.htmlLang.split('-')[0].toLowerCase()]);
  }
  return stemmerOfLanguage.get(lang);
}

/**
 * The terms the index keeps for a folded word, each of which a query term may start: the word,
 * and in a language that stems its stem and the stemmer's other term (`pertikaian` → `pertikaian
 * tikai tikaian`, `وتحكيم` → `وتحكيم تحكيم`). A word typed part way that the stemmer cannot cut
 * yet (`menga`) starts the word as written.
 */
export function wordTerms(word: string, lang: string): string[] {
  const stemmer = stemmerOf(lang);
  if (!stemmer) return [word];
  const stem = stemmer.stem(word);
  const also = stemmer.also(word, stem);
  const terms = stem === word ? [word] : [word, stem];
  if (also && also !== word && also !== stem) terms.push(also);
  return terms;
}

interface TextPiece {
  /** Folded word (its stem, in a language that stems), or a run of Chinese characters (kept as written). */
  text: string;
  han: boolean;
  /** The Intl.Segmenter words of a Chinese run; a folded word's wordTerms. */
  words: string[];
}

/** The words of `text` in order, consecutive Chinese words joined into one run. */
function pieces(text: string, lang: string): TextPiece[] {
  const result: TextPiece[] = [];
  const stemmer = stemmerOf(lang);
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
      if (word) result.push({ text: stemmer?.stem(word) ?? word, han: false, words: wordTerms(word, lang) });
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
 * wherever it stands. A word that has a stem gives the terms of wordTerms.
 */
export function indexTerms(text: string, lang: string): string {
  const terms: string[] = [];
  for (const piece of pieces(text, lang)) {
    if (!piece.han) terms.push(...piece.words);
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
 * The terms a query needs: each word (its stem, in a language that stems) as a prefix (`Pri`
 * finds Priya), and each Chinese run as its character pairs (a single character as a prefix).
 */
export function queryTerms(query: string, lang: string): QueryTerm[] {
  const terms = pieces(query, lang).flatMap((piece) => {
    if (!piece.han || [...piece.text].length === 1) return [{ term: piece.text, prefix: true }];
    return bigrams(piece.text).map((term) => ({ term, prefix: false }));
  });
  return [...new Map(terms.map((term) => [`${term.prefix ? '*' : ''}${term.term}`, term])).values()];
}
