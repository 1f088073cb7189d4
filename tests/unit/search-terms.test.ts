import { highlight } from '@/lib/search/snippet';
import { indexTerms, queryTerms } from '@/lib/search/terms';

const words = (text: string, lang: string) => indexTerms(text, lang).split(' ');
const asked = (query: string, lang: string) => queryTerms(query, lang).map(({ term }) => term);

describe('search terms in each language', () => {
  test('English folds accents, possessives and plurals', () => {
    expect(words("Arbitrations at the firm's Cafés", 'en_US')).toEqual(['arbitration', 'at', 'the', 'firm', 'cafe']);
  });

  test('Malay folds case and accents but never through English plural rules', () => {
    expect(words('Proses Timbang Tara dan Kos', 'ms_MY')).toEqual(['proses', 'timbang', 'tara', 'dan', 'kos']);
    expect(asked('Proses', 'ms_MY')).toEqual(['proses']);
  });

  test('Arabic drops diacritics and tatweel and folds alef, ta marbuta and alef maqsura', () => {
    expect(words('أحْكَام المحكمة العُليا', 'ar_AE')).toEqual(['احكام', 'المحكمه', 'محكمه', 'العليا', 'عليا']);
    expect(words('إجراءات آمنة مستشفى تحـكيم', 'ar_AE')).toEqual(['اجراءات', 'امنه', 'مستشفي', 'تحكيم']);
    expect(asked('احكام', 'ar_AE')).toEqual(words('أحكام', 'ar_AE'));
  });

  test('Traditional Chinese is split as Simplified is: words and neighbouring pairs', () => {
    expect(words('國際仲裁', 'zh_HK')).toEqual(expect.arrayContaining(['國際', '際仲', '仲裁']));
    expect(asked('仲裁', 'zh_HK')).toEqual(['仲裁']);
  });

  test('a snippet marks the Arabic word a plain spelling asked for', () => {
    expect(highlight('صدرت أحكام التحكيم اليوم', queryTerms('احكام', 'ar_AE'), 'ar_AE')).toBe('صدرت <mark>أحكام</mark> التحكيم اليوم');
  });
});
