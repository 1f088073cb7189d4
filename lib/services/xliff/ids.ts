import { contentKindList, type ContentKind } from '../../content/kinds';

/**
 * A unit's id: `<kind>.<group key>.<field path>` (`news.mxd0a1b2c3.content`,
 * `lawyer.mxd0a1b2c3.customContents.0.title`). It names what a translation group's words are,
 * never a database id, so it stays the same for as long as the group and its field do. XLIFF 2
 * ids are NMTOKENs: a group key keeps its letters, digits, `-` and `_`; any other byte of it (a
 * banner's picture path: `/`, `.`) is written `:XX` in hexadecimal, so the key holds no dot.
 */
export interface UnitRef {
  kind: ContentKind;
  key: string;
  path: string;
}

const plainKeyByte = /[A-Za-z0-9_-]/;

function encodeKey(key: string): string {
  return [...Buffer.from(key, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return byte < 128 && plainKeyByte.test(char) ? char : `:${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

function decodeKey(encoded: string): string | undefined {
  if (!/^(?:[A-Za-z0-9_-]|:[0-9A-F]{2})+$/.test(encoded)) return undefined;
  const bytes: number[] = [];
  for (let index = 0; index < encoded.length;) {
    if (encoded[index] === ':') {
      bytes.push(parseInt(encoded.slice(index + 1, index + 3), 16));
      index += 3;
    } else {
      bytes.push(encoded.charCodeAt(index));
      index += 1;
    }
  }
  const key = Buffer.from(bytes).toString('utf8');
  return encodeKey(key) === encoded ? key : undefined;
}

export const unitId = ({ kind, key, path }: UnitRef): string => `${kind}.${encodeKey(key)}.${path}`;

/** The id of the item a unit belongs to (`news.mxd0a1b2c3`): an XLIFF `<file>`'s id. */
export const itemId = (kind: ContentKind, key: string): string => `${kind}.${encodeKey(key)}`;

/** What a unit id names, or undefined when it is not one of ours. */
export function parseUnitId(id: string): UnitRef | undefined {
  const [kind, encoded, ...path] = id.split('.');
  const key = encoded === undefined ? undefined : decodeKey(encoded);
  if (!(contentKindList as readonly string[]).includes(kind) || key === undefined || !path.length || path.some((part) => !part))
    return undefined;
  return { kind: kind as ContentKind, key, path: path.join('.') };
}
