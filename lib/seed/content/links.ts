import type { PracticeKey } from './practices';

/** The lawyers (by profile key) and practice areas a demo article names. */
export interface ArticleLinks {
  lawyers: string[];
  practices: PracticeKey[];
}

const of = (lawyers: string[], practices: PracticeKey[]): ArticleLinks => ({ lawyers, practices });

/**
 * Each deal's team and practice areas, in the order of `deals` (content/deals.ts). The Jadeline
 * Shipping deal (the seventh), the work of the partner who speaks Arabic, has no Arabic version:
 * Arabic readers see it in the fallback language, marked.
 */
export const dealLinks: ArticleLinks[] = [
  of(['daniel-koh', 'chua-li-ting', 'marcus-lee'], ['corporate', 'banking']),
  of(['catherine-wong', 'michelle-ho'], ['corporate']),
  of(['daniel-koh', 'zhou-wenhao', 'wang-haoyu'], ['corporate', 'realEstate']),
  of(['sarah-lim', 'sun-jiayi'], ['technology', 'corporate']),
  of(['daniel-koh', 'chua-li-ting', 'goh-shu-wen'], ['corporate', 'capitalMarkets']),
  of(['priya-ramanathan', 'jonathan-cheung', 'chen-yiran'], ['arbitration']),
  of(['ahmad-faizal', 'chen-yiran'], ['maritime', 'arbitration']),
  of(['jonathan-cheung', 'kelvin-chan'], ['arbitration', 'litigation']),
  of(['priya-ramanathan', 'arjun-krishnan'], ['litigation', 'corporate']),
  of(['priya-ramanathan', 'eleanor-whitmore', 'arjun-krishnan'], ['litigation', 'banking']),
  of(['arjun-krishnan'], ['litigation', 'realEstate']),
  of(['daniel-koh', 'goh-shu-wen', 'nicholas-tay'], ['capitalMarkets', 'realEstate']),
  of(['catherine-wong', 'michelle-ho', 'sun-jiayi'], ['capitalMarkets']),
  of(['marcus-lee', 'eleanor-whitmore'], ['restructuring', 'maritime']),
  of(['eleanor-whitmore', 'nicholas-tay'], ['restructuring', 'realEstate']),
];

/** The lawyers and practice areas of most news articles, by place in `news` (content/news/index.ts); the rest name none. */
export const newsLinks: Partial<Record<number, ArticleLinks>> = {
  0: of(['daniel-koh'], ['corporate']),
  1: of(['daniel-koh', 'priya-ramanathan', 'sarah-lim'], ['corporate', 'arbitration', 'dataProtection']),
  2: of(['priya-ramanathan', 'jonathan-cheung', 'chen-yiran'], ['arbitration']),
  4: of(['marcus-lee', 'sarah-lim', 'chen-yiran'], ['banking', 'dataProtection', 'arbitration']),
  5: of(['zhou-wenhao'], ['corporate']),
  6: of(['sarah-lim', 'liu-mengqi'], ['dataProtection', 'technology']),
  // Written in every language: an Arabic reader finds the firm's Arabic-speaking partner here too.
  10: of(['priya-ramanathan', 'jonathan-cheung', 'ahmad-faizal'], ['arbitration']),
  11: of(['sarah-lim', 'liu-mengqi'], ['dataProtection']),
  12: of(['arjun-krishnan', 'liu-mengqi'], ['employment']),
  13: of(['eleanor-whitmore', 'kelvin-chan'], ['restructuring']),
  14: of(['fiona-lau', 'goh-shu-wen'], ['banking', 'privateClient']),
  15: of(['catherine-wong', 'michelle-ho'], ['corporate']),
  16: of(['liu-mengqi', 'zhou-wenhao'], ['dataProtection', 'technology']),
  17: of(['chen-yiran', 'priya-ramanathan'], ['arbitration']),
  18: of(['fiona-lau', 'chua-li-ting'], ['privateClient']),
  19: of(['sarah-lim', 'sun-jiayi'], ['technology', 'corporate']),
  20: of(['daniel-koh', 'chua-li-ting'], ['corporate']),
  21: of(['priya-ramanathan'], ['arbitration']),
  22: of(['daniel-koh', 'wang-haoyu'], ['corporate']),
  23: of(['sarah-lim', 'liu-mengqi'], ['dataProtection']),
  24: of(['daniel-koh', 'zhou-wenhao', 'chen-yiran'], ['corporate', 'arbitration']),
};
