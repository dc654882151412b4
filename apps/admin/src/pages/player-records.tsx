// The player page's records as tabs (ADR 0045 "The player page's records"): the ledger with running
// balances, payments, casino rounds, bonuses, limits, verification, messages and referrals. Each tab reads its
// own route when it opens; long lists page on the server.
import './player-records.css';
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import type {
  PlayerBonusesAnswer,
  PlayerMessagesAnswer,
  PlayerPayment,
  PlayerPaymentsAnswer,
  PlayerRgLimitsAnswer,
  PlayerRoundsAnswer,
  PlayerVerificationAnswer,
} from '@fairline/shared/wire/backoffice-player-records';
import type { BonusRecord } from '@fairline/shared/wire/bonuses';
import type { CasinoRound } from '@fairline/shared/wire/casino-lobby';
import type { InboxMessage } from '@fairline/shared/wire/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { formatAmount, formatAt } from './payments-format';
import { PlayerLedger } from './player-ledger';
import { PlayerReferrals } from './player-referrals';

const LIMIT = 25;
type Props = { page: PlayerPageAnswer };
const codeOf = (currencyId: number) => currencyById(currencyId)?.code ?? String(currencyId);

/** One tab's data: loading, its error, or the content made of it. */
function Loaded<T>({ q, children }: { q: { data?: T; error: unknown }; children: (data: T) => ReactNode }) {
  if (q.error) return <ErrorText error={q.error} />;
  return q.data === undefined ? <p>Loading…</p> : children(q.data);
}

const PAYMENT_COLUMNS: Column<PlayerPayment>[] = [
  { key: 'at', title: 'Started', cell: (p) => formatAt(p.created_at) },
  { key: 'kind', title: 'Kind', cell: (p) => p.kind },
  { key: 'amount', title: 'Amount', cell: (p) => formatAmount(p.amount_minor, p.currency_id, p.currency) },
  { key: 'status', title: 'Status', cell: (p) => p.status },
  { key: 'method', title: 'Method', cell: (p) => p.method ?? '' },
  { key: 'reason', title: 'Reason', cell: (p) => p.reason ?? '' },
  { key: 'settled', title: 'Settled', cell: (p) => formatAt(p.settled_at) },
];

