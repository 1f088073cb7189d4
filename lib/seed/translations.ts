import { contentKindList } from '../content/kinds';
import { readGroupVersions } from '../repositories/translations';
import { serverKinds } from '../services/kinds';
import { groupSpecOf, recordSource } from '../services/translation-sources';
import type { SeedContext } from './context';

/** The language the demo is written in first: its other languages are translations of it. */
const SOURCE_LANG = 'en_US';

/**
 * Records each demo version in another language than English as translated from its group's
 * English version, as a translator's save does, so a change to the English marks it out of date.
 */
export async function recordDemoTranslations(ctx: SeedContext): Promise<void> {
  for (const kind of contentKindList) {
    const versions = await readGroupVersions(ctx.db, groupSpecOf(serverKinds[kind]));
    const sources = new Map(versions.filter((version) => version.lang === SOURCE_LANG).map((version) => [version.key, version]));
    for (const version of versions) {
      const source = sources.get(version.key);
      if (source && source !== version) await recordSource(ctx.db, serverKinds[kind], version, source);
    }
  }
}
