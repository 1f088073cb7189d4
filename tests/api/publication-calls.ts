/**
 * Behaviour shared by the translation-grouped, pinned-first calls (latest-news,
 * case-analysis, lawfirm-honour), run by their test files against each path.
 */
import { flushViews } from '@/lib/services/view-counter';
import type { FileContext } from '../support/context';

/** The fields every news article, deal and honour carries in responses. */
export const publicationFields = [
  'id',
  'title',
  'content',
  'coverUrl',
  'lang',
  'no',
  'top',
  'createTime',
  'updateTime',
  'views',
  'operatorName',
  'lawyerNos',
  'practiceNos',
  'lawyers',
  'practiceAreas',
];

const workflowFields = ['status', 'publishAt', 'unpublishAt', 'version', 'published', 'reviewNote'];

export interface PublicationCase {
  /** `latest-news` */
  path: string;
  table: 'article' | 'honour';
  /** The exact fields of an item in responses. */
  fields: string[];
  required: string[];
  wrongTypes: [field: string, value: unknown][];
  /** A valid item in `lang` (called once the test context exists). */
  item(lang: 'en_US' | 'zh_CN', extra?: Record<string, unknown>): Record<string, unknown>;
  /** The file's context (useTestContext); calls go with its administrator's token. */
  ctx: FileContext;
}

type Row = Record<string, any>;

