import type { PlayerSummary } from '@fairline/shared/wire/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;
const COLUMNS: Column<PlayerSummary>[] = [
  { key: 'id', title: 'ID', sort: 'id', cell: (p) => <Link to={`/admin/players/${p.id}`}>{p.id}</Link> },
  { key: 'email', title: 'E-mail', sort: 'email', cell: (p) => p.email ?? '—' },
  { key: 'phone', title: 'Phone', cell: (p) => p.phone ?? '—' },
  {
    key: 'name',
    title: 'Name',
    sort: 'name',
    cell: (p) => [p.first_name, p.last_name].filter(Boolean).join(' ') || '—',
  },
  { key: 'country', title: 'Country', sort: 'country', cell: (p) => p.country },
  { key: 'status', title: 'Status', cell: (p) => p.status },
  { key: 'suspicious', title: 'Suspicious', cell: (p) => (p.suspicious ? 'flagged' : '') },
  {
    key: 'created',
    title: 'Registered',
    sort: 'created_at',
    firstDir: 'desc',
    cell: (p) => p.created_at.slice(0, 16).replace('T', ' '),
  },
];

/** Player search by id, e-mail, phone or name. */
export function PlayersPage() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const order = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['players', q, offset, order.sort, order.dir],
    queryFn: () =>
      api<{ items: PlayerSummary[]; total: number }>(`/players${queryOf({ q, ...order, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setQ(String(new FormData(e.currentTarget).get('q') ?? ''));
    setOffset(0);
  };
  return (
    <>
      <h1>Players</h1>
      <form className="filters" onSubmit={search} aria-label="Player search">
        <input name="q" placeholder="ID, e-mail, phone, name or IP" aria-label="Search players" defaultValue={q} />
        <button type="submit">Search</button>
      </form>
      <ErrorText error={list.error} />
      <DataTable
        label="Players"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/players.csv${queryOf({ q, ...order })}`}
        rowKey={(p) => p.id}
        sorting={{
          sort,
          onSort: (next) => {
            setSort(next);
            setOffset(0);
          },
        }}
      />
    </>
  );
}