function Payments({ page }: Props) {
  const [offset, setOffset] = useState(0);
  const id = page.profile.id;
  const list = useQuery({
    queryKey: ['player', String(id), 'payments', offset],
    queryFn: () => api<PlayerPaymentsAnswer>(`/players/${id}/payments${queryOf({ offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ErrorText error={list.error} />
      <DataTable
        label="Payments"
        columns={PAYMENT_COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        rowKey={(p) => p.payment_id}
      />
    </>
  );
}

const ROUND_COLUMNS: Column<CasinoRound>[] = [
  { key: 'at', title: 'Started', cell: (r) => formatAt(r.started_at) },
  { key: 'game', title: 'Game', cell: (r) => r.name },
  { key: 'round', title: 'Round', cell: (r) => (r.details_url ? <a href={r.details_url}>{r.round}</a> : r.round) },
  { key: 'stake', title: 'Stake', cell: (r) => `${(r.stake / 100).toFixed(2)} ${r.currency}` },
  { key: 'win', title: 'Win', cell: (r) => `${(r.win / 100).toFixed(2)} ${r.currency}` },
  { key: 'before', title: 'Cash before', cell: (r) => (r.balance_before / 100).toFixed(2) },
  { key: 'after', title: 'Cash after', cell: (r) => (r.balance_after / 100).toFixed(2) },
  { key: 'status', title: 'Status', cell: (r) => r.status },
];

function Rounds({ page }: Props) {
  // The casino's history reads on by cursor: the cursors of the pages shown so far, to step back.
  const [cursors, setCursors] = useState<string[]>([]);
  const id = page.profile.id;
  const cursor = cursors.at(-1);
  const q = useQuery({
    queryKey: ['player', String(id), 'rounds', cursor],
    queryFn: () => api<PlayerRoundsAnswer>(`/players/${id}/casino-rounds${queryOf({ cursor, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <Loaded q={q}>
      {(data) => (
        <>
          {data.rounds.length === 0 && <p className="muted">No rounds</p>}
          {data.rounds.length > 0 && <Rows columns={ROUND_COLUMNS} rows={data.rounds} rowKey={(r) => r.round} />}
          <p>
            <button type="button" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
              Newer
            </button>{' '}
            <button
              type="button"
              disabled={!data.next_cursor}
              onClick={() => data.next_cursor && setCursors([...cursors, data.next_cursor])}
            >
              Older
            </button>
          </p>
        </>
      )}
    </Loaded>
  );
}

const BONUS_COLUMNS: Column<BonusRecord>[] = [
  { key: 'id', title: 'Bonus', cell: (b) => b.id },
  { key: 'name', title: 'Campaign', cell: (b) => `${b.name} (${b.promoId ?? '—'})` },
  { key: 'status', title: 'Status', cell: (b) => b.status },
  { key: 'amount', title: 'Granted', cell: (b) => formatAmount(b.amount, b.currencyId, b.currencyIso) },
  { key: 'money', title: 'Left', cell: (b) => formatAmount(b.money, b.currencyId, b.currencyIso) },
  {
    key: 'wagering',
    title: 'Wagering',
    cell: (b) =>
      `${formatAmount(b.currentValue, b.currencyId, b.currencyIso)} of ${formatAmount(b.requiredValue, b.currencyId, b.currencyIso)} (${b.progressPercent}%)`,
  },
  { key: 'start', title: 'Granted at', cell: (b) => formatAt(b.start) },
  { key: 'end', title: 'Ends / ended', cell: (b) => formatAt(b.end) },
];

function Bonuses({ page }: Props) {
  const id = page.profile.id;
  const q = useQuery({
    queryKey: ['player', String(id), 'bonuses'],
    queryFn: () => api<PlayerBonusesAnswer>(`/players/${id}/bonuses`),
  });
  return (
    <Loaded q={q}>
      {(data) =>
        data.active.length + data.history.length === 0 ? (
          <p className="muted">No bonuses</p>
        ) : (
          <Rows columns={BONUS_COLUMNS} rows={[...data.active, ...data.history]} rowKey={(b) => b.id} />
        )
      }
    </Loaded>
  );
}

function Limits({ page }: Props) {
  const id = page.profile.id;
  const q = useQuery({
    queryKey: ['player', String(id), 'rg-limits'],
    queryFn: () => api<PlayerRgLimitsAnswer>(`/players/${id}/rg-limits`),
  });
  return (
    <Loaded q={q}>
      {(data) => (
        <>
          {data.money.length === 0 ? (
            <p className="muted">No deposit, loss or wager limits</p>
          ) : (
            <ul>
              {data.money.map((l) => (
                <li key={`${l.kind}-${l.period}`}>
                  {l.kind} limit per {l.period}: {formatAmount(l.limit_minor, l.currency_id, codeOf(l.currency_id))},
                  used {formatAmount(l.used_minor, l.currency_id, codeOf(l.currency_id))} ({l.used_percent}%)
                </li>
              ))}
            </ul>
          )}
          <p>
            Session limit: {data.session.minutes === null ? 'none' : `${data.session.minutes} min`}
            {data.session.pending_effective_at &&
              ` (changes to ${data.session.pending_minutes ?? 'none'} at ${formatAt(data.session.pending_effective_at)})`}
          </p>
          <p className="muted">Time-outs and self-exclusions: see “Responsible gambling blocks” above.</p>
        </>
      )}
    </Loaded>
  );
}

function Verification({ page }: Props) {
  const me = useMe();
  const id = page.profile.id;
  const q = useQuery({
    queryKey: ['player', String(id), 'verification'],
    queryFn: () => api<PlayerVerificationAnswer>(`/players/${id}/verification`),
  });
  return (
    <Loaded q={q}>
      {(data) => (
        <>
          <p>
            Status <strong data-testid="verification-status">{data.status}</strong>
            {data.decided_at && ` (decided ${formatAt(data.decided_at)}${data.reason ? `: ${data.reason}` : ''})`}
          </p>
          {data.documents.length === 0 ? (
            <p className="muted">No documents</p>
          ) : (
            <ul>
              {data.documents.map((d) => (
                <li key={d.id}>
                  {d.doc_type} · {d.mime} · {Math.ceil(d.size_bytes / 1024)} KB · {formatAt(d.uploaded_at)}
                </li>
              ))}
            </ul>
          )}
          {may(me, 'verification.review') && (
            <Link to={`/admin/verification/${id}`}>Open on the verification desk</Link>
          )}
        </>
      )}
    </Loaded>
  );
}

const MESSAGE_COLUMNS: Column<InboxMessage>[] = [
  { key: 'at', title: 'Sent', cell: (m) => formatAt(m.created_at) },
  { key: 'kind', title: 'Kind', cell: (m) => m.kind },
  { key: 'text', title: 'Message', cell: (m) => (m.template ? `${m.template} ${JSON.stringify(m.params)}` : m.title) },
  { key: 'read', title: 'Read', cell: (m) => (m.read_at ? formatAt(m.read_at) : 'unread') },
];

function Messages({ page }: Props) {
  const [offset, setOffset] = useState(0);
  const id = page.profile.id;
  const list = useQuery({
    queryKey: ['player', String(id), 'messages', offset],
    queryFn: () => api<PlayerMessagesAnswer>(`/players/${id}/messages${queryOf({ offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <ErrorText error={list.error} />
      <DataTable
        label="Messages"
        columns={MESSAGE_COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        rowKey={(m) => m.id}
      />
    </>
  );
}

const TABS = {
  Ledger: PlayerLedger,
  Payments,
  'Casino rounds': Rounds,
  Bonuses,
  Limits,
  Verification,
  Messages,
  Referrals: PlayerReferrals,
} as const;
type Tab = keyof typeof TABS;

/** The records' tab bar and the open tab (the ledger first). */
export function PlayerRecords({ page }: Props) {
  const [tab, setTab] = useState<Tab>('Ledger');
  const Open = TABS[tab];
  return (
    <section aria-label="Records">
      <h2>Records</h2>
      <div className="record-tabs" role="tablist" aria-label="Player records">
        {(Object.keys(TABS) as Tab[]).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        <Open page={page} />
      </div>
    </section>
  );
}
