import type { VipQueueItem } from '@fairline/shared/wire/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api';
import type { Column } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';
import { ApproveForm, money } from './vip-approve-form';

/**
 * VIP bet requests: the awaiting ones first by expiry. Approve places the bet at once with the stake
 * typed (the requested one by default, never more, never below the minimum bet) and gives the rest
 * back; decline gives the whole held stake back (ADR 0042, 0052).
 */
export function VipPage() {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [approving, setApproving] = useState<VipQueueItem | null>(null);
  const [done, setDone] = useState('');
  const queue = useStatusQueue<VipQueueItem>('vip', '/vip-bets', 'awaiting');
  const decline = async (v: VipQueueItem) => {
    const reason = window.prompt(`Why decline request #${v.id}?`);
    if (!reason) return;
    try {
      await api(`/vip-bets/${v.id}/decline`, { method: 'POST', body: { reason } });
      setDone(`Request #${v.id} declined: ${money(v.stake_minor, v)} is back with the player`);
      await client.invalidateQueries({ queryKey: ['vip'] });
    } catch (err) {
      setError(err);
    }
  };
  const columns: Column<VipQueueItem>[] = [
    { key: 'id', title: 'Request', sort: 'id', cell: (v) => `#${v.id}` },
    {
      key: 'player',
      title: 'Player',
      sort: 'user_id',
      cell: (v) => <Link to={`/admin/players/${v.user_id}`}>{v.user_id}</Link>,
    },
    { key: 'stake', title: 'Stake', sort: 'stake', firstDir: 'desc', cell: (v) => money(v.stake_minor, v) },
    {
      key: 'accepted',
      title: 'Accepted',
      cell: (v) => (v.accepted_stake_minor === null ? '' : `${money(v.accepted_stake_minor, v)} · bet №${v.bet_id}`),
    },
    { key: 'events', title: 'Events', cell: (v) => v.events },
    { key: 'status', title: 'Status', sort: 'status', cell: (v) => v.status },
    { key: 'expires', title: 'Expires', sort: 'expires_at', cell: (v) => v.expires_at.slice(0, 16).replace('T', ' ') },
    {
      key: 'actions',
      title: 'Actions',
      cell: (v) =>
        v.status === 'awaiting' ? (
          <>
            <button type="button" onClick={() => setApproving(v)} aria-label={`Approve request #${v.id}`}>
              Approve
            </button>{' '}
            <button type="button" onClick={() => decline(v)} aria-label={`Decline request #${v.id}`}>
              Decline
            </button>
          </>
        ) : null,
    },
  ];
  return (
    <>
      <h1>VIP bet requests</h1>
      <StatusFilter
        queue={queue}
        options={[
          ['awaiting', 'Awaiting'],
          ['approved', 'Approved'],
          ['declined', 'Declined'],
          ['expired', 'Expired'],
          ['', 'All'],
        ]}
      />
      <ErrorText error={error ?? queue.list.error} />
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
      {approving && (
        <ApproveForm
          key={approving.id}
          request={approving}
          onCancel={() => setApproving(null)}
          onApproved={async (answer) => {
            setApproving(null);
            setError(null);
            const back =
              answer.released_minor > 0 ? `; ${money(answer.released_minor, approving)} back to the player` : '';
            setDone(
              `Request #${answer.request_id} approved: bet №${answer.bet_id} of ${money(answer.stake_minor, approving)} placed${back}`,
            );
            await client.invalidateQueries({ queryKey: ['vip'] });
          }}
        />
      )}
      <QueueTable queue={queue} label="VIP bet requests" columns={columns} rowKey={(v) => v.id} />
    </>
  );
}
