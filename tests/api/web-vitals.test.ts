import { useTestContext, type TestContext } from '../support/context';

const ctx = useTestContext();
let flushVitals: (db?: TestContext['db']) => Promise<void>;
let vitalsLimit: { limit: number };
let utcDay: (daysAgo?: number) => string;
let client = 0;

beforeAll(async () => {
  ({ flushVitals, vitalsLimit } = await import('@/lib/services/web-vitals'));
  ({ utcDay } = await import('@/lib/time'));
});
beforeEach(async () => {
  await flushVitals(ctx.db);
  await ctx.db.deleteFrom('webVitalBucket').execute();
});

const report = (changes: object = {}) => ({
  pageType: 'home',
  lang: 'en_US',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1834.5 },
    { name: 'CLS', value: 0.02 },
  ],
  ...changes,
});

/** Each report from a client of its own, unless one is given, so the limit only bites where meant. */
function send(body: unknown, from = `10.30.${Math.floor(++client / 250)}.${client % 250}`, headers: Record<string, string> = {}) {
  return ctx.call('POST', '/api/user/vitals', { body, headers: { 'x-forwarded-for': from, ...headers } });
}

const summary = async (query: string) => {
  const answer = await ctx.call('GET', `/api/admin/vitals?${query}`, { token: ctx.admin });
  expect(answer.status).toBe(200);
  return answer.body.result;
};

const storedRows = () => ctx.db.selectFrom('webVitalBucket').selectAll().orderBy('metric').orderBy('bucket').execute();

describe('POST /api/user/vitals', () => {
  test('needs no token or cookie, answers at once, and is stored once flushed', async () => {
    const answer = await send(report());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await storedRows()).toEqual([]);

    await flushVitals(ctx.db);
    expect(await storedRows()).toEqual([
      { day: utcDay(), pageType: 'home', lang: 'en_US', metric: 'CLS', device: 'mobile', bucket: 1, count: 1 },
      { day: utcDay(), pageType: 'home', lang: 'en_US', metric: 'LCP', device: 'mobile', bucket: 28, count: 1 },
    ]);
  });

  test('a thousand reports of one kind add to the same buckets: storage does not grow with traffic', async () => {
    for (let index = 0; index < 1000; index++) expect((await send(report())).status).toBe(200);
    await flushVitals(ctx.db);
    const rows = await storedRows();
    expect(rows.map((row) => [row.metric, row.count])).toEqual([
      ['CLS', 1000],
      ['LCP', 1000],
    ]);
  });

  test('counts from another instance flushed meanwhile are added to, not replaced', async () => {
    await send(report());
    await flushVitals(ctx.db);
    await ctx.db.updateTable('webVitalBucket').set({ count: 41 }).execute();
    await send(report());
    await flushVitals(ctx.db);
    expect((await storedRows()).map((row) => row.count)).toEqual([42, 42]);
  });

  test.each([
    ['an unknown metric', report({ metrics: [{ name: 'FID', value: 12 }] }), 'metrics[0].name'],
    ['an absurd value', report({ metrics: [{ name: 'LCP', value: 3_600_000 }] }), 'metrics[0].value'],
    ['an absurd CLS', report({ metrics: [{ name: 'CLS', value: 55 }] }), 'metrics[0].value'],
    ['a negative value', report({ metrics: [{ name: 'TTFB', value: -1 }] }), 'metrics[0].value'],
    ['a value that is not a number', report({ metrics: [{ name: 'INP', value: '120' }] }), 'metrics[0].value'],
    [
      'a metric twice',
      report({
        metrics: [
          { name: 'INP', value: 80 },
          { name: 'INP', value: 90 },
        ],
      }),
      'metrics',
    ],
    ['no metric', report({ metrics: [] }), 'metrics'],
    ['five metrics', report({ metrics: ['LCP', 'INP', 'CLS', 'TTFB', 'LCP'].map((name) => ({ name, value: 1 })) }), 'metrics'],
    ['an unknown page type', report({ pageType: 'admin' }), 'pageType'],
    ['an unknown language', report({ lang: 'fr' }), 'lang'],
    ['an unknown device class', report({ device: 'watch' }), 'device'],
    ['a missing page type', { ...report(), pageType: undefined }, 'pageType'],
    ['a field beyond the report (nothing identifying is taken)', report({ userId: 'abc' }), 'body'],
    ['a field beyond a measurement', report({ metrics: [{ name: 'LCP', value: 900, url: '/home' }] }), 'metrics[0]'],
  ])('400 for %s, naming the field', async (_name, body, field) => {
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.message.startsWith(field)).toBe(true);
    await flushVitals(ctx.db);
    expect(await storedRows()).toEqual([]);
  });

  test('the messages are in Chinese for a Chinese client', async () => {
    const answer = await send(report({ metrics: [{ name: 'LCP', value: 3_600_000 }] }), undefined, { lang: 'zh_CN' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('指标数值（第 1 项）：不能大于 60000');
  });

  test('413 for a body larger than 1 KB, valid or not', async () => {
    const padded = JSON.stringify(report()).replace('{', `{${' '.repeat(1100)}`);
    const answer = await ctx.call('POST', '/api/user/vitals', {
      raw: padded,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.31.0.1' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The request body is larger than 1 KB');
  });

  test('429 past the limit of a client a minute; other clients are not held', async () => {
    for (let index = 0; index < vitalsLimit.limit; index++) expect((await send(report(), '10.32.0.1')).status).toBe(200);
    const refused = await send(report(), '10.32.0.1');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many Web Vitals reports/);
    expect((await send(report(), '10.32.0.2')).status).toBe(200);
    await flushVitals(ctx.db);
    expect((await storedRows()).map((row) => row.count)).toEqual([vitalsLimit.limit + 1, vitalsLimit.limit + 1]);
  });

  test('days older than 90 are deleted as reports are written', async () => {
    const old = { pageType: 'home', lang: 'en_US', metric: 'LCP', device: 'mobile', bucket: 3, count: 5 };
    await ctx.db
      .insertInto('webVitalBucket')
      .values([
        { ...old, day: utcDay(90) },
        { ...old, day: utcDay(89) },
      ])
      .execute();
    await send(report());
    await flushVitals(ctx.db);
    const days = [...new Set((await storedRows()).map((row) => row.day))].sort();
    expect(days).toEqual([utcDay(89), utcDay()]);
  });
});

