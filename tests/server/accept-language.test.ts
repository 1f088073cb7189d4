import type { RunningServer } from '../support/server';
import { startSite } from '../faults/support/site';

/**
 * An Accept-Language header of hundreds of distinct tags, as large as nginx lets through (8 kB),
 * costs at most twice what a browser's header costs: the server matches only its first tags.
 * Both ask for the site's root, which the locale proxy answers with a redirect (never cached),
 * alternately, and their medians are compared.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startSite(3846);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const letters = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Distinct three-letter language tags with a script and a region, to about `bytes` long: the
 * costliest shape for the matcher, which looks up each tag's likely subtags.
 */
function hostileHeader(bytes: number): string {
  const tags: string[] = [];
  for (let i = 0; tags.join(',').length < bytes; i++) {
    const language = letters[i % 26] + letters[Math.floor(i / 26) % 26] + letters[(i * 3) % 26];
    const region = (letters[(i * 7) % 26] + letters[(i * 11) % 26]).toUpperCase();
    tags.push(`${language}-Latn-${region}`);
  }
  return tags.join(',');
}

async function timeOf(acceptLanguage: string): Promise<number> {
  const start = process.hrtime.bigint();
  const response = await fetch(`${server.url}/`, { headers: { 'accept-language': acceptLanguage }, redirect: 'manual' });
  await response.arrayBuffer();
  expect(response.status).toBeLessThan(400);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('an 8 kB Accept-Language of distinct tags costs at most twice a normal one', async () => {
  const hostile = hostileHeader(8000);
  expect(hostile.length).toBeGreaterThanOrEqual(8000);
  const normal = 'en-GB,en;q=0.9,zh-CN;q=0.8';
  for (let i = 0; i < 5; i++) await Promise.all([timeOf(normal), timeOf(hostile)]); // warm-up

  const times = { normal: [] as number[], hostile: [] as number[] };
  for (let i = 0; i < 21; i++) {
    times.normal.push(await timeOf(normal));
    times.hostile.push(await timeOf(hostile));
  }
  const ratio = median(times.hostile) / median(times.normal);
  console.log(
    `Accept-Language: normal ${median(times.normal).toFixed(1)} ms, 8 kB ${median(times.hostile).toFixed(1)} ms, ratio ${ratio.toFixed(2)}`,
  );
  expect(ratio).toBeLessThanOrEqual(2);
});
