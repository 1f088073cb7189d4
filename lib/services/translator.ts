import { defaultLangCode, languageOf, siteLangCodes, type LangCode } from '@/i18n/locales';
import { ForbiddenError, InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';

/**
 * Translator accounts: they change the words of versions in their languages and send them to
 * review. Facts kept once per group, the source language, publishing and scheduling are not
 * theirs; every other write is refused naming the role.
 */
const TRANSLATOR_ROLE = 'translator';

type Account = Pick<AdminProfile, 'roleCode' | 'languages'>;

export const isTranslator = (user: Pick<AdminProfile, 'roleCode'>) => user.roleCode === TRANSLATOR_ROLE;

/** The languages a translator may translate into; every language for the other roles. */
export function languagesOf(user: Account): LangCode[] {
  if (!isTranslator(user)) return siteLangCodes();
  return (user.languages ?? '').split(',').filter((code): code is LangCode => siteLangCodes().includes(code as LangCode));
}

/** The languages the translation desk shows `user`: a translator's own; undefined (every language) for the other roles. */
export const deskLanguagesOf = (user: Account): LangCode[] | undefined => (isTranslator(user) ? languagesOf(user) : undefined);

/** What an account's profile shows of its languages: a translator's, none for the other roles. */
export const accountLanguages = (user: Account): LangCode[] => (isTranslator(user) ? languagesOf(user) : []);

/** Refuses a translator's write that is not translation work (403, naming the role). */
export function refuseTranslator(): never {
  throw new ForbiddenError('A translator translates and sends work to review; an editor or administrator makes this change');
}

/** Refuses a translator's change to a version in a language not theirs (403). */
export function assertMayTranslateInto(user: Account, lang: string): void {
  if (isTranslator(user) && !languagesOf(user).includes(lang as LangCode))
    throw new ForbiddenError('A translator changes only versions in the languages their account names');
}

/**
 * The stored form of the languages an account with role `roleCode` translates into: required and
 * served (never the source language) for a translator, none for the other roles.
 */
export function storedLanguages(roleCode: string, languages: string[] | undefined): string | null {
  if (roleCode !== TRANSLATOR_ROLE) return null;
  if (!languages?.length) throw new InvalidInputError('languages', '{field}: choose the languages this translator translates into');
  for (const code of languages) {
    if (!languageOf(code) || !siteLangCodes().includes(code as LangCode))
      throw new InvalidInputError('languages', '{field}: {code} is not a language this site serves', { code });
    if (code === defaultLangCode())
      throw new InvalidInputError('languages', '{field}: {code} is the source language; translators translate from it', { code });
  }
  return [...new Set(languages)].join(',');
}
