import path from 'node:path';
import Database from 'better-sqlite3';
import { sampleIds, type RunningServer } from '../support/server';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';
import { holdRequest } from './support/held-request';
import { startSlowSmtp, type SlowSmtp } from './support/slow-smtp';
import { exitOf, startSite } from './support/site';

/**
 * SIGTERM: the requests in flight get their whole answers, pending view counts are written and
 * the contact mail being sent is finished, then the process exits 0.
 */
let server: RunningServer;
let smtp: SlowSmtp;

beforeAll(async () => {
  smtp = await startSlowSmtp(1500);
  server = await startSite(3833, { SMTP_URL: smtp.url, MAIL_TO: 'office@example.com' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

test('requests in flight finish, views and mail are completed, and the exit code is 0', async () => {
  const token = await signInAdmin(server.url);
  const cataId = await newsCatalogId(server.url, token);
  const { news } = await sampleIds(server.url);
  const views = async () => (await callSite(server.url, 'GET', `/api/user/latest-news/${news}`)).body.result.views as number;
  await views();
  // The views counted by this read and the one before are written by the next flush (within 2 s);
  // the counts below are still in memory when the signal arrives.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const viewsBefore = await views();
  for (let i = 0; i < 5; i++) await views();
  const beacon = await fetch(`${server.url}/news/detail/${news}/view`, { method: 'POST' });
  expect(beacon.status).toBe(204);

  const contact = await callSite(server.url, 'POST', '/api/admin/send-email', {
    body: { name: 'Tan Wei Ming', email: 'wei.ming@example.sg', content: 'Please call me about a lease.' },
  });
  expect(contact.status).toBe(200);

  const titles = ['Saved during shutdown 1', 'Saved during shutdown 2', 'Saved during shutdown 3'];
  const held = await Promise.all([
    ...titles.map((title) =>
      holdRequest(`${server.url}/api/admin/latest-news`, {
        method: 'POST',
        headers: { authorization: token },
        body: [newsArticle(cataId, title)],
      }),
    ),
    ...['a', 'e', 'i', 'o', 'n', 'r'].map((letter) => holdRequest(`${server.url}/people?keyword=${letter}`)),
    holdRequest(`${server.url}/api/user/latest-news?pageSize=100`),
    holdRequest(`${server.url}/api/user/lawyerTeam?pageSize=100`),
  ]);

  server.process.kill('SIGTERM');
  // From the signal on, no new connection is taken.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  const answers = await Promise.all(held.map((request) => request.finish()));
  expect(answers.map((answer) => answer.status)).toEqual(held.map(() => 200));
  for (const answer of answers.slice(0, 3)) expect(JSON.parse(answer.text).result).toHaveLength(1);
  for (const answer of answers.slice(3, 9)) expect(answer.text.trimEnd()).toMatch(/<\/html>$/);
  for (const answer of answers.slice(9)) expect(JSON.parse(answer.text).result.length).toBeGreaterThan(0);

  expect(await exitOf(server)).toEqual({ code: 0, signal: null });

  expect(smtp.received()).toBe(1);
  const file = new Database(path.join(server.dataDir, 'site.db'));
  try {
    expect(file.prepare('select views from article where id = ?').get(news)).toEqual({ views: viewsBefore + 6 });
    expect(file.prepare('select deliveryState from contactMessage').all()).toEqual([{ deliveryState: 'sent' }]);
    const saved = file.prepare("select title from article where title like 'Saved during shutdown %' order by title").all();
    expect(saved).toEqual(titles.map((title) => ({ title })));
  } finally {
    file.close();
  }
});
