import { buildVCard, vCardDisposition } from '@/lib/site/vcard';

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

  it('leaves out what a lawyer does not have', () => {
    const card = buildVCard({ name: '陈伟明', jobTitles: [] });
    expect(card).not.toMatch(/TITLE|TEL|EMAIL|ADR|ORG/);
    expect(card).toContain('FN:陈伟明');
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