export function describePublicationCalls(spec: PublicationCase): void {
  const { ctx } = spec;
  const admin = `/api/admin/${spec.path}`;
  const user = `/api/user/${spec.path}`;
  const call = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; anonymous?: boolean } = {}) =>
    ctx.call(method, path, { body: options.body, headers: options.headers, token: options.anonymous ? undefined : ctx.admin });
  const rowCount = async () => {
    const row = await ctx.db
      .selectFrom(spec.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  async function createGroup(title: string, extra: Record<string, unknown> = {}): Promise<{ no: string; en: Row; zh: Row }> {
    const response = await call('POST', admin, {
      body: [spec.item('en_US', { title, ...extra }), spec.item('zh_CN', { title: `${title} 中文`, ...extra })],
    });
    expect(response.status).toBe(200);
    const [en, zh] = response.body.result;
    return { no: en.no, en, zh };
  }
  const publicList = async (query = '', headers: Record<string, string> = {}): Promise<Row[]> => {
    const response = await call('GET', `${user}?pageSize=100${query}`, { headers, anonymous: true });
    expect(response.status).toBe(200);
    return response.body.result;
  };

  describe(`${spec.path}: without a token`, () => {
    test.each([
      ['GET', admin],
      ['GET', `${admin}/1`],
      ['POST', admin],
      ['PUT', admin],
      ['DELETE', `${admin}?no=x`],
      ['PUT', `${admin}/pin?no=x`],
      ['PUT', `${admin}/unpin?no=x`],
    ])('%s %s is 401', async (method, path) => {
      const body = method === 'POST' || method === 'PUT' ? [spec.item('en_US')] : undefined;
      const response = await call(method, path, { body, anonymous: true });
      expect(response.status).toBe(401);
      expect(response.body.resultEnum).toBe('UNAUTHORIZED');
    });
  });

  describe(`${spec.path}: create`, () => {
    test('two language versions share one no and carry exactly the documented fields', async () => {
      const { no, en, zh } = await createGroup('Created pair');
      expect(zh.no).toBe(no);
      // Staff read each version with its editorial state; visitors (below) do not.
      expect(Object.keys(en).sort()).toEqual([...spec.fields, ...workflowFields].sort());
      expect(en).toMatchObject({ status: 'published', published: 1, version: 1, publishAt: null, unpublishAt: null });
      expect(en).toMatchObject({ lang: 'en_US', title: 'Created pair', top: 0, views: 0, operatorName: 'Administrator' });
      expect(zh).toMatchObject({ lang: 'zh_CN', title: 'Created pair 中文' });
      const audit = await ctx.db.selectFrom('auditLog').select(['action', 'entityKey']).where('action', '=', 'create').execute();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'create', entityKey: String(en.id) },
          { action: 'create', entityKey: String(zh.id) },
        ]),
      );
    });

    test('a single object is one item; top may be a boolean', async () => {
      const response = await call('POST', admin, { body: spec.item('en_US', { title: 'Single pinned', top: true }) });
      expect(response.status).toBe(200);
      expect(response.body.result).toHaveLength(1);
      expect(response.body.result[0].top).toBe(1);
    });

    test.each(spec.required.map((field) => [field]))('missing %s is a 400 naming it', async (field) => {
      const item = spec.item('en_US');
      delete item[field];
      const response = await call('POST', admin, { body: [item] });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(`${field} is required`);
    });

    test.each(spec.wrongTypes)('%s = %j is a 400 naming it', async (field, value) => {
      const response = await call('POST', admin, { body: [spec.item('en_US', { [field]: value })] });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    });

    test('an empty array, no body and malformed JSON are 400', async () => {
      const empty = await call('POST', admin, { body: [] });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toMatch(/^body: /);
      expect((await call('POST', admin)).status).toBe(400);
      const malformed = await ctx.call('POST', admin, {
        token: ctx.admin,
        raw: '[{',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toMatch(/^body: /);
    });

    test('an array whose second item is invalid writes nothing', async () => {
      const before = await rowCount();
      const invalid = spec.item('zh_CN');
      delete invalid.title;
      const response = await call('POST', admin, { body: [spec.item('en_US', { title: 'Never saved' }), invalid] });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^\[1\]\.title/);
      expect(await rowCount()).toBe(before);
    });

    test('a second item clashing with a stored version writes nothing (409)', async () => {
      const { no } = await createGroup('Clash group');
      const before = await rowCount();
      const response = await call('POST', admin, {
        body: [spec.item('en_US', { no: `fresh-${no}`, title: 'Fresh item' }), spec.item('zh_CN', { no, title: 'Second zh version' })],
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toMatch(/^\[1\]\.lang/);
      expect(await rowCount()).toBe(before);
    });

    test('two versions in the same language in one array are a 400', async () => {
      const response = await call('POST', admin, { body: [spec.item('en_US'), spec.item('en_US')] });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/\[1\]\.lang/);
    });

    test('rich text is sanitised: no script, event handler or javascript: link reaches the database', async () => {
      const content =
        '<p>Safe <strong>text</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a><a href="https://example.com/x">ok</a>';
      const response = await call('POST', admin, { body: [spec.item('en_US', { title: 'Sanitised', content })] });
      expect(response.status).toBe(200);
      const stored = await ctx.db
        .selectFrom(spec.table)
        .select('content')
        .where('id', '=', response.body.result[0].id)
        .executeTakeFirstOrThrow();
      expect(stored.content).toContain('<p>Safe <strong>text</strong></p>');
      expect(stored.content).toContain('href="https://example.com/x"');
      expect(stored.content).not.toMatch(/script|onerror|javascript:|alert/i);
    });
  });

  describe(`${spec.path}: update`, () => {
    test('items are updated by id; omitted optional text is kept', async () => {
      const { en, zh } = await createGroup('Before edit', { content: '<p>kept</p>' });
      const response = await call('PUT', admin, {
        body: [
          spec.item('en_US', { id: en.id, title: 'After edit', top: true, content: undefined }),
          spec.item('zh_CN', { id: zh.id, title: '编辑后', top: 0, content: '' }),
        ],
      });
      expect(response.status).toBe(200);
      const [newEn, newZh] = response.body.result;
      expect(newEn).toMatchObject({ id: en.id, no: en.no, title: 'After edit', top: 1, content: '<p>kept</p>', createTime: en.createTime });
      // The pin is the group's: the version that changed it pins every language.
      expect(newZh).toMatchObject({ id: zh.id, title: '编辑后', top: 1, content: null });
      const detail = await call('GET', `${admin}/${en.id}`);
      expect(detail.body.result.title).toBe('After edit');
    });

    test('an unknown id is 404 and nothing is written', async () => {
      const { en } = await createGroup('Untouched');
      const response = await call('PUT', admin, {
        body: [spec.item('en_US', { id: en.id, title: 'Changed' }), spec.item('zh_CN', { id: 999999 })],
      });
      expect(response.status).toBe(404);
      expect((await call('GET', `${admin}/${en.id}`)).body.result.title).toBe('Untouched');
    });

    test('an item without id adds the missing language to the group named by no', async () => {
      const response = await call('POST', admin, { body: [spec.item('en_US', { title: 'English only' })] });
      const en = response.body.result[0];
      const updated = await call('PUT', admin, {
        body: [spec.item('en_US', { id: en.id, title: 'English only' }), spec.item('zh_CN', { no: en.no, title: '补充的中文' })],
      });
      expect(updated.status).toBe(200);
      expect(updated.body.result[1]).toMatchObject({ no: en.no, lang: 'zh_CN', title: '补充的中文' });
    });

    test('an item with neither id nor an existing no is a 400', async () => {
      const bare = await call('PUT', admin, { body: [spec.item('en_US')] });
      expect(bare.status).toBe(400);
      expect(bare.body.message).toMatch(/\[0\]\.id is required/);
      const unknownNo = await call('PUT', admin, { body: [spec.item('en_US', { no: 'no-such-group' })] });
      expect(unknownNo.status).toBe(400);
      expect(unknownNo.body.message).toMatch(/\[0\]\.no/);
    });

    test.each(spec.required.map((field) => [field]))('missing %s is a 400 on update too', async (field) => {
      const item = spec.item('en_US', { id: 1 });
      delete item[field];
      const response = await call('PUT', admin, { body: [item] });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(`${field} is required`);
    });
  });

  describe(`${spec.path}: admin list and detail`, () => {
    beforeAll(async () => {
      await createGroup('International Arbitration Update');
      await createGroup('Data 100% privacy');
      await call('POST', admin, { body: [spec.item('zh_CN', { title: '新加坡国际仲裁中心发布新规' })] });
    });

    test('pages come with pageable; page is an alias of pageNo', async () => {
      const first = await call('GET', `${admin}?pageNo=1&pageSize=2&total=0&t=1`);
      expect(first.status).toBe(200);
      expect(first.body.result).toHaveLength(2);
      expect(first.body.pageable).toMatchObject({ pageNo: 1, pageSize: 2 });
      expect(first.body.pageable.totalCount).toBeGreaterThan(2);
      const second = await call('GET', `${admin}?page=2&pageSize=2`);
      expect(second.body.pageable.pageNo).toBe(2);
      expect(second.body.result[0].id).not.toBe(first.body.result[0].id);
      expect((await call('GET', `${admin}?pageSize=101`)).status).toBe(400);
      expect((await call('GET', `${admin}?pageNo=zero`)).status).toBe(400);
    });

    test('title matches a substring in any case', async () => {
      const response = await call('GET', `${admin}?title=ARBITRATION&lang=en_US`);
      expect(response.body.result.map((row: Row) => row.title)).toEqual(['International Arbitration Update']);
      expect(response.body.pageable.totalCount).toBe(1);
    });

    test('title matches Chinese substrings (both versions of a group too)', async () => {
      const response = await call('GET', `${admin}?title=${encodeURIComponent('仲裁')}`);
      expect(response.body.result.map((row: Row) => row.title).sort()).toEqual(['新加坡国际仲裁中心发布新规']);
      expect(response.body.pageable.totalCount).toBe(1);
      const pair = await call('GET', `${admin}?title=${encodeURIComponent('update 中文')}`);
      expect(pair.body.result.map((row: Row) => row.title)).toEqual(['International Arbitration Update 中文']);
      expect(pair.body.pageable.totalCount).toBe(1);
    });

    test('a title alone is counted across both languages, with the page it pages', async () => {
      const all = await call('GET', `${admin}?title=arbitration`);
      expect(all.body.result.map((row: Row) => row.title).sort()).toEqual([
        'International Arbitration Update',
        'International Arbitration Update 中文',
      ]);
      expect(all.body.pageable.totalCount).toBe(2);
      const second = await call('GET', `${admin}?title=arbitration&pageSize=1&page=2`);
      expect(second.body.result).toHaveLength(1);
      expect(second.body.pageable.totalCount).toBe(2);
      const past = await call('GET', `${admin}?title=arbitration&pageSize=1&page=5`);
      expect(past.body.result).toEqual([]);
      expect(past.body.pageable.totalCount).toBe(2);
      const none = await call('GET', `${admin}?title=${encodeURIComponent('no such title anywhere')}`);
      expect(none.body.result).toEqual([]);
      expect(none.body.pageable.totalCount).toBe(0);
    });

    test('% and _ in the title are literal', async () => {
      const percent = await call('GET', `${admin}?title=${encodeURIComponent('100%')}&lang=en_US`);
      expect(percent.body.result.map((row: Row) => row.title)).toEqual(['Data 100% privacy']);
      const underscore = await call('GET', `${admin}?title=_`);
      expect(underscore.body.result).toEqual([]);
    });

    test('no and lang filter', async () => {
      const { no } = await createGroup('Filtered group');
      const byNo = await call('GET', `${admin}?no=${no}`);
      expect(byNo.body.result.map((row: Row) => row.lang).sort()).toEqual(['en_US', 'zh_CN']);
      const byLang = await call('GET', `${admin}?no=${no}&lang=zh_CN`);
      expect(byLang.body.result.map((row: Row) => row.lang)).toEqual(['zh_CN']);
      expect((await call('GET', `${admin}?lang=fr`)).status).toBe(400);
    });

    test('no matches the start of the group key in any case, through the search index', async () => {
      const { no } = await createGroup('Prefixed group');
      const start = await call('GET', `${admin}?no=${no.slice(0, -2).toUpperCase()}`);
      expect(start.body.result.map((row: Row) => row.no)).toEqual([no, no]);
      expect((await call('GET', `${admin}?no=${no}z`)).body.result).toEqual([]);
      // Visitors' `no` stays the whole key.
      expect(await publicList(`&no=${no.slice(0, -2)}`)).toEqual([]);
      expect((await publicList(`&no=${no}`)).map((row) => row.no)).toEqual([no]);
    });

    test('detail by id; unknown is 404 and a bad id 400', async () => {
      const { en } = await createGroup('Detail item');
      const response = await call('GET', `${admin}/${en.id}`);
      expect(response.status).toBe(200);
      expect(response.body.result).toEqual(en);
      expect((await call('GET', `${admin}/999999`)).status).toBe(404);
      expect((await call('GET', `${admin}/abc`)).status).toBe(400);
    });
  });

  describe(`${spec.path}: pin, unpin and delete by no`, () => {
    test('pin and unpin act on every language version; pinned come first, then newest', async () => {
      const oldest = await createGroup('Order oldest');
      const middle = await createGroup('Order middle');
      const newest = await createGroup('Order newest');
      const order = async (lang: string) =>
        (await publicList('', { lang }))
          .map((row) => row.id)
          .filter((id) => [oldest, middle, newest].some((group) => group.en.id === id || group.zh.id === id));
      expect(await order('en_US')).toEqual([newest.en.id, middle.en.id, oldest.en.id]);

      expect((await call('PUT', `${admin}/pin?no=${oldest.no}`)).status).toBe(200);
      const versions = await call('GET', `${admin}?no=${oldest.no}`);
      expect(versions.body.result.map((row: Row) => row.top)).toEqual([1, 1]);
      expect(await order('en_US')).toEqual([oldest.en.id, newest.en.id, middle.en.id]);
      expect(await order('zh_CN')).toEqual([oldest.zh.id, newest.zh.id, middle.zh.id]);
      const adminOrder = (await call('GET', `${admin}?title=Order&lang=en_US`)).body.result.map((row: Row) => row.id);
      expect(adminOrder).toEqual([oldest.en.id, newest.en.id, middle.en.id]);
      const secondPage = (await call('GET', `${admin}?title=Order&lang=en_US&pageSize=2&page=2`)).body;
      expect(secondPage.result.map((row: Row) => row.id)).toEqual([middle.en.id]);
      expect(secondPage.pageable.totalCount).toBe(3);

      expect((await call('PUT', `${admin}/unpin?no=${oldest.no}`)).status).toBe(200);
      expect(await order('en_US')).toEqual([newest.en.id, middle.en.id, oldest.en.id]);
    });

    test('pin and unpin: unknown no is 404, missing no 400', async () => {
      for (const action of ['pin', 'unpin']) {
        expect((await call('PUT', `${admin}/${action}?no=nothing-here`)).status).toBe(404);
        const missing = await call('PUT', `${admin}/${action}`);
        expect(missing.status).toBe(400);
        expect(missing.body.message).toMatch(/no/);
      }
    });

    test('delete removes every language version', async () => {
      const { no, en, zh } = await createGroup('To delete');
      const response = await call('DELETE', `${admin}?no=${no}`);
      expect(response.status).toBe(200);
      expect((await call('GET', `${admin}/${en.id}`)).status).toBe(404);
      expect((await call('GET', `${user}/${zh.id}`, { anonymous: true })).status).toBe(404);
      expect((await call('DELETE', `${admin}?no=${no}`)).status).toBe(404);
      expect((await call('DELETE', admin)).status).toBe(400);
      const audit = await ctx.db.selectFrom('auditLog').select('action').where('entityKey', '=', no).execute();
      expect(audit).toEqual([{ action: 'delete' }]);
    });
  });

  describe(`${spec.path}: public calls`, () => {
    test('the list is in the language of the query or header, default English', async () => {
      const { no, en, zh } = await createGroup('Public pair');
      const english = await publicList(`&no=${no}`);
      expect(english.map((row) => row.id)).toEqual([en.id]);
      const chinese = await publicList(`&no=${no}`, { lang: 'zh_CN' });
      expect(chinese.map((row) => row.id)).toEqual([zh.id]);
      const queryWins = await publicList(`&no=${no}&lang=en_US`, { lang: 'zh_CN' });
      expect(queryWins.map((row) => row.id)).toEqual([en.id]);
      expect(Object.keys(english[0]).sort()).toEqual([...spec.fields].sort());
      const response = await call('GET', `${user}?pageSize=1&page=1&total=true`, { anonymous: true });
      expect(response.body.pageable).toMatchObject({ pageNo: 1, pageSize: 1 });
      expect((await call('GET', user, { headers: { lang: 'de_DE' }, anonymous: true })).status).toBe(400);
    });

    test('detail by id; unknown is 404, a bad id 400', async () => {
      const { zh } = await createGroup('Public detail');
      const response = await call('GET', `${user}/${zh.id}`, { anonymous: true });
      expect(response.status).toBe(200);
      expect(response.body.result).toMatchObject({ id: zh.id, title: 'Public detail 中文', lang: 'zh_CN' });
      expect((await call('GET', `${user}/999999`, { anonymous: true })).status).toBe(404);
      expect((await call('GET', `${user}/-1`, { anonymous: true })).status).toBe(400);
    });

    test('views are counted in the background and written by the flush', async () => {
      const { en } = await createGroup('Viewed');
      await flushViews(ctx.db);
      const first = await call('GET', `${user}/${en.id}`, { anonymous: true });
      const second = await call('GET', `${user}/${en.id}`, { anonymous: true });
      expect([first.body.result.views, second.body.result.views]).toEqual([1, 2]);
      const stored = () => ctx.db.selectFrom(spec.table).select('views').where('id', '=', en.id).executeTakeFirstOrThrow();
      expect((await stored()).views).toBe(0);
      await flushViews(ctx.db);
      expect((await stored()).views).toBe(2);
      await call('GET', `${user}/${en.id}`, { anonymous: true });
      await flushViews(ctx.db);
      expect((await stored()).views).toBe(3);
      expect((await call('GET', `${admin}/${en.id}`)).body.result.views).toBe(3);
    });
  });
}
