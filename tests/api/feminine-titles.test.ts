import { useTestContext } from '../support/context';

/**
 * Job titles said of a woman: Arabic names a female partner `شريكة`, a male one `شريك`. A job title
 * keeps that form beside its name; a lawyer who takes it (a fact of the group) is shown with it.
 */
process.env.SITE_LANGUAGES = 'en_US,ar_AE';

const ctx = useTestContext();
let peopleList: typeof import('@/lib/site/lawyers').peopleList;
let partner: Record<string, { id: number; feminineName: string | null }>;
let amira: { id: number; lang: string }[];
let omar: { id: number; lang: string }[];

async function call(method: string, path: string, body?: unknown) {
  return ctx.call(method, path, { token: ctx.admin, body });
}

async function result(method: string, path: string, body?: unknown): Promise<any> {
  const response = await call(method, path, body);
  expect({ path, status: response.status, message: response.body?.message }).toMatchObject({ path, status: 200 });
  return response.body.result;
}

/** Each lawyer's titles as the list of `lang` shows them, by name. */
async function titlesIn(lang: 'en_US' | 'ar_AE') {
  const { lawyers } = await peopleList(lang, {}, { offset: 0, pageSize: 50 });
  return Object.fromEntries(lawyers.map((lawyer) => [lawyer.name, lawyer.jobTitles]));
}

beforeAll(async () => {
  peopleList = (await import('@/lib/site/lawyers')).peopleList;
  const rows = [
    ...(await result('POST', '/api/admin/job', [{ no: 'job-partner', lang: 'en_US', name: 'Partner' }])),
    ...(await result('POST', '/api/admin/job', [{ no: 'job-partner', lang: 'ar_AE', name: 'شريك', feminineName: 'شريكة' }])),
  ];
  partner = Object.fromEntries(rows.map((row) => [row.lang, row]));
  const person = (name: Record<string, string>, feminineTitles: 0 | 1) =>
    result(
      'POST',
      '/api/admin/lawyerTeam',
      Object.entries(name).map(([lang, text]) => ({ lang, name: text, feminineTitles, jobIds: [partner[lang].id], proFieldIds: [] })),
    );
  amira = await person({ en_US: 'Amira Haddad', ar_AE: 'أميرة حداد' }, 1);
  omar = await person({ en_US: 'Omar Haddad', ar_AE: 'عمر حداد' }, 0);
}, 60_000);
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('a job title keeps its feminine form, and lists it', async () => {
  expect(partner.ar_AE.feminineName).toBe('شريكة');
  expect(partner.en_US.feminineName).toBeNull();
  const listed = await result('GET', '/api/admin/job?lang=ar_AE');
  expect(listed.map((row: any) => [row.name, row.feminineName])).toEqual([['شريك', 'شريكة']]);
});

test('a lawyer who takes feminine titles is shown with them where the language has them', async () => {
  expect(await titlesIn('ar_AE')).toEqual({ 'أميرة حداد': ['شريكة'], 'عمر حداد': ['شريك'] });
  expect(await titlesIn('en_US')).toEqual({ 'Amira Haddad': ['Partner'], 'Omar Haddad': ['Partner'] });
});

test('the form of titles is a fact of the group: changed in English, it changes in Arabic', async () => {
  const english = amira.find((row) => row.lang === 'en_US')!;
  const current = await result('GET', `/api/admin/lawyerTeam/detail/${english.id}`);
  await result('PUT', '/api/admin/lawyerTeam', [{ ...current, feminineTitles: 0 }]);
  const arabic = await result('GET', `/api/admin/lawyerTeam/detail/${amira.find((row) => row.lang === 'ar_AE')!.id}`);
  expect(arabic.feminineTitles).toBe(0);
  expect((await titlesIn('ar_AE'))['أميرة حداد']).toEqual(['شريك']);
  const changed = await result('GET', `/api/admin/lawyerTeam/detail/${english.id}`);
  await result('PUT', '/api/admin/lawyerTeam', [{ ...changed, feminineTitles: 1 }]);
  expect((await titlesIn('ar_AE'))['أميرة حداد']).toEqual(['شريكة']);
});

test('a save leaving the feminine form out keeps it; an empty one clears it', async () => {
  await result('PUT', '/api/admin/job', [{ id: partner.ar_AE.id, lang: 'ar_AE', name: 'شريك' }]);
  expect((await titlesIn('ar_AE'))['أميرة حداد']).toEqual(['شريكة']);
  await result('PUT', '/api/admin/job', [{ id: partner.ar_AE.id, lang: 'ar_AE', name: 'شريك', feminineName: '' }]);
  expect((await titlesIn('ar_AE'))['أميرة حداد']).toEqual(['شريك']);
  await result('PUT', '/api/admin/job', [{ id: partner.ar_AE.id, lang: 'ar_AE', name: 'شريك', feminineName: 'شريكة' }]);
});

test('bad input is refused, naming the field, and changes nothing', async () => {
  const long = await call('PUT', '/api/admin/job', [{ id: partner.ar_AE.id, lang: 'ar_AE', name: 'شريك', feminineName: 'ش'.repeat(201) }]);
  expect(long.status).toBe(400);
  expect(long.body.message).toMatch(/feminineName/);
  const flag = await call('PUT', '/api/admin/lawyerTeam', [
    { id: omar[0].id, lang: 'en_US', name: 'Omar Haddad', feminineTitles: 2, jobIds: [], proFieldIds: [] },
  ]);
  expect(flag.status).toBe(400);
  expect(flag.body.message).toMatch(/feminineTitles/);
  expect((await titlesIn('ar_AE'))['أميرة حداد']).toEqual(['شريكة']);
});
