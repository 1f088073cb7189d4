/**
 * The alert forms sent as plain HTML forms, as a browser without JavaScript sends them: each is
 * answered by a redirect to the page that says how it went, and does what the JSON calls do.
 */
import { useTestContext } from '../support/context';

const ctx = useTestContext();
let tokens: typeof import('@/lib/services/subscriptions/tokens');
let practiceNo: string;
let client = 0;

beforeAll(async () => {
  tokens = await import('@/lib/services/subscriptions/tokens');
  const created = await ctx.call('POST', '/api/admin/professionalField', {
    token: ctx.admin,
    body: [{ lang: 'en_US', name: 'Arbitration', description: 'Disputes', sort: 1 }],
  });
  expect(created.status).toBe(200);
  const row = await ctx.db.selectFrom('professionalField').select('no').where('name', '=', 'Arbitration').executeTakeFirstOrThrow();
  practiceNo = row.no;
});

/** Posts fields as a browser posts a form, each client its own address (the rate limit is per client). */
function post(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
  client += 1;
  return ctx.call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.77.0.${client}`, ...headers },
  });
}

const whereTo = (response: { status: number; headers: Headers }) => {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, 'http://site.test');
  return { path: location.pathname, query: location.searchParams };
};

const complete = (email: string): [string, string][] => [
  ['email', email],
  ['name', 'Siti Nurhaliza binte Ahmad'],
  ['scope', 'some'],
  ['practiceAreas', ''],
  ['frequency', 'weekly'],
  ['lang', 'en_US'],
  ['consent', 'yes'],
  ['locale', 'zh'],
];

const requestFor = (email: string) => ctx.db.selectFrom('subscriptionRequest').selectAll().where('email', '=', email).executeTakeFirst();

describe('the subscribe form without JavaScript', () => {
  test('a complete form asks for confirmation and thanks the reader on the subscribe page of its language', async () => {
    const fields = complete('form.reader@example.sg').map(([key, value]): [string, string] => [
      key,
      key === 'practiceAreas' ? practiceNo : value,
    ]);
    const answer = whereTo(await post('/api/user/subscriptions/form', fields, { referer: 'http://localhost/zh/news?page=2' }));
    expect(answer.path).toBe('/zh/subscribe');
    expect(answer.query.get('done')).toBe('sent');
    expect(answer.query.get('email')).toBeNull();
    const request = await requestFor('form.reader@example.sg');
    expect(request).toMatchObject({
      frequency: 'weekly',
      lang: 'en_US',
      practiceAreas: JSON.stringify([practiceNo]),
      sourcePage: '/zh/news',
    });
    const mail = await ctx.db.selectFrom('outboundMail').select('kind').where('email', '=', 'form.reader@example.sg').execute();
    expect(mail).toEqual([{ kind: 'confirm' }]);
  });

  test('an empty form comes back naming every field to correct, with nothing stored', async () => {
    const answer = whereTo(
      await post('/api/user/subscriptions/form', [
        ['locale', 'en'],
        ['email', 'not-an-address'],
        ['name', 'Tan'],
      ]),
    );
    expect(answer.path).toBe('/subscribe');
    expect(answer.query.getAll('error')).toEqual(['email', 'practiceAreas', 'frequency', 'lang', 'consent']);
    expect(answer.query.get('email')).toBe('not-an-address');
    expect(answer.query.get('name')).toBe('Tan');
    expect(await requestFor('not-an-address')).toBeUndefined();
  });

  test('"only the practice areas I choose" with none ticked, or an unknown one, names practiceAreas and keeps the choices', async () => {
    const none = whereTo(
      await post(
        '/api/user/subscriptions/form',
        complete('none.ticked@example.sg').filter(([key]) => key !== 'practiceAreas'),
      ),
    );
    expect(none.query.getAll('error')).toEqual(['practiceAreas']);
    expect(none.query.get('scope')).toBe('some');
    expect(none.query.get('frequency')).toBe('weekly');
    const unknown = whereTo(
      await post(
        '/api/user/subscriptions/form',
        complete('unknown.area@example.sg').map(([k, v]): [string, string] => [k, k === 'practiceAreas' ? 'no-such-area' : v]),
      ),
    );
    expect(unknown.query.getAll('error')).toEqual(['practiceAreas']);
    expect(unknown.query.getAll('practiceAreas')).toEqual(['no-such-area']);
    expect(await requestFor('unknown.area@example.sg')).toBeUndefined();
  });

  test('a language the site does not serve names lang; the page it came from is only ever a path of this site', async () => {
    const fields = complete('far.away@example.sg').map(([k, v]): [string, string] => [
      k,
      k === 'lang' ? 'fr_FR' : k === 'scope' ? 'all' : v,
    ]);
    const answer = whereTo(
      await post('/api/user/subscriptions/form', [...fields, ['from', '//evil.example/x']], { referer: 'https://evil.example/page' }),
    );
    expect(answer.query.getAll('error')).toEqual(['lang']);
    expect(answer.query.get('from')).toBe('/');
    expect(answer.path).toBe('/zh/subscribe');
  });

  test('a sixth request in a minute from one client is told to wait, and stores nothing', async () => {
    client += 1;
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.78.0.${client}` };
    const send = (email: string) =>
      ctx.call('POST', '/api/user/subscriptions/form', {
        raw: new URLSearchParams(complete(email).map(([k, v]): [string, string] => [k, k === 'scope' ? 'all' : v])).toString(),
        headers,
      });
    for (let i = 0; i < 5; i += 1) expect(whereTo(await send(`burst${i}@example.sg`)).query.get('done')).toBe('sent');
    const sixth = whereTo(await send('burst5@example.sg'));
    expect(sixth.query.get('failed')).toBe('tooMany');
    expect(sixth.query.get('done')).toBeNull();
    expect(await requestFor('burst5@example.sg')).toBeUndefined();
  });

  test('a form of thousands of practice areas names practiceAreas, in an address a proxy still passes', async () => {
    const fields = complete('many.areas@example.sg').filter(([key]) => key !== 'practiceAreas');
    const areas = Array.from({ length: 5000 }, (_, i): [string, string] => ['practiceAreas', `area-${i}-${'x'.repeat(60)}`]);
    const response = await post('/api/user/subscriptions/form', [...fields, ...areas]);
    const answer = whereTo(response);
    expect(answer.query.getAll('error')).toEqual(['practiceAreas']);
    expect(answer.query.getAll('practiceAreas')).toHaveLength(50);
    expect(response.headers.get('location')!.length).toBeLessThan(4096);
    expect(await requestFor('many.areas@example.sg')).toBeUndefined();
  });

  test('a JSON body is refused as not a form (415); an empty post comes back naming the fields', async () => {
    const json = await ctx.call('POST', '/api/user/subscriptions/form', { body: { email: 'json@example.sg' } });
    expect(json.status).toBe(415);
    expect(await requestFor('json@example.sg')).toBeUndefined();
    const empty = await ctx.call('POST', '/api/user/subscriptions/form', { headers: { 'x-forwarded-for': '10.79.0.1' } });
    expect(whereTo(empty).query.getAll('error')).toContain('email');
  });
});

