import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

/**
 * The fallback language (`/api/admin/language-config`): the default language until set; turned
 * off (null), a language without a version shows nothing of another; set, the people and
 * practice-area lists of a language include what it lacks, in the fallback's words, marked as such.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY';

const ctx = useTestContext();
let editor: string;
let peopleList: typeof import('@/lib/site/lawyers').peopleList;
let practiceAreaList: typeof import('@/lib/site/practice-areas').practiceAreaList;

const setFallback = (fallback: string | null, token = ctx.admin) =>
  ctx.call('PUT', '/api/admin/language-config', { token, body: { fallback } });
const names = (lawyers: { name: string; shownIn?: string }[]) => lawyers.map((lawyer) => [lawyer.name, lawyer.shownIn ?? null]);

beforeAll(async () => {
  const account = { loginAccount: 'editor.two', userName: 'Editor Two', password: 'editor-password-2', roleId: 2 };
  expect((await ctx.call('POST', '/api/admin/staff', { token: ctx.admin, body: account })).status).toBe(200);
  editor = await ctx.signIn(account.loginAccount, account.password);
  ({ peopleList } = await import('@/lib/site/lawyers'));
  ({ practiceAreaList } = await import('@/lib/site/practice-areas'));
  await ctx.ok('POST', '/admin/lawyerTeam', {
    json: [
      { lang: 'en_US', name: 'Nur Aisyah', jobIds: [], proFieldIds: [], intro: '<p>Employment.</p>' },
      { lang: 'ms_MY', name: 'Nur Aisyah binti Ahmad', jobIds: [], proFieldIds: [], intro: '<p>Pekerjaan.</p>' },
    ],
  });
  await ctx.ok('POST', '/admin/lawyerTeam', {
    json: [{ lang: 'en_US', name: 'Oliver Tan', jobIds: [], proFieldIds: [], intro: '<p>Tax.</p>' }],
  });
  await ctx.ok('POST', '/admin/professionalField', {
    json: [
      { lang: 'en_US', name: 'Employment', introduce: '<p>People at work.</p>' },
      { lang: 'ms_MY', name: 'Pekerjaan', introduce: '<p>Orang di tempat kerja.</p>' },
    ],
  });
  await ctx.ok('POST', '/admin/professionalField', {
    json: [{ lang: 'en_US', name: 'Tax', introduce: '<p>Direct and indirect tax.</p>' }],
  });
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const firstPage = { offset: 0, pageSize: 12 };

test('is documented, the default language by default, and turned off, the lists keep to their language', async () => {
  expect(await documentedCalls(ctx, ['/api/admin/language-config'])).toEqual({ '/api/admin/language-config': ['get', 'put'] });
  expect((await ctx.call('GET', '/api/admin/language-config', { token: ctx.admin })).body.result).toEqual({ fallback: 'en_US' });
  expect((await setFallback(null)).body.result).toEqual({ fallback: null });
  expect((await ctx.call('GET', '/api/admin/language-config', { token: ctx.admin })).body.result).toEqual({ fallback: null });
  expect(names((await peopleList('ms_MY', {}, firstPage)).lawyers)).toEqual([['Nur Aisyah binti Ahmad', null]]);
  expect((await practiceAreaList('ms_MY')).map((area) => area.name)).toEqual(['Pekerjaan']);
});

test('set to English, Malay lists add what Malay lacks, in English, marked', async () => {
  const saved = await setFallback('en_US');
  expect(saved.status).toBe(200);
  expect(saved.body.result).toEqual({ fallback: 'en_US' });
  const people = await peopleList('ms_MY', {}, firstPage);
  // In the firm's order (the newest first, here), whatever their language.
  expect(names(people.lawyers)).toEqual([
    ['Oliver Tan', 'en'],
    ['Nur Aisyah binti Ahmad', null],
  ]);
  expect(people.total).toBe(2);
  // The second page starts where the first ended, across both languages.
  expect(names((await peopleList('ms_MY', {}, { offset: 1, pageSize: 1 })).lawyers)).toEqual([['Nur Aisyah binti Ahmad', null]]);
  expect(names((await peopleList('ms_MY', { keyword: 'oliver' }, firstPage)).lawyers)).toEqual([['Oliver Tan', 'en']]);
  expect((await practiceAreaList('ms_MY')).map((area) => [area.name, area.shownIn ?? null])).toEqual([
    ['Pekerjaan', null],
    ['Tax', 'en'],
  ]);
  // English readers are not shown the fallback of themselves.
  expect(names((await peopleList('en_US', {}, firstPage)).lawyers).every(([, shownIn]) => shownIn === null)).toBe(true);
  const audit = await ctx.db.selectFrom('auditLog').select(['action', 'entityKey']).where('entityKey', '=', 'languageFallback').execute();
  // Turned off, then set: one entry each.
  expect(audit).toEqual([
    { action: 'update', entityKey: 'languageFallback' },
    { action: 'update', entityKey: 'languageFallback' },
  ]);
});

test('only a served language or null; only an administrator', async () => {
  const unserved = await setFallback('ar_AE');
  expect(unserved.status).toBe(400);
  expect(unserved.body.message).toMatch(/^fallback/);
  const extra = await ctx.call('PUT', '/api/admin/language-config', { token: ctx.admin, body: { fallback: null, other: 1 } });
  expect(extra.status).toBe(400);
  expect((await setFallback(null, editor)).status).toBe(403);
  expect((await ctx.call('GET', '/api/admin/language-config', { token: editor })).status).toBe(403);
  expect((await setFallback(null)).body.result).toEqual({ fallback: null });
  expect(names((await peopleList('ms_MY', {}, firstPage)).lawyers)).toEqual([['Nur Aisyah binti Ahmad', null]]);
});
