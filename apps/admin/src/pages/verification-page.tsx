import type { VerificationQueueItem } from '@fairline/shared/wire/backoffice-verification';
import { Link } from 'react-router';
import type { Column } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';

export const at = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
export const nameOf = (v: Pick<VerificationQueueItem, 'first_name' | 'last_name'>) =>
  [v.first_name, v.last_name].filter(Boolean).join(' ') || '—';

/** The compliance queue: submitted verifications waiting for a decision, oldest first (ADR 0050). */
export function VerificationPage() {
  const queue = useStatusQueue<VerificationQueueItem>('verification', '/verification', 'pending');
  const columns: Column<VerificationQueueItem>[] = [
    {
      key: 'player',
      title: 'Player',
      sort: 'user_id',
      cell: (v) => <Link to={`/admin/verification/${v.user_id}`}>{`#${v.user_id} ${nameOf(v)}`}</Link>,
    },
    { key: 'email', title: 'E-mail', sort: 'email', cell: (v) => v.email ?? '—' },
    { key: 'country', title: 'Country', sort: 'country', cell: (v) => `${v.country} · ${v.brand}` },
    { key: 'documents', title: 'Documents', cell: (v) => v.document_types.join(', ') || '—' },
    { key: 'submitted', title: 'Submitted', sort: 'submitted_at', cell: (v) => at(v.submitted_at) },
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
      <StatusFilter
        queue={queue}
        options={[
          ['pending', 'Waiting for a decision'],
          ['verified', 'Verified'],
          ['rejected', 'Rejected'],
        ]}
      />
      <ErrorText error={queue.list.error} />
      <QueueTable queue={queue} label="Verifications" columns={columns} rowKey={(v) => v.user_id} />
    </>
  );
}
