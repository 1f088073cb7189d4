import { useTestContext } from '../support/context';

/** A lawyer's Insights, as the lawyer's page lists them (app/[locale]/people/detail/[id]): newest first, a pinned one included. */
const ctx = useTestContext();

test('the lists beside a lawyer are newest first, though the news list pins what staff pinned', async () => {
  const { latestArticles } = await import('@/lib/site/article-lists');
  const [lawyer] = await ctx.result('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Alice Tan' }] });
  const [{ id: cataId }] = await ctx.result('POST', '/api/admin/catalog', {
    token: ctx.admin,
    body: [{ lang: 'en_US', name: 'Insights', type: 0 }],
  });
  const article = (title: string, daysAgo: number, top: 0 | 1) => ({
    lang: 'en_US',
    cataId,
    coverUrl: '/api/upload/cover.jpg',
    title,
    isLink: 0,
    content: `<p>${title}</p>`,
    lawyerNos: [lawyer.no],
    top,
    createTime: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });
  const created = await ctx.result('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [article('Pinned, a year old', 365, 1)],
  });
  await ctx.result('POST', '/api/admin/latest-news', { token: ctx.admin, body: [article('Last week', 7, 0)] });
  await ctx.result('POST', '/api/admin/latest-news', { token: ctx.admin, body: [article('Yesterday', 1, 0)] });
  expect(created[0].top).toBe(1);

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);
  const beside = await latestArticles('news', 'en_US', 3, { lawyerId: lawyer.id, newestFirst: true });
  expect(titles(beside)).toEqual(['Yesterday', 'Last week', 'Pinned, a year old']);
  const list = await latestArticles('news', 'en_US', 3, { lawyerId: lawyer.id });
  expect(titles(list)).toEqual(['Pinned, a year old', 'Yesterday', 'Last week']);
});
