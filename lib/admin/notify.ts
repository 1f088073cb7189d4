import { toast } from 'sonner';
import { commonText } from './i18n/common';
import { getAdminLocale } from './i18n/locale';

const text = () => commonText[getAdminLocale()];

/** The failure notification of every admin request: titled 请求错误, carrying the server's message. */
export function notifyError(message: string): void {
  toast.error(text().requestError, { description: message });
}

/** The one notification shown when a session ends (several requests may fail at once). */
export function notifyExpired(): void {
  toast.error(text().requestError, { id: 'session-expired', description: text().sessionExpired });
}

export function notifySuccess(message?: string): void {
  toast.success(message ?? text().saved);
}
