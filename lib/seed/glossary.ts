import { defaultLangCode } from '../../i18n/locales';
import { termKeyOf } from '../validation/glossary-csv';
import { seedLangs, textIn, type SeedContext, type SeedLang } from './context';
import { firm } from './content/firm';
import type { Written } from './content/html';
import { practices } from './content/practices';

/** A term of the demo glossary: its words in each language the demo is written in, or the same in every language. */
interface DemoTerm {
  words: Written<string> | string;
  note: string;
}

const courts: DemoTerm[] = [
  {
    words: {
      en_US: 'Singapore International Commercial Court',
      zh_CN: '新加坡国际商业法庭',
      zh_HK: '新加坡國際商業法庭',
      ms_MY: 'Mahkamah Komersial Antarabangsa Singapura',
      ar_AE: 'المحكمة التجارية الدولية في سنغافورة',
    },
    note: 'The SICC, a division of the Supreme Court of Singapore.',
  },
  {
    words: { en_US: 'High Court', zh_CN: '高等法院', zh_HK: '高等法院', ms_MY: 'Mahkamah Tinggi', ar_AE: 'المحكمة العليا' },
    note: 'In Chinese 高等法院, never 高级法院 (a court of mainland China).',
  },
  {
    words: { en_US: 'Court of Appeal', zh_CN: '上诉法院', zh_HK: '上訴法院', ms_MY: 'Mahkamah Rayuan', ar_AE: 'محكمة الاستئناف' },
    note: '',
  },
  {
    words: {
      en_US: 'SIAC',
      zh_CN: '新加坡国际仲裁中心',
      zh_HK: '新加坡國際仲裁中心',
      ms_MY: 'SIAC',
      ar_AE: 'مركز سنغافورة للتحكيم الدولي',
    },
    note: 'The Singapore International Arbitration Centre; Malay keeps the abbreviation.',
  },
];

/** The firm's name, the courts, an award and three practices, as the demo content renders them. */
const demoTerms: DemoTerm[] = [
  { words: firm.name, note: 'Our registered name: Malay keeps it in Latin script.' },
  ...courts,
  { words: 'Straits Legal Awards', note: 'The name of an award: kept in Latin script in every language.' },
  ...(['arbitration', 'litigation', 'capitalMarkets'] as const).map((key) => ({ words: practices[key].name, note: 'A practice’s name.' })),
];

/** The demo glossary, in the site's default language with a rendering in each other language served. */
export async function seedGlossary(ctx: SeedContext): Promise<void> {
  const termLang = defaultLangCode() as SeedLang;
  const now = new Date(ctx.now).toISOString();
  const rows = demoTerms.map(({ words, note }) => {
    const term = typeof words === 'string' ? words : textIn(words, termLang);
    const renderings =
      typeof words === 'string'
        ? {}
        : Object.fromEntries(seedLangs().flatMap((lang) => (lang === termLang ? [] : [[lang, textIn(words, lang)]])));
    return {
      term,
      termKey: termKeyOf(term),
      doNotTranslate: typeof words === 'string' ? 1 : 0,
      renderings: JSON.stringify(renderings),
      note,
      createTime: now,
      updateTime: now,
    };
  });
  await ctx.db.insertInto('glossaryTerm').values(rows).execute();
}
