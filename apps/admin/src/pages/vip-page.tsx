import type { VipQueueItem } from '@fairline/shared/wire/backoffice';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, formatMinor, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;

/** VIP bet requests: the awaiting ones first by expiry; decline gives the held stake back. */
export function VipPage() {
  const client = useQueryClient();
  const [status, setStatus] = useState('awaiting');
  const [offset, setOffset] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const list = useQuery({
    queryKey: ['vip', status, offset],
    queryFn: () =>
      api<{ items: VipQueueItem[]; total: number }>(`/vip-bets${queryOf({ status, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
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
      <div className="filters">
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setOffset(0);
          }}
        >
          <option value="awaiting">Awaiting</option>
          <option value="declined">Declined</option>
          <option value="expired">Expired</option>
          <option value="approved">Approved</option>
          <option value="">All</option>
        </select>
      </div>
      <ErrorText error={error ?? list.error} />
      <DataTable
        label="VIP bet requests"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/vip-bets.csv${queryOf({ status })}`}
        rowKey={(v) => v.id}
      />
    </>
  );
}
