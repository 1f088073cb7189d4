import type { BodyItem } from '@/lib/admin/api-calls';
import { useTestContext } from '../support/context';

/**
 * Names readers can type: a lawyer's name in Latin script, kept once beside the name each
 * language writes, is found by search in every language and goes into the vCard with the
 * office's postal address.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';

// The vCard's route is called as Next.js calls it. Next-intl (ESM, which Jest does not load) comes
// with the page helpers of lib/site/locale and the firm's texts: the route needs only these of them.
jest.mock('@/lib/site/locale', () => ({ idOf: (segment: string) => (/^\d{1,10}$/.test(segment) ? Number(segment) : undefined) }));
jest.mock('@/lib/site/firm', () => ({ firmInfo: async () => ({ name: 'Harbourfront Chambers' }) }));

const ctx = useTestContext();
const ids: Record<string, number> = {};

const admin = '/api/admin/lawyerTeam';
const zhAddress = '新加坡直落嶺21號子午線大廈28樓\n（郵區編號068912）';

const post = (json: BodyItem<'post', '/admin/lawyerTeam'>[]) => ctx.ok('POST', '/admin/lawyerTeam', { json });

/** The fields of schema `name` in the API's OpenAPI document. */
async function documentedSchemaFields(name: string): Promise<string[]> {
  const document = (await ctx.call('GET', '/api/openapi.json')).body;
  return Object.keys(document.components.schemas[name]?.properties ?? {});
}

const latin = { latinName: 'Zoë  Ramírez Tan', latinFamilyName: 'Ramírez' };

