import { useTestContext } from '../support/context';
import { samples, upload } from '../support/files';
import { createStaffAccount } from '../support/two-factor';

/**
 * History speaks as staff do: each revision's words name the folder, pictures, job titles,
 * lawyers and practice areas as the editors show them, never by their ids, keys or file paths;
 * a linked lawyer's new name is no change of the article; an approval is said to be one.
 */
const ctx = useTestContext();
const ids: Record<string, number> = {};
const nos: Record<string, string> = {};
let cover: string;

type Row = { id: number; no: string; lang: string };
async function post(path: string, body: unknown[], token = ctx.admin): Promise<Row[]> {
  const response = await ctx.call('POST', path, { token, body });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}
async function put(path: string, body: unknown[], token = ctx.admin) {
  const response = await ctx.call('PUT', path, { token, body });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}
const revisionsOf = async (entity: string, id: number) =>
  ctx.result('GET', `/api/admin/revisions?entity=${entity}&id=${id}`, { token: ctx.admin });
const revision = async (id: number) => ctx.result('GET', `/api/admin/revisions/${id}`, { token: ctx.admin });
/** Every key and value of the words, as one text: none may be an id, a group key or a file path. */
const everything = (words: Record<string, unknown>) => JSON.stringify(words);

beforeAll(async () => {
  const uploaded = await upload(ctx, ctx.admin, await samples.png(), 'Harbour at dusk.png', 'image/png');
  expect(uploaded.status).toBe(200);
  cover = `/api/upload/${uploaded.body.result.fileId}`;
  const [folder] = await post('/api/admin/catalog', [{ lang: 'en_US', name: 'Firm news', type: 0 }]);
  const [partner] = await post('/api/admin/job', [{ lang: 'en_US', name: 'Partner' }]);
  const [mandarin] = await post('/api/admin/spoken-language', [{ lang: 'en_US', name: 'Mandarin' }]);
  const [shipping] = await post('/api/admin/professionalField', [{ lang: 'en_US', name: 'Shipping' }]);
  const [tax] = await post('/api/admin/professionalField', [{ lang: 'en_US', name: 'Tax' }]);
  const [alice] = await post('/api/admin/lawyerTeam', [
    {
      lang: 'en_US',
      name: 'Alice Tan',
      photoUrl: cover,
      jobIds: [partner.id],
      languageIds: [mandarin.id],
      proFieldIds: [shipping.id],
      admissions: [{ jurisdiction: 'Advocate & Solicitor, Supreme Court of Singapore', year: 2009 }],
    },
  ]);
  Object.assign(ids, { folder: folder.id, alice: alice.id, shipping: shipping.id });
  Object.assign(nos, { alice: alice.no, shipping: shipping.no, tax: tax.no });
});

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  cataId: ids.folder,
  coverUrl: cover,
  title,
  isLink: 0,
  content: `<p>${title}, in full.</p>`,
  note: 'A summary',
  lawyerNos: [nos.alice],
  practiceNos: [nos.shipping],
  ...extra,
});

test("an article's words name its folder, cover, lawyers and practice areas, not their ids, keys or paths", async () => {
  const [created] = await post('/api/admin/latest-news', [article('Port dues revised')]);
  await put('/api/admin/latest-news', [{ ...article('Port dues revised again'), id: created.id, practiceNos: [nos.shipping, nos.tax] }]);
  const [newer, older] = await revisionsOf('latest-news', created.id);
  const { words } = await revision(newer.id);
  expect(words).toEqual({
    title: 'Port dues revised again',
    folder: 'Firm news',
    coverUrl: 'Harbour at dusk.png',
    isLink: false,
    contentUrl: null,
    note: 'A summary',
    content: '<p>Port dues revised again, in full.</p>',
    lawyers: ['Alice Tan'],
    practiceAreas: ['Shipping', 'Tax'],
  });
  // The editor's order: title first, the links last.
  expect(Object.keys(words)).toEqual([
    'title',
    'folder',
    'coverUrl',
    'isLink',
    'contentUrl',
    'note',
    'content',
    'lawyers',
    'practiceAreas',
  ]);
  for (const key of [nos.alice, nos.shipping, cover, 'lawyerNos', 'practiceNos', 'cataId', '/api/upload/'])
    expect(everything(words)).not.toContain(key);
  expect((await revision(older.id)).words.practiceAreas).toEqual(['Shipping']);
});

