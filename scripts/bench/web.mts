// `npm run bench:web`: mobile Lighthouse (Debian's Chromium) on every public page type in each
// language the site serves (SITE_LANGUAGES, as the server reads it), at Lighthouse's default mobile
// settings and again with the CPU 8 times slower than the host (`throttling.cpuSlowdownMultiplier`:
// a slow phone), alternating with a bare Next.js page built from the same Next.js and React (the
// floor, scripts/bench/floor) at the same speed. It prints the medians beside the floor's, the host's
// benchmarkIndex as Lighthouse measured it during the runs, each route's first-load JavaScript,
// HTML and React's inline payload, and which targets are met at each speed. With more than the two
// default languages it also compares each page's first-load JavaScript with the same page on a
// server of the default two: no page sends another language's words.
// BENCH_RUNS (default 5) sets the runs per page and speed; BENCH_PAGES=home,news limits the page
// types; BENCH_SPEEDS (default 4,8) the CPU slowdowns (4 is Lighthouse's default).
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../setup.mjs';
import { defaultSiteLanguages, languageOf } from '../../i18n/locales';
import { sampleIds, startServer } from '../../tests/support/server';
import { startFloor } from './floor-server.mts';
import { defaultSlowdown, median, targetsOf, type Figures } from './web-figures';

const runs = Number(process.env.BENCH_RUNS || 5);
const speeds = (process.env.BENCH_SPEEDS || `${defaultSlowdown},8`).split(',').map(Number);
const sitePort = Number(process.env.BENCH_PORT || 3810);
const floorPort = Number(process.env.BENCH_FLOOR_PORT || sitePort + 1);
// The full browser, as a visitor's: the tests' headless build would measure something else.
const browserPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(browserPath)) {
  console.error(`bench:web measures in Debian's Chromium, not found at ${browserPath}: apt-get install chromium fonts-noto-cjk`);
  process.exit(1);
}
ensureBuild();
const floor = await startFloor(floorPort);
const server = await startServer(sitePort);

type Ids = Awaited<ReturnType<typeof sampleIds>>;

/** The served languages, the default first, with their URL prefix and a sample of their items. */
async function servedLanguages(url: string) {
  const { result } = (await (await fetch(`${url}/api/common/language`)).json()) as { result: { langCode: string }[] };
  return Promise.all(
    result.map(async ({ langCode }, index) => ({
      prefix: index === 0 ? '' : `/${languageOf(langCode)!.urlLocale}`,
      ids: await sampleIds(url, langCode),
    })),
  );
}

const item = (id: number | undefined, path: (id: number) => string) => (id === undefined ? null : path(id));

/** Each page type's path in a language, from that language's items; null where it has none (the demo has no honour in some). */
const pathsByType: { type: string; path: (id: Ids) => string | null }[] = [
  { type: 'home', path: () => '/home' },
  { type: 'about', path: () => '/about' },
  { type: 'expertise list', path: () => '/expertises' },
  { type: 'expertise', path: (id) => item(id.practiceArea, (practiceArea) => `/expertises/detail/${practiceArea}`) },
  { type: 'people', path: () => '/people' },
  { type: 'lawyer', path: (id) => item(id.lawyer, (lawyer) => `/people/detail/${lawyer}`) },
  { type: 'news list', path: () => '/news' },
  { type: 'article', path: (id) => item(id.news, (news) => `/news/detail/${news}`) },
  { type: 'deal list', path: () => '/case' },
  { type: 'deal', path: (id) => item(id.deal, (deal) => `/case/detail/${deal}`) },
  { type: 'honour', path: (id) => item(id.honour, (honour) => `/honor/detail/${honour}`) },
  { type: 'legal document', path: () => '/docs/privacy' },
];

async function pageTypes(): Promise<{ type: string; paths: string[] }[]> {
  const languages = await servedLanguages(server.url);
  const all = pathsByType.map(({ type, path }) => ({
    type,
    paths: languages.flatMap(({ prefix, ids }) => {
      const own = path(ids);
      return own === null ? [] : [`${prefix}${own}`];
    }),
  }));
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  return wanted ? all.filter((page) => wanted.some((name) => page.type.startsWith(name))) : all;
}