describe('the preferences form without JavaScript', () => {
  async function subscriberToken(email: string) {
    const sent = whereTo(
      await post(
        '/api/user/subscriptions/form',
        complete(email).map(([k, v]): [string, string] => [k, k === 'scope' ? 'all' : v]),
      ),
    );
    expect(sent.query.get('done')).toBe('sent');
    const request = (await requestFor(email))!;
    const confirmed = await ctx.call(
      'POST',
      `/api/user/subscriptions/confirm/${await tokens.confirmToken(ctx.db, request.id, request.createTime)}`,
    );
    expect(confirmed.status).toBe(200);
    return confirmed.body.result.token as string;
  }

  test('saves the choices and unsubscribes, answering on the preferences page', async () => {
    const token = await subscriberToken('prefs.form@example.sg');
    const saved = whereTo(
      await post(`/api/user/subscriptions/preferences/${token}/form`, [
        ['scope', 'some'],
        ['practiceAreas', practiceNo],
        ['frequency', 'instant'],
        ['lang', 'en_US'],
        ['locale', 'en'],
      ]),
    );
    expect(saved).toMatchObject({ path: `/subscription/${token}` });
    expect(saved.query.get('done')).toBe('saved');
    const read = await ctx.call('GET', `/api/user/subscriptions/preferences/${token}`);
    expect(read.body.result).toMatchObject({ practiceAreas: [practiceNo], frequency: 'instant', state: 'active' });

    const refused = whereTo(
      await post(`/api/user/subscriptions/preferences/${token}/form`, [
        ['scope', 'some'],
        ['frequency', 'weekly'],
        ['lang', 'en_US'],
      ]),
    );
    expect(refused.query.getAll('error')).toEqual(['practiceAreas']);
    expect((await ctx.call('GET', `/api/user/subscriptions/preferences/${token}`)).body.result.frequency).toBe('instant');

    const gone = whereTo(
      await post(`/api/user/subscriptions/preferences/${token}/form`, [
        ['intent', 'unsubscribe'],
        ['locale', 'zh'],
      ]),
    );
    expect(gone).toMatchObject({ path: `/zh/subscription/${token}` });
    expect(gone.query.get('done')).toBe('unsubscribed');
    expect((await ctx.call('GET', `/api/user/subscriptions/preferences/${token}`)).body.result.state).toBe('unsubscribed');
  });

  test('a tampered link leads to its page, which is not found', async () => {
    const bad = `p_1_${'x'.repeat(43)}`;
    const answer = whereTo(await post(`/api/user/subscriptions/preferences/${bad}/form`, [['intent', 'unsubscribe']]));
    expect(answer.path).toBe(`/subscription/${bad}`);
    expect(answer.query.get('done')).toBeNull();
  });
});
