/** With the database unreachable, calls answer 503 in the error body instead of crashing. */
beforeAll(() => {
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
});

test('health answers 503 with the error body', async () => {
  const { api } = await import('@/lib/api/app');
  const response = await api.request('/api/health');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ code: 503, resultEnum: 'SERVICE_UNAVAILABLE', status: 503 });
});

test('an admin call answers 503, not 401 or 500, while the sessions cannot be read', async () => {
  const { api } = await import('@/lib/api/app');
  const response = await api.request('/api/admin/mine', { headers: { authorization: 'some-token' } });
  expect(response.status).toBe(503);
});
