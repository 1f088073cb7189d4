'use client';

import { useMemo } from 'react';
import { flattenTree } from '../tree';
import { useApi } from '../use-api';
import type { CatalogNode } from '@/lib/validation/catalog';

/** The catalog trees of a type (GET /api/admin/catalog?type&lang); every language when lang is absent. */
export function useCatalogTree(type: number | undefined, lang?: string) {
  return useApi<CatalogNode[]>(type === undefined ? null : '/admin/catalog', { type, lang });
}

/** Catalog names by id, for showing an article's folder in lists. */
export function useCatalogNames(type: number | undefined): Map<number, string> {
  const { data } = useCatalogTree(type);
  return useMemo(() => new Map(flattenTree(data ?? []).map(({ node }) => [node.id, node.name])), [data]);
}
