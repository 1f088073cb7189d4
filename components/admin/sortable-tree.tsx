'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { cx } from './ui/cx';

export interface TreeNode {
  id: number;
  childrenList?: TreeNode[] | null;
}

export interface SortableTreeProps<T extends TreeNode> {
  /** Roots, each with optional nested `childrenList` (a flat list works too). */
  items: T[];
  /** Called after a drop: move `sourceId` to `targetId`'s position among the same siblings. */
  onMove: (sourceId: number, targetId: number) => Promise<unknown> | unknown;
  /** One row's content; put `handle` where the drag grip goes. */
  renderItem: (item: T, context: { depth: number; handle: ReactNode }) => ReactNode;
  label?: string;
  /** False: no grips, nothing moves (the user may not reorder). */
  movable?: boolean;
}

const ROOT = 'root';

// Only siblings are drop targets: an item moves within its own level.
const siblingsOnly: CollisionDetection = (args) => {
  const parent = args.active.data.current?.parent;
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((container) => container.data.current?.parent === parent),
  });
};

function reorder<T extends TreeNode>(nodes: T[], parent: string, sourceId: number, targetId: number, here = ROOT): T[] {
  if (parent === here) {
    const from = nodes.findIndex((node) => node.id === sourceId);
    const to = nodes.findIndex((node) => node.id === targetId);
    return from < 0 || to < 0 ? nodes : arrayMove(nodes, from, to);
  }
  return nodes.map((node) =>
    node.childrenList?.length ? { ...node, childrenList: reorder(node.childrenList, parent, sourceId, targetId, String(node.id)) } : node,
  );
}

/**
 * A tree (or list) reordered by dragging a row's grip, with the mouse or the keyboard
 * (focus the grip, Space, arrows, Space). Rows move among their siblings; the new order
 * shows at once and reverts if `onMove` fails.
 */
export function SortableTree<T extends TreeNode>({ items, onMove, renderItem, label, movable = true }: SortableTreeProps<T>) {
  const [tree, setTree] = useState(items);
  const [shownItems, setShownItems] = useState(items);
  if (items !== shownItems) {
    setShownItems(items);
    setTree(items);
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const parent = String(active.data.current?.parent ?? ROOT);
    if (over.data.current?.parent !== parent) return;
    setTree((current) => reorder(current, parent, Number(active.id), Number(over.id)));
    try {
      await onMove(Number(active.id), Number(over.id));
    } catch {
      setTree(items);
    }
  };

  return (
    <DndContext sensors={sensors} collisionDetection={siblingsOnly} onDragEnd={onDragEnd}>
      <Level nodes={tree} parent={ROOT} depth={0} renderItem={renderItem} label={label} movable={movable} />
    </DndContext>
  );
}

function Level<T extends TreeNode>({
  nodes,
  parent,
  depth,
  renderItem,
  label,
  movable,
}: {
  nodes: T[];
  parent: string;
  depth: number;
  renderItem: SortableTreeProps<T>['renderItem'];
  label?: string;
  movable: boolean;
}) {
  return (
    <SortableContext items={nodes.map((node) => node.id)} strategy={verticalListSortingStrategy}>
      <ul
        role={depth === 0 ? 'tree' : 'group'}
        aria-label={depth === 0 ? label : undefined}
        className={cx(depth > 0 && 'ml-6 border-l border-line-soft pl-2')}
      >
        {nodes.map((node) => (
          <Row key={node.id} node={node} parent={parent} depth={depth} renderItem={renderItem} movable={movable} />
        ))}
      </ul>
    </SortableContext>
  );
}

function Row<T extends TreeNode>({
  node,
  parent,
  depth,
  renderItem,
  movable,
}: {
  node: T;
  parent: string;
  depth: number;
  renderItem: SortableTreeProps<T>['renderItem'];
  movable: boolean;
}) {
  const t = useT(commonText);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    data: { parent },
    disabled: !movable,
  });
  const children = (node.childrenList ?? []) as T[];
  const handle = movable && (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t.dragHandle}
      data-testid="drag-handle"
      className="inline-flex size-[44px] cursor-grab md:size-6 touch-none items-center justify-center rounded text-ink-3 hover:bg-black/[0.06] hover:text-ink active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      aria-selected={false}
      aria-expanded={children.length ? true : undefined}
      data-id={node.id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('relative', isDragging && 'z-10 opacity-80 shadow-lg')}
    >
      <div className="rounded-md bg-white hover:bg-black/[0.02]">{renderItem(node, { depth, handle })}</div>
      {children.length > 0 && (
        <Level nodes={children} parent={String(node.id)} depth={depth + 1} renderItem={renderItem} movable={movable} />
      )}
    </li>
  );
}
