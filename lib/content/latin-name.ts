/**
 * A lawyer's name in Latin script: the one the firm uses in every language, kept once per
 * translation group beside the name each version writes in its own script.
 */

/** The words of a name: split on any run of white space. */
const wordsOf = (name: string) => name.trim().split(/\s+/u).filter(Boolean);

/** A name as compared: its words in lower case, one space apart. */
const comparable = (name: string) => wordsOf(name).join(' ').toLowerCase();

/**
 * The Latin name to show beside `name`, or null when there is none or it is the same name
 * (`Daniel Koh` beside `daniel  koh` adds nothing).
 */
export function latinNameBeside(name: string, latinName: string | null | undefined): string | null {
  const latin = latinName?.trim();
  return latin && comparable(latin) !== comparable(name) ? latin : null;
}

/** Where `part`'s words stand, in order and whole, among `name`'s (any case); -1 when they do not. */
function wordsAt(name: string[], part: string[]): number {
  if (!part.length) return -1;
  const lower = (word: string) => word.toLowerCase();
  for (let start = 0; start + part.length <= name.length; start++) {
    if (part.every((word, offset) => lower(word) === lower(name[start + offset]))) return start;
  }
  return -1;
}

/** Whether `familyName` is whole words of `latinName`, in their order (`Koh` or `Koh Wei` of `Daniel Koh Wei Jie`, not `Ko`). */
export function isFamilyNameOf(latinName: string, familyName: string): boolean {
  return wordsAt(wordsOf(latinName), wordsOf(familyName)) >= 0;
}

/**
 * A name's family and given parts: the family name where it stands in the name (its last word
 * when not given), the given names the other words in their order
 * (`Daniel Koh Wei Jie`, `Koh` → `Koh` and `Daniel Wei Jie`). A name of one word is a family name.
 */
export function nameParts(name: string, familyName?: string | null): { family: string; given: string } {
  const words = wordsOf(name);
  const family = wordsOf(familyName ?? '');
  const found = wordsAt(words, family);
  const [start, length] = found >= 0 ? [found, family.length] : [Math.max(words.length - 1, 0), Math.min(words.length, 1)];
  return {
    family: words.slice(start, start + length).join(' '),
    given: [...words.slice(0, start), ...words.slice(start + length)].join(' '),
  };
}
