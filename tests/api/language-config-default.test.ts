import { useTestContext } from '../support/context';

/**
 * The fallback language is on until an administrator turns it off: never set, GET
 * /api/admin/language-config answers the site's default language (its version, else the item's
 * source); PUT null turns it off (stored as ''), a served language chooses it; a stored language
 * the site no longer serves reads as the default language again.
 */
delete process.env.SITE_LANGUAGES;
const ctx = useTestContext();
let editor: string;
let fallbackLanguage: typeof import('@/lib/services/language-config').fallbackLanguage;

const read = (token = ctx.admin) => ctx.call('GET', '/api/admin/language-config', { token });
const write = (fallback: unknown, token = ctx.admin) => ctx.call('PUT', '/api/admin/language-config', { token, body: { fallback } });
const stored = async () =>
  (await ctx.db.selectFrom('siteSetting').select('value').where('name', '=', 'languageFallback').executeTakeFirst())?.value;

beforeAll(async () => {
  const account = { loginAccount: 'editor.lang', userName: 'Editor Lang', password: 'editor-password-3', roleId: 2 };
  expect((await ctx.call('POST', '/api/admin/staff', { token: ctx.admin, body: account })).status).toBe(200);
  editor = await ctx.signIn(account.loginAccount, account.password);
  ({ fallbackLanguage } = await import('@/lib/services/language-config'));
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('never set, the fallback is on: the default language, stored nowhere', async () => {
  expect(await stored()).toBeUndefined();
  const response = await read();
  expect(response.status).toBe(200);
  expect(response.body.result).toEqual({ fallback: 'en_US' });
  expect(await fallbackLanguage(ctx.db)).toBe('en_US');
});

test("the default is the site's first language", async () => {
  process.env.SITE_LANGUAGES = 'ms_MY,en_US';
  try {
    expect((await read()).body.result).toEqual({ fallback: 'ms_MY' });
  } finally {
    delete process.env.SITE_LANGUAGES;
  }
});

test('PUT null turns it off; GET then answers null', async () => {
  const off = await write(null);
  expect(off.status).toBe(200);
  expect(off.body.result).toEqual({ fallback: null });
  expect(await stored()).toBe('');
  expect((await read()).body.result).toEqual({ fallback: null });
  expect(await fallbackLanguage(ctx.db)).toBeNull();
});

test('PUT a served language chooses it', async () => {
  const chosen = await write('zh_CN');
  expect(chosen.status).toBe(200);
  expect(chosen.body.result).toEqual({ fallback: 'zh_CN' });
  expect(await stored()).toBe('zh_CN');
  expect((await read()).body.result).toEqual({ fallback: 'zh_CN' });
});

test('a stored language the site no longer serves reads as the default language', async () => {
  process.env.SITE_LANGUAGES = 'en_US,ms_MY';
  try {
    expect(await stored()).toBe('zh_CN');
    expect((await read()).body.result).toEqual({ fallback: 'en_US' });
    expect(await fallbackLanguage(ctx.db)).toBe('en_US');
  } finally {
    delete process.env.SITE_LANGUAGES;
  }
  expect((await read()).body.result).toEqual({ fallback: 'zh_CN' });
});

test('an unserved language or another shape is a 400 naming fallback, and changes nothing', async () => {
  const unserved = await write('ar_AE');
  expect(unserved.status).toBe(400);
  expect(unserved.body.message).toMatch(/^fallback/);
  const unknown = await write('xx_XX');
  expect(unknown.status).toBe(400);
  expect(unknown.body.message).toMatch(/^fallback/);
  expect((await write('')).status).toBe(400);
  expect((await ctx.call('PUT', '/api/admin/language-config', { token: ctx.admin, body: {} })).status).toBe(400);
  expect((await read()).body.result).toEqual({ fallback: 'zh_CN' });
});

test('an editor may neither read nor change it', async () => {
  expect((await read(editor)).status).toBe(403);
  expect((await write(null, editor)).status).toBe(403);
  expect((await write('en_US', editor)).status).toBe(403);
  expect((await read()).body.result).toEqual({ fallback: 'zh_CN' });
});