const types = await pageTypes();
const floorUrl = `${floor.url}/`;
const siteUrl = (path: string) => `${server.url}${path}`;

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * One Lighthouse run in a browser of its own, as a first visit, with the CPU `slowdown` times
 * slower than the host (Lighthouse's other mobile settings as they are). A browser shared between
 * runs kept the language cookie a Chinese page sets, and every English address after it was
 * redirected to the Chinese page; it also kept the site's renderer process warm from the run
 * before. Accessibility, best practices and SEO do not depend on the speed: scored at the default.
 */
async function audit(url: string, slowdown: number): Promise<Figures> {
  const chrome = await chromeLauncher.launch({ chromePath: browserPath, chromeFlags });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: slowdown === defaultSlowdown ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
    throttling: { cpuSlowdownMultiplier: slowdown },
  }).finally(() => chrome.kill());
  const { categories, audits, finalDisplayedUrl, configSettings, environment } = result!.lhr;
  if (finalDisplayedUrl !== url) throw new Error(`${url} was measured as ${finalDisplayedUrl}`);
  if (configSettings.throttling.cpuSlowdownMultiplier !== slowdown) throw new Error(`${url} was not measured at ${slowdown}x`);
  const score = (name: string) => (categories[name] ? Math.round((categories[name].score ?? 0) * 100) : NaN);
  const value = (name: string) => audits[name]?.numericValue ?? NaN;
  return {
    benchmarkIndex: environment.benchmarkIndex,
    performance: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    speedIndex: value('speed-index'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}

// Each page is rendered once first, as a visitor after the first would see it (from the page cache).
for (const url of [floorUrl, ...types.flatMap((page) => page.paths.map(siteUrl))]) await fetch(url);

/** Each speed's runs: the floor's, and each page's by path. */
const measured = new Map(speeds.map((speed) => [speed, { floor: [] as Figures[], pages: new Map<string, Figures[]>() }]));
const started = Date.now();
for (let round = 1; round <= runs; round++) {
  for (const page of types) {
    for (const speed of speeds) {
      // The floor and each page type take turns at each speed, so a busy moment of the shared
      // machine weighs on both; the languages take turns following the floor, round by round.
      const { floor: floorRuns, pages } = measured.get(speed)!;
      floorRuns.push(await audit(floorUrl, speed));
      const shift = round % page.paths.length;
      const paths = [...page.paths.slice(shift), ...page.paths.slice(0, shift)];
      for (const path of paths) pages.set(path, [...(pages.get(path) ?? []), await audit(siteUrl(path), speed)]);
    }
  }
  console.log(`round ${round} of ${runs} done (${Math.round((Date.now() - started) / 1000)} s)`);
}

const sizes = new Map<string, number>();
async function scriptSize(origin: string, src: string): Promise<number> {
  const url = new URL(src, origin).href;
  if (!sizes.has(url)) sizes.set(url, gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length);
  return sizes.get(url)!;
}

/** React's inline payload: the text of the page's `self.__next_f` scripts, in bytes as sent. */
const inlinePayload = (html: string) =>
  [...html.matchAll(/<script[^>]*>([^<]*)<\/script>/g)]
    .filter((match) => match[1].includes('self.__next_f'))
    .reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);

/** First-load JavaScript (gzipped, the scripts a current browser runs), HTML and its inline payload (uncompressed) of a page. */
async function weight(url: string) {
  const html = await (await fetch(url)).text();
  // Scripts marked nomodule are for old browsers only; a phone with a current browser skips them.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
  let js = 0;
  for (const src of scripts) js += await scriptSize(url, src);
  return { js: js / 1024, html: Buffer.byteLength(html) / 1024, payload: inlinePayload(html) / 1024 };
}

const floorWeight = await weight(floorUrl);
const weights = new Map<string, Awaited<ReturnType<typeof weight>>>();
for (const path of types.flatMap((page) => page.paths)) weights.set(path, await weight(siteUrl(path)));
const kB = (value: number) => value.toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);
const signed = (value: number, digits = 0) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
// A median near a target is read beside its runs' spread: one page's LCP moves by up to a second
// between runs, its blocking time by up to 100 ms.
const spread = (runs: Figures[], figure: 'lcp' | 'tbt', format: (value: number) => string) => {
  const values = runs.map((run) => run[figure]);
  return `${format(Math.min(...values))}-${format(Math.max(...values))}`;
};
const ms = (value: number) => String(Math.round(value));
const scores = (figures: Figures) =>
  Number.isNaN(figures.accessibility) ? '' : `${figures.accessibility}/${figures.bestPractices}/${figures.seo}`;

