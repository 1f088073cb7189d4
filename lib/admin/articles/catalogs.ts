'use client';

import { useMemo } from 'react';
import { flattenTree } from '../tree';
import { useApi } from '../use-api';
import type { LangCode } from '@/i18n/locales';
import type { CatalogNode } from '@/lib/validation/catalog';

/** The catalog trees of a type (GET /api/admin/catalog?type&lang); every language when lang is absent. */
export function useCatalogTree(type: number | undefined, lang?: LangCode) {
  const trees = useApi(type === undefined ? null : '/admin/catalog', { query: { type, lang } });
  // JSON's typing stops at a recursive type: a node's children come typed as JSON values. They are
  // nodes, as the view declares (catalogNodeView).
  return { ...trees, data: trees.data as unknown as CatalogNode[] | undefined };
}

/** Catalog names by id, for showing an article's folder in lists. */
export function useCatalogNames(type: number | undefined): Map<number, string> {
  const { data } = useCatalogTree(type);
  return useMemo(() => new Map(flattenTree(data ?? []).map(({ node }) => [node.id, node.name])), [data]);
}
