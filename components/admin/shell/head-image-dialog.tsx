'use client';

import { useState } from 'react';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { useMine } from '@/lib/admin/session';
import { ImageUpload } from '../form/image-upload';
import { FormDialog, type DialogState } from '../form-dialog';
import { Button } from '../ui/button';

/** Upload a picture, then PUT /api/admin/modify-head-img. */
export function HeadImageDialog({ current, ...dialog }: DialogState & { current: string }) {
  const t = useT(shellText);
  const common = useT(commonText);
  const { mutate } = useMine();
  const [headImg, setHeadImg] = useState(current);
  const [saving, setSaving] = useState(false);

  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const shownFor = dialog.open ? current : null;
  if (shownFor !== openedWith) {
    setOpenedWith(shownFor);
    if (shownFor !== null) setHeadImg(shownFor);
  }

  const save = async () => {
    setSaving(true);
    try {
      await api.put('/admin/modify-head-img', { json: { headImg } });
      await mutate();
      notifySuccess(t.headImgChanged);
      dialog.onOpenChange(false);
    } catch {
      // Reported by the fetcher.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      {...dialog}
      title={t.changeHeadImg}
      width="w-[min(400px,calc(100vw-32px))]"
      action={
        <Button variant="primary" loading={saving} disabled={headImg === current} onClick={() => void save()}>
          {common.save}
        </Button>
      }
    >
      <div className="py-2">
        <ImageUpload value={headImg} onChange={setHeadImg} label={t.headImg} className="size-28 rounded-full" />
      </div>
    </FormDialog>
  );
}
