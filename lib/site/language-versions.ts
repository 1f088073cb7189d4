import { isSiteLangCode, type LangCode } from '@/i18n/locales';

/** The versions of an item (rows sharing its `no`) other than item `id`, in the site's languages. */
export function otherVersions(id: number, versions: { id: number; lang: string }[]): { id: number; lang: LangCode }[] {
  return versions
    .filter((version) => version.id !== id && isSiteLangCode(version.lang))
    .map((version) => ({ id: version.id, lang: version.lang as LangCode }));
}
