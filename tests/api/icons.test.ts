import { useTestContext } from '../support/context';
import { fileFormData, samples, upload } from '../support/files';

const ctx = useTestContext();

async function uploadedUrl(bytes: Uint8Array, name: string) {
  const response = await upload(ctx, ctx.admin, bytes, name);
  expect(response.status).toBe(200);
  return `/api/upload/${response.body.result.fileId}`;
}

describe('icons', () => {
  test('every call needs a token', async () => {
    expect((await ctx.call('GET', '/api/admin/icon')).status).toBe(401);
    expect((await ctx.call('POST', '/api/admin/icon', { body: { iconUrl: '/api/upload/x.png' } })).status).toBe(401);
    expect((await ctx.call('DELETE', '/api/admin/icon/1')).status).toBe(401);
  });

  test('an uploaded image becomes an icon, listed newest first, and can be deleted', async () => {
    const first = await ctx.call('POST', '/api/admin/icon', {
      token: ctx.admin,
      body: { iconUrl: await uploadedUrl(await samples.png(), 'scales.png'), name: 'Scales' },
    });
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ name: 'Scales', iconUrl: expect.stringMatching(/^\/api\/upload\/[a-f0-9]{64}\.png$/) });
    const second = await ctx.call('POST', '/api/admin/icon', {
      token: ctx.admin,
      body: { iconUrl: await uploadedUrl(await samples.jpeg(), 'gavel.jpg') },
    });
    expect(second.body.result.name).toBeNull();

    const list = await ctx.call('GET', '/api/admin/icon?t=1', { token: ctx.admin });
    expect(list.status).toBe(200);
    expect(list.body.result.map((icon: { id: number }) => icon.id).slice(0, 2)).toEqual([second.body.result.id, first.body.result.id]);

    const removed = await ctx.call('DELETE', `/api/admin/icon/${first.body.result.id}`, { token: ctx.admin });
    expect(removed.status).toBe(200);
    const after = await ctx.call('GET', '/api/admin/icon', { token: ctx.admin });
    expect(after.body.result.map((icon: { id: number }) => icon.id)).not.toContain(first.body.result.id);

    const audits = await ctx.db.selectFrom('auditLog').select(['action', 'entityKey']).where('entity', '=', 'icon').execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'create', entityKey: String(first.body.result.id) },
        { action: 'delete', entityKey: String(first.body.result.id) },
      ]),
    );
  });

  test('a full URL of an upload is accepted and stored as the site path', async () => {
    const path = await uploadedUrl(await samples.png(), 'full.png');
    const response = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, body: { iconUrl: `https://www.example.com${path}` } });
    expect(response.status).toBe(200);
    expect(response.body.result.iconUrl).toBe(path);
  });

  test('multipart `file` uploads and creates in one go', async () => {
    const response = await ctx.call('POST', '/api/admin/icon', {
      token: ctx.admin,
      raw: fileFormData(await samples.jpeg(), 'briefcase.jpg', 'image/jpeg', { name: 'Briefcase' }),
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ name: 'Briefcase', iconUrl: expect.stringMatching(/\.jpg$/) });
    const served = await ctx.call('GET', response.body.result.iconUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  test('a PDF or a refused file cannot be an icon', async () => {
    const pdf = await ctx.call('POST', '/api/admin/icon', {
      token: ctx.admin,
      raw: fileFormData(samples.pdf(), 'doc.pdf', 'application/pdf'),
    });
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/^file .*image/);
    const svg = await ctx.call('POST', '/api/admin/icon', {
      token: ctx.admin,
      raw: fileFormData(samples.svg(), 'icon.svg', 'image/svg+xml'),
    });
    expect(svg.status).toBe(400);
    const pdfUrl = await uploadedUrl(samples.pdf(), 'doc.pdf');
    const byUrl = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, body: { iconUrl: pdfUrl } });
    expect(byUrl.status).toBe(400);
    expect(byUrl.body.message).toMatch(/iconUrl/);
  });

  test('missing or foreign iconUrl is a 400 naming it', async () => {
    const before = (await ctx.call('GET', '/api/admin/icon', { token: ctx.admin })).body.result.length;
    for (const body of [
      {},
      { iconUrl: '' },
      { iconUrl: 42 },
      { iconUrl: 'https://evil.example.com/x.png' },
      { iconUrl: `/api/upload/${'b'.repeat(64)}.png` },
    ]) {
      const response = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/iconUrl/);
    }
    expect((await ctx.call('GET', '/api/admin/icon', { token: ctx.admin })).body.result).toHaveLength(before);
  });

  test('a multipart form without a file is a 400 naming file', async () => {
    const form = new FormData();
    form.append('name', 'Nothing');
    const response = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, raw: form });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/file/);
  });

  test('deleting an unknown icon is a 404; a bad id is a 400', async () => {
    expect((await ctx.call('DELETE', '/api/admin/icon/999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('DELETE', '/api/admin/icon/abc', { token: ctx.admin })).status).toBe(400);
  });
});
