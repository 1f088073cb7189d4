import { readCsv } from '@/lib/csv';
import { useTestContext, type CallInput } from '../support/context';

/**
 * The glossary out to a spreadsheet and back: UTF-8 with a byte-order mark, a column per served
 * language, then doNotTranslate and note; an import changes everything it names or nothing.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';

const ctx = useTestContext();
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const terms: CallInput<'POST', '/admin/glossary'>['json'][] = [
  {
    term: 'Singapore International Commercial Court',
    renderings: {
      zh_CN: '新加坡国际商业法庭',
      zh_HK: '新加坡國際商業法庭',
      ms_MY: 'Mahkamah Komersial Antarabangsa Singapura',
      ar_AE: 'المحكمة التجارية الدولية في سنغافورة',
    },
    note: 'SICC, a division of the High Court; "quotes", commas, and\na second line',
  },
  { term: 'Straits Legal Awards', doNotTranslate: 1, note: '' },
  { term: '-1 day rule', renderings: { zh_CN: '=前一日规则' }, note: '@formula-looking cells stay text' },
];

/** The export's bytes as a spreadsheet receives them (the test context's calls decode text, which drops a byte-order mark). */
async function exported(): Promise<{ raw: string; rows: string[][] }> {
  const { api } = await import('@/lib/api/app');
  const response = await api.request('/api/admin/glossary/export', { headers: { authorization: ctx.admin } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { raw, rows: readCsv(raw).records! };
}

const importCsv = (csv: string, token = ctx.admin) => ctx.call('POST', '/api/admin/glossary/import', { token, body: { csv } });

test('the export opens in a spreadsheet with Chinese and Arabic intact, and imports back unchanged', async () => {
  for (const json of terms) await ctx.ok('POST', '/admin/glossary', { json });
  const before = await ctx.ok('GET', '/admin/glossary');
  const { raw, rows } = await exported();
  // Excel reads UTF-8 only after a byte-order mark.
  expect(raw.charCodeAt(0)).toBe(0xfeff);
  expect(rows[0]).toEqual(['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE', 'doNotTranslate', 'note']);
  expect(rows.slice(1)).toEqual([
    ["'-1 day rule", "'=前一日规则", '', '', '', '0', "'@formula-looking cells stay text"],
    [
      'Singapore International Commercial Court',
      '新加坡国际商业法庭',
      '新加坡國際商業法庭',
      'Mahkamah Komersial Antarabangsa Singapura',
      'المحكمة التجارية الدولية في سنغافورة',
      '0',
      terms[0].note,
    ],
    ['Straits Legal Awards', '', '', '', '', '1', ''],
  ]);

  expect((await importCsv(raw)).body.result).toEqual({ created: 0, updated: 0, unchanged: 3 });
  expect(await ctx.ok('GET', '/admin/glossary')).toEqual(before);

  // Into an empty glossary, the same file gives the same terms.
  for (const term of before) await ctx.ok('DELETE', '/admin/glossary/:id', { param: { id: term.id } });
  expect((await importCsv(raw)).body.result).toEqual({ created: 3, updated: 0, unchanged: 0 });
  const again = await ctx.ok('GET', '/admin/glossary');
  expect(again.map(({ id: _id, updateTime: _time, ...term }) => term)).toEqual(
    before.map(({ id: _id, updateTime: _time, ...term }) => term),
  );
});

test('an import updates the terms it names (in any case), adds new ones, and keeps what has no column', async () => {
  // Semicolons and no byte-order mark, as a spreadsheet set for another region saves; columns in another order.
  const csv = [
    'note;EN_US;ar_AE',
    'Now with a note;singapore international commercial court;المحكمة التجارية الدولية بسنغافورة',
    ';Court of Appeal;محكمة الاستئناف',
  ].join('\r\n');
  expect((await importCsv(csv)).body.result).toEqual({ created: 1, updated: 1, unchanged: 0 });
  const byTerm = Object.fromEntries((await ctx.ok('GET', '/admin/glossary')).map((term) => [term.term, term]));
  expect(byTerm['singapore international commercial court']).toMatchObject({
    note: 'Now with a note',
    renderings: { ...terms[0].renderings, ar_AE: 'المحكمة التجارية الدولية بسنغافورة' },
  });
  expect(byTerm['Court of Appeal']).toMatchObject({ doNotTranslate: 0, renderings: { ar_AE: 'محكمة الاستئناف' }, note: '' });
  expect(byTerm['Straits Legal Awards']).toMatchObject({ doNotTranslate: 1 });
});

test('a file with a refused row changes nothing, and the 400 names the row and the column', async () => {
  const before = await ctx.ok('GET', '/admin/glossary');
  const refusals: [string, string][] = [
    ['en_US,zh_CN\nNew term,新术语\nCourt of Appeal,' + '长'.repeat(201) + '\n', 'csv: row 3, column zh_CN is longer than 200 characters'],
    ['en_US,zh_CN,doNotTranslate\nNew term,新术语,0\n,法院,0\n', 'csv: row 3 has no term in column en_US'],
    [
      'en_US,zh_CN,doNotTranslate\nNew term,新术语,0\nSIAC,新加坡国际仲裁中心,1\n',
      'csv: row 3 is marked doNotTranslate but has a rendering in column zh_CN',
    ],
    ['en_US,doNotTranslate\nNew term,maybe\n', 'csv: row 2, column doNotTranslate must be 1, 0 or empty'],
    ['en_US,zh_CN\nNew term,新术语\nnew  TERM,新术语\n', 'csv: row 3 repeats the term of row 2'],
    ['en_US,fr_FR\nNew term,Nouveau terme\n', 'csv: column fr_FR is neither a served language nor doNotTranslate or note'],
    ['zh_CN,note\n新术语,\n', 'csv: the header has no en_US column, which holds the terms'],
    ['en_US,zh_CN\nNew term,"新术语\n', 'csv: row 2 opens a quote that is never closed'],
    ['en_US,zh_CN\nNew term,\uFFFD\uFFFD\n', 'csv: row 2, column zh_CN holds characters that are not UTF-8; save the file as CSV UTF-8'],
    ['en_US,zh_CN\nNew term,新术语,extra\n', 'csv: row 2 has more cells than the header has columns (2)'],
  ];
  for (const [csv, message] of refusals) {
    const response = await importCsv(csv);
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
  }
  const zh = await ctx.call('POST', '/api/admin/glossary/import', {
    token: ctx.admin,
    headers: { lang: 'zh_CN' },
    body: { csv: refusals[0][0] },
  });
  expect(zh.body.message).toBe('术语表文件：第 3 行 zh_CN 列超过 200 个字符');
  expect(await ctx.ok('GET', '/admin/glossary')).toEqual(before);
});
