import { apiUrl } from './paths';
import { getToken } from './token';
import { adminLangCode } from './i18n/locale';

/**
 * Fetches a file the API answers (CSV exports) with the staff's token and saves it under its
 * name; a link could not carry the token. Resolves false when the server refused.
 */
export async function downloadFile(path: string, fileName: string): Promise<boolean> {
  const headers: Record<string, string> = { lang: adminLangCode() };
  const token = getToken();
  if (token) headers.Authorization = token;
  const response = await fetch(apiUrl(path), { headers });
  if (!response.ok) return false;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
