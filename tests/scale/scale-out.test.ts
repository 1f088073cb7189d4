import { Client } from 'pg';
import { callSite, type CallOptions } from '../support/site-api';
import { startCluster, type Cluster } from '../support/cluster';

/**
 * Two production instances behind nginx on one PostgreSQL and one Redis agree on sign-in,
 * cached pages, throttling and uploads. Needs a build, TEST_DATABASE_URL and TEST_REDIS_URL.
 */
let cluster: Cluster;
let a: string;
let b: string;

beforeAll(async () => {
  cluster = await startCluster({
    basePort: 3750,
    instances: 2,
    databaseUrl: process.env.TEST_DATABASE_URL!,
    redisUrl: process.env.TEST_REDIS_URL!,
  });
  [a, b] = cluster.instances;
}, 180_000);

afterAll(() => cluster?.stop(), 60_000);

/** A call from one client address, as the balancer would pass it on. */
function call(base: string, method: string, path: string, { client = '10.50.0.1', ...options }: CallOptions & { client?: string } = {}) {
  return callSite(base, method, path, { ...options, headers: { 'x-forwarded-for': client } });
}

const signIn = async (base: string, client = '10.50.1.1') =>
  (await call(base, 'POST', '/api/admin/login', { body: { loginAccount: 'admin', password: 'scale-admin-password' }, client })).body
    .result as string;

async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= withinMs) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not seen within ${withinMs} ms`);
}

test('instances started together migrated once and created one administrator and one set of demo content', async () => {
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const migrations = await client.query('select name, count(*)::int as n from kysely_migration group by name');
  const admins = await client.query('select count(*)::int as n from "adminUser"');
  const configs = await client.query('select count(*)::int as n from "portalConfig"');
  await client.end();
  expect(migrations.rows.length).toBeGreaterThan(0);
  expect(migrations.rows.every((row) => row.n === 1)).toBe(true);
  expect(admins.rows[0].n).toBe(1);
  expect(configs.rows[0].n).toBe(2);
});

test('a token issued by A works on B and through the balancer', async () => {
  const token = await signIn(a);
  expect((await call(b, 'GET', '/api/admin/mine', { token })).status).toBe(200);
  expect((await call(cluster.balancer, 'GET', '/api/admin/mine', { token })).status).toBe(200);
});

test('signing out on A ends the session on B', async () => {
  const token = await signIn(a);
  expect((await call(a, 'GET', '/api/admin/quit', { token })).status).toBe(200);
  expect((await call(b, 'GET', '/api/admin/mine', { token })).status).toBe(401);
});

test("an article saved through A shows on B's public list and detail page within one second", async () => {
  const token = await signIn(a);
  const catalogs = await call(a, 'GET', '/api/admin/catalog?type=0&lang=en_US', { token });
  const cataId = catalogs.body.result[0].id;
  // B renders and caches its list first, so the test sees the cache being invalidated.
  for (const path of ['/news', '/api/user/latest-news', '/news', '/api/user/latest-news'])
    expect((await call(b, 'GET', path)).status).toBe(200);
  const title = `Scale-out notice ${Date.now()}`;
  const created = await call(a, 'POST', '/api/admin/latest-news', {
    token,
    body: [{ lang: 'en_US', cataId, coverUrl: '/api/upload/none.jpg', title, isLink: 0, content: '<p>Shared cache</p>' }],
  });
  expect(created.status).toBe(200);
  const listed = await call(a, 'GET', `/api/admin/latest-news?title=${encodeURIComponent(title)}`, { token });
  const id = listed.body.result[0].id;

  await until(async () => (await call(b, 'GET', '/news')).text.includes(title), 1000);
  await until(async () => (await call(b, 'GET', `/news/detail/${id}`)).text.includes(title), 1000);
  await until(async () => JSON.stringify((await call(b, 'GET', '/api/user/latest-news')).body).includes(title), 1000);
});

test('failed sign-ins spread over A and B reach the lock', async () => {
  const account = 'admin';
  for (let i = 0; i < 5; i++) {
    const base = i % 2 ? b : a;
    const response = await call(base, 'POST', '/api/admin/login', {
      body: { loginAccount: account, password: 'wrong' },
      client: `10.60.0.${i}`,
    });
    expect(response.status).toBe(400);
  }
  const locked = await call(b, 'POST', '/api/admin/login', {
    body: { loginAccount: account, password: 'scale-admin-password' },
    client: '10.60.1.1',
  });
  expect(locked.status).toBe(429);
  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  await client.query('delete from "rateLimitHit"');
  await client.end();
});

test('the limits of the contact form, the subscription form and Web Vitals count a client’s calls to A and B together', async () => {
  const forms = [
    {
      path: '/api/user/vitals',
      limit: 60,
      body: () => ({ pageType: 'home', lang: 'en_US', device: 'mobile', metrics: [{ name: 'LCP', value: 1800 }] }),
    },
    {
      path: '/api/admin/send-email',
      limit: 5,
      body: (i: number) => ({ name: 'Tan Wei Ming', email: `wei.ming.${i}@example.sg`, content: 'Please call me about a lease.' }),
    },
    {
      path: '/api/user/subscriptions',
      limit: 5,
      body: (i: number) => ({
        email: `reader.${i}@example.sg`,
        name: 'Reader',
        practiceAreas: null,
        frequency: 'instant',
        lang: 'en_US',
        consent: true,
        sourcePage: '/news',
      }),
    },
  ];
  // Web Vitals are counted in windows of the clock's minutes: start early in one.
  const second = new Date().getSeconds();
  if (second > 40) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
  for (const [index, form] of forms.entries()) {
    const client = `10.65.${index}.1`;
    for (let i = 0; i < form.limit; i++) {
      const reply = await call(i % 2 ? b : a, 'POST', form.path, { body: form.body(i), client });
      expect({ path: form.path, i, status: reply.status, message: reply.body.message }).toMatchObject({ path: form.path, i, status: 200 });
    }
    for (const base of [a, b]) {
      const refused = await call(base, 'POST', form.path, { body: form.body(99), client });
      expect({ path: form.path, base, status: refused.status }).toEqual({ path: form.path, base, status: 429 });
    }
  }
});

test('an upload through A is served by B', async () => {
  const token = await signIn(a, '10.70.0.1');
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
  const uploaded = await fetch(`${a}/api/admin/files/upload`, { method: 'POST', headers: { authorization: token }, body: form });
  expect(uploaded.status).toBe(200);
  const { fileId } = (await uploaded.json()).result;
  const served = await fetch(`${b}/api/upload/${fileId}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
});

