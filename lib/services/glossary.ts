import { defaultLangCode, siteLangCodes } from '@/i18n/locales';
import type { Glossary } from '../content/glossary';
import type { Db } from '../db/client';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as terms from '../repositories/glossary';
import { nowIso } from '../time';
import type { GlossaryTermInput, GlossaryTermView } from '../validation/glossary';
import { termKeyOf } from '../validation/glossary-csv';
import { ADMIN_ROLE_ID } from './administrator';
import { audit } from './audit';

export const GLOSSARY_ENTITY = 'glossaryTerm';

export function requireGlossaryWriter(actor: AdminProfile): void {
  if (actor.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can change the glossary');
}

/** The languages a term is rendered in: the served ones but the terms' own. */
export const renderedLangs = (): string[] => siteLangCodes().filter((lang) => lang !== defaultLangCode());

const parsed = (row: terms.GlossaryTermRow): Record<string, string> => JSON.parse(row.renderings) as Record<string, string>;

/** A stored term as staff read it: its renderings in the languages served. */
function viewOf(row: terms.GlossaryTermRow): GlossaryTermView {
  const stored = parsed(row);
  const renderings = Object.fromEntries(renderedLangs().flatMap((lang) => (stored[lang] ? [[lang, stored[lang]]] : [])));
  return { id: row.id, term: row.term, doNotTranslate: row.doNotTranslate, renderings, note: row.note, updateTime: row.updateTime };
}

/** Every term, alphabetically. Any member of staff reads the glossary. */
export async function listGlossary(db: Db): Promise<GlossaryTermView[]> {
  return (await terms.allTerms(db)).map(viewOf);
}

/** The glossary as matching reads it (lib/content/glossary.ts): for the check of a translation and for XLIFF notes. */
export async function loadGlossary(db: Db): Promise<Glossary> {
  return { termLang: defaultLangCode(), terms: await listGlossary(db) };
}

/**
 * The renderings to store: those sent (empty ones dropped; none sent, the stored ones), over the
 * stored ones of languages the site no longer serves, which stay for the day it serves them again.
 */
function renderingsToStore(sent: Record<string, string> | undefined, stored: Record<string, string>): string {
  if (!sent) return JSON.stringify(stored);
  const langs = renderedLangs();
  for (const lang of Object.keys(sent)) {
    if (lang === defaultLangCode())
      throw new InvalidInputError(`renderings.${lang}`, '{field}: {lang} is the language of the terms themselves', { lang });
    if (!langs.includes(lang)) throw new InvalidInputError(`renderings.${lang}`, '{field}: the site does not serve {lang}', { lang });
  }
  const kept = Object.entries(stored).filter(([lang]) => !langs.includes(lang));
  const written = Object.entries(sent).filter(([, text]) => text.trim() !== '');
  return JSON.stringify(Object.fromEntries([...kept, ...written].sort(([a], [b]) => a.localeCompare(b))));
}

type Values = Omit<terms.GlossaryTermRow, 'id' | 'createTime' | 'updateTime'>;

/** A term's columns from what was sent over what is stored (`before`, none for a new term); a term not translated keeps no renderings. */
export function valuesOf(input: Partial<GlossaryTermInput>, before?: terms.GlossaryTermRow): Values {
  const term = input.term ?? before?.term ?? '';
  const doNotTranslate = input.doNotTranslate ?? before?.doNotTranslate ?? 0;
  if (doNotTranslate && Object.values(input.renderings ?? {}).some((text) => text.trim() !== ''))
    throw new InvalidInputError('renderings', '{field}: a term that is not translated has no renderings');
  return {
    term,
    termKey: termKeyOf(term),
    doNotTranslate,
    renderings: doNotTranslate ? '{}' : renderingsToStore(input.renderings, before ? parsed(before) : {}),
    note: input.note ?? before?.note ?? '',
  };
}

async function assertFree(db: Db, values: Values, id?: number): Promise<void> {
  const taken = await terms.termByKey(db, values.termKey);
  if (taken && taken.id !== id) throw new ConflictError('The glossary already has the term {term}', { term: taken.term });
}

async function stored(db: Db, id: number): Promise<terms.GlossaryTermRow> {
  const row = await terms.termById(db, id);
  if (!row) throw new NotFoundError('Glossary term', id);
  return row;
}

export async function createTerm(db: Db, actor: AdminProfile, input: GlossaryTermInput): Promise<GlossaryTermView> {
  requireGlossaryWriter(actor);
  const values = valuesOf(input);
  const id = await db.transaction().execute(async (trx) => {
    await assertFree(trx, values);
    const now = nowIso();
    const created = await terms.insertTerm(trx, { ...values, createTime: now, updateTime: now });
    await audit(trx, actor, 'create', GLOSSARY_ENTITY, created);
    return created;
  });
  return viewOf(await stored(db, id));
}

/** Changes what was sent of term `id`; what was not sent stays. */
export async function updateTerm(db: Db, actor: AdminProfile, id: number, input: Partial<GlossaryTermInput>): Promise<GlossaryTermView> {
  requireGlossaryWriter(actor);
  await db.transaction().execute(async (trx) => {
    const values = valuesOf(input, await stored(trx, id));
    await assertFree(trx, values, id);
    await terms.updateTerm(trx, id, { ...values, updateTime: nowIso() });
    await audit(trx, actor, 'update', GLOSSARY_ENTITY, id);
  });
  return viewOf(await stored(db, id));
}

export async function removeTerm(db: Db, actor: AdminProfile, id: number): Promise<void> {
  requireGlossaryWriter(actor);
  await db.transaction().execute(async (trx) => {
    if (!(await terms.deleteTerm(trx, id))) throw new NotFoundError('Glossary term', id);
    await audit(trx, actor, 'delete', GLOSSARY_ENTITY, id);
  });
}
