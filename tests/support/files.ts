import sharp from 'sharp';
import type { TestContext } from './context';

/** Small real files of each accepted kind, and the refused ones. */
export const samples = {
  png: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f3a5f' } })
      .png()
      .toBuffer(),
  jpeg: () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#c08a3e' } })
      .jpeg()
      .toBuffer(),
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  html: () => Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  polyglotGif: () =>
    Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([1, 0, 1, 0, 0x80, 0, 0]),
      Buffer.from('<script>alert(1)</script>'),
      Buffer.from([0x3b]),
    ]),
};

/** A multipart body with `bytes` in field `file` (and any other text fields). */
export function fileFormData(bytes: Uint8Array, name: string, type = 'application/octet-stream', fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

export function upload(ctx: TestContext, token: string, bytes: Uint8Array, name: string, type?: string) {
  return ctx.call('POST', '/api/admin/files/upload', { token, raw: fileFormData(bytes, name, type) });
}
