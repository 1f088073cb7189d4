import { useTestContext } from '../support/context';

const ctx = useTestContext();
let editor: string;
// Loaded after the API, which teaches zod the OpenAPI names the validation modules use.
let readPreview: typeof import('@/lib/services/workflow/preview').readPreview;
let previewLink: typeof import('@/lib/services/workflow/preview').previewLink;
let runScheduledChanges: typeof import('@/lib/services/workflow/schedule').runScheduledChanges;

beforeAll(async () => {
  ({ readPreview, previewLink } = await import('@/lib/services/workflow/preview'));
  ({ runScheduledChanges } = await import('@/lib/services/workflow/schedule'));
  const account = { loginAccount: 'editor.one', userName: 'Editor One', password: 'editor-password-1', roleId: 2 };
  expect((await ctx.call('POST', '/api/admin/staff', { token: ctx.admin, body: account })).status).toBe(200);
  editor = await ctx.signIn(account.loginAccount, account.password);
});

const honour = (title: string, extra: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  coverUrl: '/api/upload/cover.jpg',
  title,
  content: `<p>${title} body</p>`,
  ...extra,
});

async function save(method: 'POST' | 'PUT', body: unknown[], token = ctx.admin) {
  return ctx.call(method, '/api/admin/lawfirm-honour', { token, body });
}

async function created(title: string, extra: Record<string, unknown> = {}, token = ctx.admin) {
  const response = await save('POST', [honour(title, extra)], token);
  expect(response.status).toBe(200);
  return response.body.result[0];
}

const adminItem = async (id: number) => (await ctx.call('GET', `/api/admin/lawfirm-honour/${id}`, { token: ctx.admin })).body.result;
const publicDetail = (id: number) => ctx.call('GET', `/api/user/lawfirm-honour/${id}`);
const publicTitles = async () =>
  ((await ctx.call('GET', '/api/user/lawfirm-honour?pageSize=100')).body.result as { title: string }[]).map((row) => row.title);
