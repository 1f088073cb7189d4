import type { RunningServer } from '../support/server';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';
import { startSite } from './support/site';

/** Fifty administrators' saves arriving at once on SQLite: every one succeeds, none is lost. */
let server: RunningServer;
let token: string;
let cataId: number;

beforeAll(async () => {
  server = await startSite(3831);
  token = await signInAdmin(server.url);
  cataId = await newsCatalogId(server.url, token);
}, 120_000);

afterAll(() => server?.stop());

test('50 news articles created at once all answer 200, and 50 distinct articles are stored', async () => {
  const marker = `Burst ${Date.now()}`;
  const titles = Array.from({ length: 50 }, (_, i) => `${marker} no. ${i + 1}`);
  const replies = await Promise.all(
    titles.map((title) => callSite(server.url, 'POST', '/api/admin/latest-news', { token, body: [newsArticle(cataId, title)] })),
  );
  expect(replies.map((reply) => reply.status)).toEqual(titles.map(() => 200));
  expect(new Set(replies.map((reply) => reply.body.result[0].id)).size).toBe(50);
  expect(new Set(replies.map((reply) => reply.body.result[0].no)).size).toBe(50);

  const listed = await callSite(server.url, 'GET', `/api/admin/latest-news?title=${encodeURIComponent(marker)}&pageSize=100`, { token });
  expect(listed.status).toBe(200);
  expect(listed.body.pageable.totalCount).toBe(50);
  expect(listed.body.result.map((row: { title: string }) => row.title).sort()).toEqual([...titles].sort());
});
