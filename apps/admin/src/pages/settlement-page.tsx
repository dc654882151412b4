// The settlement desk (ADR 0054): finished games with bets, found by id or from the list, the latest
// result first. A game's page voids a market or resettles the game on a corrected score.
import type { RiskGame } from '@fairline/shared/wire/backoffice-settlement';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;

/** A score as staff read it: final, with regulation time when overtime changed it. */
export function scoreText(g: Pick<RiskGame, 'final' | 'regulation' | 'half_time'>) {
  const final = `${g.final.home}:${g.final.away}`;
  const reg =
    g.final.home !== g.regulation.home || g.final.away !== g.regulation.away
      ? ` (regulation ${g.regulation.home}:${g.regulation.away})`
      : '';
  const half = g.half_time ? `, half time ${g.half_time.home}:${g.half_time.away}` : '';
  return `${final}${reg}${half}`;
}

const COLUMNS: Column<RiskGame>[] = [
  {
    key: 'id',
    title: 'Game',
    sort: 'game_id',
    cell: (g) => <Link to={`/admin/settlement/${g.game_id}`}>{g.game_id}</Link>,
  },
  {
    key: 'start',
    title: 'Kick-off',
    sort: 'start',
    firstDir: 'desc',
    cell: (g) => g.start.slice(0, 16).replace('T', ' '),
  },
  { key: 'teams', title: 'Teams', cell: (g) => `${g.home} – ${g.away}` },
  { key: 'status', title: 'Status', cell: (g) => g.status },
  { key: 'score', title: 'Result', cell: scoreText },
  { key: 'version', title: 'Version', cell: (g) => (g.version > 1 ? `corrected (v${g.version})` : 'as fed') },
  { key: 'bets', title: 'Bets', sort: 'bets', firstDir: 'desc', cell: (g) => g.bets },
];

export function SettlementPage() {
  const [game, setGame] = useState('');
  const [offset, setOffset] = useState(0);
  const [sort, setSort] = useState<SortState | undefined>(undefined);
  const order = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['settlement-games', game, offset, order.sort, order.dir],
    queryFn: () =>
      api<{ items: RiskGame[]; total: number }>(
        `/settlement/games${queryOf({ game, ...order, offset, limit: LIMIT })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const find = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setGame(String(new FormData(e.currentTarget).get('game') ?? '').trim());
    setOffset(0);
  };
  return (
    <>
      <h1>Settlement</h1>
      <p className="muted">
        Finished games with bets. Open one to void a market or resettle it on a corrected score; money moves once,
        through the correcting settlement.
      </p>
      <form className="filters" onSubmit={find} aria-label="Find a game">
        <input name="game" inputMode="numeric" placeholder="Game id" aria-label="Game id" defaultValue={game} />
        <button type="submit">Find</button>
      </form>
      <ErrorText error={list.error} />
      <DataTable
        label="Finished games"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/settlement/games.csv${queryOf({ game, ...order })}`}
        rowKey={(g) => g.game_id}
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
