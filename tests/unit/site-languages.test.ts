import { ConfigError, checkConfig } from '@/lib/config';
import {
  defaultUrlLocale,
  directionOf,
  languageAt,
  languageOf,
  nameIn,
  parseSiteLanguages,
  shortNameOf,
  siteLangCodes,
  siteUrlLocales,
  supportedLangCodes,
} from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';

const saved = process.env.SITE_LANGUAGES;
afterEach(() => {
  if (saved === undefined) delete process.env.SITE_LANGUAGES;
  else process.env.SITE_LANGUAGES = saved;
});

describe('the registry', () => {
  test("names each language once: in itself, and in the back office's two languages", () => {
    const names = (reader: 'zh' | 'en') => supportedLangCodes().map((code) => nameIn(code, reader));
    expect(names('zh')).toEqual(['英文', '简体中文', '繁体中文', '马来文', '阿拉伯文']);
    expect(names('en')).toEqual(['English', 'Simplified Chinese', 'Traditional Chinese', 'Malay', 'Arabic']);
    expect(nameIn('zh_HK', 'zh-hk')).toBe('繁體中文');
    expect(nameIn('xx_XX', 'en')).toBeUndefined();
    expect([shortNameOf('zh'), shortNameOf('en')]).toEqual(['中文', 'English']);
  });

  test('knows the five shipped languages, each spelled once per use', () => {
    expect(supportedLangCodes()).toEqual(['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE']);
    const entries = supportedLangCodes().map((code) => languageOf(code)!);
    for (const key of ['langCode', 'urlLocale', 'htmlLang', 'langName'] as const) {
      expect(new Set(entries.map((entry) => entry[key])).size).toBe(entries.length);
    }
    for (const entry of entries) {
      expect(entry.urlLocale).toBe(entry.urlLocale.toLowerCase());
      expect(languageAt(entry.urlLocale)).toBe(entry);
    }
  });

  test('right to left follows the specification: he, ar, fa and ku', () => {
    expect(['ar', 'he', 'fa-IR', 'ku'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(supportedLangCodes().map((code) => directionOf(languageOf(code)!.htmlLang))).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
  });
});

describe('SITE_LANGUAGES', () => {
  test('unset, the site serves English (unprefixed) and Simplified Chinese, as before', () => {
    delete process.env.SITE_LANGUAGES;
    expect(siteLangCodes()).toEqual(['en_US', 'zh_CN']);
    expect(getPathname({ locale: 'zh', href: '/news' })).toBe('/zh/news');
    expect(getPathname({ locale: 'en', href: '/news' })).toBe('/news');
  });

  test('chooses the served languages in order, the first served without a prefix', () => {
    process.env.SITE_LANGUAGES = 'ms_MY, en_US,ar_AE';
    expect(siteLangCodes()).toEqual(['ms_MY', 'en_US', 'ar_AE']);
    expect(siteUrlLocales()).toEqual(['ms', 'en', 'ar']);
    expect(defaultUrlLocale()).toBe('ms');
    expect(getPathname({ locale: 'ms', href: '/people' })).toBe('/people');
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en');
  });

  test.each([
    ['en_US,fr_FR', /"en_US,fr_FR": fr_FR is not a language the product supports \(supported: en_US, zh_CN, zh_HK, ms_MY, ar_AE\)/],
    ['en_US,zh_CN,en_US', /"en_US,zh_CN,en_US" names en_US twice/],
    ['', /is empty/],
    [' ', /is empty/],
    ['en_US,,zh_CN', /"en_US,,zh_CN" has an empty language code/],
    ['en-US', /en-US is not a language the product supports/],
  ])('%j stops the start, naming the variable and the value', (value, message) => {
    expect(() => parseSiteLanguages(value)).toThrow(message);
    const env = { NODE_ENV: 'production', SITE_LANGUAGES: value } as NodeJS.ProcessEnv;
    expect(() => checkConfig(env)).toThrow(ConfigError);
    expect(() => checkConfig(env)).toThrow(/^Invalid configuration: SITE_LANGUAGES /);
  });
});

test('the server does not start with a bad SITE_LANGUAGES, and says why', () => {
  const { spawnSync } = jest.requireActual<typeof import('node:child_process')>('node:child_process');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, SITE_LANGUAGES: 'en_US,xx_YY', PORT: '1' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim()).toBe(
    'Invalid configuration: SITE_LANGUAGES "en_US,xx_YY": xx_YY is not a language the product supports (supported: en_US, zh_CN, zh_HK, ms_MY, ar_AE)',
  );
});
