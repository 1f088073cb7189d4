'use client';

import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { cx } from './ui/cx';

export interface Column<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  /** A Tailwind width class, e.g. 'w-24'. */
  width?: string;
  align?: 'left' | 'center' | 'right';
}

export interface PaginationProps {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  /** `totalCount` is where a search stopped counting: there may be more. */
  capped?: boolean;
  onChange: (pageNo: number, pageSize: number) => void;
  pageSizes?: number[];
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown when there are no rows (defaults to 暂无数据). */
  empty?: ReactNode;
  pagination?: PaginationProps;
  /** The table's accessible name. */
  label?: string;
}

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' };

/** A dense table with loading and empty states and, when given, paging below it. */
export function DataTable<T>({ columns, rows, rowKey, loading, empty, pagination, label }: DataTableProps<T>) {
  const t = useT(commonText);
  return (
    <div>
      {/* A table wider than a phone scrolls in here, so the keyboard must be able to reach and scroll it too. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
        <table className="w-full border-collapse text-sm" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr className="bg-black/[0.02]">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(
                    'border-b border-line-soft px-4 py-3 font-semibold whitespace-nowrap',
                    alignClass[column.align ?? 'left'],
                    column.width,
                  )}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row, index) => (
              <tr key={rowKey(row)} className="transition-colors hover:bg-black/[0.02]">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cx('border-b border-line-soft px-4 py-3 align-middle', alignClass[column.align ?? 'left'], column.width)}
                  >
                    {column.render(row, index)}
                  </td>
                ))}
              </tr>
            ))}
            {!loading && (!rows || rows.length === 0) && (
              <tr>
                <td colSpan={columns.length} className="border-b border-line-soft py-12 text-center text-ink-3">
                  {empty ?? t.empty}
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {loading && (
          <div className="absolute inset-0 flex min-h-24 items-center justify-center bg-white/60" role="status">
            <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
            <span className="sr-only">{t.loading}</span>
          </div>
        )}
      </div>
      {pagination && <Pagination {...pagination} />}
    </div>
  );
}

/** Page buttons, the total and the page size, in the Ant Design manner. */
function Pagination({ pageNo, pageSize, totalCount, capped, onChange, pageSizes = [10, 20, 50, 100] }: PaginationProps) {
  const t = useT(commonText);
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const shown = pageWindow(pageNo, pages);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-end gap-2">
      <span className="mr-2 text-ink-2">{format(capped ? t.totalCapped : t.total, { total: totalCount })}</span>
      <PageButton label={t.previousPage} disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1, pageSize)}>
        <ChevronLeft aria-hidden className="size-4" />
      </PageButton>
      {shown.map((page, index) =>
        page === 0 ? (
          <span key={`gap-${index}`} className="px-1 text-ink-3">
            …
          </span>
        ) : (
          <PageButton key={page} label={format(t.page, { page })} current={page === pageNo} onClick={() => onChange(page, pageSize)}>
            {page}
          </PageButton>
        ),
      )}
      <PageButton label={t.nextPage} disabled={pageNo >= pages} onClick={() => onChange(pageNo + 1, pageSize)}>
        <ChevronRight aria-hidden className="size-4" />
      </PageButton>
      <select
        aria-label={format(t.pageSize, { size: '' }).trim()}
        value={pageSize}
        onChange={(event) => onChange(1, Number(event.target.value))}
        className="ml-2 h-8 rounded-md border border-line bg-white px-2"
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {format(t.pageSize, { size })}
          </option>
        ))}
      </select>
    </nav>
  );
}

/** Page numbers to show: first, last and two around the current one; 0 marks a gap. */
function pageWindow(current: number, pages: number): number[] {
  const wanted = new Set(
    [1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= pages),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: number[] = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1] > 1) result.push(0);
    result.push(page);
  });
  return result;
}

function PageButton({
  label,
  current,
  disabled,
  onClick,
  children,
}: {
  label: string;
  current?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        'inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-2 disabled:cursor-not-allowed disabled:opacity-40',
        current ? 'border-primary text-primary' : 'border-transparent hover:bg-black/[0.06]',
      )}
    >
      {children}
    </button>
  );
}
