/** What a lawyer's electronic business card carries. */
export interface VCardPerson {
  name: string;
  jobTitles: string[];
  organisation?: string | null;
  office?: string | null;
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

/** A vCard 3.0 (read by every address book, phones included) with CRLF line endings. */
export function buildVCard(person: VCardPerson): string {
  const name = person.name.trim();
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  const add = (property: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) lines.push(`${property}:${text}`);
  };
  lines.push(`FN${person.language ? `;LANGUAGE=${person.language}` : ''}:${escapeText(name)}`);
  lines.push(`N:${escapeText(name)};;;;`);
  const titles = person.jobTitles.map((title) => title.trim()).filter(Boolean);
  if (titles.length) add('TITLE', escapeText(titles.join(', ')));
  if (person.organisation?.trim()) add('ORG', escapeText(person.organisation));
  if (person.office?.trim()) lines.push(`ADR;TYPE=WORK:;;;${escapeText(person.office.trim())};;;`);
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
