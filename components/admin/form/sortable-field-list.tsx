'use client';

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { useConfirm } from '../confirm-dialog';
import { Button } from '../ui/button';
import { cx } from '../ui/cx';

export interface SortableFieldListProps<T extends { id: string }> {
  /** `fields` of react-hook-form's `useFieldArray` (their `id` is the drag key). */
  fields: T[];
  /** `move` of `useFieldArray`. */
  onMove: (from: number, to: number) => void;
  /** `remove` of `useFieldArray`; asked for first. */
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  /** The accessible name of the list, also used in "item n of list". */
  label: string;
  emptyText?: ReactNode;
  /** The item's inputs, registered as `list.${index}.title` and so on. */
  renderItem: (field: T, index: number) => ReactNode;
}

/**
 * An editable list inside a form (sections, entries): add, remove (after asking), and
 * reorder by dragging the grip or with the up and down buttons. Pair it with `useFieldArray`.
 */
export function SortableFieldList<T extends { id: string }>({
  fields,
  onMove,
  onRemove,
  onAdd,
  addLabel,
  label,
  emptyText,
  renderItem,
}: SortableFieldListProps<T>) {
  const t = useT(commonText);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <div>
      {fields.length === 0 ? (
        <p className="mb-3 rounded-md border border-dashed border-line py-6 text-center text-ink-3">{emptyText ?? t.empty}</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label={label} className="mb-3 flex flex-col gap-3">
              {fields.map((field, index) => (
                <Item key={field.id} id={field.id} index={index} count={fields.length} label={label} onMove={onMove} onRemove={onRemove}>
                  {renderItem(field, index)}
                </Item>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <Button icon={<Plus aria-hidden className="size-4" />} onClick={onAdd} className="w-full border-dashed">
        {addLabel}
      </Button>
    </div>
  );
}

function Item({
  id,
  index,
  count,
  label,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
}) {
  const t = useT(commonText);
  const confirm = useConfirm();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = `${label} ${index + 1}`;

  const remove = async () => {
    if (await confirm({ title: t.confirmDeleteTitle, description: name, confirmText: t.remove, danger: true })) onRemove(index);
  };

  const iconButton =
    // 44 px to a finger on a phone, compact beside a mouse.
    'inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded text-ink-3 hover:bg-black/[0.06] hover:text-ink disabled:opacity-30 md:min-h-7 md:min-w-7 [&>svg]:size-4';

  return (
    <li
      ref={setNodeRef}
      aria-label={name}
      data-testid="sortable-field-item"
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('relative rounded-lg border border-line-soft bg-white', isDragging && 'z-10 shadow-lg')}
    >
      <div className="flex items-center gap-1 border-b border-line-soft bg-black/[0.02] px-2 py-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`${t.dragHandle}: ${name}`}
          className={cx(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical aria-hidden />
        </button>
        <span className="flex-1 text-ink-3">#{index + 1}</span>
        <button
          type="button"
          className={iconButton}
          aria-label={`${t.moveUp}: ${name}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          <ArrowUp aria-hidden />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`${t.moveDown}: ${name}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDown aria-hidden />
        </button>
        <button
          type="button"
          className={cx(iconButton, 'hover:text-danger')}
          aria-label={`${t.remove}: ${name}`}
          onClick={() => void remove()}
        >
          <Trash2 aria-hidden />
        </button>
      </div>
      <div className="px-4 pt-4">{children}</div>
    </li>
  );
}
