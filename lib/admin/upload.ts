import type { UploadedFile } from '@/lib/validation/upload';
import { request } from './fetcher';
import { uploadUrl } from './paths';

/** Uploads one file (`POST /api/admin/files/upload`, field `file`); returns the URL to store. */
export async function uploadFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { result } = await request<UploadedFile>('/admin/files/upload', { method: 'POST', body: form });
  return uploadUrl(result.fileId);
}
