import type { VerificationQueueAnswer, VerificationQueueItem } from '@fairline/shared/wire/backoffice-verification';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 25;
export const at = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
export const nameOf = (v: Pick<VerificationQueueItem, 'first_name' | 'last_name'>) =>
  [v.first_name, v.last_name].filter(Boolean).join(' ') || '—';

/** The compliance queue: submitted verifications waiting for a decision, oldest first (ADR 0050). */
export function VerificationPage() {
  const [status, setStatus] = useState('pending');
  const [offset, setOffset] = useState(0);
  const list = useQuery({
    queryKey: ['verification', status, offset],
    queryFn: () => api<VerificationQueueAnswer>(`/verification${queryOf({ status, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const columns: Column<VerificationQueueItem>[] = [
    {
      key: 'player',
      title: 'Player',
      cell: (v) => <Link to={`/admin/verification/${v.user_id}`}>{`#${v.user_id} ${nameOf(v)}`}</Link>,
    },
    { key: 'email', title: 'E-mail', cell: (v) => v.email ?? '—' },
    { key: 'country', title: 'Country', cell: (v) => `${v.country} · ${v.brand}` },
    { key: 'documents', title: 'Documents', cell: (v) => v.document_types.join(', ') || '—' },
    { key: 'submitted', title: 'Submitted', cell: (v) => at(v.submitted_at) },
    {
      key: 'state',
      title: 'State',
      cell: (v) =>
        v.status === 'pending'
          ? v.provider_session_open
            ? 'pending (provider check open)'
            : 'pending'
          : `${v.status}${v.reason ? `: ${v.reason}` : ''} ${at(v.decided_at)}`,
    },
  ];
  return (
    <>
      <h1>Verification</h1>
      <div className="filters">
        <select
          aria-label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setOffset(0);
          }}
        >
          <option value="pending">Waiting for a decision</option>
          <option value="verified">Verified</option>
          <option value="rejected">Rejected</option>
        </select>
      </div>
      <ErrorText error={list.error} />
      <DataTable
        label="Verifications"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/verification.csv${queryOf({ status })}`}
        rowKey={(v) => v.user_id}
      />
    </>
  );
}
