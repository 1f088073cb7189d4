// The XLIFF part of `npm run bench:desk`: 500 news items exported to Simplified Chinese as XLIFF
// 2.1, every unit given its source as its translation (codes kept), and the file imported back as
// drafts, through the API as the Translations screen calls it. Wall times, with the machine's load.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DeskPart } from './desk.mts';

const ITEMS = 500;

/** Each unit's `<source>` copied into a `<target>` after it: a translation that keeps every code. */
const translated = (xliff: string) =>
  xliff.replace(
    /(<source[^>]*>)([\s\S]*?)(<\/source>)/g,
    (_, open: string, words: string, close: string) => `${open}${words}${close}<target>${words}</target>`,
  );

export const deskXliffPart: DeskPart = async ({ api, token, db }) => {
  const nos = (await db.selectFrom('article').select('no').where('lang', '=', 'en_US').where('type', '=', 0).limit(ITEMS).execute()).map(
    (row) => row.no,
  );
  const exportStart = performance.now();
  const exported = await api.request(`/api/admin/translations/xliff?lang=zh_CN&no=${nos.join(',')}`, { headers: { authorization: token } });
  if (exported.status !== 200) throw new Error(`export answered ${exported.status}: ${await exported.text()}`);
  const file = await exported.text();
  const exportSeconds = (performance.now() - exportStart) / 1000;

  const importStart = performance.now();
  const imported = await api.request('/api/admin/translations/xliff', {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/xliff+xml' },
    body: translated(file),
  });
  if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  const { counts, drafts } = ((await imported.json()) as { result: { counts: { imported: number }; drafts: unknown[] } }).result;
  const importSeconds = (performance.now() - importStart) / 1000;
  const load = os.loadavg()[0].toFixed(2);
  return [
    {
      case: `export of ${nos.length} items (${(file.length / 1e6).toFixed(1)} MB)`,
      seconds: exportSeconds.toFixed(2),
      target: '≤ 10 s',
      load,
    },
    { case: `import of it (${counts.imported} units, ${drafts.length} drafts)`, seconds: importSeconds.toFixed(2), target: '≤ 10 s', load },
  ];
};
