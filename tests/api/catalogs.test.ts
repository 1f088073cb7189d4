import { useTestContext } from '../support/context';

const ctx = useTestContext();

interface Node {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  childrenList: Node[];
}

const post = (body: unknown) => ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body });
const put = (body: unknown) => ctx.call('PUT', '/api/admin/catalog', { token: ctx.admin, body });

async function create(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await post({ lang: 'en_US', name, type: 0, ...extra });
  expect(response.status).toBe(200);
  return response.body.result[0].id;
}

async function childNames(parentId: number): Promise<string[]> {
  const response = await ctx.call('GET', `/api/admin/catalog/${parentId}`, { token: ctx.admin });
  return response.body.result.childrenList.map((node: Node) => node.name);
}

const catalogCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('catalog')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('without a token', () => {
  test.each([
    ['GET', '/api/admin/catalog?type=0'],
    ['GET', '/api/admin/catalog/1'],
    ['POST', '/api/admin/catalog'],
    ['PUT', '/api/admin/catalog'],
    ['DELETE', '/api/admin/catalog/1'],
    ['PUT', '/api/admin/catalog/sort'],
  ])('%s %s is 401', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : [{ lang: 'en_US', name: 'x', type: 0 }];
    const response = await ctx.call(method, path, { body });
    expect(response.status).toBe(401);
    expect(response.body.resultEnum).toBe('UNAUTHORIZED');
  });
});