test("a lawyer's words name the job titles, languages and practice areas picked, and the photo's file", async () => {
  const [newest] = await revisionsOf('lawyerTeam', ids.alice);
  const { words } = await revision(newest.id);
  expect(words).toMatchObject({
    name: 'Alice Tan',
    photoUrl: 'Harbour at dusk.png',
    jobs: ['Partner'],
    proFields: ['Shipping'],
    languages: ['Mandarin'],
    admissions: ['Advocate & Solicitor, Supreme Court of Singapore, 2009'],
  });
  for (const key of ['jobIds', 'proFieldIds', 'languageIds', cover]) expect(everything(words)).not.toContain(key);
});

test("a linked lawyer's new name is not a change of the article: both revisions name the lawyer as now", async () => {
  const [created] = await post('/api/admin/latest-news', [article('Before the rename')]);
  const lawyer = await ctx.result('GET', `/api/admin/lawyerTeam/detail/${ids.alice}`, { token: ctx.admin });
  await put('/api/admin/lawyerTeam', [{ ...lawyer, name: 'Alice Tan Mei Ling' }]);
  await put('/api/admin/latest-news', [{ ...article('After the rename'), id: created.id }]);
  const [newer, older] = await revisionsOf('latest-news', created.id);
  const [before, after] = [(await revision(older.id)).words, (await revision(newer.id)).words];
  expect(before.lawyers).toEqual(['Alice Tan Mei Ling']);
  expect(after.lawyers).toEqual(before.lawyers);
  const changed = Object.keys(after).filter((field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]));
  expect(changed).toEqual(['title', 'content']);
});

test('an administrator publishing what an editor submitted is recorded as an approval by them', async () => {
  await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 1 } });
  try {
    const editor = await createStaffAccount(ctx, ctx.admin);
    const [created] = await post('/api/admin/latest-news', [article('Submitted for review', { status: 'review' })], editor.token);
    const [submitted] = await revisionsOf('latest-news', created.id);
    expect(submitted).toMatchObject({ status: 'review', approved: 0 });
    await put('/api/admin/latest-news', [{ ...article('Submitted for review'), id: created.id, status: 'published' }]);
    const [approval, review] = await revisionsOf('latest-news', created.id);
    expect(approval).toMatchObject({ status: 'published', approved: 1, userName: 'Administrator' });
    expect(review.approved).toBe(0);
    const detail = await revision(approval.id);
    expect(detail.approved).toBe(1);
    expect(detail.words).toEqual((await revision(review.id)).words);
    // Published again without review in between: a plain publish, no approval.
    await put('/api/admin/latest-news', [{ ...article('Edited after approval'), id: created.id, status: 'published' }]);
    expect((await revisionsOf('latest-news', created.id))[0]).toMatchObject({ status: 'published', approved: 0 });
  } finally {
    await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 0 } });
  }
});

test('every field the words hold has a name in both back-office languages', async () => {
  const { fieldNameText } = await import('@/lib/admin/i18n/workflow');
  const [news] = await post('/api/admin/latest-news', [article('Named fields')]);
  const fields = new Set<string>();
  for (const [entity, id] of [
    ['latest-news', news.id],
    ['lawyerTeam', ids.alice],
    ['professionalField', ids.shipping],
  ] as const) {
    const [newest] = await revisionsOf(entity, id);
    for (const field of Object.keys((await revision(newest.id)).words)) fields.add(field);
  }
  const unnamed = (names: Record<string, string>) => [...fields].filter((field) => !names[field]);
  expect(unnamed(fieldNameText.zh)).toEqual([]);
  expect(unnamed(fieldNameText.en)).toEqual([]);
});
