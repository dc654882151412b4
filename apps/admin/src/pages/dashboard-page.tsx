import { currencyById } from '@fairline/shared/lookups/currencies';
import type { DashboardAnswer, DashboardCurrencyRow } from '@fairline/shared/wire/backoffice-dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { BrandBreakdown } from './dashboard-brands';
import './dashboard.css';

const DAY = 86_400_000;
const PERIODS = [
  { id: 'today', label: 'Today', back: 0, days: 1 },
  { id: 'yesterday', label: 'Yesterday', back: 1, days: 1 },
  { id: 'week', label: 'Last 7 days', back: 6, days: 7 },
] as const;
type PeriodId = (typeof PERIODS)[number]['id'];

/** The period's bounds in UTC days: today, yesterday, or the last 7 days including today. */
function boundsOf(id: PeriodId, now = Date.now()) {
  const period = PERIODS.find((p) => p.id === id) ?? PERIODS[0];
  const from = Math.floor(now / DAY) * DAY - period.back * DAY;
  return { from: new Date(from).toISOString(), to: new Date(from + period.days * DAY).toISOString() };
}

/** Minor units in the currency's own digits (BTC has 8, USD 2). */
function money(minor: number, currencyId: number): string {
  const digits = currencyById(currencyId)?.minorDigits ?? 2;
  return (minor / 10 ** digits).toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function Tile(props: { label: string; value: ReactNode; sub?: ReactNode; negative?: boolean; to?: string }) {
  const value = <span className={props.negative ? 'value negative' : 'value'}>{props.value}</span>;
  return (
    <article className="dash-tile" aria-label={props.label}>
      <span className="label">{props.label}</span>
      {props.to ? <Link to={props.to}>{value}</Link> : value}
      {props.sub !== undefined && <span className="sub">{props.sub}</span>}
    </article>
  );
}

function CurrencyTiles({ row }: { row: DashboardCurrencyRow }) {
  const m = (minor: number) => money(minor, row.currency_id);
  return (
    <section className="dash-currency" aria-label={row.currency}>
      <h2>
        {row.currency} <span className="muted">{currencyById(row.currency_id)?.name}</span>
      </h2>
      <div className="dash-tiles">
        <Tile
          label="Sportsbook turnover"
          value={m(row.sportsbook.turnover_minor)}
          sub={`${row.sportsbook.bets} bets`}
        />
        <Tile
          label="Sportsbook GGR"
          value={m(row.sportsbook.ggr_minor)}
          negative={row.sportsbook.ggr_minor < 0}
          sub="settled stakes − returns"
        />
        <Tile label="Casino turnover" value={m(row.casino.turnover_minor)} sub="bets − rollbacks" />
        <Tile
          label="Casino GGR"
          value={m(row.casino.ggr_minor)}
          negative={row.casino.ggr_minor < 0}
          sub="bets − wins − rollbacks"
        />
        <Tile label="Deposits" value={m(row.deposits.sum_minor)} sub={`${row.deposits.count} credited`} />
        <Tile label="Withdrawals" value={m(row.withdrawals.sum_minor)} sub={`${row.withdrawals.count} paid`} />
        <Tile
          label="Open liability (now)"
          value={m(row.open_bets.potential_return_minor)}
          sub={`${row.open_bets.count} open bets · stakes ${m(row.open_bets.stake_minor)}`}
        />
        <Tile
          label="Pending withdrawals (now)"
          value={m(row.pending_withdrawals.sum_minor)}
          sub={`${row.pending_withdrawals.count} waiting`}
        />
      </div>
    </section>
  );
}

/** The home page: a period's turnover, GGR, payments and players per currency, in all or for one brand, by brand, and waiting work. */
export function DashboardPage() {
  const me = useMe();
  const [period, setPeriod] = useState<PeriodId>('today');
  const [bounds, setBounds] = useState(() => boundsOf('today'));
  const [brand, setBrand] = useState('');
  const q = useQuery({
    queryKey: ['dashboard', bounds.from, bounds.to, brand],
    queryFn: () => api<DashboardAnswer>(`/dashboard${queryOf({ ...bounds, brand })}`),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
  const choose = (id: PeriodId) => {
    setPeriod(id);
    setBounds(boundsOf(id));
  };
  const d = q.data;
  return (
    <>
      <div className="dash-head">
        <h1>Dashboard</h1>
        <fieldset className="dash-periods" aria-label="Period">
          {PERIODS.map((p) => (
            <button key={p.id} type="button" aria-pressed={period === p.id} onClick={() => choose(p.id)}>
              {p.label}
            </button>
          ))}
        </fieldset>
        <select aria-label="Brand" value={brand} onChange={(e) => setBrand(e.target.value)}>
          <option value="">Every brand</option>
          {d?.brand_options.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        {d && (
          <span className="muted">
            {d.from.slice(0, 16).replace('T', ' ')} – {d.to.slice(0, 16).replace('T', ' ')} UTC
          </span>
        )}
      </div>
      <ErrorText error={q.error} />
      {d && (
        <>
          <div className="dash-tiles">
            <Tile label="New players" value={d.new_players} sub="registered in the period" />
            <Tile label="Active players" value={d.active_players} sub="bet, casino round or sign-in" />
            <Tile
              label="VIP requests (now)"
              value={d.pending_vip_requests}
              sub="awaiting a decision"
              {...(may(me, 'risk.vip') ? { to: '/admin/vip' } : {})}
            />
            <Tile
              label="Open tickets (now)"
              value={d.open_tickets}
              sub="waiting for support"
              {...(may(me, 'support.tickets') ? { to: '/admin/support' } : {})}
            />
          </div>
          {d.currencies.length === 0 && <p className="muted">No money moved in this period.</p>}
          {d.currencies.map((row) => (
            <CurrencyTiles key={row.currency_id} row={row} />
          ))}
          <BrandBreakdown brands={d.brands} />
        </>
      )}
    </>
  );
}
