import { telHref } from '@/lib/site/format';

describe('a phone number as a link', () => {
  it('keeps the digits and the leading plus, whatever spacing staff typed', () => {
    expect(telHref('+65 6800 1200')).toBe('tel:+6568001200');
    expect(telHref('(852) 2123-4567 ext.')).toBe('tel:85221234567');
  });
});