describe('create', () => {
  test('an array of language versions shares one no and lands last among siblings', async () => {
    const first = await create('First root');
    const response = await post([
      { lang: 'en_US', name: 'Insights', type: 0 },
      { lang: 'zh_CN', name: '洞见', type: 0, parentId: 0 },
    ]);
    expect(response.status).toBe(200);
    const [en, zh] = response.body.result;
    expect(en).toMatchObject({ name: 'Insights', lang: 'en_US', type: 0, parentId: null });
    expect(zh).toMatchObject({ name: '洞见', lang: 'zh_CN', type: 0, parentId: null });
    expect(en.no).toBe(zh.no);
    const firstRow = await ctx.call('GET', `/api/admin/catalog/${first}`, { token: ctx.admin });
    expect(en.sort).toBeGreaterThan(firstRow.body.result.sort);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'catalog')
      .where('entityKey', '=', String(zh.id))
      .execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', userName: 'Administrator' })]);
  });

  test('a single object is accepted as an array of one', async () => {
    const response = await post({ lang: 'en_US', name: 'Single', type: 1 });
    expect(response.status).toBe(200);
    expect(response.body.result).toHaveLength(1);
  });

  test.each(['lang', 'name', 'type'])('missing %s is a 400 naming it', async (field) => {
    const item: Record<string, unknown> = { lang: 'en_US', name: 'Missing', type: 0 };
    delete item[field];
    const response = await post([item]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(new RegExp(`${field} is required`));
  });

  test.each([
    ['type', '0'],
    ['type', 2],
    ['name', 42],
    ['name', '   '],
    ['lang', 'fr_FR'],
    ['parentId', 'root'],
  ])('%s = %j is a 400 naming it', async (field, value) => {
    const response = await post([{ lang: 'en_US', name: 'Wrong', type: 0, [field]: value }]);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  test('an empty body and an empty array are 400', async () => {
    expect((await post([])).status).toBe(400);
    expect((await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin })).status).toBe(400);
  });

  test('the parent must exist and be of the same type and language', async () => {
    const newsRoot = await create('News parent');
    const unknown = await post([{ lang: 'en_US', name: 'Orphan', type: 0, parentId: 999999 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/parentId/);
    const otherType = await post([{ lang: 'en_US', name: 'Case child', type: 1, parentId: newsRoot }]);
    expect(otherType.status).toBe(400);
    expect(otherType.body.message).toMatch(/same type and language/);
    const otherLang = await post([{ lang: 'zh_CN', name: '子类', type: 0, parentId: newsRoot }]);
    expect(otherLang.status).toBe(400);
  });

  test('two versions in one language in one group are refused', async () => {
    const response = await post([
      { lang: 'en_US', name: 'Twin A', type: 0 },
      { lang: 'en_US', name: 'Twin B', type: 0 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\[1\]\.lang/);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const before = await catalogCount();
    const response = await post([
      { lang: 'en_US', name: 'Valid', type: 0 },
      { lang: 'zh_CN', name: '无效', type: 0, parentId: 999999 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^\[1\]\.parentId/);
    expect(await catalogCount()).toBe(before);
  });
});

describe('trees', () => {
  let root: number;
  let child: number;
  let grandchild: number;
  beforeAll(async () => {
    root = await create('Tree root', { type: 1 });
    child = await create('Tree child', { type: 1, parentId: root });
    grandchild = await create('Tree grandchild', { type: 1, parentId: child });
    await create('Tree child 2', { type: 1, parentId: root });
    await post({ lang: 'zh_CN', name: '案例根', type: 1 });
  });

  test('the admin list nests childrenList by type and language, in display order', async () => {
    const response = await ctx.call('GET', '/api/admin/catalog?type=1&lang=en_US&t=1', { token: ctx.admin });
    expect(response.status).toBe(200);
    const tree: Node[] = response.body.result;
    expect(tree.every((node) => node.parentId === null)).toBe(true);
    const rootNode = tree.find((node) => node.id === root)!;
    expect(rootNode.childrenList.map((node) => node.name)).toEqual(['Tree child', 'Tree child 2']);
    expect(rootNode.childrenList[0].childrenList.map((node) => node.id)).toEqual([grandchild]);
    expect(JSON.stringify(tree)).not.toContain('案例根');
    expect(JSON.stringify(tree)).not.toContain('News parent');
  });

  test('the public list is in the language of the header or query', async () => {
    const zh = await ctx.call('GET', '/api/user/catalog?type=1', { headers: { lang: 'zh_CN' } });
    expect(zh.status).toBe(200);
    expect(zh.body.result.map((node: Node) => node.name)).toEqual(['案例根']);
    const en = await ctx.call('GET', '/api/user/catalog?type=1&lang=en_US', { headers: { lang: 'zh_CN' } });
    expect(en.body.result.map((node: Node) => node.name)).toContain('Tree root');
    const fallback = await ctx.call('GET', '/api/user/catalog?type=1');
    expect(fallback.body.result.map((node: Node) => node.name)).toContain('Tree root');
    expect((await ctx.call('GET', '/api/user/catalog?type=1', { headers: { lang: 'xx' } })).status).toBe(400);
    expect((await ctx.call('GET', '/api/user/catalog?type=7')).status).toBe(400);
  });

  test('one catalog comes with its sub-catalogs; unknown is 404, a bad id 400', async () => {
    const response = await ctx.call('GET', `/api/admin/catalog/${child}`, { token: ctx.admin });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ id: child, name: 'Tree child', parentId: root, lang: 'en_US', type: 1 });
    expect(response.body.result.childrenList.map((node: Node) => node.id)).toEqual([grandchild]);
    expect((await ctx.call('GET', '/api/admin/catalog/999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('GET', '/api/admin/catalog/abc', { token: ctx.admin })).status).toBe(400);
  });

  test('a catalog cannot move under itself or its descendants', async () => {
    const self = await put([{ id: root, lang: 'en_US', name: 'Tree root', type: 1, parentId: root }]);
    expect(self.status).toBe(400);
    const below = await put([{ id: root, lang: 'en_US', name: 'Tree root', type: 1, parentId: grandchild }]);
    expect(below.status).toBe(400);
    expect(below.body.message).toMatch(/under itself/);
  });
});

describe('update', () => {
  test('renames and re-parents; a moved catalog goes last among its new siblings', async () => {
    const parent = await create('Update parent');
    await create('Existing child', { parentId: parent });
    const loose = await create('Loose');
    const response = await put([{ id: loose, lang: 'en_US', name: 'Adopted', type: 0, parentId: parent }]);
    expect(response.status).toBe(200);
    expect(response.body.result[0]).toMatchObject({ id: loose, name: 'Adopted', parentId: parent });
    expect(await childNames(parent)).toEqual(['Existing child', 'Adopted']);
  });

  test('an unknown id is 404; an item with neither id nor no is 400', async () => {
    const unknown = await put([{ id: 999999, lang: 'en_US', name: 'Ghost', type: 0 }]);
    expect(unknown.status).toBe(404);
    const noId = await put([{ lang: 'en_US', name: 'No id', type: 0 }]);
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/\[0\]\.id is required/);
  });

  test('an item without id but with the group no adds the missing language version', async () => {
    const id = await create('Only English');
    const { no } = (await ctx.call('GET', `/api/admin/catalog/${id}`, { token: ctx.admin })).body.result;
    const response = await put([
      { id, lang: 'en_US', name: 'English', type: 0 },
      { no, lang: 'zh_CN', name: '中文', type: 0 },
    ]);
    expect(response.status).toBe(200);
    expect(response.body.result.map((row: { no: string }) => row.no)).toEqual([no, no]);
  });

  test("a sub-catalog in both languages goes under each language's parent; a POST with the no adds a version later", async () => {
    const parents = (
      await post([
        { lang: 'en_US', name: 'Parent', type: 0 },
        { lang: 'zh_CN', name: '上级', type: 0 },
      ])
    ).body.result;
    const pair = await post([
      { lang: 'en_US', name: 'Child', type: 0, parentId: parents[0].id },
      { lang: 'zh_CN', name: '子目录', type: 0, parentId: parents[1].id },
    ]);
    expect(pair.status).toBe(200);
    expect(pair.body.result[0].no).toBe(pair.body.result[1].no);
    expect(await childNames(parents[1].id)).toEqual(['子目录']);

    const lone = (await post({ lang: 'en_US', name: 'Lone child', type: 0, parentId: parents[0].id })).body.result[0];
    const added = await post({ no: lone.no, lang: 'zh_CN', name: '单独子目录', type: 0, parentId: parents[1].id });
    expect(added.status).toBe(200);
    expect(added.body.result[0]).toMatchObject({ no: lone.no, parentId: parents[1].id });
    // The parent must be of the version's own language.
    const wrongParent = await post({ lang: 'zh_CN', name: '错', type: 0, parentId: parents[0].id });
    expect(wrongParent.status).toBe(400);
  });

  test('type or language cannot change while the catalog has sub-catalogs', async () => {
    const parent = await create('Has children');
    await create('A child', { parentId: parent });
    const response = await put([{ id: parent, lang: 'zh_CN', name: 'Has children', type: 0 }]);
    expect(response.status).toBe(409);
  });
});

describe('delete', () => {
  test('an empty catalog is deleted; then it is 404', async () => {
    const id = await create('Disposable');
    expect((await ctx.call('DELETE', `/api/admin/catalog/${id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', `/api/admin/catalog/${id}`, { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('DELETE', `/api/admin/catalog/${id}`, { token: ctx.admin })).status).toBe(404);
  });

  test('a catalog with sub-catalogs is refused with 409', async () => {
    const parent = await create('Parent with child');
    await create('Child', { parentId: parent });
    const response = await ctx.call('DELETE', `/api/admin/catalog/${parent}`, { token: ctx.admin });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ resultEnum: 'CONFLICT' });
    expect(response.body.message).toMatch(/sub-catalog/);
  });

  test('a catalog with articles is refused with 409', async () => {
    const id = await create('With an article');
    const article = await ctx.call('POST', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ lang: 'en_US', cataId: id, coverUrl: '/api/upload/a.png', title: 'Kept', isLink: 0 }],
    });
    expect(article.status).toBe(200);
    const response = await ctx.call('DELETE', `/api/admin/catalog/${id}`, { token: ctx.admin });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/1 article/);
    expect((await ctx.call('GET', `/api/admin/catalog/${id}`, { token: ctx.admin })).status).toBe(200);
  });
});

describe('sort', () => {
  let parent: number;
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    parent = await create('Sort parent');
    a = await create('A', { parentId: parent });
    b = await create('B', { parentId: parent });
    c = await create('C', { parentId: parent });
  });
  const move = (sourceId: number, targetId: number) =>
    ctx.call('PUT', '/api/admin/catalog/sort', { token: ctx.admin, body: { sourceId, targetId } });

  test('moving up takes the target position and shifts the others down', async () => {
    expect((await move(c, a)).status).toBe(200);
    expect(await childNames(parent)).toEqual(['C', 'A', 'B']);
    const sorts = (await ctx.call('GET', `/api/admin/catalog/${parent}`, { token: ctx.admin })).body.result.childrenList.map(
      (n: Node) => n.sort,
    );
    expect(sorts).toEqual([1, 2, 3]);
  });

  test('moving down takes the target position and shifts the others up', async () => {
    expect((await move(c, b)).status).toBe(200);
    expect(await childNames(parent)).toEqual(['A', 'B', 'C']);
    expect((await move(a, b)).status).toBe(200);
    expect(await childNames(parent)).toEqual(['B', 'A', 'C']);
  });

  test('the public tree follows the new order', async () => {
    const tree = (await ctx.call('GET', '/api/user/catalog?type=0')).body.result as Node[];
    expect(tree.find((node) => node.id === parent)!.childrenList.map((node) => node.name)).toEqual(['B', 'A', 'C']);
  });

  test('catalogs with different parents are a 400; unknown ids 404; missing fields 400', async () => {
    const elsewhere = await create('Elsewhere');
    const response = await move(a, elsewhere);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/same parent/);
    expect((await move(a, 999999)).status).toBe(404);
    expect((await move(999999, a)).status).toBe(404);
    const missing = await ctx.call('PUT', '/api/admin/catalog/sort', { token: ctx.admin, body: { sourceId: a } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/targetId is required/);
    const wrongType = await ctx.call('PUT', '/api/admin/catalog/sort', { token: ctx.admin, body: { sourceId: 'a', targetId: b } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/sourceId/);
  });
});
