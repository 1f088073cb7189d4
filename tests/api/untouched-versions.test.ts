import { useTestContext } from '../support/context';

const ctx = useTestContext();

const article = (lang: 'en_US' | 'zh_CN', title: string, cataId: number) => ({
  lang,
  cataId,
  title,
  coverUrl: '/api/upload/cover.jpg',
  isLink: 0,
  content: `<p>${title}</p>`,
});

async function newsFolder(lang: 'en_US' | 'zh_CN'): Promise<number> {
  const response = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ name: `Folder ${lang}`, type: 0, lang }] });
  expect(response.status).toBe(200);
  return response.body.result[0].id;
}

const revisionsOf = async (id: number) =>
  (await ctx.call('GET', `/api/admin/revisions?entity=latest-news&id=${id}`, { token: ctx.admin })).body.result as { version: number }[];
const stored = async (id: number) => (await ctx.call('GET', `/api/admin/latest-news/${id}`, { token: ctx.admin })).body.result;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('an action on one language version', () => {
  test('scheduling the Chinese version neither relabels nor writes a revision for the live English one', async () => {
    const folders = { en_US: await newsFolder('en_US'), zh_CN: await newsFolder('zh_CN') };
    const english = article('en_US', 'Weekly note', folders.en_US);
    const created = await ctx.call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [{ ...english, status: 'published' }] });
    expect(created.status).toBe(200);
    const [en] = created.body.result;

    const chinese = { ...article('zh_CN', '每周简报', folders.zh_CN), no: en.no };
    const added = await ctx.call('PUT', '/api/admin/latest-news', { token: ctx.admin, body: [{ ...chinese, status: 'draft' }] });
    expect(added.status).toBe(200);
    const [zh] = added.body.result;

    // The Chinese version is scheduled; the English one rides along as it was, with no state.
    const publishAt = inHours(2);
    const scheduled = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [
        { ...english, id: en.id, no: en.no, version: en.version },
        { ...chinese, id: zh.id, version: zh.version, status: 'scheduled', publishAt },
      ],
    });
    expect(scheduled.status).toBe(200);
    expect(await stored(zh.id)).toMatchObject({ status: 'scheduled', publishAt, version: zh.version + 1 });
    expect(await stored(en.id)).toMatchObject({ status: 'published', publishAt: null, version: en.version, published: 1 });
    expect((await revisionsOf(en.id)).map((row) => row.version)).toEqual([en.version]);

    // Sent again in its own state, unchanged, it is still untouched; a changed text is a revision.
    const again = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...english, id: en.id, no: en.no, version: en.version, status: 'published' }],
    });
    expect(again.status).toBe(200);
    expect((await revisionsOf(en.id)).map((row) => row.version)).toEqual([en.version]);
    const edited = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...english, title: 'Weekly note, edited', id: en.id, no: en.no, version: en.version, status: 'draft' }],
    });
    expect(edited.status).toBe(200);
    expect((await revisionsOf(en.id)).map((row) => row.version)).toEqual([en.version + 1, en.version]);
    // The live English text stays as it was while the edit waits in its draft.
    const visitor = await ctx.call('GET', `/api/user/latest-news/${en.id}`);
    expect(visitor.body.result.title).toBe('Weekly note');
  });

  test('a waiting draft sent unchanged stays the one draft, over the live text', async () => {
    const folder = await newsFolder('en_US');
    const live = article('en_US', 'Live text', folder);
    const [item] = (await ctx.call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [{ ...live, status: 'published' }] })).body
      .result;
    const draft = { ...live, id: item.id, no: item.no, title: 'Draft text' };
    const [drafted] = (await ctx.call('PUT', '/api/admin/latest-news', { token: ctx.admin, body: [{ ...draft, status: 'draft' }] })).body
      .result;
    const resent = await ctx.call('PUT', '/api/admin/latest-news', { token: ctx.admin, body: [{ ...draft, version: drafted.version }] });
    expect(resent.status).toBe(200);
    expect(await stored(item.id)).toMatchObject({ title: 'Draft text', status: 'draft', published: 1, version: drafted.version });
    expect((await revisionsOf(item.id)).map((row) => row.version)).toEqual([2, 1]);
    expect((await ctx.call('GET', `/api/user/latest-news/${item.id}`)).body.result.title).toBe('Live text');
  });
});
