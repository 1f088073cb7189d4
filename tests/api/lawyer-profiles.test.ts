import type { BodyItem } from '@/lib/admin/api-calls';
import { useTestContext } from '../support/context';

const ctx = useTestContext();
const ids: Record<string, number> = {};
const lawyers: Record<string, any> = {};

const admin = '/api/admin/lawyerTeam';
const thisYear = new Date().getUTCFullYear();

const post = (json: BodyItem<'post', '/admin/lawyerTeam'>[]) => ctx.ok('POST', '/admin/lawyerTeam', { json });

const ada = (extra: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  name: 'Ada Ong',
  admissions: [
    { jurisdiction: 'Advocate & Solicitor, Supreme Court of Singapore', year: 2008 },
    { jurisdiction: 'Solicitor, England and Wales', year: 2011 },
  ],
  education: [
    { institution: 'National University of Singapore', qualification: 'LLB (Hons)', year: 2007 },
    { institution: 'University of Cambridge', qualification: 'LLM', year: 2010 },
  ],
  languageIds: [ids.english, ids.malay],
  ...extra,
});

beforeAll(async () => {
  const [english, mandarin, malay] = await ctx.ok('POST', '/admin/spoken-language', {
    json: [
      { lang: 'en_US', name: 'English' },
      { lang: 'en_US', name: 'Mandarin' },
      { lang: 'en_US', name: 'Malay' },
    ],
  });
  const [zhEnglish, zhMalay] = await ctx.ok('POST', '/admin/spoken-language', {
    json: [
      { lang: 'zh_CN', name: '英语' },
      { lang: 'zh_CN', name: '马来语' },
    ],
  });
  const [partner] = await ctx.ok('POST', '/admin/job', { json: [{ lang: 'en_US', name: 'Partner' }] });
  const [arbitration] = await ctx.ok('POST', '/admin/professionalField', { json: [{ lang: 'en_US', name: 'Arbitration' }] });
  Object.assign(ids, {
    english: english.id,
    mandarin: mandarin.id,
    malay: malay.id,
    zhEnglish: zhEnglish.id,
    zhMalay: zhMalay.id,
    partner: partner.id,
    arbitration: arbitration.id,
  });
  [lawyers.ada, lawyers.adaZh] = await post([
    ada({ jobIds: [ids.partner], proFieldIds: [ids.arbitration] }),
    {
      lang: 'zh_CN',
      name: '王艾达',
      admissions: [{ jurisdiction: '新加坡最高法院出庭律师及事务律师', year: 2008 }],
      education: [{ institution: '新加坡国立大学', qualification: '法学学士（荣誉）', year: 2007 }],
      languageIds: [ids.zhMalay, ids.zhEnglish],
    },
  ]);
  [lawyers.ben] = await post([{ lang: 'en_US', name: 'Ben Goh', languageIds: [ids.mandarin, ids.english], jobIds: [ids.partner] }]);
  [lawyers.cai] = await post([{ lang: 'en_US', name: 'Cai Lin', languageIds: [ids.mandarin], proFieldIds: [ids.arbitration] }]);
});

const names = async (query: string, lang = 'en_US') => {
  const response = await ctx.call('GET', `/api/user/lawyerTeam?${query}`, { headers: { lang } });
  expect(response.status).toBe(200);
  return (response.body.result as { name: string }[]).map((row) => row.name).sort();
};

