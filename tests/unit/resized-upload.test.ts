import { isResizableUpload, resizedUploadPath } from '@/lib/site/resized-upload';

const file = `${'ab12'.repeat(16)}.webp`;

describe('resized uploads at short addresses', () => {
  it('gives an upload its short address for a width: the first 16 digits of its hash', () => {
    expect(isResizableUpload(`/api/upload/${file}`)).toBe(true);
    expect(resizedUploadPath(`/api/upload/${file}`, 640)).toBe(`/img/640/${'ab12'.repeat(4)}.webp`);
  });

  it('leaves anything that is not a stored upload to the optimiser as it is', () => {
    for (const src of [
      '/images/office.jpg',
      `/api/upload/${file.slice(2)}`,
      `/api/upload/../${file}`,
      `/api/upload/${file}?x=1`,
      `https://example.com/${file}`,
    ]) {
      expect(isResizableUpload(src)).toBe(false);
    }
  });
});
