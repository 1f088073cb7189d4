import type { Generated } from 'kysely';

/** One term of the firm's glossary (see the glossary migration). */
export interface GlossaryTermTable {
  id: Generated<number>;
  /** In the site's default language, as staff wrote it. */
  term: string;
  /** The term in lower case with single spaces: unique. */
  termKey: string;
  /** 1 when the term stays as written in every language (a name in Latin script). */
  doNotTranslate: number;
  /** JSON: the rendering in each other language, by language code (`{"zh_CN":"高等法院"}`). */
  renderings: string;
  note: string;
  createTime: string;
  updateTime: string;
}
