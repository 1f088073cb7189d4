// `npm run bench:web`: Lighthouse (mobile) in Debian's Chromium against the production build, on
// home, people, a lawyer, a news article and a deal in both languages; then the first-load
// JavaScript (gzipped) of every public route.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../setup.mjs';
import { sampleIds, startServer } from '../../tests/support/server';

ensureBuild();
const server = await startServer(Number(process.env.BENCH_PORT || 3810));

async function routes(prefix: string, lang: string) {
  const ids = await sampleIds(server.url, lang);
  return {
    audited: [
      `${prefix}/home`,
      `${prefix}/people`,
      `${prefix}/people/detail/${ids.lawyer}`,
      `${prefix}/news/detail/${ids.news}`,
      `${prefix}/case/detail/${ids.deal}`,
    ],
    all: [
      `${prefix}/home`,
      `${prefix}/about`,
      `${prefix}/expertises`,
      `${prefix}/expertises/detail/${ids.practiceArea}`,
      `${prefix}/people`,
      `${prefix}/people/detail/${ids.lawyer}`,
      `${prefix}/news`,
      `${prefix}/news/detail/${ids.news}`,
      `${prefix}/case`,
      `${prefix}/case/detail/${ids.deal}`,
      `${prefix}/honor/detail/${ids.honour}`,
      `${prefix}/docs/privacy`,
    ],
  };
}

const english = await routes('', 'en_US');
const chinese = await routes('/zh', 'zh_CN');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
});

const scores = [];
try {
  for (const path of [...english.audited, ...chinese.audited]) {
    await fetch(`${server.url}${path}`); // rendered once, as a visitor after the first would see it
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const categories = result!.lhr.categories;
    const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
    scores.push({
      page: path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
    });
  }
} finally {
  await chrome.kill();
}
console.log('\nLighthouse (mobile)');
console.table(scores);

const sizes = new Map<string, number>();
async function scriptSize(src: string): Promise<number> {
  if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await fetch(`${server.url}${src}`)).arrayBuffer())).length);
  return sizes.get(src)!;
}

const firstLoad = [];
for (const path of [...english.all, ...chinese.all]) {
  const html = await (await fetch(`${server.url}${path}`)).text();
  // Scripts marked nomodule are for old browsers only; a phone with a current browser skips them.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]).filter((tag) => !/nomodule/i.test(tag));
  const scripts = [...new Set(tags.map((tag) => /src="([^"]+)"/.exec(tag)?.[1]).filter((src): src is string => !!src))];
  let total = 0;
  for (const src of scripts) total += await scriptSize(src);
  firstLoad.push({ route: path, scripts: scripts.length, 'first-load JS (kB gzip)': (total / 1024).toFixed(1) });
}
console.log('\nFirst-load JavaScript');
console.table(firstLoad);

await server.stop();