/** Home's inline payload, kB: half of what it was (64 kB). */
const homePayloadTarget = 32;
const failures: string[] = [];
for (const speed of speeds) {
  const { floor: floorRuns, pages } = measured.get(speed)!;
  const floorMedian = median(floorRuns);
  const table = [];
  table.push({
    page: 'floor',
    BI: Math.round(floorMedian.benchmarkIndex),
    perf: floorMedian.performance,
    'Δ perf': '',
    'LCP s': s(floorMedian.lcp),
    'LCP runs s': spread(floorRuns, 'lcp', s),
    'SI s': s(floorMedian.speedIndex),
    'Δ SI': '',
    'TBT ms': Math.round(floorMedian.tbt),
    'TBT runs ms': spread(floorRuns, 'tbt', ms),
    'Δ TBT': '',
    CLS: floorMedian.cls.toFixed(3),
    'a11y/bp/seo': scores(floorMedian),
    'JS kB gz': kB(floorWeight.js),
    'Δ JS': '',
    'HTML kB': kB(floorWeight.html),
    'payload kB': kB(floorWeight.payload),
    targets: '',
  });
  for (const page of types) {
    for (const path of page.paths) {
      const runs = pages.get(path)!;
      const figures = median(runs);
      const size = weights.get(path)!;
      const missed = targetsOf(figures, size, floorMedian, floorWeight, speed, page.type === 'home' ? homePayloadTarget : undefined)
        .filter((target) => !target.met)
        .map((target) => target.name);
      if (missed.length) failures.push(`${path} at ${speed}x: ${missed.join(', ')}`);
      table.push({
        page: path,
        BI: Math.round(figures.benchmarkIndex),
        perf: figures.performance,
        'Δ perf': signed(figures.performance - floorMedian.performance),
        'LCP s': s(figures.lcp),
        'LCP runs s': spread(runs, 'lcp', s),
        'SI s': s(figures.speedIndex),
        'Δ SI': signed((figures.speedIndex - floorMedian.speedIndex) / 1000, 2),
        'TBT ms': Math.round(figures.tbt),
        'TBT runs ms': spread(runs, 'tbt', ms),
        'Δ TBT': signed(figures.tbt - floorMedian.tbt),
        CLS: figures.cls.toFixed(3),
        'a11y/bp/seo': scores(figures),
        'JS kB gz': kB(size.js),
        'Δ JS': signed(size.js - floorWeight.js, 1),
        'HTML kB': kB(size.html),
        'payload kB': kB(size.payload),
        targets: missed.length ? `missed: ${missed.join(', ')}` : 'all met',
      });
    }
  }
  const indexes = [...floorRuns, ...[...pages.values()].flat()].map((run) => run.benchmarkIndex);
  console.log(
    `\nLighthouse (mobile${speed === defaultSlowdown ? ', default settings' : `, CPU ${speed}x slower than the host`}), ` +
      `medians of ${runs} runs per page, ${floorRuns.length} of the floor alternating with them; ` +
      `host benchmarkIndex (BI) ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`,
  );
  console.table(table);
  console.log(`Performance per floor run: ${floorRuns.map((run) => run.performance).join(' ')}`);
}
console.log(failures.length ? `Targets missed:\n  ${failures.join('\n  ')}` : 'Every target is met on every page at every speed.');

await compareWithTwoLanguages();
await server.stop();
await floor.stop();

/**
 * Each default-language page's first-load JavaScript beside the same page on a server of the two
 * default languages (the same build): more languages must not add to what a page sends.
 */
async function compareWithTwoLanguages() {
  const [english, ...others] = await servedLanguages(server.url);
  if (others.length <= 1) return;
  const two = await startServer(floorPort + 1, { SITE_LANGUAGES: defaultSiteLanguages });
  try {
    const [englishOfTwo] = await servedLanguages(two.url);
    const rows = [];
    for (const { type, path } of pathsByType.filter(({ type }) => types.some((page) => page.type === type))) {
      const own = path(english.ids);
      const ofTwo = path(englishOfTwo.ids);
      if (own === null || ofTwo === null) continue;
      const [many, few] = [await weight(siteUrl(own)), await weight(`${two.url}${ofTwo}`)];
      rows.push({
        page: type,
        [`JS kB gz, ${others.length + 1} languages`]: kB(many.js),
        'JS kB gz, two': kB(few.js),
        'Δ kB': signed(many.js - few.js, 2),
      });
    }
    console.log(
      `\nFirst-load JavaScript of each default-language page with ${others.length + 1} languages beside two (target: within 1 kB)`,
    );
    console.table(rows);
  } finally {
    await two.stop();
  }
}
