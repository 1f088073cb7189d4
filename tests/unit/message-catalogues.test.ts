/**
 * Every catalogue in messages/ against English: the same keys, no empty message, each message
 * valid ICU as next-intl reads it and taking English's arguments, each plural giving exactly the
 * forms its language has, and no message left in English. A catalogue added to messages/ is
 * checked without a line here; every language of the registry (i18n/locales.ts) has one, as
 * i18n/catalogues.ts loads it for its pages and e-mails. The messages are parsed by next-intl's
 * own intl-messageformat, in a child process (it is an ES module).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { catalogueOf } from '@/i18n/catalogues';
import { languageAt, localeOf, supportedLangCodes } from '@/i18n/locales';

const root = path.resolve(__dirname, '../..');
const folder = path.join(root, 'messages');

type Tree = { [key: string]: unknown };

/** Every key path of a message tree, with the value at it. */
function entries(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Each catalogue by its file name (`zh-hk`), with the locale that name spells (`zh-HK`). */
const catalogues = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const name = file.slice(0, -'.json'.length);
    return {
      name,
      locale: Intl.getCanonicalLocales(name)[0],
      messages: JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Tree,
    };
  });
const english = new Map(entries(catalogues.find(({ name }) => name === 'en')!.messages));
const translations = catalogues.filter(({ name }) => name !== 'en');

/**
 * Messages that read the same as English and are right so, by catalogue. A message with no
 * letters outside its arguments (`{name}`, a number) needs no line here.
 */
const sameAsEnglish: Record<string, string[]> = {
  ms: ['Navigation.menu'], // "Menu" is the Malay word too
};

/** The part of an ICU message tree read here (@formatjs/icu-messageformat-parser's MessageFormatElement). */
interface Element {
  type: number;
  value: string;
  options?: Record<string, { value: Element[] }>;
  pluralType?: 'cardinal' | 'ordinal';
  children?: Element[];
}

