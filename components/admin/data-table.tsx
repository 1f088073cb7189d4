'use client';

import { ChevronLeft, ChevronRight, LoaderCircle } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
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
  /**
   * Where the column goes in a row's card on a phone: its head (with the other head columns,
   * the first column when none is), a labelled line (the default) or nowhere. The `actions`
   * column always closes the card.
   */
  phone?: 'head' | 'line' | 'hidden';
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

/** Below Tailwind's `md`, where the shell's side bar becomes a drawer, rows become cards. */
const phoneQuery = '(max-width: 767.98px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(phoneQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );
}

/**
 * A table with loading and empty states and, when given, paging below it. On a laptop the
 * `actions` column stays in view at the right however wide the rest is; on a phone each row
 * is a card (its head, its other columns as labelled lines, its actions as 44-pixel targets),
 * so a title and its actions are on screen together with no sideways scrolling.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = usePhoneLayout();
  return (
    <div>
      {phone ? <RowCards {...props} /> : <Table {...props} />}
      {props.pagination && <Pagination {...props.pagination} />}
    </div>
  );
}

function Table<T>({ columns, rows, rowKey, loading, empty, label }: DataTableProps<T>) {
  const t = useT(commonText);
  const fixed = (column: Column<T>) => column.key === 'actions' && 'sticky right-0 shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.12)]';
  return (
    // A table wider than its card scrolls in here (the actions stay), so the keyboard must be able to reach and scroll it too.
    <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-collapse text-sm" aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(
                  'border-b border-line-soft bg-[#fafafa] px-3 py-3 font-semibold whitespace-nowrap',
                  alignClass[column.align ?? 'left'],
                  column.width,
                  fixed(column),
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
                  className={cx(
                    'border-b border-line-soft px-3 py-3 align-middle',
                    alignClass[column.align ?? 'left'],
                    column.width,
                    fixed(column) && `${fixed(column)} bg-white`,
                  )}
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
      {loading && <LoadingCover />}
    </div>
  );
}

function RowCards<T>({ columns, rows, rowKey, loading, empty, label }: DataTableProps<T>) {
  const t = useT(commonText);
  const shown = columns.filter((column) => column.phone !== 'hidden' && column.key !== 'actions');
  const marked = shown.filter((column) => column.phone === 'head');
  const head = marked.length ? marked : shown.slice(0, 1);
  const lines = shown.filter((column) => !head.includes(column));
  const actions = columns.find((column) => column.key === 'actions');
  return (
    <div className="relative" aria-busy={loading || undefined}>
      {rows && rows.length > 0 ? (
        <ul aria-label={label} className="flex flex-col gap-3">
          {rows.map((row, index) => (
            <li key={rowKey(row)} className="rounded-lg border border-line-soft p-3 text-sm">
              <div className="flex min-w-0 items-start gap-3 font-medium break-words">
                {head.map((column) => (
                  <div key={column.key} className="min-w-0 first:shrink-0 last:flex-1">
                    {column.render(row, index)}
                  </div>
                ))}
              </div>
              {lines.length > 0 && (
                <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1.5">
                  {lines.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="text-ink-3">{column.title}</dt>
                      <dd className="min-w-0 break-words">{column.render(row, index)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions && (
                <div
                  data-actions
                  className="mt-3 border-t border-line-soft pt-1 [&_a]:inline-flex [&_a]:min-h-[44px] [&_a]:min-w-[44px] [&_a]:items-center [&_button]:min-h-[44px] [&_button]:min-w-[44px]"
                >
                  {actions.render(row, index)}
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        !loading && <p className="py-12 text-center text-ink-3">{empty ?? t.empty}</p>
      )}
      {loading && <LoadingCover />}
    </div>
  );
}

function LoadingCover() {
  const t = useT(commonText);
  return (
    <div className="absolute inset-0 flex min-h-24 items-center justify-center bg-white/60" role="status">
      <LoaderCircle aria-hidden className="size-6 animate-spin text-primary" />
      <span className="sr-only">{t.loading}</span>
    </div>
  );
}

/** Page buttons, the total and the page size, in the Ant Design manner. */
function Pagination({ pageNo, pageSize, totalCount, capped, onChange, pageSizes = [10, 20, 50, 100] }: PaginationProps) {
  const t = useT(commonText);
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const shown = pageWindow(pageNo, pages);
  return (
    <nav aria-label={t.pagination} className="mt-4 flex flex-wrap items-center justify-end gap-2">
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
        className="ml-2 h-[44px] rounded-md border border-line bg-white px-2 md:h-8"
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
        'inline-flex h-[44px] min-w-[44px] items-center md:h-8 md:min-w-8 justify-center rounded-md border px-2 disabled:cursor-not-allowed disabled:opacity-40',
        current ? 'border-primary text-primary' : 'border-transparent hover:bg-black/[0.06]',
      )}
    >
      {children}
    </button>
  );
}