const searchTitles = async (q: string) =>
  ((await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}`)).body.result as { title: string }[]).map((row) => row.title);
const setApproval = (approvalRequired: 0 | 1) =>
  ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired } });

describe('states and what visitors see', () => {
  test('a create without status is published at version 1, as before the workflow', async () => {
    const item = await created('Plain create');
    expect(item).toMatchObject({ status: 'published', published: 1, version: 1, publishAt: null, unpublishAt: null, reviewNote: null });
    expect((await publicDetail(item.id)).status).toBe(200);
  });

  test('a draft is 404 to visitors, missing from lists and search; staff see it', async () => {
    const item = await created('Quokka draft honour', { status: 'draft' });
    expect(item).toMatchObject({ status: 'draft', published: 0, version: 1 });
    expect((await publicDetail(item.id)).status).toBe(404);
    expect(await publicTitles()).not.toContain('Quokka draft honour');
    expect(await searchTitles('quokka')).toEqual([]);
    expect((await adminItem(item.id)).title).toBe('Quokka draft honour');

    const published = await save('PUT', [{ ...honour('Quokka draft honour'), id: item.id, status: 'published' }]);
    expect(published.body.result[0]).toMatchObject({ status: 'published', published: 1, version: 2 });
    expect((await publicDetail(item.id)).status).toBe(200);
    expect(await searchTitles('quokka')).toEqual(['Quokka draft honour']);
  });

  test('editing a published version saves a draft on top: visitors keep the published text until it is published', async () => {
    const item = await created('Wombat award');
    const draft = await save('PUT', [{ ...honour('Wombat award, corrected'), id: item.id, status: 'draft', version: 1 }]);
    expect(draft.status).toBe(200);
    expect(draft.body.result[0]).toMatchObject({ title: 'Wombat award, corrected', status: 'draft', published: 1, version: 2 });
    expect((await publicDetail(item.id)).body.result.title).toBe('Wombat award');
    expect(await searchTitles('wombat')).toEqual(['Wombat award']);
    expect((await adminItem(item.id)).title).toBe('Wombat award, corrected');

    // A later partial save keeps working on the draft, not on the live text.
    const review = await save('PUT', [{ ...honour('Wombat award, corrected'), id: item.id, status: 'review' }]);
    expect(review.body.result[0]).toMatchObject({ title: 'Wombat award, corrected', status: 'review', published: 1, version: 3 });
    expect((await publicDetail(item.id)).body.result.title).toBe('Wombat award');

    const live = await save('PUT', [{ ...honour('Wombat award, corrected'), id: item.id, status: 'published' }]);
    expect(live.body.result[0]).toMatchObject({ status: 'published', published: 1, version: 4 });
    expect((await publicDetail(item.id)).body.result.title).toBe('Wombat award, corrected');
  });

  test('an update without status keeps the status; archived (unpublish) is 404 to visitors', async () => {
    const item = await created('Kept status', { status: 'review' });
    const kept = await save('PUT', [{ ...honour('Kept status 2'), id: item.id }]);
    expect(kept.body.result[0]).toMatchObject({ status: 'review', published: 0 });

    const other = await created('To be archived');
    const archived = await save('PUT', [{ ...honour('To be archived'), id: other.id, status: 'archived' }]);
    expect(archived.body.result[0]).toMatchObject({ status: 'archived', published: 0 });
    expect((await publicDetail(other.id)).status).toBe(404);
  });

  test('staff lists filter by status', async () => {
    const item = await created('Filter me', { status: 'review' });
    const inReview = await ctx.call('GET', '/api/admin/lawfirm-honour?status=review&pageSize=100', { token: ctx.admin });
    expect(inReview.status).toBe(200);
    const ids = (inReview.body.result as { id: number; status: string }[]).map((row) => row.id);
    expect(ids).toContain(item.id);
    expect((inReview.body.result as { status: string }[]).every((row) => row.status === 'review')).toBe(true);
    expect((await ctx.call('GET', '/api/admin/lawfirm-honour?status=gone', { token: ctx.admin })).status).toBe(400);
  });

  test('bad workflow fields are 400 with the field named', async () => {
    for (const [extra, field] of [
      [{ status: 'live' }, '[0].status'],
      [{ status: 'scheduled' }, '[0].publishAt'],
      [{ publishAt: 'tomorrow' }, '[0].publishAt'],
      [{ publishAt: '2030-01-02T00:00:00Z', unpublishAt: '2030-01-01T00:00:00Z' }, '[0].unpublishAt'],
      [{ version: 0 }, '[0].version'],
    ] as const) {
      const response = await save('POST', [honour('Bad workflow', extra)]);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    }
  });
});

describe('concurrent edits', () => {
  test('a stale version is 409 and nothing of the request is written', async () => {
    const first = await created('Stale one');
    const second = await created('Stale two');
    await save('PUT', [{ ...honour('Stale two, by someone else'), id: second.id, version: 1 }]);
    const response = await save('PUT', [
      { ...honour('Stale one, mine'), id: first.id, version: 1 },
      { ...honour('Stale two, mine'), id: second.id, version: 1 },
    ]);
    expect(response.status).toBe(409);
    expect(response.body.message).toContain('[1].version');
    expect((await adminItem(first.id)).title).toBe('Stale one');
    expect(await adminItem(first.id)).toMatchObject({ version: 1 });
    expect((await adminItem(second.id)).title).toBe('Stale two, by someone else');
  });

  test('an update without version is not checked', async () => {
    const item = await created('No version sent');
    await save('PUT', [{ ...honour('No version sent 2'), id: item.id }]);
    const response = await save('PUT', [{ ...honour('No version sent 3'), id: item.id }]);
    expect(response.status).toBe(200);
    expect(response.body.result[0].version).toBe(3);
  });
});

describe('approval required', () => {
  afterEach(async () => expect((await setApproval(0)).status).toBe(200));

  test('only an administrator changes the setting', async () => {
    expect((await ctx.call('POST', '/api/admin/workflow-config', { token: editor, body: { approvalRequired: 1 } })).status).toBe(403);
    expect((await ctx.call('POST', '/api/admin/workflow-config', { token: ctx.admin, body: { approvalRequired: 2 } })).status).toBe(400);
    expect((await setApproval(1)).body.result).toEqual({ approvalRequired: 1 });
    expect((await ctx.call('GET', '/api/admin/workflow-config', { token: editor })).body.result).toEqual({ approvalRequired: 1 });
  });

  test('an editor drafts and submits; cannot publish, schedule, unpublish or delete published content', async () => {
    await setApproval(1);
    const item = await created('Editor submission', {}, editor);
    expect(item).toMatchObject({ status: 'draft', published: 0 });

    for (const status of ['published', 'scheduled', 'archived']) {
      const refused = await save(
        'PUT',
        [{ ...honour('Editor submission'), id: item.id, status, publishAt: '2031-01-01T00:00:00Z' }],
        editor,
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/approval/i);
    }
    const submitted = await save('PUT', [{ ...honour('Editor submission'), id: item.id, status: 'review' }], editor);
    expect(submitted.body.result[0]).toMatchObject({ status: 'review', published: 0 });

    const queue = await ctx.call('GET', '/api/admin/review-queue', { token: ctx.admin });
    expect(queue.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'lawfirm-honour', id: item.id, title: 'Editor submission', userName: 'Editor One' }),
      ]),
    );

    const returned = await save('PUT', [
      { ...honour('Editor submission'), id: item.id, status: 'draft', comment: 'Cite the ranking year' },
    ]);
    expect(returned.body.result[0]).toMatchObject({ status: 'draft', reviewNote: 'Cite the ranking year' });
    expect((await adminItem(item.id)).reviewNote).toBe('Cite the ranking year');

    await save('PUT', [{ ...honour('Editor submission 2024'), id: item.id, status: 'review' }], editor);
    const approved = await save('PUT', [{ ...honour('Editor submission 2024'), id: item.id, status: 'published' }]);
    expect(approved.body.result[0]).toMatchObject({ status: 'published', published: 1, reviewNote: null });
    expect((await publicDetail(item.id)).body.result.title).toBe('Editor submission 2024');

    // The editor's change to published content waits as a draft; deleting it is refused.
    const edited = await save('PUT', [{ ...honour('Editor edit'), id: item.id }], editor);
    expect(edited.body.result[0]).toMatchObject({ status: 'draft', published: 1, title: 'Editor edit' });
    expect((await publicDetail(item.id)).body.result.title).toBe('Editor submission 2024');
    const no = (await adminItem(item.id)).no;
    expect((await ctx.call('DELETE', `/api/admin/lawfirm-honour?no=${no}`, { token: editor })).status).toBe(403);
    expect((await publicDetail(item.id)).status).toBe(200);
  });

  test("a draft's schedule waits in the draft: a past unpublishAt takes nothing down", async () => {
    const item = await created('Live while a draft waits', { unpublishAt: '2031-01-01T00:00:00Z' });
    await setApproval(1);
    const drafted = await save(
      'PUT',
      [{ ...honour('Taken down?'), id: item.id, status: 'draft', unpublishAt: '2020-01-01T00:00:00Z' }],
      editor,
    );
    expect(drafted.body.result[0]).toMatchObject({ status: 'draft', published: 1, unpublishAt: '2020-01-01T00:00:00.000Z' });
    await runScheduledChanges(ctx.db);
    expect((await publicDetail(item.id)).body.result.title).toBe('Live while a draft waits');
    const row = await ctx.db.selectFrom('honour').select(['unpublishAt', 'published']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ unpublishAt: '2031-01-01T00:00:00.000Z', published: 1 });

    // Published by an administrator, the draft brings its own dates (a past unpublishAt is refused).
    const refused = await save('PUT', [{ ...honour('Taken down?'), id: item.id, status: 'published' }]);
    expect([refused.status, refused.body.message]).toEqual([400, '[0].unpublishAt must be in the future']);
  });

  test('a draft holds a change of language or pin; a pin made meanwhile survives its publication', async () => {
    const item = await created('Placement held');
    await setApproval(1);
    await save('PUT', [{ ...honour('Placement held'), id: item.id, lang: 'zh_CN', top: 1 }], editor);
    expect((await publicDetail(item.id)).body.result).toMatchObject({ lang: 'en_US', top: 0 });
    expect(await adminItem(item.id)).toMatchObject({ lang: 'zh_CN', top: 1, status: 'draft' });

    await save('PUT', [{ ...honour('Placement held, edited'), id: item.id, top: 0 }], editor);
    const pin = (token: string) => ctx.call('PUT', `/api/admin/lawfirm-honour/pin?no=${item.no}`, { token });
    const refused = await pin(editor);
    expect([refused.status, refused.body.message]).toEqual([403, 'Approval is required: an administrator must make this change']);
    expect((await pin(ctx.admin)).status).toBe(200);
    await save('PUT', [{ ...honour('Placement held, edited'), id: item.id, status: 'published' }]);
    expect((await publicDetail(item.id)).body.result).toMatchObject({ title: 'Placement held, edited', lang: 'en_US', top: 1 });
  });

  test('an editor cannot change or restore a version an administrator scheduled', async () => {
    const item = await created('Scheduled by an administrator', { publishAt: '2031-01-01T00:00:00Z' });
    expect(item.status).toBe('scheduled');
    await setApproval(1);
    const refused = await save('PUT', [{ ...honour('Unscheduled'), id: item.id, status: 'draft' }], editor);
    expect(refused.status).toBe(403);
    const [revision] = (await ctx.call('GET', `/api/admin/revisions?entity=lawfirm-honour&id=${item.id}`, { token: ctx.admin })).body
      .result;
    expect((await ctx.call('POST', `/api/admin/revisions/${revision.id}/restore`, { token: editor })).status).toBe(403);
    expect(await adminItem(item.id)).toMatchObject({ status: 'scheduled', publishAt: '2031-01-01T00:00:00.000Z' });
  });

  test('without the setting, an editor publishes as before', async () => {
    const item = await created('Editor without approval', {}, editor);
    expect(item).toMatchObject({ status: 'published', published: 1 });
  });
});

describe('revisions', () => {
  test('every save is a revision, newest first; restore makes a draft and keeps history', async () => {
    const item = await created('Revision one');
    await save('PUT', [{ ...honour('Revision two'), id: item.id }]);
    const list = await ctx.call('GET', `/api/admin/revisions?entity=lawfirm-honour&id=${item.id}`, { token: ctx.admin });
    expect(list.status).toBe(200);
    expect(list.body.result.map((row: { version: number }) => row.version)).toEqual([2, 1]);
    expect(list.body.result[0]).toMatchObject({
      entity: 'lawfirm-honour',
      itemId: item.id,
      status: 'published',
      userName: 'Administrator',
    });

    const first = list.body.result[1];
    const detail = await ctx.call('GET', `/api/admin/revisions/${first.id}`, { token: ctx.admin });
    expect(detail.body.result.data).toMatchObject({ id: item.id, title: 'Revision one', content: '<p>Revision one body</p>' });

    const restored = await ctx.call('POST', `/api/admin/revisions/${first.id}/restore`, { token: ctx.admin });
    expect(restored.status).toBe(200);
    expect(restored.body.result).toMatchObject({ title: 'Revision one', status: 'draft', published: 1, version: 3 });
    expect((await publicDetail(item.id)).body.result.title).toBe('Revision two');

    const after = await ctx.call('GET', `/api/admin/revisions?entity=lawfirm-honour&id=${item.id}`, { token: ctx.admin });
    expect(after.body.result.map((row: { version: number }) => row.version)).toEqual([3, 2, 1]);
    await save('PUT', [{ ...honour('Revision one'), id: item.id, status: 'published' }]);
    expect((await publicDetail(item.id)).body.result.title).toBe('Revision one');
  });

  test('a lawyer restores with the job titles of that revision', async () => {
    const [partner, counsel] = (
      await ctx.call('POST', '/api/admin/job', {
        token: ctx.admin,
        body: [
          { lang: 'en_US', name: 'Partner' },
          { lang: 'en_US', name: 'Counsel' },
        ],
      })
    ).body.result;
    const lawyer = { lang: 'en_US', name: 'Ada Tan', email: 'ada@example.com' };
    const [first] = (await ctx.call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ ...lawyer, jobIds: [partner.id] }] }))
      .body.result;
    await ctx.call('PUT', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ ...lawyer, id: first.id, jobIds: [counsel.id] }] });
    const revisions = (await ctx.call('GET', `/api/admin/revisions?entity=lawyerTeam&id=${first.id}`, { token: ctx.admin })).body.result;
    const restored = await ctx.call('POST', `/api/admin/revisions/${revisions[1].id}/restore`, { token: ctx.admin });
    expect(restored.body.result).toMatchObject({ jobIds: [partner.id], status: 'draft', published: 1 });
    // Visitors still see the published job title.
    expect((await ctx.call('GET', `/api/user/lawyerTeam/${first.id}`)).body.result.jobIds).toEqual([counsel.id]);
  });

  test('unknown revisions and items are 404; bad ids and kinds 400', async () => {
    expect((await ctx.call('GET', '/api/admin/revisions/999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('POST', '/api/admin/revisions/999999/restore', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('GET', '/api/admin/revisions?entity=lawfirm-honour&id=999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('GET', '/api/admin/revisions?entity=page&id=1', { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('GET', '/api/admin/revisions?entity=banner&id=x', { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('GET', '/api/admin/revisions?entity=banner&id=1')).status).toBe(401);
  });
});

describe('preview links', () => {
  test('a signed link names the current version for 24 hours; tampered or expired links name nothing', async () => {
    const item = await created('Preview draft', { status: 'draft', lang: 'zh_CN' });
    const response = await ctx.call('GET', `/api/admin/preview-link?entity=lawfirm-honour&id=${item.id}`, { token: ctx.admin });
    expect(response.status).toBe(200);
    const before = Date.now();
    const { url, expiresAt } = response.body.result as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/zh\/preview\/[\w-]+$/);
    // The editor shows when the link stops working: 24 hours from now, the instant the token carries.
    const day = 24 * 60 * 60 * 1000;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(before + day - 60_000);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + day);
    expect(parseInt(url.split('/').at(-1)!.split('_')[2], 36)).toBe(new Date(expiresAt).getTime());
    const token = url.split('/').at(-1)!;

    expect(await readPreview(ctx.db, token)).toMatchObject({ entity: 'lawfirm-honour', item: { id: item.id, title: 'Preview draft' } });
    const tampered = token.replace(/^(\d)_(\d+)_/, (_, kind, id) => `${kind}_${Number(id) + 1}_`);
    expect(await readPreview(ctx.db, tampered)).toBeUndefined();
    expect(await readPreview(ctx.db, `${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(await readPreview(ctx.db, token, Date.now() + 25 * 60 * 60 * 1000)).toBeUndefined();

    const old = (await previewLink(ctx.db, 'lawfirm-honour', item.id, Date.now() - 25 * 60 * 60 * 1000)).url.split('/').at(-1)!;
    expect(await readPreview(ctx.db, old)).toBeUndefined();
    expect((await ctx.call('GET', '/api/admin/preview-link?entity=lawfirm-honour&id=999999', { token: ctx.admin })).status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  test('a scheduled version is 404 until its time, then published exactly once', async () => {
    const publishAt = inMinutes(30);
    const item = await created('Scheduled award', { status: 'scheduled', publishAt });
    expect(item).toMatchObject({ status: 'scheduled', published: 0, publishAt });
    expect((await publicDetail(item.id)).status).toBe(404);

    expect(await runScheduledChanges(ctx.db, inMinutes(29))).toBe(0);
    expect((await publicDetail(item.id)).status).toBe(404);

    const later = inMinutes(31);
    const runs = await Promise.all([runScheduledChanges(ctx.db, later), runScheduledChanges(ctx.db, later)]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect((await publicDetail(item.id)).status).toBe(200);
    expect(await adminItem(item.id)).toMatchObject({ status: 'published', published: 1 });
    const audits = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entityKey', '=', String(item.id))
      .where('entity', '=', 'lawfirm-honour')
      .execute();
    expect(audits.filter((row) => row.action === 'scheduled-publish')).toHaveLength(1);
  });

  test('a scheduled change over a published text replaces it at its time', async () => {
    const item = await created('Live before schedule');
    await save('PUT', [{ ...honour('Live after schedule'), id: item.id, status: 'scheduled', publishAt: inMinutes(10) }]);
    expect((await publicDetail(item.id)).body.result.title).toBe('Live before schedule');
    await runScheduledChanges(ctx.db, inMinutes(11));
    expect((await publicDetail(item.id)).body.result.title).toBe('Live after schedule');
  });

  test('published with a future publishAt is scheduled; unpublishAt takes it down', async () => {
    const item = await created('Timed award', { status: 'published', publishAt: inMinutes(5), unpublishAt: inMinutes(60) });
    expect(item.status).toBe('scheduled');
    await runScheduledChanges(ctx.db, inMinutes(6));
    expect((await publicDetail(item.id)).status).toBe(200);
    await runScheduledChanges(ctx.db, inMinutes(61));
    expect((await publicDetail(item.id)).status).toBe(404);
    expect(await adminItem(item.id)).toMatchObject({ status: 'archived', published: 0 });
  });
});

describe('every kind carries its state', () => {
  test('banners, practice areas, lawyers and legal documents save drafts', async () => {
    const banner = await ctx.call('POST', '/api/admin/banner', {
      token: ctx.admin,
      body: [{ lang: 'en_US', imgPath: '/api/upload/b.jpg', title: 'Draft banner', status: 'draft' }],
    });
    expect(banner.body.result[0]).toMatchObject({ status: 'draft', published: 0, version: 1 });
    expect((await ctx.call('GET', '/api/user/banner')).body.result.map((row: { title: string }) => row.title)).not.toContain(
      'Draft banner',
    );

    const field = await ctx.call('POST', '/api/admin/professionalField', {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Draft practice', status: 'review' }],
    });
    expect(field.body.result[0]).toMatchObject({ status: 'review', published: 0 });
    expect((await ctx.call('GET', `/api/user/professionalField/${field.body.result[0].id}`)).status).toBe(404);

    const documents = await ctx.call('POST', '/api/admin/legal-document', {
      token: ctx.admin,
      body: [{ name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>Live text</p>' }],
    });
    expect(documents.body.result[0]).toMatchObject({ status: 'published', version: 1 });
    const draft = await ctx.call('POST', '/api/admin/legal-document', {
      token: ctx.admin,
      body: [{ name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>Draft text</p>', status: 'draft', version: 1 }],
    });
    expect(draft.body.result[0]).toMatchObject({ content: '<p>Draft text</p>', status: 'draft', published: 1, version: 2 });
    expect((await ctx.call('GET', '/api/user/legal-document/privacy')).body.result.content).toBe('<p>Live text</p>');
    const stale = await ctx.call('POST', '/api/admin/legal-document', {
      token: ctx.admin,
      body: [{ name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>Stale</p>', version: 1 }],
    });
    expect(stale.status).toBe(409);
  });
});

describe('search follows the state of what it names', () => {
  test("a lawyer is found by a practice area's name only while that area is live", async () => {
    const [area] = (
      await ctx.call('POST', '/api/admin/professionalField', {
        token: ctx.admin,
        body: [{ lang: 'en_US', name: 'Xylography law', status: 'draft' }],
      })
    ).body.result;
    const lawyer = { lang: 'en_US', name: 'Lin Mei', email: 'lin@example.com', proFieldIds: [area.id] };
    expect((await ctx.call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [lawyer] })).status).toBe(200);
    const found = async () =>
      ((await ctx.call('GET', '/api/user/lawyerTeam?keyword=xylography')).body.result as { name: string }[]).map((row) => row.name);
    expect(await found()).toEqual([]);

    await ctx.call('PUT', '/api/admin/professionalField', {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Xylography law', id: area.id, status: 'published' }],
    });
    expect(await found()).toEqual(['Lin Mei']);
  });
});
