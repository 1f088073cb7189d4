import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';

type ButtonVariant = 'primary' | 'default' | 'danger' | 'text' | 'link' | 'link-danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white border-primary hover:bg-primary-hover hover:border-primary-hover active:bg-primary-active shadow-sm',
  default: 'bg-white text-ink border-line hover:text-primary hover:border-primary-hover shadow-sm',
  danger: 'bg-danger text-white border-danger hover:bg-danger-hover hover:border-danger-hover shadow-sm',
  text: 'bg-transparent text-ink border-transparent hover:bg-black/5',
  link: 'bg-transparent text-primary border-transparent hover:text-primary-hover px-0!',
  'link-danger': 'bg-transparent text-danger border-transparent hover:text-danger-hover px-0!',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Buttons in the Ant Design manner: primary, default, danger, text and link. */
export function Button({
  variant = 'default',
  size = 'md',
  loading,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      className={cx(
        // On a phone every button is a 44 px target, and a long label wraps rather than widening the page.
        'inline-flex items-center justify-center gap-1.5 rounded-md border transition-colors max-md:min-h-[44px] md:whitespace-nowrap',
        'disabled:cursor-not-allowed disabled:opacity-50',
        variant === 'link' || variant === 'link-danger'
          ? 'h-auto text-sm'
          : size === 'sm'
            ? 'px-2 text-xs md:h-6'
            : 'px-3.5 text-sm md:h-8',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : icon}
      {children}
    </button>
  );
}