describe('GET /api/admin/vitals', () => {
  /** Sends one report per value of a metric on a page type. */
  async function sendValues(pageType: string, name: string, values: number[], device = 'mobile', lang = 'en_US') {
    for (const value of values) expect((await send(report({ pageType, device, lang, metrics: [{ name, value }] }))).status).toBe(200);
  }

  test('the 75th percentile of a known set of samples, per page type and overall, rated against Google’s thresholds', async () => {
    await sendValues('home', 'LCP', [1000, 1200, 2600, 3100]); // 3rd of 4: 2600 → needs improvement
    await sendValues('home', 'INP', [40, 90, 120, 180, 560, 610, 700, 720]); // 6th of 8: 610, bucket up to 650 → poor
    await sendValues('home', 'CLS', [0, 0.01, 0.05, 0.08], 'desktop', 'zh_CN'); // 0.05 → good
    await sendValues('news', 'LCP', [900, 950, 1000, 4100, 4200, 5000]); // 5th of 6: 4200, bucket up to 4250 → poor
    await sendValues('news', 'TTFB', [120, 300, 640, 800]); // 640, bucket up to 650 → good
    await flushVitals(ctx.db);

    const result = await summary('days=7');
    expect(result).toMatchObject({ days: 7, from: utcDay(6), to: utcDay() });
    const figures = (pageType: string) =>
      Object.fromEntries(result.pages.find((page: any) => page.pageType === pageType).metrics.map((f: any) => [f.metric, f]));
    expect(result.pages.map((page: any) => page.pageType)).toEqual(['home', 'news']);
    expect(figures('home')).toEqual({
      LCP: { metric: 'LCP', p75: 2600, samples: 4, rating: 'needs-improvement' },
      INP: { metric: 'INP', p75: 650, samples: 8, rating: 'poor' },
      CLS: { metric: 'CLS', p75: 0.05, samples: 4, rating: 'good' },
      TTFB: { metric: 'TTFB', p75: null, samples: 0, rating: null },
    });
    expect(figures('news')).toMatchObject({
      LCP: { p75: 4250, samples: 6, rating: 'poor' },
      TTFB: { p75: 650, samples: 4, rating: 'good' },
    });
    // All pages: LCP 1000 1200 2600 3100 900 950 1000 4100 4200 5000: the 8th of 10, 4100, is in the bucket up to 4250.
    expect(result.overall.find((f: any) => f.metric === 'LCP')).toEqual({ metric: 'LCP', p75: 4250, samples: 10, rating: 'poor' });

    const mobileOnly = await summary('days=7&device=mobile');
    expect(mobileOnly.overall.find((f: any) => f.metric === 'CLS')).toMatchObject({ p75: null, samples: 0 });
    const desktop = await summary('days=7&device=desktop');
    expect(desktop.pages.map((page: any) => page.pageType)).toEqual(['home']);
  });

  test('7 and 28 days: each day’s percentile, and older days only in the longer period', async () => {
    const row = { pageType: 'about', lang: 'en_US', metric: 'LCP', device: 'mobile' };
    await ctx.db
      .insertInto('webVitalBucket')
      .values([
        { ...row, day: utcDay(10), bucket: 40, count: 3 }, // 3000 < x ≤ 3250
        { ...row, day: utcDay(2), bucket: 19, count: 1 }, // 950 < x ≤ 1000
        { ...row, day: utcDay(2), bucket: 9, count: 3 }, // 450 < x ≤ 500
      ])
      .execute();

    const week = await summary('days=7');
    const weekLcp = week.daily.find((series: any) => series.metric === 'LCP').points;
    expect(weekLcp).toHaveLength(7);
    expect(weekLcp.find((point: any) => point.day === utcDay(2))).toEqual({ day: utcDay(2), p75: 500, samples: 4 });
    expect(weekLcp.find((point: any) => point.day === utcDay(10))).toBeUndefined();
    expect(weekLcp.filter((point: any) => point.p75 === null)).toHaveLength(6);
    expect(week.overall.find((f: any) => f.metric === 'LCP')).toMatchObject({ p75: 500, samples: 4, rating: 'good' });

    const month = await summary('days=28');
    expect(month).toMatchObject({ days: 28, from: utcDay(27) });
    expect(month.daily.find((series: any) => series.metric === 'LCP').points).toHaveLength(28);
    // 7 samples: the 6th is in the bucket up to 3250.
    expect(month.overall.find((f: any) => f.metric === 'LCP')).toMatchObject({ p75: 3250, samples: 7, rating: 'needs-improvement' });
  });

  test('400 for a period other than 7 or 28 days, or an unknown device class; 401 without a token', async () => {
    for (const [query, field] of [
      ['days=5', 'days'],
      ['', 'days'],
      ['days=7&device=watch', 'device'],
    ]) {
      const answer = await ctx.call('GET', `/api/admin/vitals?${query}`, { token: ctx.admin });
      expect(answer.status).toBe(400);
      expect(answer.body.message.startsWith(field)).toBe(true);
    }
    expect((await ctx.call('GET', '/api/admin/vitals?days=7')).status).toBe(401);
  });
});
