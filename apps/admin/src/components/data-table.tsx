import './data-table.css';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  title: string;
  cell: (row: T) => ReactNode;
  /** The server's sort key for this column (its `sort` value); absent: the column does not sort. */
  sort?: string;
  /** The direction a first click on the column sorts in (default asc: times and amounts may say desc). */
  firstDir?: SortDir;
}

export type SortDir = 'asc' | 'desc';
/** Which column the server sorts the rows by, and which way. */
export interface SortState {
  by: string;
  dir: SortDir;
}
/** The sort of a table whose columns may sort: the current one (if any) and what a header click asks for. */
export interface Sorting {
  sort: SortState | undefined;
  onSort: (next: SortState) => void;
}

interface Props<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  total: number | undefined;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  /** The same list as CSV (server-side, every filtered row). */
  csvHref?: string;
  rowKey: (row: T) => string | number;
  label: string;
  /** Server-side sorting: columns with a `sort` key get a header button (absent: no column sorts). */
  sorting?: Sorting;
}

/** A table whose rows the server pages: previous/next move the offset, the CSV link exports the filtered list. */
export function DataTable<T>({
  columns,
  rows,
  total,
  offset,
  limit,
  onOffset,
  csvHref,
  rowKey,
  label,
  sorting,
}: Props<T>) {
  const last = Math.min(offset + limit, total ?? 0);
  return (
    <section className="table-wrap" aria-label={label}>
      <div className="table-bar">
        <span>
          {total === undefined ? 'Loading…' : total === 0 ? 'Nothing found' : `${offset + 1}–${last} of ${total}`}
        </span>
        <span className="spacer" />
        <button type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          Previous
        </button>
        <button type="button" disabled={total === undefined || last >= total} onClick={() => onOffset(offset + limit)}>
          Next
        </button>
        {csvHref && (
          <a className="button" href={csvHref} download>
            Export CSV
          </a>
        )}
      </div>
      <Rows columns={columns} rows={rows} rowKey={rowKey} sorting={sorting} />
    </section>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column's header: a toggle for a sortable column (aria-sort says the current order), else its title. */
function Header<T>({ column, sorting }: { column: Column<T>; sorting: Sorting | undefined }) {
  if (!column.sort || !sorting) return <th scope="col">{column.title}</th>;
  const key = column.sort;
  const active = sorting.sort?.by === key ? sorting.sort.dir : undefined;
  const next: SortDir = active ? (active === 'asc' ? 'desc' : 'asc') : (column.firstDir ?? 'asc');
  return (
    <th scope="col" aria-sort={active ? ARIA_SORT[active] : 'none'}>
      <button type="button" className="sort" onClick={() => sorting.onSort({ by: key, dir: next })}>
        {column.title}
        <span aria-hidden="true">{active === 'asc' ? ' ▲' : active === 'desc' ? ' ▼' : ' ↕'}</span>
      </button>
    </th>
  );
}

/** The rows as a plain table (a short list needs no paging). */
export function Rows<T>({
  columns,
  rows,
  rowKey,
  sorting,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  sorting?: Sorting | undefined;
}) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <Header key={c.key} column={c} sorting={sorting} />
          ))}
        </tr>
      </thead>
      <tbody>
        {rows?.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key}>{c.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
