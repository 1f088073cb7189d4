import { startSite } from '../faults/support/site';
import { publicPagePaths, sampleIds, type RunningServer } from '../support/server';
import { callSite, signInAdmin } from '../support/site-api';

/**
 * With approval required, an editor's drafts (carrying a past unpublishAt, a pin, another order)
 * and changes outside content leave every public page type in both languages and the sitemap
 * as they were, byte for byte but view counts, even after the schedule has had its turn. Once an
 * administrator publishes, the change shows.
 */
let server: RunningServer;
let admin: string;
let editor: string;
const past = '2020-01-01T00:00:00.000Z';

beforeAll(async () => {
  server = await startSite(3844, { SCHEDULE_CHECK_SECONDS: '1' });
  admin = await signInAdmin(server.url);
  const account = { loginAccount: 'editor.pages', userName: 'Editor', password: 'editor-password-long', roleId: 2 };
  await call('POST', '/api/admin/staff', admin, account);
  editor = (await callSite(server.url, 'POST', '/api/admin/login', { body: account })).body.result;
  await call('POST', '/api/admin/workflow-config', admin, { approvalRequired: 1 });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function call(method: string, path: string, token: string, body?: unknown) {
  const reply = await callSite(server.url, method, path, { token, body });
  return { status: reply.status, result: reply.body?.result };
}

/** What a visitor gets: the markup (React's payload may order its rows differently), without view counts. */
async function pages(paths: string[]): Promise<Record<string, string>> {
  const seen: Record<string, string> = {};
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    seen[path] = `${response.status} ${(await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script></script>')
      .replace(/(data-testid="publication-views">)[^<]*/g, '$1')}`;
  }
  return seen;
}

/** The admin copy of an item, changed as an editor would: a draft with a new title and placement. */
async function draftOf(path: string, id: number, change: Record<string, unknown>) {
  const { result } = await call('GET', `/api/admin/${path}/${id}`, admin);
  return [{ ...result, status: 'draft', ...change, published: undefined, reviewNote: undefined }];
}

test('an editor changes no public page until an administrator publishes', async () => {
  const paths = [...(await publicPagePaths(server.url)), '/sitemap.xml'];
  const ids = await sampleIds(server.url);
  const before = await pages(paths);

  const news = await draftOf('latest-news', ids.news, { title: 'Held back', top: 1, unpublishAt: past });
  const writes: [method: string, path: string, body: unknown, status: number][] = [
    ['PUT', '/api/admin/latest-news', news, 200],
    ['PUT', '/api/admin/case-analysis', await draftOf('case-analysis', ids.deal, { title: 'Held', unpublishAt: past }), 200],
    ['PUT', '/api/admin/lawfirm-honour', await draftOf('lawfirm-honour', ids.honour, { title: 'Held', top: 1 }), 200],
    ['PUT', '/api/admin/lawyerTeam', await draftOf('lawyerTeam/detail', ids.lawyer, { name: 'Held Name', sort: 0 }), 200],
    ['PUT', '/api/admin/professionalField', await draftOf('professionalField/detail', ids.practiceArea, { name: 'Held', sort: 99 }), 200],
    ['PUT', `/api/admin/latest-news/pin?no=${news[0].no}`, undefined, 403],
    ['PUT', `/api/admin/lawyerTeam/${ids.lawyer}/1`, undefined, 403],
  ];
  for (const [method, path, body, status] of writes)
    expect([path, (await call(method, path, editor, body)).status]).toEqual([path, status]);
  await new Promise((resolve) => setTimeout(resolve, 2_500)); // the schedule's turns (every second here)
  expect(await pages(paths)).toEqual(before);

  const [waiting] = await draftOf('latest-news', ids.news, { unpublishAt: null, status: 'published' });
  expect((await call('PUT', '/api/admin/latest-news', admin, [waiting])).status).toBe(200);
  const page = await fetch(`${server.url}/news/detail/${ids.news}`);
  expect(await page.text()).toContain('Held back');
}, 180_000);
