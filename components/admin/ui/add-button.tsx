'use client';

import { Plus } from 'lucide-react';
import { useMine } from '@/lib/admin/session';
import { Button, type ButtonProps } from './button';

/** The primary "add" button of a list screen, with its plus icon; none for a translator, who adds nothing. */
export function AddButton(props: Omit<ButtonProps, 'variant' | 'icon'>) {
  if (useMine().isTranslator) return null;
  return <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} {...props} />;
}
