import { SiteLink } from '@/components/site/site-link';

/** Where the page sits: links to its parents, the page itself last. */
export function Breadcrumbs({ label, items }: { label: string; items: { href?: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <SiteLink href={item.href} className="underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </SiteLink>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