describe('admissions, education and languages spoken', () => {
  test('admin and public reads carry them in order, the languages named in each version’s language', async () => {
    const expected = {
      admissions: ada().admissions,
      education: ada().education,
      languageIds: [ids.english, ids.malay],
      languages: [
        { id: ids.english, name: 'English' },
        { id: ids.malay, name: 'Malay' },
      ],
    };
    expect(lawyers.ada).toMatchObject(expected);
    expect((await ctx.call('GET', `${admin}/detail/${lawyers.ada.id}`, { token: ctx.admin })).body.result).toMatchObject(expected);
    expect((await ctx.call('GET', `/api/user/lawyerTeam/${lawyers.ada.id}`)).body.result).toMatchObject(expected);

    // The Chinese version: its own list's ids, in that list's order whatever order they were sent in.
    const zh = (await ctx.call('GET', `/api/user/lawyerTeam/${lawyers.adaZh.id}`, { headers: { lang: 'zh_CN' } })).body.result;
    expect(zh.languages).toEqual([
      { id: ids.zhEnglish, name: '英语' },
      { id: ids.zhMalay, name: '马来语' },
    ]);
    expect(zh.admissions).toEqual([{ jurisdiction: '新加坡最高法院出庭律师及事务律师', year: 2008 }]);
    expect(zh.education).toEqual([{ institution: '新加坡国立大学', qualification: '法学学士（荣誉）', year: 2007 }]);

    // A profile without them reads empty lists; a year and a qualification may be left out.
    expect((await ctx.call('GET', `/api/user/lawyerTeam/${lawyers.cai.id}`)).body.result).toMatchObject({ admissions: [], education: [] });
    const [dee] = await post([
      { lang: 'en_US', name: 'Dee Ho', education: [{ institution: 'SMU' }], admissions: [{ jurisdiction: 'Singapore' }] },
    ]);
    expect(dee).toMatchObject({
      education: [{ institution: 'SMU', qualification: null, year: null }],
      admissions: [{ jurisdiction: 'Singapore', year: null }],
    });
  });

  test('an update replaces the lists and keeps their new order', async () => {
    const [updated] = (
      await ctx.call('PUT', admin, {
        token: ctx.admin,
        body: [{ ...ada(), id: lawyers.ada.id, admissions: [...ada().admissions].reverse(), languageIds: [ids.malay] }],
      })
    ).body.result;
    expect(updated.admissions.map((admission: any) => admission.year)).toEqual([2011, 2008]);
    expect(updated.languages).toEqual([{ id: ids.malay, name: 'Malay' }]);
    await ctx.call('PUT', admin, { token: ctx.admin, body: [{ ...ada(), id: lawyers.ada.id }] });
  });

  test('bad entries are a 400 naming the field, and nothing of the request is written', async () => {
    const refused = async (item: Record<string, unknown>, field: RegExp) => {
      const response = await ctx.call('POST', admin, {
        token: ctx.admin,
        body: [{ lang: 'zh_CN', name: 'Valid first', languageIds: [ids.zhEnglish] }, ada({ name: 'Refused', ...item })],
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(field);
      return response;
    };
    await refused({ admissions: [{ jurisdiction: 'Singapore', year: thisYear + 1 }] }, /\[1\]\.admissions\[0\]\.year/);
    await refused({ admissions: [{ jurisdiction: 'Singapore', year: 1899 }] }, /\[1\]\.admissions\[0\]\.year/);
    await refused({ education: [{ institution: 'NUS', year: thisYear + 1 }] }, /\[1\]\.education\[0\]\.year/);
    await refused({ education: [{ institution: 'NUS', year: 1850 }] }, /\[1\]\.education\[0\]\.year/);
    await refused({ education: [{ institution: 'NUS', year: 2001.5 }] }, /\[1\]\.education\[0\]\.year/);
    await refused({ education: [{ institution: 'NUS', year: '2001' }] }, /\[1\]\.education\[0\]\.year/);
    await refused({ admissions: [{ year: 2001 }] }, /\[1\]\.admissions\[0\]\.jurisdiction/);
    await refused({ admissions: [{ jurisdiction: '   ', year: 2001 }] }, /\[1\]\.admissions\[0\]\.jurisdiction/);
    await refused({ education: ['NUS'] }, /\[1\]\.education\[0\]/);
    await refused({ admissions: 'Singapore' }, /\[1\]\.admissions/);
    await refused({ languageIds: ['English'] }, /\[1\]\.languageIds/);
    await refused({ languageIds: [999_999] }, /\[1\]\.languageIds: 999999 do not exist in en_US/);
    // Another language's entry of the list is not this version's.
    await refused({ languageIds: [ids.zhEnglish] }, /\[1\]\.languageIds/);
    expect(await names('keyword=Valid', 'zh_CN')).toEqual([]);
    expect(await names('keyword=Refused')).toEqual([]);

    // This year and 1900 are the bounds, both allowed.
    const [bounds] = await post([
      ada({ name: 'Bounds', admissions: [{ jurisdiction: 'Singapore', year: thisYear }], education: [{ institution: 'NUS', year: 1900 }] }),
    ]);
    expect(bounds.admissions[0].year).toBe(thisYear);
    expect(bounds.education[0].year).toBe(1900);

    // The same in Chinese, with the field's label.
    const zh = await ctx.call('POST', admin, {
      token: ctx.admin,
      headers: { lang: 'zh_CN' },
      body: [ada({ admissions: [{ jurisdiction: 'Singapore', year: thisYear + 1 }] })],
    });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('年份不能晚于今年');
  });

  test('lawyerTeam filters by language spoken, alone and with the other filters', async () => {
    expect(await names(`languageId=${ids.mandarin}`)).toEqual(['Ben Goh', 'Cai Lin']);
    expect(await names(`languageId=${ids.english}`)).toEqual(['Ada Ong', 'Ben Goh', 'Bounds']);
    expect(await names(`languageId=${ids.mandarin}&jobId=${ids.partner}`)).toEqual(['Ben Goh']);
    expect(await names(`languageId=${ids.mandarin}&practiceAreaId=${ids.arbitration}`)).toEqual(['Cai Lin']);
    expect(await names(`languageId=${ids.english}&keyword=Ada`)).toEqual(['Ada Ong']);
    expect(await names(`languageId=${ids.zhMalay}`, 'zh_CN')).toEqual(['王艾达']);
    // Another language's id finds nobody; a malformed one is a 400 naming it.
    expect(await names(`languageId=${ids.zhMalay}`)).toEqual([]);
    const bad = await ctx.call('GET', '/api/user/lawyerTeam?languageId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/languageId/);
  });

  test('the list of languages spoken is managed like job titles; deleting an entry drops it from profiles', async () => {
    const list = (await ctx.call('GET', '/api/user/spoken-language', { headers: { lang: 'en_US' } })).body.result;
    expect(list.map((row: any) => row.name)).toEqual(['English', 'Mandarin', 'Malay']);
    const [tamil] = await ctx.ok('POST', '/admin/spoken-language', { json: [{ lang: 'en_US', name: 'Tamil' }] });
    const [ed] = await post([{ lang: 'en_US', name: 'Ed Raj', languageIds: [tamil.id, ids.english] }]);
    expect(ed.languages.map((language: any) => language.name)).toEqual(['English', 'Tamil']);
    const renamed = await ctx.call('PUT', '/api/admin/spoken-language', {
      token: ctx.admin,
      body: [{ id: tamil.id, lang: 'en_US', name: 'Tamil (Indian)' }],
    });
    expect(renamed.status).toBe(200);
    expect((await ctx.call('GET', `/api/user/lawyerTeam/${ed.id}`)).body.result.languages[1].name).toBe('Tamil (Indian)');
    expect((await ctx.call('DELETE', `/api/admin/spoken-language/${tamil.id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', `/api/user/lawyerTeam/${ed.id}`)).body.result.languageIds).toEqual([ids.english]);
  });
});

describe('under the approval workflow', () => {
  test('a change waits in the draft until it is published', async () => {
    const id = lawyers.ben.id;
    const live = async () => (await ctx.call('GET', `/api/user/lawyerTeam/${id}`)).body.result;
    const draft = await ctx.call('PUT', admin, {
      token: ctx.admin,
      body: [
        {
          id,
          lang: 'en_US',
          name: 'Ben Goh',
          status: 'draft',
          languageIds: [ids.malay],
          admissions: [{ jurisdiction: 'Advocate & Solicitor, Supreme Court of Singapore', year: 2015 }],
          education: [{ institution: 'Singapore Management University', qualification: 'JD', year: 2014 }],
        },
      ],
    });
    expect(draft.status).toBe(200);
    expect(draft.body.result[0]).toMatchObject({ status: 'draft', published: 1, languageIds: [ids.malay] });
    expect(await live()).toMatchObject({ languageIds: [ids.mandarin, ids.english].sort((a, b) => a - b), admissions: [], education: [] });
    expect(await names(`languageId=${ids.malay}`)).not.toContain('Ben Goh');
    // Staff read the draft.
    expect((await ctx.call('GET', `${admin}/detail/${id}`, { token: ctx.admin })).body.result.admissions).toHaveLength(1);

    const { admissions, education, languageIds } = draft.body.result[0];
    const published = await ctx.call('PUT', admin, {
      token: ctx.admin,
      body: [{ id, lang: 'en_US', name: 'Ben Goh', status: 'published', admissions, education, languageIds }],
    });
    expect(published.status).toBe(200);
    expect(await live()).toMatchObject({
      languageIds: [ids.malay],
      admissions: [{ jurisdiction: 'Advocate & Solicitor, Supreme Court of Singapore', year: 2015 }],
      education: [{ institution: 'Singapore Management University', qualification: 'JD', year: 2014 }],
    });
    expect(await names(`languageId=${ids.malay}`)).toContain('Ben Goh');
  });
});
