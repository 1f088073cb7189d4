import { useTestContext } from '../support/context';

/**
 * The firm's glossary: terms in the default language with a rendering per served language, or
 * not translated, and a note. Administrators write it; any member of staff reads it.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY,ar_AE';

const ctx = useTestContext();
let editor: string;

beforeAll(async () => {
  const account = { loginAccount: 'glossary.editor', userName: 'Glossary Editor', password: 'editor-password-1', roleId: 2 };
  await ctx.ok('POST', '/admin/staff', { json: account });
  editor = await ctx.signIn(account.loginAccount, account.password);
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const highCourt = {
  term: 'High Court',
  renderings: { zh_CN: '高等法院', ms_MY: 'Mahkamah Tinggi', ar_AE: 'المحكمة العليا' },
  note: 'The Supreme Court’s first instance; never “高级法院”.',
};

test('a term is added, read by an editor, changed in part and deleted, each write audited', async () => {
  const created = await ctx.ok('POST', '/admin/glossary', { json: highCourt });
  expect(created).toMatchObject({ ...highCourt, doNotTranslate: 0 });
  const firm = await ctx.ok('POST', '/admin/glossary', {
    json: { term: 'Harbourfront Chambers LLP', doNotTranslate: 1, note: 'Our name in Latin script' },
  });
  expect(firm).toMatchObject({ doNotTranslate: 1, renderings: {} });

  // Alphabetically, by any member of staff.
  const listed = await ctx.ok('GET', '/admin/glossary', { token: editor });
  expect(listed.map((term) => term.term)).toEqual(['Harbourfront Chambers LLP', 'High Court']);

  // What is not sent stays; renderings are replaced as a whole, an empty one dropped.
  const changed = await ctx.ok('PUT', '/admin/glossary/:id', {
    param: { id: created.id },
    json: { renderings: { zh_CN: '高等法院', ms_MY: '', ar_AE: 'المحكمة العليا' } },
  });
  expect(changed).toMatchObject({ term: 'High Court', note: highCourt.note, renderings: { zh_CN: '高等法院', ar_AE: 'المحكمة العليا' } });
  expect(changed.renderings).not.toHaveProperty('ms_MY');

  // Marked not to be translated, a term keeps no renderings.
  const kept = await ctx.ok('PUT', '/admin/glossary/:id', { param: { id: created.id }, json: { doNotTranslate: 1 } });
  expect(kept).toMatchObject({ doNotTranslate: 1, renderings: {} });

  await ctx.ok('DELETE', '/admin/glossary/:id', { param: { id: created.id } });
  expect((await ctx.send('DELETE', '/admin/glossary/:id', { param: { id: created.id } })).status).toBe(404);
  expect((await ctx.ok('GET', '/admin/glossary')).map((term) => term.term)).toEqual(['Harbourfront Chambers LLP']);

  const audit = await ctx.db
    .selectFrom('auditLog')
    .select(['action', 'entityKey'])
    .where('entity', '=', 'glossaryTerm')
    .orderBy('id')
    .execute();
  expect(audit.map((row) => row.action)).toEqual(['create', 'create', 'update', 'update', 'delete']);
  await ctx.ok('DELETE', '/admin/glossary/:id', { param: { id: firm.id } });
});

test('bad input is a 400 naming the field, a term twice (in another case) a 409, and nothing is written', async () => {
  await ctx.ok('POST', '/admin/glossary', { json: highCourt });
  const refused = async (json: unknown, field: RegExp, status = 400) => {
    const response = await ctx.call('POST', '/api/admin/glossary', { token: ctx.admin, body: json });
    expect(response.status).toBe(status);
    expect(response.body.message).toMatch(field);
  };
  await refused({ term: '  ' }, /^term/);
  await refused({ term: 'x'.repeat(201) }, /^term/);
  await refused({ term: 'Court of Appeal', renderings: { zh_HK: '上訴法院' } }, /^renderings\.zh_HK: the site does not serve zh_HK/);
  await refused({ term: 'Court of Appeal', renderings: { en_US: 'Court of Appeal' } }, /^renderings\.en_US: en_US is the language/);
  await refused(
    { term: 'SIAC', doNotTranslate: 1, renderings: { zh_CN: '新加坡国际仲裁中心' } },
    /^renderings: a term that is not translated/,
  );
  await refused({ term: 'Court', note: 'n'.repeat(1001) }, /^note/);
  await refused({ term: 'high  court' }, /already has the term High Court/, 409);

  // In Chinese for the Chinese back office.
  const zh = await ctx.call('POST', '/api/admin/glossary', {
    token: ctx.admin,
    headers: { lang: 'zh_CN' },
    body: { term: 'Court of Appeal', renderings: { zh_HK: '上訴法院' } },
  });
  expect(zh.body.message).toBe('zh_HK：本网站未提供繁体中文');

  const [stored] = await ctx.ok('GET', '/admin/glossary');
  const other = await ctx.ok('POST', '/admin/glossary', { json: { term: 'Court of Appeal' } });
  const renamed = await ctx.call('PUT', `/api/admin/glossary/${other.id}`, { token: ctx.admin, body: { term: 'HIGH COURT' } });
  expect(renamed.status).toBe(409);
  expect((await ctx.ok('GET', '/admin/glossary')).map((term) => term.term)).toEqual(['Court of Appeal', 'High Court']);
  expect((await ctx.ok('GET', '/admin/glossary'))[1]).toEqual(stored);
  expect((await ctx.send('PUT', '/admin/glossary/:id', { param: { id: 999999 }, json: { note: 'x' } })).status).toBe(404);
});

test('an editor reads the glossary and its CSV but every write is 403', async () => {
  const [term] = await ctx.ok('GET', '/admin/glossary', { token: editor });
  expect((await ctx.send('GET', '/admin/glossary/export', { token: editor })).status).toBe(200);
  const writes = [
    await ctx.send('POST', '/admin/glossary', { token: editor, json: { term: 'Straits Legal Awards', doNotTranslate: 1 } }),
    await ctx.send('PUT', '/admin/glossary/:id', { token: editor, param: { id: term.id }, json: { note: 'changed' } }),
    await ctx.send('DELETE', '/admin/glossary/:id', { token: editor, param: { id: term.id } }),
    await ctx.send('POST', '/admin/glossary/import', { token: editor, json: { csv: 'en_US,zh_CN\nCourt,法院\n' } }),
  ];
  for (const response of writes) {
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only an administrator can change the glossary');
  }
  expect(await ctx.ok('GET', '/admin/glossary', { token: editor })).toEqual(await ctx.ok('GET', '/admin/glossary'));
  expect((await ctx.send('GET', '/admin/glossary', { token: null })).status).toBe(401);
});
