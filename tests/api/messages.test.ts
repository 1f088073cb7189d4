import { useTestContext } from '../support/context';

const ctx = useTestContext();
const ids: number[] = [];

beforeAll(async () => {
  const states = ['sent', 'failed', 'not-configured'];
  for (let i = 0; i < 12; i++) {
    const row = await ctx.db
      .insertInto('contactMessage')
      .values({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        phone: null,
        content: `Message ${i}`,
        lang: 'en_US',
        deliveryState: states[i % 3],
        deliveryError: states[i % 3] === 'failed' ? 'connect ECONNREFUSED' : null,
        handled: 0,
        createTime: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
});

describe('contact messages for staff', () => {
  test('need a token', async () => {
    expect((await ctx.call('GET', '/api/admin/messages')).status).toBe(401);
    expect((await ctx.call('PUT', `/api/admin/messages/${ids[0]}/handled`, { body: { handled: 1 } })).status).toBe(401);
  });

  test('are paged, newest first, with their delivery state', async () => {
    const first = await ctx.call('GET', '/api/admin/messages?t=1', { token: ctx.admin });
    expect(first.status).toBe(200);
    expect(first.body.pageable).toEqual({ pageNo: 1, pageSize: 10, totalCount: 12 });
    expect(first.body.result).toHaveLength(10);
    expect(first.body.result[0]).toMatchObject({
      id: ids[11],
      name: 'Visitor 11',
      email: 'visitor11@example.com',
      deliveryState: 'not-configured',
      handled: 0,
    });
    expect(first.body.result[1]).toMatchObject({ id: ids[10], deliveryState: 'failed', deliveryError: 'connect ECONNREFUSED' });
    const second = await ctx.call('GET', '/api/admin/messages?pageNo=2&pageSize=10', { token: ctx.admin });
    expect(second.body.result.map((m: { id: number }) => m.id)).toEqual([ids[1], ids[0]]);
  });

  test('can be marked handled and back, audited, and filtered by handled', async () => {
    const marked = await ctx.call('PUT', `/api/admin/messages/${ids[3]}/handled`, { token: ctx.admin, body: { handled: 1 } });
    expect(marked.status).toBe(200);
    const handled = await ctx.call('GET', '/api/admin/messages?handled=1', { token: ctx.admin });
    expect(handled.body.result.map((m: { id: number }) => m.id)).toEqual([ids[3]]);
    expect(handled.body.pageable.totalCount).toBe(1);
    const open = await ctx.call('GET', '/api/admin/messages?handled=0&pageSize=100', { token: ctx.admin });
    expect(open.body.result).toHaveLength(11);

    await ctx.call('PUT', `/api/admin/messages/${ids[3]}/handled`, { token: ctx.admin, body: { handled: 0 } });
    const row = await ctx.db.selectFrom('contactMessage').select('handled').where('id', '=', ids[3]).executeTakeFirstOrThrow();
    expect(row.handled).toBe(0);
    const audits = await ctx.db.selectFrom('auditLog').selectAll().where('entity', '=', 'contactMessage').execute();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ action: 'update', entityKey: String(ids[3]), userName: 'Administrator' });
  });

  test('bad input is a 400 naming the field; an unknown message is a 404', async () => {
    for (const body of [{}, { handled: 2 }, { handled: 'yes' }]) {
      const response = await ctx.call('PUT', `/api/admin/messages/${ids[0]}/handled`, { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/handled/);
    }
    expect((await ctx.call('GET', '/api/admin/messages?handled=5', { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('GET', '/api/admin/messages?pageSize=1000', { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('PUT', '/api/admin/messages/999999/handled', { token: ctx.admin, body: { handled: 1 } })).status).toBe(404);
  });
});
