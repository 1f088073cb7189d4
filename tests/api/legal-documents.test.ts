import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();

const admin = '/api/admin/legal-document';
const privacyEn = { name: 'privacy', lang: 'en_US', title: 'Privacy Policy', content: '<h2>Data</h2><p>We keep little.</p>' };
const privacyZh = { name: 'privacy', lang: 'zh_CN', title: '隐私政策', content: '<p>我们只保留必要的信息。</p>' };
const termsEn = { name: 'term-condition', lang: 'en_US', title: 'Terms', content: '<p>Use at will<img src="x" onerror="alert(1)"></p>' };

describe('legal documents', () => {
  test('save, list and read by request language; content sanitised', async () => {
    const saved = await ctx.call('POST', admin, { token: ctx.admin, body: [privacyEn, privacyZh, termsEn] });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toHaveLength(3);

    const all = await ctx.call('GET', admin, { token: ctx.admin });
    expect(all.body.result.map((row: any) => `${row.name}/${row.lang}`)).toEqual([
      'privacy/en_US',
      'privacy/zh_CN',
      'term-condition/en_US',
    ]);

    const en = await ctx.call('GET', '/api/user/legal-document/privacy');
    expect(en.body.result).toMatchObject(privacyEn);
    const zh = await ctx.call('GET', '/api/user/legal-document/privacy', { headers: { lang: 'zh_CN' } });
    expect(zh.body.result).toMatchObject(privacyZh);
    const terms = await ctx.call('GET', '/api/user/legal-document/term-condition');
    expect(terms.body.result.content).toBe('<p>Use at will</p>');

    const { getPublishedLegalDocument } = await import('@/lib/services/legal-documents');
    expect((await getPublishedLegalDocument(ctx.db, 'privacy', 'zh_CN'))?.title).toBe('隐私政策');
  });

  test('saving again replaces that version only', async () => {
    const response = await ctx.call('POST', admin, { token: ctx.admin, body: { ...privacyEn, title: 'Privacy Notice' } });
    expect(response.status).toBe(200);
    expect((await ctx.call('GET', '/api/user/legal-document/privacy')).body.result.title).toBe('Privacy Notice');
    expect((await ctx.call('GET', '/api/user/legal-document/privacy?lang=zh_CN')).body.result.title).toBe('隐私政策');
    const audits = await ctx.db.selectFrom('auditLog').select('entityKey').where('entity', '=', 'legalDocument').execute();
    expect(audits).toHaveLength(4);
  });

  test('an unknown name, or a language with nothing saved, is 404', async () => {
    expect((await ctx.call('GET', '/api/user/legal-document/cookies')).status).toBe(404);
    expect((await ctx.call('GET', '/api/user/legal-document/term-condition', { headers: { lang: 'zh_CN' } })).status).toBe(404);
  });

  test('a document written in one language has a page in that language only (switcher, hreflang, sitemap)', async () => {
    const { legalDocumentVersions } = await import('@/lib/site/legal-documents');
    expect((await legalDocumentVersions('term-condition')).paths).toEqual({ en: '/docs/term-condition' });
    expect((await legalDocumentVersions('privacy')).paths).toEqual({ en: '/docs/privacy', zh: '/docs/privacy' });
  });

  test('401 without a token', async () => {
    expect((await ctx.call('GET', admin)).status).toBe(401);
    expect((await ctx.call('POST', admin, { body: [privacyEn] })).status).toBe(401);
  });

  test('400 for a wrong name, missing fields and wrong types', async () => {
    const refused = async (body: unknown, message: RegExp) => {
      const response = await ctx.call('POST', admin, { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    await refused([{ ...privacyEn, name: 'cookies' }], /name/);
    for (const field of ['name', 'lang', 'title', 'content']) {
      const item: Record<string, unknown> = { ...privacyEn };
      delete item[field];
      await refused([item], new RegExp(`${field} is required`));
    }
    await refused([{ ...privacyEn, content: 42 }], /content/);
    await refused([{ ...privacyEn, content: '<script>alert(1)</script>' }], /content/);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const before = (await ctx.call('GET', admin, { token: ctx.admin })).body.result;
    const shape = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { ...privacyEn, title: 'Changed' },
        { ...termsEn, name: 'nope' },
      ],
    });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toMatch(/\[1\]\.name/);
    const emptied = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { ...privacyEn, title: 'Changed' },
        { ...termsEn, content: '<script></script>' },
      ],
    });
    expect(emptied.status).toBe(400);
    expect((await ctx.call('GET', admin, { token: ctx.admin })).body.result).toEqual(before);
  });
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/legal-document': ['get', 'post'],
    '/api/user/legal-document/{name}': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