test('a scheduled honour is published once, by one instance, and both show it', async () => {
  const token = await signIn(a, '10.80.0.1');
  const title = `Scheduled on two instances ${Date.now()}`;
  const created = await call(a, 'POST', '/api/admin/lawfirm-honour', {
    token,
    client: '10.80.0.1',
    body: [
      { lang: 'en_US', coverUrl: '/api/upload/none.jpg', title, status: 'scheduled', publishAt: new Date(Date.now() + 2000).toISOString() },
    ],
  });
  expect(created.status).toBe(200);
  const { id } = created.body.result[0];
  // Both instances cache the public list while the honour is still scheduled.
  for (const base of [a, b]) {
    expect((await call(base, 'GET', `/api/user/lawfirm-honour/${id}`)).status).toBe(404);
    const list = await call(base, 'GET', '/api/user/lawfirm-honour?pageSize=50');
    expect(list.body.result.map((row: { title: string }) => row.title)).not.toContain(title);
  }

  // The instances look for due changes every 15 seconds.
  const listed = (base: string) => async () =>
    (await call(base, 'GET', '/api/user/lawfirm-honour?pageSize=50')).body.result.some((row: { title: string }) => row.title === title);
  await until(listed(a), 40_000);
  await until(listed(b), 2_000);
  expect((await call(b, 'GET', `/api/user/lawfirm-honour/${id}`)).status).toBe(200);

  const client = new Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const published = await client.query(
    `select count(*)::int as n from "auditLog" where entity = 'lawfirm-honour' and "entityKey" = $1 and action = 'scheduled-publish'`,
    [String(id)],
  );
  await client.end();
  expect(published.rows[0].n).toBe(1);
}, 60_000);
