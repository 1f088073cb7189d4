import { isResizableUpload, resizedUploadPath, resizedUploadRewrite } from '@/lib/site/resized-upload';

const file = `${'ab12'.repeat(16)}.webp`;

describe('resized uploads at short addresses', () => {
  it('gives an upload its short address for a width: the first 16 digits of its hash', () => {
    expect(isResizableUpload(`/api/upload/${file}`)).toBe(true);
    expect(resizedUploadPath(`/api/upload/${file}`, 640)).toBe(`/img/640/${'ab12'.repeat(4)}.webp`);
  });

  it("has the optimiser fetch the upload at the site's own address, under the base path when there is one", () => {
    expect(resizedUploadRewrite('').destination).toBe('/_next/image?url=%2Fapi%2Fupload%2F:file&w=:width&q=75');
    expect(resizedUploadRewrite('/firm').destination).toBe('/_next/image?url=%2Ffirm%2Fapi%2Fupload%2F:file&w=:width&q=75');
    expect(resizedUploadRewrite('/firm').source).toBe(resizedUploadRewrite('').source);
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
