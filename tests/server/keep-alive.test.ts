import http from 'node:http';
import { startSite } from '../faults/support/site';
import type { RunningServer } from '../support/server';

/**
 * A connection a client keeps idle between calls stays open on the server side longer than
 * clients and nginx keep it (60 s), so a call sent on it never meets a connection the server is
 * closing (ECONNRESET). Checked here with one idle pause past Node's own 5 s.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startSite(3845);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

function get(agent: http.Agent, path: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

test('a connection left idle for 6 s is still open for the next call', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: false });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await get(agent, '/api/user/banner')).toEqual({ status: 200, reused: true });
  agent.destroy();
});
