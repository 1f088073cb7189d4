/**
 * Attacks on uploads beyond tests/api/uploads.test.ts: more polyglots and disguised markup
 * (through both upload calls), bodies far over the limit with and without a length, file
 * names that try to climb out of the upload folder, and many more encodings of traversal in
 * the served path (e2e/security-headers.spec.ts sends raw request lines to the built server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { useTestContext } from '../support/context';
import { fileFormData, samples } from '../support/files';

const ctx = useTestContext();
let api: typeof import('@/lib/api/app').api;
let dataDir: string;

beforeAll(async () => {
  dataDir = process.env.DATA_DIR!;
  ({ api } = await import('@/lib/api/app'));
});

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const gifHeader = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0];
const jpegHeader = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0];
const pngHeader = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const webpHeader = bytes('RIFF', [0x40, 0, 0, 0], 'WEBPVP8 ');

/** Files that carry markup a browser could run, each disguised as an image. */
const disguised: [label: string, make: () => Promise<Buffer> | Buffer, name: string, type: string][] = [
  ['a JPEG header followed by a script', () => bytes(jpegHeader, '<script>alert(1)</script>'), 'photo.jpg', 'image/jpeg'],
  ['a PNG header followed by an HTML page', () => bytes(pngHeader, '<html><body onload=alert(1)>'), 'photo.png', 'image/png'],
  [
    'a real PNG with a script appended',
    async () => bytes(await samples.png(), '<script>alert(document.domain)</script>'),
    'real.png',
    'image/png',
  ],
  ['a real JPEG with an SVG appended', async () => bytes(await samples.jpeg(), '<svg/onload=alert(1)>'), 'real.jpg', 'image/jpeg'],
  ['a GIF header with an img onerror', () => bytes(gifHeader, '<img src=x onerror=alert(1)>', [0x3b]), 'anim.gif', 'image/gif'],
  ['a GIF header with an iframe', () => bytes(gifHeader, '<iframe src=javascript:alert(1)>', [0x3b]), 'anim.gif', 'image/gif'],
  ['a GIF header with an upper-case SCRIPT', () => bytes(gifHeader, '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'), 'a.gif', 'image/gif'],
  ['a GIF header with a doctype', () => bytes(gifHeader, '<!DOCTYPE html><p>hi'), 'a.gif', 'image/gif'],
  [
    'a GIF header with an XHTML script in XML',
    () => bytes(gifHeader, '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>'),
    'a.gif',
    'image/gif',
  ],
  ['a GIF header with a javascript: link', () => bytes(gifHeader, '<a href="javascript:alert(1)">x</a>'), 'a.gif', 'image/gif'],
  [
    'a GIF header with a meta refresh',
    () => bytes(gifHeader, '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'),
    'a.gif',
    'image/gif',
  ],
  ['a WebP header with an HTML page', () => bytes(webpHeader, '<html><script>alert(1)</script></html>'), 'a.webp', 'image/webp'],
  ['an SVG named .png', () => samples.svg(), 'logo.png', 'image/png'],
  [
    'an SVG with an XML declaration named .jpg',
    () => bytes('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'logo.jpg',
    'image/jpeg',
  ],
  [
    'an SVG after a byte-order mark and blank lines',
    () => bytes([0xef, 0xbb, 0xbf], '\n\n  <svg onload=alert(1)>'),
    'logo.gif',
    'image/gif',
  ],
  ['an HTML page named .gif', () => samples.html(), 'cat.gif', 'image/gif'],
  [
    'an HTML page in UTF-16 named .png',
    () => Buffer.from('\ufeff<html><script>alert(1)</script></html>', 'utf16le'),
    'page.png',
    'image/png',
  ],
  ['an HTML page named .webp with an image/webp type', () => bytes('<body onload=alert(1)>'), 'x.webp', 'image/webp'],
  [
    'an XHTML page named .avif',
    () => bytes('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
    'x.avif',
    'image/avif',
  ],
];

async function storedIds(): Promise<string[]> {
  return (await ctx.db.selectFrom('uploadedFile').select('fileId').execute()).map((row) => row.fileId);
}

describe('disguised markup is refused by both upload calls', () => {
  test.each(disguised)('%s', async (_label, make, name, type) => {
    const before = await storedIds();
    const file = await make();
    for (const path of ['/api/admin/files/upload', '/api/admin/icon']) {
      const response = await ctx.call('POST', path, { token: ctx.admin, raw: fileFormData(file, name, type) });
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body.message).toMatch(/^file /);
    }
    expect(await storedIds()).toEqual(before);
    expect(await ctx.db.selectFrom('icon').select('id').execute()).toEqual([]);
  });

  test('a PDF carrying HTML and script is only ever served as a PDF in a script-less sandbox', async () => {
    const pdf = bytes('%PDF-1.4\n<html><script>alert(1)</script></html>\n1 0 obj<</JS(app.alert(1))/S/JavaScript>>endobj\n%%EOF\n');
    const uploaded = await ctx.call('POST', '/api/admin/files/upload', {
      token: ctx.admin,
      raw: fileFormData(pdf, 'page.html', 'text/html'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.result.fileId).toMatch(/^[a-f0-9]{64}\.pdf$/);
    const served = await api.request(`/api/upload/${uploaded.body.result.fileId}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const icon = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, raw: fileFormData(pdf, 'icon.png', 'image/png') });
    expect(icon.status).toBe(400);
  });
});

describe('oversize bodies', () => {
  /** A multipart body whose file part streams `size` bytes lazily, with no Content-Length. */
  function streamingUpload(size: number, pulled: { bytes: number }) {
    const boundary = 'attackboundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    Buffer.from(pngHeader).copy(chunk);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(head));
      },
      pull(controller) {
        if (sent >= size) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        sent += chunk.length;
        pulled.bytes = sent;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    return api.request('/api/admin/files/upload', {
      method: 'POST',
      headers: { authorization: ctx.admin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-forwarded-for': '10.0.0.1' },
      body,
      duplex: 'half',
    } as RequestInit);
  }

  test('a 1 GB upload without a length is cut off at the limit with a 413, not read to the end', async () => {
    const pulled = { bytes: 0 };
    const response = await streamingUpload(1024 * 1024 * 1024, pulled);
    expect(response.status).toBe(413);
    expect((await response.json()).resultEnum).toBe('PAYLOAD_TOO_LARGE');
    expect(pulled.bytes).toBeLessThan(16 * 1024 * 1024);
  });

  test('a declared length far over the limit is refused before the body is read', async () => {
    const response = await api.request('/api/admin/files/upload', {
      method: 'POST',
      headers: {
        authorization: ctx.admin,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(5 * 1024 * 1024 * 1024),
      },
      body: '--x--\r\n',
    });
    expect(response.status).toBe(413);
  });

  test('a JSON body over 2 MB is a 413 on a write call, and nothing is written', async () => {
    const before = await ctx.db.selectFrom('honour').select('id').execute();
    const content = `<p>${'x'.repeat(3 * 1024 * 1024)}</p>`;
    const response = await ctx.call('POST', '/api/admin/lawfirm-honour', {
      token: ctx.admin,
      body: [{ lang: 'en_US', coverUrl: '/images/c.jpg', title: 'Big', content }],
    });
    expect(response.status).toBe(413);
    expect(response.body.resultEnum).toBe('PAYLOAD_TOO_LARGE');
    expect(await ctx.db.selectFrom('honour').select('id').execute()).toEqual(before);
  });

  test('an oversize icon upload is a 413 too', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 100 * 1024);
    Buffer.from(pngHeader).copy(big);
    const response = await ctx.call('POST', '/api/admin/icon', { token: ctx.admin, raw: fileFormData(big, 'icon.png', 'image/png') });
    expect(response.status).toBe(413);
  });
});

describe('file names', () => {
  test.each([
    '../../../../tmp/evil.png',
    '..\\..\\..\\evil.png',
    '/etc/passwd',
    'C:\\Windows\\evil.png',
    'evil.png\u0000.html',
    '%2e%2e%2fevil.png',
    'site.db',
    '.htaccess',
  ])('an upload named %j is stored under its hash inside the upload folder only', async (name) => {
    const png = await samples.png();
    const response = await ctx.call('POST', '/api/admin/files/upload', { token: ctx.admin, raw: fileFormData(png, name, 'image/png') });
    expect(response.status).toBe(200);
    expect(response.body.result.fileId).toMatch(/^[a-f0-9]{64}\.png$/);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(path.relative(dataDir, full));
      }
    };
    walk(dataDir);
    for (const file of files)
      expect(file).toMatch(/^(uploads\/[a-f0-9]{2}\/[a-f0-9]{64}\.(png|jpg|gif|webp|avif|pdf)|site\.db(-wal|-shm|-journal)?)$/);
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
  });
});

describe('traversal in the served path', () => {
  let real: string;
  beforeAll(async () => {
    const uploaded = await ctx.call('POST', '/api/admin/files/upload', {
      token: ctx.admin,
      raw: fileFormData(await samples.jpeg(), 'x.jpg', 'image/jpeg'),
    });
    real = uploaded.body.result.fileId;
  });

  const attempts = (id: string) => [
    '..%252f..%252f..%252fetc%252fpasswd',
    '%252e%252e%252f%252e%252e%252fsite.db',
    '%2e%2e%5c%2e%2e%5csite.db',
    '..%5c..%5cetc%5cpasswd',
    '..%255c..%255csite.db',
    '%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
    '%e0%80%ae%e0%80%ae/site.db',
    '%u002e%u002e%u2215site.db',
    '..%c0%afsite.db',
    '.%2e/.%2e/site.db',
    '%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%2Fetc%2Fpasswd',
    '%2F%2Fetc%2Fpasswd',
    '/etc/passwd',
    'C:%5CWindows%5Cwin.ini',
    'file:%2F%2F%2Fetc%2Fpasswd',
    '~%2F.ssh%2Fid_rsa',
    'site.db%00.png',
    '%00',
    `${id}%00`,
    `${id}%00.html`,
    `${id}%2f..%2f..%2fsite.db`,
    `${id}/..%2f..%2fsite.db`,
    `${id}.html`,
    `${id.toUpperCase()}`,
    `${id.slice(0, 2)}%2F${id}`,
    `uploads%2F${id.slice(0, 2)}%2F${id}`,
    `${id.replace('.jpg', '.gif')}`,
    'x'.repeat(10_000),
  ];

  test('every encoding is a 400 or 404 that reads nothing', async () => {
    const failures: string[] = [];
    for (const attempt of attempts(real)) {
      const response = await api.request(`/api/upload/${attempt}`);
      const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
      if (![400, 404].includes(response.status) || /root:|SQLite format|\[fonts\]|JFIF/.test(text))
        failures.push(`${attempt.slice(0, 80)}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });
});