/** Parses every string message of every catalogue with the intl-messageformat that use-intl (next-intl's core) imports. */
const parseAll = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const useIntl = createRequire(process.cwd() + '/').resolve('use-intl');
const messageFormat = createRequire(useIntl).resolve('intl-messageformat');
const parser = createRequire(messageFormat).resolve('@formatjs/icu-messageformat-parser');
const { IntlMessageFormat } = await import(pathToFileURL(messageFormat).href);
const { TYPE } = await import(pathToFileURL(parser).href);
const catalogues = JSON.parse(process.argv[1]);
const parsed = Object.fromEntries(
  catalogues.map(({ name, locale, messages }) => [
    name,
    Object.fromEntries(
      messages.map(([key, message]) => {
        try {
          return [key, { ast: new IntlMessageFormat(message, locale).getAst() }];
        } catch (error) {
          return [key, { error: String(error.message ?? error) }];
        }
      }),
    ),
  ]),
);
console.log(JSON.stringify({ TYPE, parsed }));
`;

let TYPE: Record<string, number>;
/** By catalogue name, each message's tree or why it does not parse. */
let parsed: Record<string, Record<string, { ast?: Element[]; error?: string }>>;

beforeAll(() => {
  const input = catalogues.map(({ name, locale, messages }) => ({
    name,
    locale,
    messages: entries(messages).filter(([, value]) => typeof value === 'string'),
  }));
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', parseAll, JSON.stringify(input)], {
    cwd: root,
    encoding: 'utf8',
  });
  ({ TYPE, parsed } = JSON.parse(output.trim().split('\n').pop()!));
}, 60_000);

/** Every element of a message tree, inside plural and select branches and tags too. */
function elements(tree: Element[]): Element[] {
  return tree.flatMap((element) => [
    element,
    ...elements(element.children ?? []),
    ...Object.values(element.options ?? {}).flatMap((option) => elements(option.value)),
  ]);
}

/**
 * The arguments and tags of a message, as `name: kind`. A plural counts as a number: a language
 * with one form may print `{count, number}` where English chooses `{count, plural, …}`.
 */
function argumentsOf(tree: Element[]): string[] {
  const kinds: Record<number, string> = {
    [TYPE.argument]: 'text',
    [TYPE.number]: 'number',
    [TYPE.plural]: 'number',
    [TYPE.select]: 'select',
    [TYPE.date]: 'date',
    [TYPE.time]: 'time',
    [TYPE.tag]: 'tag',
  };
  const found = elements(tree).flatMap((element) => (element.type in kinds ? [`${element.value}: ${kinds[element.type]}`] : []));
  return [...new Set(found)].sort();
}

test.each(supportedLangCodes())('%s, a language of the registry, has a catalogue with every English key', async (code) => {
  const keys = new Set(entries(await catalogueOf(localeOf(code))).map(([key]) => key));
  expect([...english.keys()].filter((key) => !keys.has(key))).toEqual([]);
});

test.each(catalogues.map(({ name }) => name))('messages/%s.json is the catalogue of a language of the registry', (name) => {
  expect(languageAt(name)).toBeDefined();
});

test.each(translations.map(({ name, messages }) => [name, messages]))('%s has exactly the English message keys', (_name, messages) => {
  const keys = new Set(entries(messages).map(([key]) => key));
  expect({
    missing: [...english.keys()].filter((key) => !keys.has(key)),
    extra: [...keys].filter((key) => !english.has(key)),
  }).toEqual({ missing: [], extra: [] });
});

test.each(catalogues.map(({ name, messages }) => [name, messages]))('no %s message is empty', (_name, messages) => {
  expect(entries(messages).filter(([, value]) => typeof value !== 'string' || value.trim() === '')).toEqual([]);
});

test.each(catalogues.map(({ name }) => name))('every %s message is ICU next-intl can read', (name) => {
  const errors = Object.entries(parsed[name]).filter(([, result]) => result.error);
  expect(errors.map(([key, result]) => `${key}: ${result.error}`)).toEqual([]);
});

test.each(translations.map(({ name }) => name))('every %s message takes the arguments and tags of its English', (name) => {
  const differing = Object.entries(parsed[name]).flatMap(([key, { ast }]) => {
    const englishAst = parsed.en[key]?.ast;
    if (!ast || !englishAst) return [];
    const [theirs, ours] = [argumentsOf(ast), argumentsOf(englishAst)];
    return theirs.join() === ours.join() ? [] : [{ key, arguments: theirs, english: ours }];
  });
  expect(differing).toEqual([]);
});

test.each(catalogues.map(({ name, locale }) => [name, locale]))('every %s plural gives each form of %s and no other', (name, locale) => {
  const wrong = Object.entries(parsed[name]).flatMap(([key, { ast }]) =>
    elements(ast ?? [])
      .filter((element) => element.type === TYPE.plural)
      .flatMap((plural) => {
        const forms = new Intl.PluralRules(locale, { type: plural.pluralType }).resolvedOptions().pluralCategories;
        const given = Object.keys(plural.options!).filter((selector) => !/^=\d+$/.test(selector));
        const missing = forms.filter((form) => !given.includes(form));
        const unknown = given.filter((form) => !(forms as string[]).includes(form));
        return missing.length || unknown.length ? [{ key, argument: plural.value, missing, unknown }] : [];
      }),
  );
  expect(wrong).toEqual([]);
});

test.each(translations.map(({ name, messages }) => [name, messages]))('no %s message is left in English', (name, messages) => {
  const allowed = new Set(sameAsEnglish[name] ?? []);
  const untranslated = entries(messages)
    .filter(([key, value]) => value === english.get(key) && !allowed.has(key))
    .filter(([, value]) => /\p{L}/u.test(String(value).replace(/\{[^{}]*\}/g, '')))
    .map(([key]) => key);
  expect(untranslated).toEqual([]);
});

test('the Malay catalogue says insight alerts as Malaysian lawyers do, with no calque', () => {
  const malay = fs.readFileSync(path.join(folder, 'ms.json'), 'utf8');
  expect(malay).not.toMatch(/wawasan|mengaward|diawardkan/i);
  expect(JSON.parse(malay).Alerts.heading).toBe('Makluman undang-undang');
});
