import type { StaffTicketAnswer } from '@fairline/shared/wire/backoffice';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../api';
import type { Column } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { QueueTable, StatusFilter, useStatusQueue } from '../components/status-queue';

type QueueTicket = Omit<StaffTicketAnswer, 'messages'>;
const COLUMNS: Column<QueueTicket>[] = [
  { key: 'id', title: 'Ticket', sort: 'id', cell: (t) => <Link to={`/admin/support/${t.id}`}>#{t.id}</Link> },
  { key: 'subject', title: 'Subject', cell: (t) => t.subject },
  { key: 'topic', title: 'Topic', cell: (t) => t.topic },
  {
    key: 'player',
    title: 'Player',
    sort: 'user_id',
    cell: (t) => <Link to={`/admin/players/${t.user_id}`}>{t.user_id}</Link>,
  },
  { key: 'status', title: 'Status', sort: 'status', cell: (t) => t.status },
  {
    key: 'updated',
    title: 'Last change',
    sort: 'updated_at',
    cell: (t) => t.updated_at.slice(0, 16).replace('T', ' '),
  },
];

/** The ticket queue: open ones first by default, oldest change first. */
export function SupportPage() {
  const queue = useStatusQueue<QueueTicket>('tickets', '/support/tickets', 'open');
  return (
    <>
      <h1>Support tickets</h1>
      <StatusFilter
        queue={queue}
        options={[
          ['open', 'Open'],
          ['answered', 'Answered'],
          ['closed', 'Closed'],
          ['', 'All'],
        ]}
      />
      <ErrorText error={queue.list.error} />
      <QueueTable queue={queue} label="Tickets" columns={COLUMNS} rowKey={(t) => t.id} />
    </>
  );
}

/** One ticket's thread and the reply box (the reply reaches the player's inbox). */
export function TicketPage() {
  const { id } = useParams();
  const client = useQueryClient();
  const ticket = useQuery({
    queryKey: ['ticket', id],
    queryFn: () => api<StaffTicketAnswer>(`/support/tickets/${id}`),
  });
  const [error, setError] = useState<unknown>(null);
  const reply = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setError(null);
    try {
      const next = await api<StaffTicketAnswer>(`/support/tickets/${id}/reply`, {
        method: 'POST',
        body: { text: new FormData(form).get('text') },
      });
      client.setQueryData(['ticket', id], next);
      await client.invalidateQueries({ queryKey: ['tickets'] });
      form.reset();
    } catch (err) {
      setError(err);
    }
  };
  const t = ticket.data;
  if (ticket.error) return <ErrorText error={ticket.error} />;
  if (!t) return <p>Loading…</p>;
  return (
    <>
      <h1>
        #{t.id} {t.subject}
      </h1>
      <p className="muted">
        {t.topic} · {t.status} · player <Link to={`/admin/players/${t.user_id}`}>{t.user_id}</Link>
      </p>
      <ol className="thread">
        {t.messages.map((m) => (
          <li key={m.id} className={m.author}>
            <span className="muted">
              {m.author} · {m.created_at.slice(0, 16).replace('T', ' ')}
            </span>
            <p>{m.text}</p>
          </li>
        ))}
      </ol>
      {t.status !== 'closed' && (
        <form onSubmit={reply} className="reply">
          <label>
            Reply to the player
            <textarea name="text" rows={4} maxLength={4000} required />
          </label>
          <ErrorText error={error} />
          <button type="submit">Send reply</button>
        </form>
      )}
    </>
  );
}
