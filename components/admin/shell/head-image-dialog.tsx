'use client';

import { useState } from 'react';
import { api } from '@/lib/admin/fetcher';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { shellText } from '@/lib/admin/i18n/shell';
import { notifySuccess } from '@/lib/admin/notify';
import { useMine } from '@/lib/admin/session';
import { ImageUpload } from '../form/image-upload';
import { FormDialog } from '../form-dialog';
import { Button } from '../ui/button';

/** Upload a picture, then PUT /api/admin/modify-head-img. */
export function HeadImageDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string;
}) {
  const t = useT(shellText);
  const common = useT(commonText);
  const { mutate } = useMine();
  const [headImg, setHeadImg] = useState(current);
  const [saving, setSaving] = useState(false);

  const [openedWith, setOpenedWith] = useState<string | null>(null);
  const shownFor = open ? current : null;
  if (shownFor !== openedWith) {
    setOpenedWith(shownFor);
    if (shownFor !== null) setHeadImg(shownFor);
  }

  const save = async () => {
    setSaving(true);
    try {
      await api.put('/admin/modify-head-img', { headImg });
      await mutate();
      notifySuccess(t.headImgChanged);
      onOpenChange(false);
    } catch {
      // Reported by the fetcher.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.changeHeadImg}
      width="w-[min(400px,calc(100vw-32px))]"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{common.cancel}</Button>
          <Button variant="primary" loading={saving} disabled={headImg === current} onClick={() => void save()}>
            {common.save}
          </Button>
        </>
      }
    >
      <div className="py-2">
        <ImageUpload value={headImg} onChange={setHeadImg} label={t.headImg} className="size-28 rounded-full" />
      </div>
    </FormDialog>
  );
}
