import type { ReactNode } from 'react';
import { cx } from './cx';

/** A white panel with an optional title bar, as forms and tables sit in. */
export function Card({
  title,
  extra,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cx('rounded-lg bg-white shadow-[0_1px_2px_rgba(0,0,0,0.03),0_1px_6px_-1px_rgba(0,0,0,0.02)]', className)}>
      {(title || extra) && (
        <header className="flex min-h-12 flex-wrap items-center justify-between gap-3 border-b border-line-soft px-4 py-2 sm:px-6">
          <h2 className="text-base font-semibold">{title}</h2>
          {extra && <div className="flex items-center gap-2">{extra}</div>}
        </header>
      )}
      <div className="p-4 sm:p-6">{children}</div>
    </section>
  );
}

/** The heading of a screen, with its main actions on the right. */
export function PageHeader({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h1 className="text-xl font-semibold">{title}</h1>
        {subtitle && <p className="mt-1 text-ink-3">{subtitle}</p>}
      </div>
      {extra && <div className="flex items-center gap-2">{extra}</div>}
    </div>
  );
}

/** A small coloured label: a language, a state, a flag. */
export function Tag({ tone = 'default', children }: { tone?: 'default' | 'blue' | 'green' | 'orange' | 'red'; children: ReactNode }) {
  const tones = {
    default: 'bg-black/[0.02] border-line text-ink',
    blue: 'bg-primary-soft border-[#91caff] text-[#0958d9]',
    green: 'bg-[#f6ffed] border-[#b7eb8f] text-[#237804]',
    orange: 'bg-[#fff7e6] border-[#ffd591] text-[#ad4e00]',
    red: 'bg-danger-soft border-[#ffa39e] text-[#cf1322]',
  };
  return <span className={cx('inline-block rounded border px-1.5 text-xs leading-5 whitespace-nowrap', tones[tone])}>{children}</span>;
}

/** A centred line of muted text: loading, empty, failed. */
export function Placeholder({ children }: { children: ReactNode }) {
  return <div className="py-10 text-center text-ink-3">{children}</div>;
}
