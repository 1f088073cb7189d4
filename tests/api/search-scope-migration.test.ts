import { createMigrator, migrateToLatest } from '@/lib/db/migrate';
import { useTestContext } from '../support/context';

const ctx = useTestContext({ signIn: false });

test('an index built before the upgrade keeps finding its content, and its group keys are filled in', async () => {
  const token = await ctx.signIn();
  const [catalog] = (await ctx.call('POST', '/api/admin/catalog', { token, body: [{ lang: 'en_US', name: 'Root', type: 0 }] })).body.result;
  const created = await ctx.call('POST', '/api/admin/latest-news', {
    token,
    body: [
      { lang: 'en_US', cataId: catalog.id, coverUrl: '/api/upload/cover.jpg', title: 'Pelican ruling', content: '<p>Text</p>', isLink: 0 },
    ],
  });
  const [article] = created.body.result;

  // Back to the schema before this migration, then up again over the index as it was.
  const down = await (await createMigrator(ctx.db)).migrateTo('2026-12-02-sign-in-security');
  expect(down.error).toBeUndefined();
  expect(down.results).toContainEqual(expect.objectContaining({ migrationName: '2026-12-05-search-scope', status: 'Success' }));
  await migrateToLatest(ctx.db);

  const found = await ctx.call('GET', '/api/user/search?q=pelican', { headers: { lang: 'en_US' } });
  expect(found.body.result.map((hit: any) => hit.id)).toEqual([article.id]);
  const byNo = await ctx.call('GET', `/api/admin/latest-news?no=${article.no.slice(0, 6).toUpperCase()}`, { token });
  expect(byNo.body.result.map((row: any) => row.id)).toEqual([article.id]);
  const byTitle = await ctx.call('GET', '/api/admin/latest-news?title=PELICAN', { token });
  expect([byTitle.body.result.map((row: any) => row.id), byTitle.body.pageable.totalCount]).toEqual([[article.id], 1]);
});
