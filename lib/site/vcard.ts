import { listIn } from '@/i18n/locales';
import { latinNameBeside, nameParts } from '@/lib/content/latin-name';

/** What a lawyer's electronic business card carries. */
export interface VCardPerson {
  /** The name as the card's language writes it. */
  name: string;
  /** The name the firm uses in Latin script, and its family-name words: the structured name. */
  latinName?: string | null;
  latinFamilyName?: string | null;
  jobTitles: string[];
  organisation?: string | null;
  office?: string | null;
  /** The office's full postal address, in the card's language. */
  officeAddress?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Absolute URL of the lawyer's page. */
  url?: string | null;
  /** Absolute URL of the photo. */
  photoUrl?: string | null;
  /** BCP 47 language of the card's text, e.g. `en` or `zh-CN`. */
  language?: string;
}

/** Escapes a text value (RFC 6350 section 3.4): backslash, comma, semicolon and line breaks. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 6350 section 3.2) without splitting a UTF-8 character:
 * continuation lines start with one space.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * A vCard 3.0 (read by every address book, phones included) with CRLF line endings.
 *
 * The names: `FN` is the name as the card's language writes it (Android and Outlook show it as
 * the contact's name). `N` is the structured name in Latin script, family;given (the family-name
 * words where they stand, else the last word; the given names the other words in order): Apple's
 * Contacts builds the shown name from `N` alone, and every address book files and sorts by it.
 * Where the name is written otherwise, the Latin name also goes into `X-PHONETIC-FIRST-NAME` and
 * `X-PHONETIC-LAST-NAME`, which Apple's and Android's contacts read as the name's reading: shown
 * under the name and used to sort it, which is what a name written in another script needs.
 * Not `NICKNAME` (another name the person goes by) nor `SORT-STRING` (a sort key no one shows).
 *
 * The address: `ADR`'s street component holds the office's whole postal address as the firm
 * writes it, its lines kept; the other components stay empty (RFC 6350 section 6.3.1 lets them).
 * Free text in five languages cannot be split into locality, region and postcode without
 * misplacing parts (Chinese writes from the largest place down, without commas), and a street
 * holding the whole address shows complete everywhere. An office without an address names only
 * its locality, the office's name.
 */
export function buildVCard(person: VCardPerson): string {
  const name = person.name.trim();
  const latin = person.latinName?.trim() || null;
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  const add = (property: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) lines.push(`${property}:${text}`);
  };
  lines.push(`FN${person.language ? `;LANGUAGE=${person.language}` : ''}:${escapeText(name)}`);
  const { family, given } = nameParts(latin ?? name, latin ? person.latinFamilyName : null);
  lines.push(`N:${escapeText(family)};${escapeText(given)};;;`);
  if (latinNameBeside(name, latin)) {
    add('X-PHONETIC-FIRST-NAME', escapeText(given));
    add('X-PHONETIC-LAST-NAME', escapeText(family));
  }
  const titles = person.jobTitles.map((title) => title.trim()).filter(Boolean);
  if (titles.length) add('TITLE', escapeText(listIn(person.language ?? '', titles)));
  if (person.organisation?.trim()) add('ORG', escapeText(person.organisation));
  const address = person.officeAddress?.trim();
  if (address) lines.push(`ADR;TYPE=WORK:;;${escapeText(address)};;;;`);
  else if (person.office?.trim()) lines.push(`ADR;TYPE=WORK:;;;${escapeText(person.office.trim())};;;`);
  if (person.phone?.trim()) add('TEL;TYPE=WORK,VOICE', escapeText(person.phone));
  if (person.email?.trim()) add('EMAIL;TYPE=INTERNET,WORK', escapeText(person.email));
  add('URL', person.url);
  add('PHOTO;VALUE=URI', person.photoUrl);
  lines.push('END:VCARD');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The Content-Disposition of a card download: an ASCII file name from the person's name
 * (or the fallback when the name has no Latin letters) and the exact name in UTF-8.
 */
export function vCardDisposition(name: string, fallback: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  const base = ascii || fallback;
  const exact = encodeURIComponent(`${name.trim() || fallback}.vcf`);
  return `attachment; filename="${base}.vcf"; filename*=UTF-8''${exact}`;
}
