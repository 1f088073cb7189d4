import type { Written } from './html';

/** Offices and job titles, in display order. Lawyers refer to them by key. */
export const offices = {
  singapore: { en_US: 'Singapore', zh_CN: '新加坡', zh_HK: '新加坡', ms_MY: 'Singapura', ar_AE: 'سنغافورة' },
  hongKong: { en_US: 'Hong Kong', zh_CN: '香港', zh_HK: '香港', ms_MY: 'Hong Kong', ar_AE: 'هونغ كونغ' },
  shanghai: { en_US: 'Shanghai', zh_CN: '上海', zh_HK: '上海', ms_MY: 'Shanghai', ar_AE: 'شنغهاي' },
} satisfies Record<string, Written<string>>;
export type OfficeKey = keyof typeof offices;

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

/** Telephone switchboards; a lawyer's direct line extends the office's. */
export const officeLines: Record<OfficeKey, string> = {
  singapore: '+65 6800 12',
  hongKong: '+852 3900 18',
  shanghai: '+86 21 6100 88',
};

export const mailDomain = 'harbourfront.example';
