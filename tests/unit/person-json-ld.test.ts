import { personJsonLd } from '@/lib/site/json-ld';

const firm = { name: 'Harbourfront Chambers' };

describe('a lawyer as a Person', () => {
  test('names schools, languages and credentials', () => {
    const person = personJsonLd(
      {
        name: 'Ada Ong',
        path: '/people/detail/3',
        admissions: [
          { jurisdiction: 'Advocate & Solicitor, Supreme Court of Singapore', year: 2008 },
          { jurisdiction: 'Solicitor, England and Wales', year: null },
        ],
        education: [
          { institution: 'National University of Singapore', qualification: 'LLB (Hons)', year: 2007 },
          { institution: 'National University of Singapore', qualification: 'LLM', year: 2012 },
          { institution: 'Raffles Institution', qualification: null, year: null },
        ],
        languages: ['English', 'Malay'],
      },
      firm,
      'en',
    );
    expect(person.alumniOf).toEqual([
      { '@type': 'EducationalOrganization', name: 'National University of Singapore' },
      { '@type': 'EducationalOrganization', name: 'Raffles Institution' },
    ]);
    expect(person.knowsLanguage).toEqual([
      { '@type': 'Language', name: 'English' },
      { '@type': 'Language', name: 'Malay' },
    ]);
    expect(person.hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        name: 'Advocate & Solicitor, Supreme Court of Singapore',
        dateCreated: '2008',
      },
      { '@type': 'EducationalOccupationalCredential', credentialCategory: 'license', name: 'Solicitor, England and Wales' },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'degree',
        name: 'LLB (Hons)',
        recognizedBy: { '@type': 'EducationalOrganization', name: 'National University of Singapore' },
        dateCreated: '2007',
      },
      {
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'degree',
        name: 'LLM',
        recognizedBy: { '@type': 'EducationalOrganization', name: 'National University of Singapore' },
        dateCreated: '2012',
      },
    ]);
  });

  test('leaves them out when the profile has none', () => {
    const person = personJsonLd({ name: 'Ben Goh', path: '/people/detail/4', admissions: [], education: [], languages: [] }, firm, 'en');
    expect(person).not.toHaveProperty('alumniOf');
    expect(person).not.toHaveProperty('knowsLanguage');
    expect(person).not.toHaveProperty('hasCredential');
  });

  test('gives the name in Latin script as alternateName where it differs', () => {
    const zh = personJsonLd({ name: '許偉傑', latinName: 'Daniel Koh Wei Jie', path: '/people/detail/5' }, firm, 'zh-hk');
    expect(zh).toMatchObject({ name: '許偉傑', alternateName: 'Daniel Koh Wei Jie' });
    const en = personJsonLd({ name: 'Daniel Koh Wei Jie', latinName: 'Daniel Koh Wei Jie', path: '/people/detail/6' }, firm, 'en');
    expect(en).not.toHaveProperty('alternateName');
  });
});
