import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way from an editor back to its list, beside the page's title. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-ink-2 hover:text-primary">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
