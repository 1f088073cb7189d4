import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publishApi } from '@/lib/api/published';
import { dispatchApi } from '@/server/api-dispatch';

/**
 * The server's hand-over of API calls (server/api-dispatch.ts) under a base path: the API sees
 * its own addresses, as it does behind Next.js, which takes the base path off too.
 */
const seen: { request: Request; body: string }[] = [];
publishApi(async (request) => {
  if (new URL(request.url).pathname === '/api/fails') {
    await request.body!.getReader().read();
    throw new Error('a failure the API did not answer');
  }
  seen.push({ request, body: await request.text() });
  return Response.json({ status: 200 });
});

const toNext: string[] = [];
const next = async (req: IncomingMessage, res: ServerResponse) => {
  toNext.push(`${req.method} ${req.url}`);
  res.end('from Next.js');
};
const server = http.createServer(dispatchApi('/firm', next));

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  toNext.length = 0;
});

const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
  fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method, headers, body });

test("a call under the base path reaches the API at its address below it, with the connection's peer as the client", async () => {
  const answer = await call('GET', '/firm/api/user/latest-news?page=2');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(seen).toHaveLength(1);
  const url = new URL(seen[0].request.url);
  expect(`${url.pathname}${url.search}`).toBe('/api/user/latest-news?page=2');
  expect(seen[0].request.headers.get('x-forwarded-for')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  expect(toNext).toEqual([]);
});

test('a proxy-given client address is kept, and a body arrives', async () => {
  await call(
    'POST',
    '/firm/api/admin/login',
    { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
    '{"loginAccount":"admin"}',
  );
  expect(seen[0].request.headers.get('x-forwarded-for')).toBe('203.0.113.9');
  expect(JSON.parse(seen[0].body)).toEqual({ loginAccount: 'admin' });
});

test('what is not an API call under the base path goes to Next.js', async () => {
  for (const [method, path] of [
    ['GET', '/api/health'],
    ['GET', '/firm/api/health/'],
    ['OPTIONS', '/firm/api/health'],
    ['GET', '/firm/home'],
  ]) {
    expect(await (await call(method, path)).text()).toBe('from Next.js');
  }
  expect(seen).toEqual([]);
  expect(toNext).toEqual(['GET /api/health', 'GET /firm/api/health/', 'OPTIONS /firm/api/health', 'GET /firm/home']);
});

test('a failure the API did not answer is a 500, and what it left of the body does not hold up the next call', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const onAgent = (method: string, path: string, body?: string) =>
    new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
      const request = http.request(
        { host: '127.0.0.1', port: (server.address() as AddressInfo).port, method, path, agent, timeout: 3000 },
        (response) => response.resume().on('end', () => resolve({ status: response.statusCode, reused: request.reusedSocket })),
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 3 s`))).on('error', reject);
      request.end(body);
    });
  try {
    expect(await onAgent('POST', '/firm/api/fails', 'x'.repeat(512 * 1024))).toEqual({ status: 500, reused: false });
    expect(await onAgent('GET', '/firm/api/health')).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
