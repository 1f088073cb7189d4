import { apiUrl } from './paths';
import { getToken } from './token';
import { adminLangCode } from './i18n/locale';
import { notifyError } from './notify';

/** The name a response's `Content-Disposition` gives its file. */
const attachmentName = (response: Response) => /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/**
 * Fetches a file the API answers (CSV exports) with the staff's token and saves it under its
 * name (`fileName`, else the one the server gives); a link could not carry the token. Resolves
 * false when the server refused, having shown its message.
 */
export async function downloadFile(path: string, fileName?: string): Promise<boolean> {
  const headers: Record<string, string> = { lang: adminLangCode() };
  const token = getToken();
  if (token) headers.Authorization = token;
  const response = await fetch(apiUrl(path), { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    notifyError(body?.message || `${response.status} ${response.statusText}`);
    return false;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? attachmentName(response) ?? 'download';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return true;
}
