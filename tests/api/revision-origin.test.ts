import { useTestContext } from '../support/context';

const ctx = useTestContext();
// Loaded after the API, which teaches zod the OpenAPI names the validation modules use.
let runScheduledChanges: typeof import('@/lib/services/workflow/schedule').runScheduledChanges;

beforeAll(async () => {
  ({ runScheduledChanges } = await import('@/lib/services/workflow/schedule'));
});

const honour = (title: string, extra: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  coverUrl: '/api/upload/cover.jpg',
  title,
  content: `<p>${title} body</p>`,
  ...extra,
});

async function created(title: string, extra: Record<string, unknown> = {}) {
  const response = await ctx.call('POST', '/api/admin/lawfirm-honour', { token: ctx.admin, body: [honour(title, extra)] });
  expect(response.status).toBe(200);
  return response.body.result[0];
}

const revisionsOf = async (id: number) =>
  (await ctx.call('GET', `/api/admin/revisions?entity=lawfirm-honour&id=${id}`, { token: ctx.admin })).body.result;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('where a revision came from', () => {
  test('a restore names the version it brought back', async () => {
    const item = await created('Origin one');
    await ctx.call('PUT', '/api/admin/lawfirm-honour', { token: ctx.admin, body: [{ ...honour('Origin two'), id: item.id }] });
    const [second, first] = await revisionsOf(item.id);
    expect([first.version, second.version]).toEqual([1, 2]);
    expect(first).toMatchObject({ restoredFrom: null, bySchedule: 0, userName: 'Administrator' });

    expect((await ctx.call('POST', `/api/admin/revisions/${first.id}/restore`, { token: ctx.admin })).status).toBe(200);
    const [restored] = await revisionsOf(item.id);
    expect(restored).toMatchObject({ version: 3, title: 'Origin one', restoredFrom: 1, bySchedule: 0, userName: 'Administrator' });
  });

  test('a scheduled publish is a version recorded as made by the schedule, once', async () => {
    const publishAt = inMinutes(30);
    const item = await created('Origin scheduled', { status: 'scheduled', publishAt });
    const later = inMinutes(31);
    await Promise.all([runScheduledChanges(ctx.db, later), runScheduledChanges(ctx.db, later)]);

    const revisions = await revisionsOf(item.id);
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({
      version: 2,
      status: 'published',
      title: 'Origin scheduled',
      publishAt,
      userId: null,
      userName: null,
      bySchedule: 1,
      restoredFrom: null,
    });
    expect(revisions[1]).toMatchObject({ version: 1, status: 'scheduled', bySchedule: 0 });

    // The item is at that version: a save made from it is not refused as stale.
    const current = (await ctx.call('GET', `/api/admin/lawfirm-honour/${item.id}`, { token: ctx.admin })).body.result;
    expect(current).toMatchObject({ status: 'published', version: 2 });
    const saved = await ctx.call('PUT', '/api/admin/lawfirm-honour', {
      token: ctx.admin,
      body: [{ ...honour('Origin scheduled, edited'), id: item.id, version: 2 }],
    });
    expect(saved.status).toBe(200);
  });

  test('a scheduled unpublish is recorded as made by the schedule', async () => {
    const item = await created('Origin timed', { status: 'published', unpublishAt: inMinutes(60) });
    await runScheduledChanges(ctx.db, inMinutes(61));
    const [newest] = await revisionsOf(item.id);
    expect(newest).toMatchObject({ version: 2, status: 'archived', userName: null, bySchedule: 1 });
  });
});
