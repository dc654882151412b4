// The manual adjustments desk (ADR 0048): pending adjustments above the threshold wait here for a
// second staff member with payments.approve; the requester's own rows cannot be decided by them.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { Adjustment } from '@fairline/shared/wire/backoffice-adjustments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';
import { useMe } from '../session';

const at = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

/** Minor units in the currency's own digits, signed by direction. */
export function adjustmentAmount(a: Pick<Adjustment, 'amount_minor' | 'currency_id' | 'currency' | 'direction'>) {
  const digits = currencyById(a.currency_id)?.minorDigits ?? 2;
  const major = (a.amount_minor / 10 ** digits).toLocaleString('en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${a.direction === 'debit' ? '−' : '+'}${major} ${a.currency}`;
}

const BASE_COLUMNS: Column<Adjustment>[] = [
  { key: 'id', title: 'Adjustment', sort: 'id', firstDir: 'desc', cell: (a) => `#${a.id}` },
  { key: 'amount', title: 'Amount', sort: 'amount', firstDir: 'desc', cell: adjustmentAmount },
  { key: 'category', title: 'Category', cell: (a) => a.category },
  { key: 'reason', title: 'Reason', cell: (a) => a.reason },
  { key: 'status', title: 'Status', cell: (a) => <span data-testid="adjustment-status">{a.status}</span> },
  { key: 'requested', title: 'Requested', sort: 'created_at', cell: (a) => `${a.requested_by}, ${at(a.created_at)}` },
  {
    key: 'decided',
    title: 'Decided',
    sort: 'decided_at',
    firstDir: 'desc',
    cell: (a) =>
      a.decided_by ? `${a.decided_by}, ${at(a.decided_at)}${a.decision_reason ? `: ${a.decision_reason}` : ''}` : '—',
  },
];

/** A player's adjustments (the player page): every row, no paging. */
export function AdjustmentRows({ items }: { items: readonly Adjustment[] }) {
  return <Rows columns={BASE_COLUMNS} rows={items} rowKey={(a) => a.id} />;
}

export function AdjustmentsPage() {
  const me = useMe();
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const queue = useStatusQueue<Adjustment, Adjustment['status']>('adjustments', '/payments/adjustments', 'pending');
  const decide = async (a: Adjustment, approve: boolean) => {
    setError(null);
    const reason = approve ? null : window.prompt(`Why reject adjustment #${a.id}?`);
    if (!approve && !reason) return;
    try {
      await api(`/payments/adjustments/${a.id}/${approve ? 'approve' : 'reject'}`, {
        method: 'POST',
        body: approve ? {} : { reason },
      });
      await client.invalidateQueries({ queryKey: ['adjustments'] });
      await client.invalidateQueries({ queryKey: ['player', String(a.user_id)] });
    } catch (err) {
      setError(err);
    }
  };
  const columns: Column<Adjustment>[] = [
    BASE_COLUMNS[0] as Column<Adjustment>,
    {
      key: 'player',
      title: 'Player',
      sort: 'user_id',
      cell: (a) => <Link to={`/admin/players/${a.user_id}`}>{a.user_id}</Link>,
    },
    ...BASE_COLUMNS.slice(1),
    {
      key: 'actions',
      title: 'Actions',
      cell: (a) =>
        a.status !== 'pending' ? null : a.requested_by === me?.email ? (
          <span className="muted">Yours: another person decides</span>
        ) : (
          <>
            <button type="button" onClick={() => decide(a, true)}>
              Approve
            </button>{' '}
            <button type="button" onClick={() => decide(a, false)}>
              Reject
            </button>
          </>
        ),
    },
  ];
  return (
    <>
      <h1>Manual adjustments</h1>
      <StatusFilter
        queue={queue}
        options={[
          ['pending', 'Waiting for approval'],
          ['posted', 'Posted'],
          ['rejected', 'Rejected'],
        ]}
      />
      <ErrorText error={error ?? queue.list.error} />
      <QueueTable queue={queue} label="Manual adjustments" columns={columns} rowKey={(a) => a.id} />
    </>
  );
}
