import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  title: string;
  cell: (row: T) => ReactNode;
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
}

/** A table whose rows the server pages: previous/next move the offset, the CSV link exports the filtered list. */
export function DataTable<T>({ columns, rows, total, offset, limit, onOffset, csvHref, rowKey, label }: Props<T>) {
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
      <Rows columns={columns} rows={rows} rowKey={rowKey} />
    </section>
  );
}

/** The rows as a plain table (a short list needs no paging). */
export function Rows<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
}) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
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
