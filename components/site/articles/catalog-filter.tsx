import { getPathname } from '@/i18n/navigation';
import { SiteLink } from '@/components/site/site-link';
import type { UrlLocale } from '@/i18n/locales';
import type { CatalogNode } from '@/lib/validation/catalog';

/** The chain of catalogs from the top down to `id`, or [] when it is not in the tree. */
function pathTo(nodes: CatalogNode[], id: number | undefined): CatalogNode[] {
  if (id === undefined) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.childrenList, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The filter's id, which its links lead back to. */
const anchor = 'catalog';

/**
 * Catalog filter as links (no JavaScript): the top level first; the children of the chosen
 * catalog (and of each chosen ancestor) in a row beneath, so any depth can be reached.
 */
export function CatalogFilter({
  locale,
  tree,
  activeId,
  pathname,
  label,
  allLabel,
}: {
  locale: UrlLocale;
  tree: CatalogNode[];
  activeId?: number;
  pathname: string;
  label: string;
  allLabel: string;
}) {
  const chain = pathTo(tree, activeId);
  const listHref = getPathname({ locale: locale, href: pathname });
  // A filter link loads the filtered list and comes back to the filter, where the visitor was reading.
  const hrefOf = (id?: number) => `${id === undefined ? listHref : `${listHref}?cataId=${id}`}#${anchor}`;
  const rows: { parent?: CatalogNode; nodes: CatalogNode[] }[] = [{ nodes: tree }];
  for (const node of chain) if (node.childrenList.length) rows.push({ parent: node, nodes: node.childrenList });

  return (
    <nav id={anchor} aria-label={label} className="print:hidden" data-testid="catalog-filter">
      {rows.map((row, depth) => (
        <ul key={row.parent?.id ?? 'top'} className={`flex flex-wrap gap-2 ${depth > 0 ? 'mt-3 border-s-2 border-accent ps-3' : ''}`}>
          <li>
            <SiteLink
              href={hrefOf(row.parent?.id)}
              aria-current={(row.parent ? activeId === row.parent.id : activeId === undefined) ? 'true' : undefined}
              className="filter-chip"
            >
              {row.parent ? `${allLabel} · ${row.parent.name}` : allLabel}
            </SiteLink>
          </li>
          {row.nodes.map((node) => {
            const active = node.id === activeId;
            const onPath = chain.some((step) => step.id === node.id);
            return (
              <li key={node.id}>
                <SiteLink
                  href={hrefOf(node.id)}
                  aria-current={active ? 'true' : undefined}
                  className={onPath && !active ? 'filter-chip border-ink' : 'filter-chip'}
                >
                  {node.name}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      ))}
    </nav>
  );
}
