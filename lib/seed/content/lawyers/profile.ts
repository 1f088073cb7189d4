import type { Block, Written } from '../html';
import type { JobKey, OfficeKey } from '../organisation';
import type { PracticeKey } from '../practices';

export interface ProfileSection {
  title: Written<string>;
  content: Written<Block[]>;
}

/** A demo lawyer: written in every language (firms translate profiles first). */
export interface LawyerProfile {
  key: string;
  initials: string;
  /** The name as each language writes it: Chinese characters, or a transliteration, or the Latin name. */
  name: Written<string>;
  /** The name the firm uses in Latin script, the same on every version. */
  latinName: string;
  /**
   * The family-name part of `latinName`, for a vCard's structured name: the surname of a Chinese
   * name (written first), the father's name of a patronymic name (Malay `bin`/`binti`, Tamil).
   */
  latinFamilyName: string;
  /** Job titles in their feminine form where a language has one (Arabic `شريكة`). */
  feminineTitles?: true;
  office: OfficeKey;
  jobs: JobKey[];
  fields: PracticeKey[];
  /** Last two digits of the direct line. */
  line: string;
  top?: boolean;
  intro: Written<Block[]>;
  sections: ProfileSection[];
}

export const matters: Written<string> = {
  en_US: 'Representative Matters',
  zh_CN: '代表业绩',
  zh_HK: '代表案例',
  ms_MY: 'Perkara Terpilih',
  ar_AE: 'أبرز الأعمال',
};

/** A profile section of one list, in every language. */
export function section(title: Written<string>, items: Written<string[]>): ProfileSection {
  const content = Object.fromEntries(Object.entries(items).map(([lang, list]) => [lang, [{ ul: list }]]));
  return { title, content: content as Written<Block[]> };
}
