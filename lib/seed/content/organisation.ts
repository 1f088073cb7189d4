import type { Bilingual } from './html';

/** Offices and job titles, in display order. Lawyers refer to them by key. */
export const offices = {
  singapore: { en_US: 'Singapore', zh_CN: '新加坡' },
  hongKong: { en_US: 'Hong Kong', zh_CN: '香港' },
  shanghai: { en_US: 'Shanghai', zh_CN: '上海' },
} satisfies Record<string, Bilingual<string>>;
export type OfficeKey = keyof typeof offices;

export const jobs = {
  managingPartner: { en_US: 'Managing Partner', zh_CN: '管理合伙人' },
  partner: { en_US: 'Partner', zh_CN: '合伙人' },
  counsel: { en_US: 'Counsel', zh_CN: '顾问律师' },
  seniorAssociate: { en_US: 'Senior Associate', zh_CN: '高级律师' },
  associate: { en_US: 'Associate', zh_CN: '律师' },
} satisfies Record<string, Bilingual<string>>;
export type JobKey = keyof typeof jobs;

/** Telephone switchboards; a lawyer's direct line extends the office's. */
export const officeLines: Record<OfficeKey, string> = {
  singapore: '+65 6800 12',
  hongKong: '+852 3900 18',
  shanghai: '+86 21 6100 88',
};

export const mailDomain = 'harbourfront.example';
