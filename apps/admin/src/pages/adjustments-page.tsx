// The manual adjustments desk (ADR 0048): pending adjustments above the threshold wait here for a
// second staff member with payments.approve; the requester's own rows cannot be decided by them.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { Adjustment, AdjustmentListAnswer } from '@fairline/shared/wire/backoffice-adjustments';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { useMe } from '../session';

const LIMIT = 25;
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
  { key: 'id', title: 'Adjustment', cell: (a) => `#${a.id}` },
  { key: 'amount', title: 'Amount', cell: adjustmentAmount },
  { key: 'category', title: 'Category', cell: (a) => a.category },
  { key: 'reason', title: 'Reason', cell: (a) => a.reason },
  { key: 'status', title: 'Status', cell: (a) => <span data-testid="adjustment-status">{a.status}</span> },
  { key: 'requested', title: 'Requested', cell: (a) => `${a.requested_by}, ${at(a.created_at)}` },
  {
    key: 'decided',
    title: 'Decided',
    cell: (a) =>
      a.decided_by ? `${a.decided_by}, ${at(a.decided_at)}${a.decision_reason ? `: ${a.decision_reason}` : ''}` : '—',
  },
];

/** A player's adjustments (the player page): every row, no paging. */
export function AdjustmentRows({ items }: { items: readonly Adjustment[] }) {
  return (
    <table>
      <thead>
        <tr>
          {BASE_COLUMNS.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((a) => (
          <tr key={a.id}>
            {BASE_COLUMNS.map((c) => (
              <td key={c.key}>{c.cell(a)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AdjustmentsPage() {
  const me = useMe();
  const client = useQueryClient();
  const [status, setStatus] = useState<Adjustment['status']>('pending');
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const list = useQuery({
    queryKey: ['adjustments', status, offset],
    queryFn: () => api<AdjustmentListAnswer>(`/payments/adjustments${queryOf({ status, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
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
    { key: 'player', title: 'Player', cell: (a) => <Link to={`/admin/players/${a.user_id}`}>{a.user_id}</Link> },
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
      <div className="filters">
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Adjustment['status']);
            setOffset(0);
          }}
        >
          <option value="pending">Waiting for approval</option>
          <option value="posted">Posted</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      <ErrorText error={error ?? list.error} />
      <DataTable
        label="Manual adjustments"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/payments/adjustments.csv${queryOf({ status })}`}
        rowKey={(a) => a.id}
      />
    </>
  );
}
