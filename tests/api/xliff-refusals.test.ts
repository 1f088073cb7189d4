import { zipSync, strToU8 } from 'fflate';
import { useTestContext } from '../support/context';
import { exportFile, importRaw, translate12, translate21, translateBetweenTags } from '../support/xliff';

/** What an XLIFF import refuses: units that would break the HTML or name nothing here, and whole files it does not read. */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY';

const ctx = useTestContext();
type Row = Record<string, any>;
let honour: Row;
let exported: string;

const send = (body: string | Uint8Array, type?: string) => importRaw(ctx, ctx.admin, body, type);
const reportOf = async (body: string | Uint8Array) => {
  const response = await send(body);
  expect(response.status).toBe(200);
  return response.body.result;
};
/** The group's versions, whatever their state: an import that refuses adds none. */
const versions = async () =>
  ((await ctx.result('GET', `/api/admin/lawfirm-honour?no=${honour.no}&pageSize=10`, { token: ctx.admin })) as Row[]).length;
const contentUnit = () => `honour.${honour.no}.content`;

/** The export translated, the content unit's target replaced by `target(source)`. */
const withContent = (target: (source: string) => string) =>
  translate21(exported, (id, source) => (id === contentUnit() ? target(source) : translateBetweenTags(source)));

beforeAll(async () => {
  [honour] = await ctx.result('POST', '/api/admin/lawfirm-honour', {
    token: ctx.admin,
    body: [
      {
        lang: 'en_US',
        coverUrl: '/api/upload/h.jpg',
        title: 'Band 1',
        content: '<p>Ranked <strong>first</strong> in <em>shipping</em></p><p>Again</p>',
      },
    ],
  });
  exported = (await exportFile(ctx, ctx.admin, { lang: 'zh_CN', no: honour.no })).text;
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const refusals: [string, (source: string) => string, string][] = [
  ['a code left out', (source) => source.replace(/<pc id="2"[^>]*>first<\/pc>/, 'first'), 'code-missing'],
  ['a code used twice', (source) => source.replace('Ranked ', 'Ranked <pc id="2">again</pc> '), 'code-duplicated'],
  [
    'a code moved out of its block',
    (source) => source.replace(/(<pc id="2"[^>]*>first<\/pc>)(.*?<\/pc>)(<pc id="4")/, '$2$1$3'),
    'code-reordered',
  ],
  ['blocks in another order', (source) => source.replace(/^(<pc id="1".*?<\/pc><\/pc>)(<pc id="4".*<\/pc>)$/, '$2$1'), 'code-reordered'],
  ['a code the source does not have', (source) => source.replace('Ranked', 'Ranked <ph id="9"/>'), 'code-unknown'],
  [
    'codes that do not nest',
    (source) => source.replace('<pc id="3"', '<sc id="7"/><pc id="3"').replace('Again', 'Again<ec startRef="8"/>'),
    'code-reordered',
  ],
];

test.each(refusals)('%s is refused, and the item is imported whole or not at all', async (_name, edit, reason) => {
  const before = await versions();
  const report = await reportOf(withContent(edit));
  expect(report.counts).toEqual({ imported: 0, outdated: 0, unchanged: 0, refused: 2 });
  expect(report.units).toEqual([
    { id: `honour.${honour.no}.title`, lang: 'zh_CN', result: 'refused', reasons: ['item-refused'], detail: null },
    { id: contentUnit(), lang: 'zh_CN', result: 'refused', reasons: [reason], detail: null },
  ]);
  expect(report.drafts).toEqual([]);
  expect(await versions()).toBe(before);
});

test('a unit without a translation, an unknown id and a language the site does not serve are refused by name', async () => {
  const untranslated = await reportOf(
    exported.replace(/<\/source><\/segment>/, '</source><target xml:space="preserve"></target></segment>'),
  );
  expect(untranslated.units[0]).toMatchObject({ id: `honour.${honour.no}.title`, result: 'refused', reasons: ['untranslated'] });

  const unknown = translate21(exported)
    .replace(`honour.${honour.no}.title`, `honour.${honour.no}.subtitle`)
    .replace(`<file id="honour.${honour.no}">`, `$&`);
  const stranger = translate21(exported).replace(/<unit id="honour\.[^.]+\.content"/, '<unit id="news.nosuchgroup.content"');
  expect((await reportOf(unknown)).units.find((unit: Row) => unit.id.endsWith('.subtitle'))).toMatchObject({ reasons: ['unknown-id'] });
  expect((await reportOf(stranger)).units.find((unit: Row) => unit.id.startsWith('news.'))).toMatchObject({ reasons: ['unknown-id'] });

  for (const lang of ['ar', 'fr-FR', 'en']) {
    const report = await reportOf(translate21(exported).replace('trgLang="zh-CN"', `trgLang="${lang}"`));
    expect(report.counts.refused).toBe(2);
    expect(report.units.map((unit: Row) => unit.reasons)).toEqual([['language'], ['language']]);
  }
});

test('a file the import does not read is a clear 4xx and changes nothing', async () => {
  const before = await versions();
  const translated = translate21(exported);
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  const cases: [string, string | Uint8Array, number, RegExp][] = [
    [
      'DOCTYPE',
      translated.replace(declaration, `${declaration}<!DOCTYPE xliff SYSTEM "http://127.0.0.1:9/x.dtd">`),
      400,
      /DOCTYPE or entities/,
    ],
    [
      'entity',
      translated
        .replace(declaration, `${declaration}<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>`)
        .replace('Band 1', '&b;'),
      400,
      /DOCTYPE or entities/,
    ],
    ['not well formed', translated.replace('</xliff>', ''), 400, /not well-formed XML/],
    ['an undefined entity', translated.replace('Band 1', '&nbsp;'), 400, /not well-formed XML/],
    ['another product’s XLIFF', translated.replace(/id="honour\./g, 'id="ext_'), 400, /not an XLIFF file exported by this site/],
    ['XML that is not XLIFF', '<?xml version="1.0"?><html><body>hi</body></html>', 400, /not an XLIFF file exported by this site/],
    ['not text', new Uint8Array([0xc3, 0x28, 0xa0, 0xa1]), 400, /not UTF-8 or UTF-16/],
    ['over 20 MB', `${translated}<!--${'x'.repeat(20 * 1024 * 1024)}-->`, 413, /larger than 20 MB/],
    [
      'a zip expanding past 50 MB',
      zipSync({ 'big.xlf': new Uint8Array(51 * 1024 * 1024) }, { level: 9 }),
      413,
      /expands to more than 50 MB/,
    ],
    [
      'a zip of more than 100 files',
      zipSync(Object.fromEntries(Array.from({ length: 101 }, (_, index) => [`f${index}.xlf`, strToU8(translated)]))),
      413,
      /more than 100 files/,
    ],
    [
      'a zip holding a bad file',
      zipSync({ 'good.xlf': strToU8(translated), 'bad.xlf': strToU8('<xliff') }),
      400,
      /bad\.xlf is not well-formed XML/,
    ],
  ];
  for (const [name, body, status, message] of cases) {
    const response = await send(body);
    expect([name, response.status, response.body.message]).toEqual([name, status, expect.stringMatching(message)]);
  }
  expect(await versions()).toBe(before);
});

test('a multipart upload without a file names the field; 1.2 codes are checked as 2.1 codes are', async () => {
  const form = new FormData();
  form.append('other', 'x');
  const missing = await ctx.call('POST', '/api/admin/translations/xliff', { token: ctx.admin, raw: form });
  expect([missing.status, missing.body.message]).toEqual([400, expect.stringMatching(/^file is required/)]);

  const old = (await exportFile(ctx, ctx.admin, { lang: 'ms_MY', no: honour.no, version: '1.2' })).text;
  const broken = translate12(old, (id, source) => (id === contentUnit() ? source.replace(/<g id="2"[^>]*>first<\/g>/, 'first') : source));
  const report = await reportOf(broken);
  expect(report.units.find((unit: Row) => unit.id === contentUnit())).toMatchObject({ result: 'refused', reasons: ['code-missing'] });
});
