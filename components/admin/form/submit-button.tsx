'use client';

import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { Button, type ButtonProps } from '../ui/button';

/** The form's submit: disabled with a spinner while saving (pass `formState.isSubmitting`). */
export function SubmitButton({ saving, children, ...rest }: Omit<ButtonProps, 'type' | 'loading'> & { saving: boolean }) {
  const t = useT(commonText);
  return (
    <Button type="submit" variant="primary" loading={saving} {...rest}>
      {saving ? t.saving : (children ?? t.save)}
    </Button>
  );
}
