import type { VipQueueItem } from '@fairline/shared/wire/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, formatMinor } from '../api';
import type { Column } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';

/** VIP bet requests: the awaiting ones first by expiry; decline gives the held stake back. */
export function VipPage() {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const queue = useStatusQueue<VipQueueItem>('vip', '/vip-bets', 'awaiting');
  const decline = async (v: VipQueueItem) => {
    const reason = window.prompt(`Why decline request #${v.id}?`);
    if (!reason) return;
    try {
      await api(`/vip-bets/${v.id}/decline`, { method: 'POST', body: { reason } });
      await client.invalidateQueries({ queryKey: ['vip'] });
    } catch (err) {
      setError(err);
    }
  };
  const columns: Column<VipQueueItem>[] = [
    { key: 'id', title: 'Request', cell: (v) => `#${v.id}` },
    { key: 'player', title: 'Player', cell: (v) => <Link to={`/admin/players/${v.user_id}`}>{v.user_id}</Link> },
    { key: 'stake', title: 'Stake', cell: (v) => formatMinor(v.stake_minor, v.currency) },
    { key: 'events', title: 'Events', cell: (v) => v.events },
    { key: 'status', title: 'Status', cell: (v) => v.status },
    { key: 'expires', title: 'Expires', cell: (v) => v.expires_at.slice(0, 16).replace('T', ' ') },
    {
      key: 'actions',
      title: 'Actions',
      cell: (v) =>
        v.status === 'awaiting' ? (
          <button type="button" onClick={() => decline(v)}>
            Decline
          </button>
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
          ['declined', 'Declined'],
          ['expired', 'Expired'],
          ['approved', 'Approved'],
          ['', 'All'],
        ]}
      />
      <ErrorText error={error ?? queue.list.error} />
      <QueueTable queue={queue} label="VIP bet requests" columns={columns} rowKey={(v) => v.id} />
    </>
  );
}