beforeAll(async () => {
  // One office in three languages (one `no`): a lawyer's versions name it each in their own.
  const offices = await ctx.ok('POST', '/admin/office', {
    json: [{ lang: 'en_US', name: 'Singapore', address: 'Level 28, Meridian Tower, 21 Telok Crest, Singapore 068912' }],
  });
  const no = offices[0].no;
  offices.push(
    ...(await ctx.ok('POST', '/admin/office', {
      json: [
        { no, lang: 'zh_HK', name: '新加坡', address: zhAddress },
        { no, lang: 'ar_AE', name: 'سنغافورة' },
      ],
    })),
  );
  ids.office = offices[0].id;
  ids.zhOffice = offices[1].id;
  const [en, zh, ar] = await post([
    { lang: 'en_US', name: 'Zoë Ramírez Tan', office: 'Singapore', ...latin },
    { lang: 'zh_HK', name: '陳蘇菲', office: '新加坡', ...latin },
    { lang: 'ar_AE', name: 'زوي راميريز تان', office: 'سنغافورة', ...latin },
  ]);
  Object.assign(ids, { en: en.id, zh: zh.id, ar: ar.id });
  const [other] = await post([{ lang: 'zh_HK', name: '李明' }]);
  ids.other = other.id;
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

describe('the name in Latin script', () => {
  test('is stored trimmed with its family name, and read by staff and visitors', async () => {
    const detail = await ctx.call('GET', `${admin}/detail/${ids.zh}`, { token: ctx.admin });
    expect(detail.body.result).toMatchObject({ name: '陳蘇菲', latinName: 'Zoë  Ramírez Tan', latinFamilyName: 'Ramírez' });
    const visitors = await ctx.call('GET', `/api/user/lawyerTeam/${ids.zh}`, { headers: { lang: 'zh_HK' } });
    expect(visitors.body.result.latinName).toBe('Zoë  Ramírez Tan');
    const list = await ctx.call('GET', '/api/user/lawyerTeam', { headers: { lang: 'zh_HK' } });
    expect(list.body.result.find((row: any) => row.id === ids.other)).toMatchObject({ latinName: null, latinFamilyName: null });
    expect(await documentedSchemaFields('Lawyer')).toEqual(expect.arrayContaining(['latinName', 'latinFamilyName']));
  });

  test('a family name that is not whole words of it is a 400 naming latinFamilyName', async () => {
    for (const body of [
      { lang: 'en_US', name: 'Ann Lee', latinName: 'Ann Lee', latinFamilyName: 'Le' },
      { lang: 'en_US', name: 'Ann Lee', latinName: 'Ann Lee', latinFamilyName: 'Lee Ann' },
      { lang: 'en_US', name: 'Ann Lee', latinFamilyName: 'Lee' },
    ]) {
      const response = await ctx.call('POST', admin, { token: ctx.admin, body: [body] });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/latinFamilyName/);
    }
    const update = await ctx.call('PUT', admin, {
      token: ctx.admin,
      body: [{ id: ids.other, lang: 'zh_HK', name: '李明', latinName: 'Lee Ming', latinFamilyName: 'Ming Lee' }],
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toMatch(/latinFamilyName/);
    const zh = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Ann Lee', latinName: 'Ann Lee', latinFamilyName: 'Le' }],
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.status).toBe(400);
  });

  test('search finds the lawyer in every language by a part of it, in any case and without accents', async () => {
    const found = async (q: string, lang: string) => {
      const response = await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}&type=lawyer`, { headers: { lang } });
      expect(response.status).toBe(200);
      return response.body.result.map((hit: any) => hit.id);
    };
    expect(await found('ramirez', 'zh_HK')).toEqual([ids.zh]);
    expect(await found('ZOE', 'ar_AE')).toEqual([ids.ar]);
    expect(await found('Rami', 'ar_AE')).toEqual([ids.ar]);
    expect(await found('zoe tan', 'zh_HK')).toEqual([ids.zh]);
    expect(await found('陳蘇菲', 'zh_HK')).toEqual([ids.zh]);
    const title = await ctx.call('GET', `/api/user/search?q=ramirez`, { headers: { lang: 'zh_HK' } });
    expect(title.body.result[0].title).toBe('陳蘇菲 Zoë  Ramírez Tan');
    // Where the names are the same, the name is not repeated.
    const en = await ctx.call('GET', `/api/user/search?q=ramirez`, { headers: { lang: 'en_US' } });
    expect(en.body.result[0].title).toBe('Zoë Ramírez Tan');
  });

  test('the people list keyword finds the lawyer by it', async () => {
    const response = await ctx.call('GET', '/api/user/lawyerTeam?keyword=RAMIREZ', { headers: { lang: 'zh_HK' } });
    expect(response.body.result.map((row: any) => row.id)).toEqual([ids.zh]);
  });

  test('the zh_HK vCard has the structured name in Latin script and the office’s address', async () => {
    const { GET } = await import('@/app/[locale]/people/detail/[id]/vcard/route');
    const response = await GET(new Request('http://localhost/zh-hk/people/detail/1/vcard'), {
      params: Promise.resolve({ locale: 'zh-hk', id: String(ids.zh) }),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('FN;LANGUAGE=zh-HK:陳蘇菲');
    expect(lines).toContain('N:Ramírez;Zoë Tan;;;');
    expect(lines).toContain('X-PHONETIC-FIRST-NAME:Zoë Tan');
    expect(lines).toContain('X-PHONETIC-LAST-NAME:Ramírez');
    expect(lines).toContain('ADR;TYPE=WORK:;;新加坡直落嶺21號子午線大廈28樓\\n（郵區編號068912）;;;;');
    // An office without an address still names its place.
    const ar = await GET(new Request('http://localhost/ar/people/detail/1/vcard'), {
      params: Promise.resolve({ locale: 'ar', id: String(ids.ar) }),
    });
    expect((await ar.text()).split('\r\n')).toContain('ADR;TYPE=WORK:;;;سنغافورة;;;');
  });
});

describe('an office’s postal address', () => {
  const offices = async (lang: string, path = '/api/admin/office') =>
    (await ctx.call('GET', `${path}?lang=${lang}`, { token: ctx.admin, headers: { lang } })).body.result as any[];

  test('round-trips through the API, kept when a save leaves it out, cleared by an empty one', async () => {
    expect((await offices('zh_HK')).find((office) => office.id === ids.zhOffice).address).toBe(zhAddress);
    expect((await offices('zh_HK', '/api/user/office')).find((office) => office.id === ids.zhOffice).address).toBe(zhAddress);
    const put = async (body: Record<string, unknown>) => {
      const response = await ctx.call('PUT', '/api/admin/office', { token: ctx.admin, body: [{ id: ids.office, lang: 'en_US', ...body }] });
      expect(response.status).toBe(200);
      return response.body.result[0].address;
    };
    expect(await put({ name: 'Singapore' })).toBe('Level 28, Meridian Tower, 21 Telok Crest, Singapore 068912');
    expect(await put({ name: 'Singapore', address: '  1 Raffles Place, Singapore 048616  ' })).toBe('1 Raffles Place, Singapore 048616');
    expect((await offices('en_US')).find((office) => office.id === ids.office).address).toBe('1 Raffles Place, Singapore 048616');
    expect(await put({ name: 'Singapore', address: '' })).toBeNull();
    const tooLong = await ctx.call('PUT', '/api/admin/office', {
      token: ctx.admin,
      body: [{ id: ids.office, lang: 'en_US', name: 'Singapore', address: 'x'.repeat(1001) }],
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/address/);
  });

  test('is documented for offices, and job titles have none', async () => {
    expect(await documentedSchemaFields('Office')).toContain('address');
    expect(await documentedSchemaFields('JobOrOffice')).not.toContain('address');
    const jobs = await ctx.call('POST', '/api/admin/job', {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Partner', address: 'ignored' }],
    });
    expect(jobs.body.result[0]).not.toHaveProperty('address');
  });
});
