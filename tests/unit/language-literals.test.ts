import fs from 'node:fs';
import path from 'node:path';
import { languageOf, supportedLangCodes } from '@/i18n/locales';

/**
 * Languages are named in one place (i18n/locales.ts), so that serving another is a setting and
 * one registry entry. Only the catalogues, the demo content and the back office's own two
 * interface languages (its dictionaries, the API's messages and the switch between them) may
 * name one.
 */
const allowed = ['i18n/', 'messages/', 'lib/seed/', 'lib/admin/i18n/', 'lib/api/messages/', 'components/admin/shell/locale-toggle.tsx'];
const roots = ['app', 'components', 'lib', 'server', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'];

function sourceFiles(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return /\.(ts|tsx|mts|mjs)$/.test(entry) ? [entry] : [];
  return fs.readdirSync(entry).flatMap((name) => sourceFiles(path.join(entry, name)));
}

const isComment = (line: string) => /^\s*(\/\/|\/?\*)/.test(line);
const quoted = (alternatives: string[]) => new RegExp(`['"\`](?:${alternatives.join('|')})['"\`]`);
const prefixes = supportedLangCodes().map((code) => languageOf(code)!.urlLocale);
const namings = [
  { what: 'an API code', pattern: quoted(supportedLangCodes()) },
  { what: 'a URL prefix', pattern: quoted(prefixes.flatMap((prefix) => [prefix, `/${prefix}`])) },
];

test('no source file outside the registry names a language', () => {
  const found = roots
    .flatMap(sourceFiles)
    .filter((file) => !allowed.some((place) => file.startsWith(place)))
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          isComment(line)
            ? []
            : namings.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${file}:${index + 1} names ${what}: ${line.trim()}`),
        ),
    );
  expect(found).toEqual([]);
});

test('the check sees a language where one is named', () => {
  expect(namings[0].pattern.test("if (lang === 'zh_CN')")).toBe(true);
  expect(namings[1].pattern.test("const url = `${prefix}/preview`; const zh = '/zh';")).toBe(true);
  expect(namings.some(({ pattern }) => pattern.test("const name = 'zhang';"))).toBe(false);
});
