import type { CoverKey } from '../images';
import type { Block, Translated } from './html';

export interface CatalogDef {
  key: string;
  name: Translated<string>;
  children?: CatalogDef[];
}

/** A news article or a deal write-up. An external link has `link` and no body. */
export interface ArticleDef {
  catalog: string;
  daysAgo: number;
  views: number;
  top?: boolean;
  cover: CoverKey;
  link?: string;
  title: Translated<string>;
  note: Translated<string>;
  body?: Translated<Block[]>;
}

/** Catalogs exist in the languages their names are written in: those of the articles they hold. */
export const newsCatalogs: CatalogDef[] = [
  {
    key: 'firm-news',
    name: { en_US: 'Firm News', zh_CN: '律所动态', zh_HK: '本行動態', ms_MY: 'Berita Firma', ar_AE: 'أخبار المكتب' },
    children: [
      {
        key: 'awards',
        name: {
          en_US: 'Awards & Rankings',
          zh_CN: '荣誉与排名',
          zh_HK: '獎項及排名',
          ms_MY: 'Anugerah dan Kedudukan',
          ar_AE: 'الجوائز والتصنيفات',
        },
      },
      {
        key: 'announcements',
        name: { en_US: 'Announcements', zh_CN: '律所公告', zh_HK: '本行公告', ms_MY: 'Pengumuman', ar_AE: 'إعلانات المكتب' },
      },
    ],
  },
  {
    key: 'insights',
    name: { en_US: 'Insights', zh_CN: '专业洞见', zh_HK: '專業觀點', ms_MY: 'Pandangan', ar_AE: 'رؤى قانونية' },
    children: [
      {
        key: 'legal-updates',
        name: { en_US: 'Legal Updates', zh_CN: '法律快讯', zh_HK: '法律快訊', ms_MY: 'Kemas Kini Undang-undang', ar_AE: 'مستجدات قانونية' },
      },
      { key: 'commentary', name: { en_US: 'Commentary', zh_CN: '评论文章', zh_HK: '評論', ms_MY: 'Ulasan', ar_AE: 'مقالات الرأي' } },
    ],
  },
  { key: 'events', name: { en_US: 'Events', zh_CN: '活动', zh_HK: '活動', ms_MY: 'Acara', ar_AE: 'الفعاليات' } },
];

export const dealCatalogs: CatalogDef[] = [
  {
    key: 'corporate',
    name: {
      en_US: 'Corporate & M&A',
      zh_CN: '公司并购',
      zh_HK: '公司及合併與收購',
      ms_MY: 'Korporat dan M&A',
      ar_AE: 'الشركات والاندماج والاستحواذ',
    },
    children: [{ key: 'private-equity', name: { en_US: 'Private Equity', zh_CN: '私募股权' } }],
  },
  {
    key: 'disputes',
    name: { en_US: 'Disputes', zh_CN: '争议解决', zh_HK: '爭議解決', ms_MY: 'Pertikaian', ar_AE: 'تسوية المنازعات' },
    children: [
      {
        key: 'arbitration',
        name: {
          en_US: 'International Arbitration',
          zh_CN: '国际仲裁',
          zh_HK: '國際仲裁',
          ms_MY: 'Timbang Tara Antarabangsa',
          ar_AE: 'التحكيم الدولي',
        },
      },
      { key: 'litigation', name: { en_US: 'Litigation', zh_CN: '诉讼' } },
    ],
  },
  { key: 'capital-markets', name: { en_US: 'Capital Markets', zh_CN: '资本市场', zh_HK: '資本市場', ar_AE: 'أسواق رأس المال' } },
  { key: 'restructuring', name: { en_US: 'Restructuring & Insolvency', zh_CN: '重组与破产' } },
];
