import { api } from './fetcher';
import { uploadUrl } from './paths';

/** Uploads one file (`POST /api/admin/files/upload`, field `file`); returns the URL to store. */
export async function uploadFile(file: File): Promise<string> {
  const { fileId } = await api.post('/admin/files/upload', { form: { file } });
  return uploadUrl(fileId);
}
