import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from './data-table';

const LIMIT = 25;

/**
 * A desk's queue: rows of `<path>?status=&offset=&limit=` a page at a time, filtered by status (a new
 * status starts at the first page). `key` heads the query key, so a desk's actions refresh it with
 * `invalidateQueries({queryKey: [key]})`. Sorted by the server's default until a sortable column's
 * header asks for `sort`/`dir` (a new sort starts at the first page too).
 */
export function useStatusQueue<T, S extends string = string>(key: string, path: string, initialStatus: S) {
  const [status, setStatusOnly] = useState<S>(initialStatus);
  const [offset, setOffset] = useState(0);
  const [sort, setSortOnly] = useState<SortState | undefined>(undefined);
  const sortQuery = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: [key, status, offset, sort?.by, sort?.dir],
    queryFn: () =>
      api<{ items: T[]; total: number }>(`${path}${queryOf({ status, ...sortQuery, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const setStatus = (next: S) => {
    setStatusOnly(next);
    setOffset(0);
  };
  const setSort = (next: SortState) => {
    setSortOnly(next);
    setOffset(0);
  };
  return { path, status, setStatus, offset, setOffset, sort, setSort, sortQuery, list };
}

type Queue<T, S extends string> = ReturnType<typeof useStatusQueue<T, S>>;

/** The queue's status filter: each option a status value and its label ('' for all). */
export function StatusFilter<T, S extends string>({
  queue,
  options,
}: {
  queue: Queue<T, S>;
  options: readonly (readonly [S, string])[];
}) {
  return (
    <div className="filters">
      <select aria-label="Status" value={queue.status} onChange={(e) => queue.setStatus(e.target.value as S)}>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The queue's page as a table, paged on the server, with the filtered list's CSV (`<path>.csv`). */
export function QueueTable<T, S extends string>({
  queue,
  label,
  columns,
  rowKey,
}: {
  queue: Queue<T, S>;
  label: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={queue.list.data?.items}
      total={queue.list.data?.total}
      offset={queue.offset}
      limit={LIMIT}
      onOffset={queue.setOffset}
      csvHref={`/admin-api${queue.path}.csv${queryOf({ status: queue.status, ...queue.sortQuery })}`}
      rowKey={rowKey}
      sorting={{ sort: queue.sort, onSort: queue.setSort }}
    />
  );
}
