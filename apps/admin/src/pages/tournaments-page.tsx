// The tournaments desk (issue 21, ADR 0072): casino tournaments per brand by status (scheduled, running,
// finished, cancelled), paged on the server, each opening its own page; a new tournament for a role that may
// run casino promotions (read-only roles see the list and the pages only).
import {
  DESK_TOURNAMENT_STATUSES,
  type DeskTournament,
  type DeskTournamentStatus,
  type TournamentDeskListAnswer,
} from '@fairline/shared/wire/backoffice-casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { FilterSelect } from '../components/filter-select';
import { may, useMe } from '../session';
import { at, moneyOf, RULE_LABELS, STATUS_LABELS } from './casino-format';
import { TournamentForm } from './tournaments-form';
import './casino-desk.css';

const LIMIT = 25;

export function StatusPill({ status }: { status: DeskTournamentStatus }) {
  return (
    <span className="status-pill" data-status={status} data-testid="tournament-status">
      {STATUS_LABELS[status]}
    </span>
  );
}

export function TournamentsPage() {
  const me = useMe();
  const [status, setStatus] = useState<DeskTournamentStatus | ''>('');
  const [brand, setBrand] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: ['casino-tournaments', status, brand, offset],
    queryFn: () =>
      api<TournamentDeskListAnswer>(`/casino/tournaments${queryOf({ status, brand, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const brands = list.data?.brands ?? [];
  const brandName = (id: number) => brands.find((b) => b.id === id)?.name ?? id;
  const columns: Column<DeskTournament>[] = [
    {
      key: 'name',
      title: 'Tournament',
      cell: (t) => <Link to={`/admin/casino/tournaments/${t.id}`}>{t.name}</Link>,
    },
    { key: 'status', title: 'Status', cell: (t) => <StatusPill status={t.status} /> },
    { key: 'brand', title: 'Brand', cell: (t) => brandName(t.form.brand_id) },
    { key: 'rule', title: 'Rule', cell: (t) => RULE_LABELS[t.form.rule] },
    { key: 'dates', title: 'Dates', cell: (t) => `${at(t.form.starts_at)} → ${at(t.form.ends_at)}` },
    {
      key: 'prize',
      title: 'First prize',
      cell: (t) => (t.form.prizes[0] ? moneyOf(t.form.prizes[0].amount, t.form.currency_id) : '—'),
    },
    {
      key: 'origin',
      title: 'Made by',
      cell: (t) => t.created_by ?? <span className="muted">{t.series_id ? 'a recurring series' : 'the seed'}</span>,
    },
  ];
  return (
    <>
      <h1>Tournaments</h1>
      <div className="filters">
        <FilterSelect
          label="Status"
          all="Every status"
          value={status}
          options={DESK_TOURNAMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
        />
        <FilterSelect
          label="Brand"
          all="Every brand"
          value={brand}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(next) => {
            setBrand(next);
            setOffset(0);
          }}
        />
      </div>
      <ErrorText error={list.error} />
      <DataTable
        label="Tournaments"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        rowKey={(t) => t.id}
      />
      {may(me, 'casino.promotions') && list.data && (
        <section aria-label="New tournament">
          <h2>New tournament</h2>
          <p className="muted">
            Times are UTC. The tournaments’ clock reads <span data-testid="desk-clock">{at(list.data.now)}</span>; a new
            tournament starts after it.
          </p>
          <TournamentForm brands={brands} games={list.data.games} />
        </section>
      )}
    </>
  );
}
