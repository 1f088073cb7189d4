import type { Written } from './html';

export interface OfficeDef {
  name: Written<string>;
  /** The full postal address, as the firm writes it in each language. */
  address: Written<string>;
}

/** Offices in display order, each with its address. Lawyers refer to them by key. */
export const offices = {
  singapore: {
    name: { en_US: 'Singapore', zh_CN: '新加坡', zh_HK: '新加坡', ms_MY: 'Singapura', ar_AE: 'سنغافورة' },
    address: {
      en_US: 'Level 28, Meridian Tower, 21 Telok Crest, Singapore 068912',
      zh_CN: '新加坡直落岭21号子午线大厦28层（邮编068912）',
      zh_HK: '新加坡直落嶺21號子午線大廈28樓（郵區編號068912）',
      ms_MY: 'Aras 28, Menara Meridian, 21 Telok Crest, Singapura 068912',
      ar_AE: 'الطابق 28، برج ميريديان، 21 تيلوك كرست، سنغافورة 068912',
    },
  },
  hongKong: {
    name: { en_US: 'Hong Kong', zh_CN: '香港', zh_HK: '香港', ms_MY: 'Hong Kong', ar_AE: 'هونغ كونغ' },
    // Hong Kong writes its Chinese addresses from the largest place to the smallest, with no postcode.
    address: {
      en_US: 'Suites 3601–05, 36/F, Harbourview Place, 12 Queen’s Road Central, Central, Hong Kong',
      zh_CN: '香港中环皇后大道中12号港景广场36楼3601–05室',
      zh_HK: '香港中環皇后大道中12號港景廣場36樓3601–05室',
      ms_MY: 'Suite 3601–05, Aras 36, Harbourview Place, 12 Queen’s Road Central, Central, Hong Kong',
      ar_AE: 'الأجنحة 3601–3605، الطابق 36، هاربرفيو بليس، 12 كوينز رود سنترال، سنترال، هونغ كونغ',
    },
  },
  shanghai: {
    name: { en_US: 'Shanghai', zh_CN: '上海', zh_HK: '上海', ms_MY: 'Shanghai', ar_AE: 'شنغهاي' },
    address: {
      en_US: 'Room 2105, 21/F, Pujiang Harbour Centre, 600 Lujiazui Ring Road, Pudong New Area, Shanghai 200120, China',
      zh_CN: '上海市浦东新区陆家嘴环路600号浦江港汇中心21层2105室（邮编200120）',
      zh_HK: '中國上海市浦東新區陸家嘴環路600號浦江港匯中心21樓2105室（郵編200120）',
      ms_MY: 'Bilik 2105, Aras 21, Pujiang Harbour Centre, 600 Lujiazui Ring Road, Daerah Baharu Pudong, Shanghai 200120, China',
      ar_AE: 'المكتب 2105، الطابق 21، مركز بوجيانغ هاربر، 600 طريق لوجياتسوي الدائري، منطقة بودونغ الجديدة، شنغهاي 200120، الصين',
    },
  },
} satisfies Record<string, OfficeDef>;
export type OfficeKey = keyof typeof offices;

/** Job titles in display order: one entry of a list kept per language, shared by every lawyer who holds it. */
export const jobs = {
  managingPartner: {
    en_US: 'Managing Partner',
    zh_CN: '管理合伙人',
    zh_HK: '管理合夥人',
    ms_MY: 'Rakan Kongsi Urusan',
    ar_AE: 'الشريك المدير',
  },
  partner: { en_US: 'Partner', zh_CN: '合伙人', zh_HK: '合夥人', ms_MY: 'Rakan Kongsi', ar_AE: 'شريك' },
  counsel: { en_US: 'Counsel', zh_CN: '顾问律师', zh_HK: '顧問律師', ms_MY: 'Peguam Perunding', ar_AE: 'مستشار قانوني' },
  seniorAssociate: { en_US: 'Senior Associate', zh_CN: '高级律师', zh_HK: '高級律師', ms_MY: 'Peguam Kanan', ar_AE: 'محامٍ أول' },
  associate: { en_US: 'Associate', zh_CN: '律师', zh_HK: '律師', ms_MY: 'Peguam', ar_AE: 'محامٍ' },
} satisfies Record<string, Written<string>>;
export type JobKey = keyof typeof jobs;

/** The titles as a language says them of a woman, where that differs: Arabic's agree with her. */
export const feminineJobs: Record<JobKey, Partial<Written<string>>> = {
  managingPartner: { ar_AE: 'الشريكة المديرة' },
  partner: { ar_AE: 'شريكة' },
  counsel: { ar_AE: 'مستشارة قانونية' },
  seniorAssociate: { ar_AE: 'محامية أولى' },
  associate: { ar_AE: 'محامية' },
};

/** Telephone switchboards; a lawyer's direct line extends the office's. */
export const officeLines: Record<OfficeKey, string> = {
  singapore: '+65 6800 12',
  hongKong: '+852 3900 18',
  shanghai: '+86 21 6100 88',
};

export const mailDomain = 'harbourfront.example';
