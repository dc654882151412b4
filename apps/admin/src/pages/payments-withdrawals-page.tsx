// The withdrawal desk (ADR 0051): requested withdrawals are reviewed and approved, approved ones are
// marked paid (the provider pays them out), and either may be rejected with a reason, which gives the
// money back to the player's cash. Paged, filtered by status and sorted on the server.
import type { DeskWithdrawal, DeskWithdrawalStatus } from '@fairline/shared/wire/backoffice-payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import type { Column } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';
import { formatAmount, formatAt } from './payments-format';

type Step = 'approve' | 'paid' | 'rejected';

export function WithdrawalsPage() {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState('');
  const queue = useStatusQueue<DeskWithdrawal, DeskWithdrawalStatus>(
    'withdrawals',
    '/payments/withdrawals',
    'requested',
  );
  const act = async (w: DeskWithdrawal, step: Step) => {
    setError(null);
    setDone('');
    let body = {};
    if (step === 'rejected') {
      const reason = window.prompt(
        `Why reject withdrawal ${w.withdrawal_id}? The player's money returns to their cash.`,
      );
      if (!reason) return;
      body = { reason };
    }
    try {
      await api(`/payments/withdrawals/${w.withdrawal_id}/${step}`, { method: 'POST', body });
      setDone(`${w.withdrawal_id}: ${step === 'approve' ? 'approved' : step}`);
      await client.invalidateQueries({ queryKey: ['withdrawals'] });
    } catch (err) {
      setError(err);
    }
  };
  const button = (w: DeskWithdrawal, step: Step, label: string) => (
    <button type="button" onClick={() => act(w, step)}>
      {label}
    </button>
  );
  const columns: Column<DeskWithdrawal>[] = [
    { key: 'id', title: 'Withdrawal', cell: (w) => <code>{w.withdrawal_id.slice(0, 11)}…</code> },
    {
      key: 'player',
      title: 'Player',
      sort: 'user_id',
      cell: (w) => <Link to={`/admin/players/${w.user_id}`}>{w.user_id}</Link>,
    },
    {
      key: 'amount',
      title: 'Amount',
      sort: 'amount',
      firstDir: 'desc',
      cell: (w) => formatAmount(w.amount_minor, w.currency_id, w.currency),
    },
    { key: 'method', title: 'Method', cell: (w) => w.method_code ?? '—' },
    { key: 'requested', title: 'Requested', sort: 'created_at', cell: (w) => formatAt(w.created_at) },
    { key: 'status', title: 'Status', cell: (w) => <span data-testid="withdrawal-status">{w.status}</span> },
    {
      key: 'approved',
      title: 'Approved',
      cell: (w) => (w.approved_by ? `${w.approved_by}, ${formatAt(w.approved_at)}` : '—'),
    },
    {
      key: 'decided',
      title: 'Decided',
      sort: 'decided_at',
      firstDir: 'desc',
      cell: (w) => (w.decided_at ? `${formatAt(w.decided_at)}${w.reason ? `: ${w.reason}` : ''}` : '—'),
    },
    {
      key: 'actions',
      title: 'Actions',
      cell: (w) =>
        w.status === 'requested' ? (
          <>
            {button(w, 'approve', 'Approve')} {button(w, 'rejected', 'Reject')}
          </>
        ) : w.status === 'approved' ? (
          <>
            {button(w, 'paid', 'Mark paid')} {button(w, 'rejected', 'Reject')}
          </>
        ) : null,
    },
  ];
  return (
    <>
      <h1>Withdrawals</h1>
      <StatusFilter
        queue={queue}
        options={[
          ['requested', 'Waiting for review'],
          ['approved', 'Approved, to pay'],
          ['paid', 'Paid'],
          ['rejected', 'Rejected'],
        ]}
      />
      {done && (
        <p className="muted" role="status">
          {done}
        </p>
      )}
      <ErrorText error={error ?? queue.list.error} />
      <QueueTable queue={queue} label="Withdrawals" columns={columns} rowKey={(w) => w.withdrawal_id} />
    </>
  );
}
