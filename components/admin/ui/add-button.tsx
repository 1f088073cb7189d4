import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** The primary "add" button of a list screen, with its plus icon. */
export function AddButton(props: Omit<ButtonProps, 'variant' | 'icon'>) {
  return <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} {...props} />;
}
