import { highlight } from '@/lib/search/snippet';
import { indexTerms, queryTerms } from '@/lib/search/terms';

/**
 * Arabic and Malay words find their other forms (lib/search/terms.ts), with words from the demo
 * content (lib/seed/content): a query's terms each start a term of the text, as the index
 * matches them (lib/repositories/search-index.ts).
 */
const asked = (query: string, lang: string) => queryTerms(query, lang).map(({ term }) => term);
const finds = (query: string, text: string, lang: string) => {
  const terms = indexTerms(text, lang).split(' ');
  return queryTerms(query, lang).every(({ term }) => terms.some((word) => word.startsWith(term)));
};

describe('Arabic: the article and the letters written onto it', () => {
  test.each([
    ['حجز', ['الحجز', 'والحجز', 'بالحجز']],
    ['تحكيم', ['التحكيم', 'للتحكيم', 'والتحكيم', 'بالتحكيم', 'وتحكيم']],
    ['شركات', ['الشركات', 'للشركات', 'والشركات', 'لشركات', 'وشركاتها']],
    ['قانون', ['القانون', 'بقانون', 'لقانون']],
  ])('%s finds %j', (word, forms) => {
    for (const form of forms) expect(finds(word, form, 'ar_AE')).toBe(true);
  });

  test('a query with the article asks for the word without it', () => {
    expect(asked('الحجز', 'ar_AE')).toEqual(asked('حجز', 'ar_AE'));
    expect(asked('التحكيم', 'ar_AE')).toEqual(asked('تحكيم', 'ar_AE'));
    expect(asked('والتحكيم بالتحكيم للتحكيم', 'ar_AE')).toEqual(['تحكيم']);
    expect(asked('للشركات', 'ar_AE')).toEqual(asked('شركات', 'ar_AE'));
    expect(finds('الحجز التحفظي', 'أمر بحجز تحفظي على السفن', 'ar_AE')).toBe(true);
    expect(finds('الحجز التحفظي', 'الحجز على السفن', 'ar_AE')).toBe(false);
  });

  test('a first letter that may be the word’s own stays on a query; two letters at least remain', () => {
    expect(asked('وزارة', 'ar_AE')).toEqual(['وزاره']);
    expect(asked('بحث', 'ar_AE')).toEqual(['بحث']);
    expect(asked('فريق', 'ar_AE')).toEqual(['فريق']);
    expect(asked('الحق', 'ar_AE')).toEqual(['حق']);
    expect(asked('ألف', 'ar_AE')).toEqual(['الف']);
    expect(finds('وقت', 'في وقت قصير', 'ar_AE')).toBe(true);
    expect(finds('زيارة', 'وزارة العدل', 'ar_AE')).toBe(false);
  });

  test('unrelated words stay apart', () => {
    expect(finds('تحكيم', 'المحكمة', 'ar_AE')).toBe(false);
    expect(finds('حكم', 'التحكيم', 'ar_AE')).toBe(false);
    expect(finds('شركات', 'المشاركات', 'ar_AE')).toBe(false);
    expect(finds('حجز', 'الاحتجاز', 'ar_AE')).toBe(false);
  });

  test('a word typed part way finds it, letter by letter', () => {
    for (const word of ['والتحكيم', 'للشركات', 'بالحجز']) {
      for (let length = 2; length <= word.length; length++) expect(finds(word.slice(0, length), word, 'ar_AE')).toBe(true);
    }
  });

  test('a snippet marks the form the text has', () => {
    const text = 'يرأس أحمد فيصل ممارسة القانون البحري. ويتولى منازعات الإيجار والبضائع والحجز على السفن.';
    expect(highlight(text, queryTerms('حجز', 'ar_AE'), 'ar_AE')).toContain('<mark>والحجز</mark>');
    expect(highlight('استصدار أمر بالحجز على ناقلة', queryTerms('الحجز', 'ar_AE'), 'ar_AE')).toBe(
      'استصدار أمر <mark>بالحجز</mark> على ناقلة',
    );
  });
});

describe('Malay: affixes', () => {
  const title = 'Veloria Logistics mengambil alih rangkaian rantaian sejuk serantau bernilai S$1.2 bilion';

  test('mengambil, diambil and ambil ask for the same word', () => {
    expect(asked('mengambil', 'ms_MY')).toEqual(['ambil']);
    expect(asked('diambil', 'ms_MY')).toEqual(['ambil']);
    expect(asked('ambil', 'ms_MY')).toEqual(['ambil']);
  });

  test.each([
    ['ambil', title],
    ['mengambil', 'Kami menasihati Veloria Logistics Holdings dalam pengambilalihan perniagaan'],
    ['perundangan', 'Kemas Kini Undang-undang'],
    ['undang', 'perubahan perundangan'],
    ['pertikaian', 'Pertikaian diselesaikan, di mana jua ia timbul'],
    ['perniagaan', 'urus niaga serta pertikaian mereka'],
    ['gudang', 'perniagaan pergudangan rantaian sejuk'],
    ['selesai', 'Pertikaian diselesaikan'],
    ['berkuasa', 'di lima bidang kuasa'],
  ])('%s finds “%s”', (query, text) => {
    expect(finds(query, text, 'ms_MY')).toBe(true);
  });

  test('a query of two words finds the texts holding both', () => {
    expect(finds('ambil alih', title, 'ms_MY')).toBe(true);
    expect(finds('mengambil alih', title, 'ms_MY')).toBe(true);
    expect(finds('ambil alih', 'peguam bela kami mendraf dengan mengambil kira risiko', 'ms_MY')).toBe(false);
    expect(finds('ambil alih', 'hak untuk mengalihkan', 'ms_MY')).toBe(false);
  });

  test('unrelated words stay apart', () => {
    expect(finds('ambil', 'pembiayaan', 'ms_MY')).toBe(false);
    expect(finds('tara', 'antarabangsa', 'ms_MY')).toBe(false);
    expect(finds('bina', 'Ahmad Faizal bin Rahman', 'ms_MY')).toBe(false);
  });

  test('a word typed part way finds it, letter by letter', () => {
    for (const word of ['pengambilalihan', 'pertikaian', 'perundangan', 'mengambil']) {
      for (let length = 2; length <= word.length; length++) expect(finds(word.slice(0, length), word, 'ms_MY')).toBe(true);
    }
  });

  test('a snippet marks the form the text has', () => {
    expect(highlight(title, queryTerms('ambil alih', 'ms_MY'), 'ms_MY')).toBe(
      'Veloria Logistics <mark>mengambil</mark> <mark>alih</mark> rangkaian rantaian sejuk serantau bernilai S$1.2 bilion',
    );
  });
});

test('English and Chinese terms are as before, whatever words they hold', () => {
  expect(indexTerms('Arbitrations mengambil الحجز 国际仲裁', 'en_US')).toBe('arbitration mengambil الحجز 国际 仲裁 际仲');
  expect(indexTerms('本所就区域并购提供法律意见 mengambil', 'zh_CN').split(' ')).not.toContain('ambil');
  expect(asked('mengambil الحجز', 'en_US')).toEqual(['mengambil', 'الحجز']);
});
