'use client';

import type { CatalogNode } from '@/lib/validation/catalog';
import { flattenTree } from '@/lib/admin/tree';
import { SelectInput } from '../form/field';

/** Picks a catalog from a tree; sub-catalogs are indented under their parents. */
export function CatalogSelect({
  tree,
  value,
  onChange,
  id,
  invalid,
  placeholder,
  exclude = [],
}: {
  tree: CatalogNode[];
  value: string;
  onChange: (value: string) => void;
  id?: string;
  invalid?: boolean;
  placeholder: string;
  /** Ids that cannot be chosen (a catalog and its own sub-catalogs, when choosing its parent). */
  exclude?: number[];
}) {
  const options = flattenTree(tree).map(({ node, depth }) => ({
    value: String(node.id),
    label: `${'\u3000'.repeat(depth)}${depth ? '└ ' : ''}${node.name}`,
    disabled: exclude.includes(node.id),
  }));
  return (
    <SelectInput
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
      placeholder={placeholder}
      invalid={invalid}
    />
  );
}
