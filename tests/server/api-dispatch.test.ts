import http from 'node:http';
import zlib from 'node:zlib';
import type { RunningServer } from '../support/server';
import { callSite, signInAdmin } from '../support/site-api';
import { startSite } from '../faults/support/site';

/**
 * API calls on a production server, answered by the API without Next.js's request pipeline
 * (server/api-dispatch.ts): each keeps what Next.js gave it, and methods nothing answers are
 * refused rather than failing.
 */
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startSite(3843);
  token = await signInAdmin(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface RawAnswer {
  status?: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer as it travelled: bytes not decoded, any method, any header. */
function raw(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    http
      .request(`${server.url}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end(body);
  });
}

test('an API answer carries the security headers of every answer, its own policy, and HSTS only behind HTTPS', async () => {
  const answer = await raw('/api/health');
  expect(answer.status).toBe(200);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['strict-transport-security']).toBeUndefined();
  // Next.js's client-router headers no longer split the answers a proxy or browser keeps.
  expect(answer.headers.vary ?? '').not.toMatch(/rsc|next-router/);

  const overHttps = await raw('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
  expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');

  const upload = await raw('/api/upload/0123456789abcdef.png');
  expect(upload.status).toBe(404);
  expect(upload.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
});

test('a JSON answer over 1 kB is gzipped for a client that takes gzip, and decodes to the same answer', async () => {
  const path = '/api/admin/latest-news?pageSize=50';
  const plain = await raw(path, { headers: { authorization: token, 'accept-encoding': 'identity' } });
  const zipped = await raw(path, { headers: { authorization: token, 'accept-encoding': 'gzip, deflate, br' } });
  const refused = await raw(path, { headers: { authorization: token, 'accept-encoding': 'gzip;q=0, identity' } });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
  expect(JSON.parse(zlib.gunzipSync(zipped.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(refused.body.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

  const small = await raw('/api/health', { headers: { 'accept-encoding': 'gzip' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString('utf8')).result).toEqual({ database: 'ok' });
});

test('request bodies arrive whole, with a length or in chunks: a sign-in, a broken body (400), one over the limit (413)', async () => {
  const broken = await raw('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"loginAccount":',
  });
  expect(broken.status).toBe(400);
  const oversized = await raw('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginAccount: 'admin', password: 'x'.repeat(3 * 1024 * 1024) }),
  });
  expect(oversized.status).toBe(413);
  expect(JSON.parse(oversized.body.toString('utf8')).message).toMatch(/larger than 2 MB/);
  expect(await signInAdmin(server.url)).toMatch(/\S{16,}/);
  const chunked = await raw('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    body: JSON.stringify({ loginAccount: 'admin', password: 'bench-admin-password' }),
  });
  expect(chunked.status).toBe(200);
  expect(JSON.parse(chunked.body.toString('utf8')).result).toMatch(/\S{16,}/);
});

test("the client's address is the connection's, or the last one a proxy added", async () => {
  const addressOfNewSession = async (headers: Record<string, string>) => {
    const login = await callSite(server.url, 'POST', '/api/admin/login', {
      body: { loginAccount: 'admin', password: 'bench-admin-password' },
      headers,
    });
    const sessions = await callSite(server.url, 'GET', '/api/admin/sessions', { token: login.body.result });
    return sessions.body.result.find((session: { current: boolean }) => session.current).address;
  };
  expect(await addressOfNewSession({})).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  expect(await addressOfNewSession({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' })).toBe('203.0.113.9');
});

test('what Next.js answered itself it still does: OPTIONS, a trailing slash, a malformed path', async () => {
  const options = await raw('/api/user/latest-news', { method: 'OPTIONS' });
  expect(options.status).toBe(204);
  const slash = await raw('/api/health/');
  expect(slash.status).toBe(308);
  expect(slash.headers.location).toBe('/api/health');
  const malformed = await raw('/api/user/%c0');
  expect(malformed.status).toBe(400);
  expect(malformed.body.toString('utf8')).toMatch(/malformed URL encoding/);
  expect(malformed.headers['x-content-type-options']).toBe('nosniff');
});

test('TRACE is refused with 405 everywhere rather than failed with a 500; TRACK is not HTTP (400)', async () => {
  for (const path of ['/api/health', '/home', '/zh/people', '/robots.txt']) {
    const answer = await raw(path, { method: 'TRACE' });
    expect([path, answer.status]).toEqual([path, 405]);
    expect(answer.headers.allow).toMatch(/GET/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await raw(path, { method: 'TRACK' })).status).toBe(400);
  }
  expect((await raw('/api/health')).status).toBe(200);
});

describe('a kept-alive connection carries the next call after a body the API did not read', () => {
  let agent: http.Agent;
  beforeEach(() => {
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  /**
   * A call on the agent's one connection, once its answer is read and its body sent (the agent
   * takes the connection back only then): the status, whether it reused the connection, and
   * whether the server closes it.
   */
  const onAgent = (
    path: string,
    { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    new Promise<{ status?: number; reused: boolean; closes: boolean }>((resolve, reject) => {
      const request = http.request(`${server.url}${path}`, { method, headers, agent, timeout: 3000 }, (response) => {
        const answered = new Promise((ended) => response.resume().on('end', ended));
        const sent = new Promise((done) => (request.writableFinished ? done(null) : request.on('finish', done)));
        Promise.all([answered, sent]).then(() =>
          resolve({ status: response.statusCode, reused: request.reusedSocket, closes: response.headers.connection === 'close' }),
        );
      });
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 3 s`))).on('error', reject);
      request.end(body);
    });
  const save = (size: number) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'x'.repeat(size) }),
  });

  test('a signed-out save of 200 kB is answered 401, and the next call on the same connection is answered', async () => {
    expect(await onAgent('/api/health')).toEqual({ status: 200, reused: false, closes: false });
    expect(await onAgent('/api/admin/latest-news', save(200 * 1024))).toEqual({ status: 401, reused: true, closes: false });
    expect(await onAgent('/api/health')).toEqual({ status: 200, reused: true, closes: false });
  });

  test('a body over the limit by its declared length is answered 413 while the client still sends it, and the connection goes on', async () => {
    expect(await onAgent('/api/admin/login', save(8 * 1024 * 1024))).toEqual({ status: 413, reused: false, closes: false });
    expect(await onAgent('/api/health')).toEqual({ status: 200, reused: true, closes: false });
  });

  test('a body of unknown length that the API stops reading (413) is dropped, and the connection goes on', async () => {
    const report = JSON.stringify({ metrics: 'x'.repeat(512 * 1024) });
    const chunked = { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: report };
    expect(await onAgent('/api/user/vitals', chunked)).toEqual({ status: 413, reused: false, closes: false });
    expect(await onAgent('/api/health')).toEqual({ status: 200, reused: true, closes: false });
  });
});
