import type { Db } from '../../db/client';
import { iconNames, namesByIds, uploadNames, type NamedByGroup, type NamedById } from '../../repositories/display-names';
import { fileIdOfUrl } from '../../storage/uploads';
import type { WorkflowEntity } from '../../validation/workflow';
import { groupNamesIn } from '../group-names';

/** A field as staff read it on the editor: its words, the names it picks, or yes or no. */
type FieldWords = string | string[] | boolean | null;

type Item = Record<string, unknown>;
type Entry = Record<string, unknown>;

/**
 * How one stored field reads: `shownAs` is the field's name in the words (the editor's, which the
 * back office labels); a list of ids or group keys becomes the names it picks.
 */
type Reading =
  | { from: string; read: 'text' | 'flag' | 'picture' }
  | { from: string; shownAs: string; read: 'ids'; list: NamedById }
  | { from: string; shownAs: string; read: 'groups'; kind: NamedByGroup }
  | { from: string; read: 'entries'; parts: (entry: Entry) => unknown[]; separator: string };

const text = (from: string): Reading => ({ from, read: 'text' });
const picture = (from: string): Reading => ({ from, read: 'picture' });
const flag = (from: string): Reading => ({ from, read: 'flag' });
const ids = (from: string, shownAs: string, list: NamedById): Reading => ({ from, shownAs, read: 'ids', list });
const groups = (from: string, shownAs: string, kind: NamedByGroup): Reading => ({ from, shownAs, read: 'groups', kind });
/** A list of entries (admissions, sections), each a line of its parts. */
const entries = (from: string, parts: (entry: Entry) => unknown[], separator = ', '): Reading => ({
  from,
  read: 'entries',
  parts,
  separator,
});

/**
 * Every field history shows, in the editors' order. What a version shows of others (the linked
 * lawyers' names, photos and titles, saved with it) is left out: it changes when they change, and
 * the keys it names are read afresh instead, so a lawyer's new title is no change of an article.
 */
const readings: Reading[] = [
  text('title'),
  text('name'),
  text('latinName'),
  text('latinFamilyName'),
  flag('feminineTitles'),
  text('subTitle'),
  ids('cataId', 'folder', 'catalog'),
  picture('coverUrl'),
  picture('imgPath'),
  picture('iconUrl'),
  picture('photoUrl'),
  flag('isLink'),
  text('contentUrl'),
  text('linkUrl'),
  ids('jobIds', 'jobs', 'job'),
  text('office'),
  text('phoneNumber'),
  text('email'),
  ids('proFieldIds', 'proFields', 'professionalField'),
  ids('languageIds', 'languages', 'spokenLanguage'),
  text('note'),
  text('introduce'),
  text('intro'),
  text('content'),
  entries('admissions', (entry) => [entry.jurisdiction, entry.year]),
  entries('education', (entry) => [entry.qualification, entry.institution, entry.year]),
  entries('customContents', (entry) => [entry.title, entry.content], '\n'),
  groups('lawyerNos', 'lawyers', 'lawyer'),
  groups('practiceNos', 'practiceAreas', 'professionalField'),
];

/** A legal document's `name` is its address on the site, fixed, not words staff write. */
const notShown: Partial<Record<WorkflowEntity, string[]>> = { 'legal-document': ['name'] };

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
const keysIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : []);

/** What the fields of `item` name, looked up at once: lists' entries, groups and pictures. */
async function lookUp(db: Db, item: Item, shown: Reading[], lang: string) {
  const byId = new Map<string, Map<number, string>>();
  const byGroup = new Map<string, Map<string, string>>();
  const urls: string[] = [];
  for (const reading of shown) {
    const value = item[reading.from];
    if (reading.read === 'ids') byId.set(reading.from, await namesByIds(db, reading.list, idsIn(value)));
    if (reading.read === 'groups') byGroup.set(reading.from, await groupNamesIn(db, reading.kind, keysIn(value), lang));
    if (reading.read === 'picture' && typeof value === 'string' && value) urls.push(value);
  }
  const fileIds = urls.map(fileIdOfUrl).filter((fileId): fileId is string => !!fileId);
  const [uploads, icons] = await Promise.all([uploadNames(db, fileIds), iconNames(db, urls)]);
  const pictureName = (url: string) => icons.get(url) ?? uploads.get(fileIdOfUrl(url) ?? '') ?? url.split('/').pop() ?? url;
  return { byId, byGroup, pictureName };
}

const words = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * A version as staff read it on its editor, field by field: words, the names of what it picks
 * (a folder, job titles, lawyers…), pictures by their file's name, flags as yes or no.
 */
export async function revisionWords(db: Db, entity: WorkflowEntity, lang: string, item: Item): Promise<Record<string, FieldWords>> {
  const skipped = notShown[entity] ?? [];
  const shown = readings.filter((reading) => reading.from in item && !skipped.includes(reading.from));
  const { byId, byGroup, pictureName } = await lookUp(db, item, shown, lang);
  const result: Record<string, FieldWords> = {};
  for (const reading of shown) {
    const value = item[reading.from];
    switch (reading.read) {
      case 'text':
        result[reading.from] = words(value);
        break;
      case 'flag':
        result[reading.from] = value === 1 || value === true;
        break;
      case 'picture':
        result[reading.from] = typeof value === 'string' && value ? pictureName(value) : null;
        break;
      case 'ids': {
        const names = idsIn(value).map((id) => byId.get(reading.from)?.get(id) ?? String(id));
        result[reading.shownAs] = Array.isArray(value) ? names : (names[0] ?? null);
        break;
      }
      case 'groups':
        result[reading.shownAs] = keysIn(value).map((no) => byGroup.get(reading.from)?.get(no) ?? no);
        break;
      case 'entries':
        result[reading.from] = (Array.isArray(value) ? (value as Entry[]) : []).map((entry) =>
          reading.parts(entry).map(words).filter(Boolean).join(reading.separator),
        );
        break;
    }
  }
  return result;
}
