import { isFamilyNameOf, latinNameBeside, nameParts } from '@/lib/content/latin-name';
import { buildVCard, vCardDisposition } from '@/lib/site/vcard';

const linesOf = (card: string) => card.replace(/\r\n /g, '').split('\r\n');

describe('vCard', () => {
  it('writes a vCard 3.0 with escaped values and CRLF line endings', () => {
    const card = buildVCard({
      name: 'Tan, Wei; Ming',
      jobTitles: ['Partner', 'Head of Disputes'],
      organisation: 'Example Law LLP',
      office: 'Singapore',
      phone: '+65 6123 4567',
      email: 'wm.tan@example.com',
      url: 'https://example.com/people/detail/3',
      language: 'en',
    });
    const lines = card.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:3.0');
    expect(lines).toContain('FN;LANGUAGE=en:Tan\\, Wei\\; Ming');
    expect(lines).toContain('TITLE:Partner\\, Head of Disputes');
    expect(lines).toContain('ORG:Example Law LLP');
    expect(lines).toContain('ADR;TYPE=WORK:;;;Singapore;;;');
    expect(lines).toContain('TEL;TYPE=WORK,VOICE:+65 6123 4567');
    expect(lines).toContain('EMAIL;TYPE=INTERNET,WORK:wm.tan@example.com');
    expect(card.endsWith('END:VCARD\r\n')).toBe(true);
    expect(card.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('runs titles together as the card’s language does', () => {
    const titleOf = (language: string, jobTitles: string[]) =>
      linesOf(buildVCard({ name: 'N', jobTitles, language })).find((line) => line.startsWith('TITLE'));
    expect(titleOf('ar', ['شريكة', 'رئيسة قسم التحكيم'])).toBe('TITLE:شريكة، رئيسة قسم التحكيم');
    expect(titleOf('zh-HK', ['合夥人', '爭議解決部主管'])).toBe('TITLE:合夥人、爭議解決部主管');
  });

  it('leaves out what a lawyer does not have', () => {
    const card = buildVCard({ name: '陈伟明', jobTitles: [] });
    expect(card).not.toMatch(/TITLE|TEL|EMAIL|ADR|ORG/);
    expect(card).toContain('FN:陈伟明');
  });

  it('has the structured name in Latin script, the local name as FN and the Latin one as its reading', () => {
    const lines = linesOf(
      buildVCard({ name: '許偉傑', latinName: 'Daniel Koh Wei Jie', latinFamilyName: 'Koh', jobTitles: [], language: 'zh-HK' }),
    );
    expect(lines).toContain('FN;LANGUAGE=zh-HK:許偉傑');
    expect(lines).toContain('N:Koh;Daniel Wei Jie;;;');
    expect(lines).toContain('X-PHONETIC-FIRST-NAME:Daniel Wei Jie');
    expect(lines).toContain('X-PHONETIC-LAST-NAME:Koh');
    expect(lines.filter((line) => /^(NICKNAME|SORT-STRING)/.test(line))).toEqual([]);
  });

  it('takes the last word as the family name when none is given, and adds no reading to a Latin name', () => {
    const lines = linesOf(buildVCard({ name: 'Priya Ramanathan', latinName: 'priya  ramanathan', jobTitles: [], language: 'en' }));
    expect(lines).toContain('FN;LANGUAGE=en:Priya Ramanathan');
    expect(lines).toContain('N:ramanathan;priya;;;');
    expect(lines.some((line) => line.startsWith('X-PHONETIC'))).toBe(false);
  });

  it('splits the local name when there is no Latin one', () => {
    expect(linesOf(buildVCard({ name: 'Ahmad Faizal bin Rahman', jobTitles: [] }))).toContain('N:Rahman;Ahmad Faizal bin;;;');
    expect(linesOf(buildVCard({ name: '陈伟明', jobTitles: [] }))).toContain('N:陈伟明;;;;');
  });

  it('puts the office’s postal address, lines and commas escaped, in ADR’s street', () => {
    const lines = linesOf(
      buildVCard({
        name: '許偉傑',
        jobTitles: [],
        office: '新加坡',
        officeAddress: ' Level 28, Meridian Tower\n21 Telok Crest; Singapore 068912 ',
      }),
    );
    expect(lines).toContain('ADR;TYPE=WORK:;;Level 28\\, Meridian Tower\\n21 Telok Crest\\; Singapore 068912;;;;');
    expect(lines.filter((line) => line.startsWith('ADR'))).toHaveLength(1);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const card = buildVCard({ name: '律'.repeat(60), jobTitles: [] });
    for (const line of card.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = card.replace(/\r\n /g, '');
    expect(unfolded).toContain(`FN:${'律'.repeat(60)}`);
  });

  it('names the file in ASCII with the exact name alongside', () => {
    expect(vCardDisposition('Tan Wei Ming', 'lawyer-3')).toBe(
      `attachment; filename="tan-wei-ming.vcf"; filename*=UTF-8''Tan%20Wei%20Ming.vcf`,
    );
    expect(vCardDisposition('陈伟明', 'lawyer-3')).toMatch(/^attachment; filename="lawyer-3.vcf"; filename\*=UTF-8''%E9%99%88/);
  });
});

describe('names in Latin script', () => {
  it('is shown beside a name only where it differs, in more than case and spacing', () => {
    expect(latinNameBeside('許偉傑', ' Daniel Koh Wei Jie ')).toBe('Daniel Koh Wei Jie');
    expect(latinNameBeside('Daniel Koh  Wei Jie', 'daniel koh wei jie')).toBeNull();
    expect(latinNameBeside('許偉傑', '  ')).toBeNull();
    expect(latinNameBeside('許偉傑', null)).toBeNull();
  });

  it('takes a family name of whole words, in their order, any case', () => {
    expect(isFamilyNameOf('Daniel Koh Wei Jie', 'Koh')).toBe(true);
    expect(isFamilyNameOf('Daniel Koh Wei Jie', 'koh  wei')).toBe(true);
    expect(isFamilyNameOf('Daniel Koh Wei Jie', 'Ko')).toBe(false);
    expect(isFamilyNameOf('Daniel Koh Wei Jie', 'Wei Koh')).toBe(false);
    expect(isFamilyNameOf('Daniel Koh Wei Jie', '')).toBe(false);
  });

  it('splits a name into family and given names', () => {
    expect(nameParts('Daniel Koh Wei Jie', 'Koh')).toEqual({ family: 'Koh', given: 'Daniel Wei Jie' });
    expect(nameParts('Daniel Koh Wei Jie', 'KOH WEI')).toEqual({ family: 'Koh Wei', given: 'Daniel Jie' });
    expect(nameParts('Eleanor Whitmore')).toEqual({ family: 'Whitmore', given: 'Eleanor' });
    expect(nameParts('Eleanor Whitmore', 'Smith')).toEqual({ family: 'Whitmore', given: 'Eleanor' });
    expect(nameParts('Madonna')).toEqual({ family: 'Madonna', given: '' });
    expect(nameParts('')).toEqual({ family: '', given: '' });
  });
});
