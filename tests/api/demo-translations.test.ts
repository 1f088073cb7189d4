import { seedDemoContent } from '@/lib/seed';
import { useTestContext } from '../support/context';

/**
 * The demo content on a site serving five languages: each version in another language than
 * English is a translation of the English one, so a change to the English marks it out of date,
 * and "what changed" compares with the English as it was before its first save (the demo
 * predates any revision), saying there was no record of it when translated.
 */
const previousSetting = process.env.SITE_LANGUAGES;
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
const ctx = useTestContext();
type Row = Record<string, any>;

beforeAll(async () => {
  await seedDemoContent(ctx.db);
}, 60_000);
afterAll(() => {
  if (previousSetting === undefined) delete process.env.SITE_LANGUAGES;
  else process.env.SITE_LANGUAGES = previousSetting;
});

const get = (path: string) => ctx.result('GET', path, { token: ctx.admin });
const put = (path: string, body: unknown) => ctx.result('PUT', path, { token: ctx.admin, body });
const desk = async (query: string): Promise<Row[]> => get(`/api/admin/translations?${query}&pageSize=100`);
const langs = ['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE'];
const kinds = ['news', 'deal', 'honour', 'lawyer', 'practice', 'banner', 'legal'];
/** The desk's row of each language of the group `no` of `kind`. */
const groupOf = async (kind: string, no: string): Promise<Record<string, Row>> =>
  Object.fromEntries((await desk(`kind=${kind}&no=${encodeURIComponent(no)}`)).map((row) => [row.lang, row]));
const changesOf = (kind: string, id: number) => get(`/api/admin/translations/changes?kind=${kind}&id=${id}`);

test('every demo version in another language is current, translated from English; the English ones are the originals', async () => {
  const rows: Row[] = [];
  for (const kind of kinds) for (const lang of langs) rows.push(...(await desk(`kind=${kind}&lang=${lang}`)));
  const written = rows.filter((row) => row.id !== null);
  expect(written.length).toBeGreaterThan(300);
  for (const row of written) {
    const expected = row.lang === 'en_US' ? { sourceLang: null } : { sourceLang: 'en_US' };
    expect({ kind: row.kind, lang: row.lang, no: row.no, status: row.status, ...expected }).toEqual({
      kind: row.kind,
      lang: row.lang,
      no: row.no,
      status: 'current',
      sourceLang: row.sourceLang,
    });
  }
  expect(new Set(written.map((row) => row.kind))).toEqual(new Set(kinds));
});

test('changing an English news article marks its translations outdated, and "what changed" shows only the changed words', async () => {
  const [english] = await get('/api/admin/latest-news?lang=en_US&pageSize=1');
  const group = await groupOf('news', english.no);
  const translated = Object.values(group).filter((row) => row.lang !== 'en_US' && row.id !== null);
  expect(translated.length).toBeGreaterThan(0);
  const title = `${english.title} (revised)`;
  await put('/api/admin/latest-news', [{ ...english, title, status: 'published' }]);

  const after = await groupOf('news', english.no);
  for (const version of translated) expect(after[version.lang]).toMatchObject({ status: 'outdated', sourceLang: 'en_US', id: version.id });

  const changes = await changesOf('news', group.zh_CN.id);
  expect(changes).toMatchObject({ status: 'outdated', sourceLang: 'en_US', sourceId: english.id, sourceRecorded: false });
  // Compared with the English before its first save, not with nothing: only the title changed.
  expect(changes.changes).toEqual([{ field: 'title', then: english.title, now: title }]);

  // The English text before that save is its history's first version, by no one.
  const [newest, first] = await get(`/api/admin/revisions?entity=latest-news&id=${english.id}`);
  expect(first).toMatchObject({ version: english.version, userName: null, title: english.title, status: 'published' });
  expect(newest).toMatchObject({ version: english.version + 1, title });
});

test('a demo lawyer translated before any record: a change to the English profile is compared with the profile as it was', async () => {
  const [english] = await get('/api/admin/lawyerTeam?lang=en_US&pageSize=1');
  const malay = (await groupOf('lawyer', english.no)).ms_MY;
  const detail = await get(`/api/admin/lawyerTeam/detail/${english.id}`);
  const intro = detail.intro.replace('</p>', ' Newly admitted in Hong Kong.</p>');
  await put('/api/admin/lawyerTeam', [{ ...detail, intro, status: 'published' }]);

  const changes = await changesOf('lawyer', malay.id);
  expect(changes).toMatchObject({ status: 'outdated', sourceRecorded: false });
  expect(changes.changes.map((change: Row) => change.field)).toEqual(['intro']);
  const [change] = changes.changes;
  expect(change.then).toBe(detail.intro);
  expect(change.now).toContain('Newly admitted in Hong Kong.');

  // The translation updated beside the English records the English revision it was made from.
  const version = await get(`/api/admin/lawyerTeam/detail/${malay.id}`);
  const updated = version.intro.replace('</p>', ' Baru diterima masuk di Hong Kong.</p>');
  await put('/api/admin/lawyerTeam', [{ ...version, intro: updated, sourceLang: 'en_US', status: 'published' }]);
  expect(await changesOf('lawyer', malay.id)).toMatchObject({ status: 'current', sourceRecorded: true, changes: [] });
});
