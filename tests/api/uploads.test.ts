import { useTestContext } from '../support/context';
import { fileFormData, samples, upload } from '../support/files';

const ctx = useTestContext();
let api: typeof import('@/lib/api/app').api;

beforeAll(async () => {
  ({ api } = await import('@/lib/api/app'));
});

/** GET with the raw bytes of the answer. */
async function fetchBytes(path: string, headers: Record<string, string> = {}) {
  const response = await api.request(path, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('upload', () => {
  test('needs a token', async () => {
    const response = await ctx.call('POST', '/api/admin/files/upload', { raw: fileFormData(await samples.png(), 'a.png') });
    expect(response.status).toBe(401);
  });

  test.each([
    ['png', samples.png, 'image/png', 'photo.png'],
    ['jpg', samples.jpeg, 'image/jpeg', 'photo.jpeg'],
  ])('a real %s is stored and served back byte for byte, public, with its real type', async (extension, make, contentType, name) => {
    const bytes = await make();
    const uploaded = await upload(ctx, ctx.admin, bytes, name, 'application/octet-stream');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ status: 200, message: 'success' });
    const { fileId } = uploaded.body.result;
    expect(fileId).toMatch(new RegExp(`^[a-f0-9]{64}\\.${extension}$`));

    const served = await fetchBytes(`/api/upload/${fileId}`);
    expect(served.response.status).toBe(200);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.response.headers.get('content-type')).toBe(contentType);
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.response.headers.get('content-disposition')).toBeNull();
  });

  test('a PDF is served inline in a sandbox', async () => {
    const bytes = samples.pdf();
    const uploaded = await upload(ctx, ctx.admin, bytes, 'brochure.pdf', 'application/pdf');
    expect(uploaded.status).toBe(200);
    const { fileId } = uploaded.body.result;
    expect(fileId).toMatch(/^[a-f0-9]{64}\.pdf$/);
    const served = await fetchBytes(`/api/upload/${fileId}`);
    expect(served.bytes.equals(bytes)).toBe(true);
    expect(served.response.headers.get('content-type')).toBe('application/pdf');
    expect(served.response.headers.get('content-disposition')).toBe('inline');
    expect(served.response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('the same file uploaded twice is one file, and each upload is audited', async () => {
    const bytes = await samples.png();
    const first = await upload(ctx, ctx.admin, bytes, 'one.png');
    const second = await upload(ctx, ctx.admin, bytes, 'two.png');
    expect(second.body.result.fileId).toBe(first.body.result.fileId);
    const rows = await ctx.db.selectFrom('uploadedFile').selectAll().where('fileId', '=', first.body.result.fileId).execute();
    expect(rows).toHaveLength(1);
    const audits = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'upload')
      .where('entityKey', '=', first.body.result.fileId)
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(2);
    expect(audits[0]).toMatchObject({ action: 'create', userName: 'Administrator' });
  });

  test('a picture is served by its short name too; a short name of nothing stored is a 404', async () => {
    const bytes = await samples.png();
    const { fileId } = (await upload(ctx, ctx.admin, bytes, 'short.png')).body.result;
    const short = `${fileId.slice(0, 16)}.png`;
    const served = await fetchBytes(`/api/upload/${short}`);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.equals(bytes)).toBe(true);
    for (const name of [
      `${fileId.slice(0, 16)}.jpg`,
      `${'0'.repeat(16)}.png`,
      `${fileId.slice(0, 15)}.png`,
      `${fileId.slice(0, 16)}%.png`,
    ]) {
      expect({ name, status: (await api.request(`/api/upload/${name}`)).status }).toEqual({ name, status: 404 });
    }
  });

  test('a URL-encoded file name is served, and a revalidation is a 304', async () => {
    const { fileId } = (await upload(ctx, ctx.admin, await samples.jpeg(), 'x.jpg')).body.result;
    const encoded = await fetchBytes(`/api/upload/${encodeURIComponent(fileId).replace('.', '%2E')}`);
    expect(encoded.response.status).toBe(200);
    const etag = encoded.response.headers.get('etag')!;
    const again = await api.request(`/api/upload/${fileId}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('refused uploads', () => {
  test.each([
    ['HTML renamed to .png', samples.html, 'innocent.png', 'image/png'],
    ['SVG', samples.svg, 'logo.svg', 'image/svg+xml'],
    ['a GIF carrying a script', samples.polyglotGif, 'funny.gif', 'image/gif'],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png'],
    ['plain text', () => Buffer.from('hello'), 'notes.txt', 'text/plain'],
  ])('%s is a 400 naming file, and nothing is stored', async (_label, make, name, type) => {
    const before = await ctx.db.selectFrom('uploadedFile').select('fileId').execute();
    const response = await upload(ctx, ctx.admin, await make(), name, type);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, resultEnum: 'BAD_REQUEST' });
    expect(response.body.message).toMatch(/^file /);
    expect(await ctx.db.selectFrom('uploadedFile').select('fileId').execute()).toHaveLength(before.length);
  });

  test('a form without a file is a 400 naming file', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const response = await ctx.call('POST', '/api/admin/files/upload', { token: ctx.admin, raw: form });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/file/);
  });

  test('a JSON body is not an upload (415), and no body at all is a 400 naming file', async () => {
    const json = await ctx.call('POST', '/api/admin/files/upload', { token: ctx.admin, body: { file: 'x' } });
    expect(json.status).toBe(415);
    const empty = await ctx.call('POST', '/api/admin/files/upload', { token: ctx.admin });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/file/);
  });

  test.each([
    ['just over 10 MB', 10 * 1024 * 1024 + 1],
    ['far over 10 MB', 12 * 1024 * 1024],
  ])('a file %s is a 413 in the error body', async (_label, size) => {
    const bytes = Buffer.alloc(size);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const response = await upload(ctx, ctx.admin, bytes, 'huge.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, status: 413, resultEnum: 'PAYLOAD_TOO_LARGE' });
    expect(response.body.message).toMatch(/10 MB/);
  });
});

describe('serving', () => {
  test.each([
    '/api/upload/../../etc/passwd',
    '/api/upload/..%2F..%2Fetc%2Fpasswd',
    '/api/upload/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/upload/%2e%2e/site.db',
    '/api/upload/..%2Fsite.db',
    '/api/upload/..%5Csite.db',
    '/api/upload/site.db',
    `/api/upload/${'a'.repeat(64)}.png`,
    `/api/upload/${'a'.repeat(64)}.png%00.html`,
  ])('%s is a 404 that reads nothing', async (path) => {
    const { response, bytes } = await fetchBytes(path);
    expect(response.status).toBe(404);
    expect(bytes.toString('utf8')).not.toMatch(/root:|SQLite format/);
  });

  test('the upload call and the file URL are in the OpenAPI document', async () => {
    const response = await ctx.call('GET', '/api/openapi.json');
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/api/admin/files/upload', '/api/upload/{fileId}']));
  });
});
