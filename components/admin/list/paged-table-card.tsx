import type { ReactNode } from 'react';
import type { Pageable } from '@/lib/validation/envelope';
import { DataTable, type Column } from '../data-table';
import { Card } from '../ui/card';
import type { ListState } from '../use-list-state';

/** The rows of one page of a list call, in a card, with the pager of the list state. */
export function PagedTableCard<T extends { id: number }>({
  label,
  columns,
  read,
  list,
  empty,
}: {
  label: string;
  columns: Column<T>[];
  /** The list call (`useApi`). */
  read: { data?: T[]; isLoading: boolean; pageable?: Pageable };
  list: Pick<ListState<string>, 'pagination'>;
  empty?: ReactNode;
}) {
  return (
    <Card>
      <DataTable
        label={label}
        columns={columns}
        rows={read.data}
        rowKey={(row) => row.id}
        loading={read.isLoading}
        empty={empty}
        pagination={list.pagination(read.pageable)}
      />
    </Card>
  );
}
