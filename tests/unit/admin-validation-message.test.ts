import { adminValidationMessage } from '@/lib/admin/i18n/locale';
import { imageUrl } from '@/lib/validation/translation-group';
import { optionalEmail } from '@/lib/validation/lawyer';

/** The back office's forms show a shared schema's own message in the staff member's language. */
describe('a shared schema’s message in the back office', () => {
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';

  it('is Chinese in the Chinese back office and English in the English one', () => {
    const link = messageOf(imageUrl.safeParse('not a link'));
    expect(adminValidationMessage(link, 'zh')).toBe('必须是 http(s) 地址或以 / 开头的路径');
    expect(adminValidationMessage(link, 'en')).toBe('Must be an http(s) address or a path starting with /');
    const email = messageOf(optionalEmail.safeParse('not an address'));
    expect(adminValidationMessage(email, 'zh')).toBe('邮箱地址无效');
  });

  it('leaves a message zod already wrote in the admin’s language as it is', () => {
    expect(adminValidationMessage('此项为必填项', 'zh')).toBe('此项为必填项');
  });
});
