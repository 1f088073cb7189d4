export interface FlatNode<T> {
  node: T;
  depth: number;
}

/** A tree in display order, depth first, with each node's depth. */
export function flattenTree<T extends { childrenList?: T[] | null }>(nodes: T[], depth = 0): FlatNode<T>[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.childrenList ?? [], depth + 1)]);
}

/** The ids of a node and everything below it. */
export function subtreeIds<T extends { id: number; childrenList?: T[] | null }>(node: T): number[] {
  return [node.id, ...(node.childrenList ?? []).flatMap((child) => subtreeIds(child))];
}
