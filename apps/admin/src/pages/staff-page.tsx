import { type NewStaffAnswer, STAFF_ROLE_NAMES, type StaffItem } from '@fairline/shared/wire/backoffice';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, DataTable } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { useMe } from '../session';

const LIMIT = 25;

/** Staff accounts: create one (its one-time enrolment link is shown once) and disable one. */
export function StaffPage() {
  const client = useQueryClient();
  const me = useMe();
  const [offset, setOffset] = useState(0);
  const [created, setCreated] = useState<NewStaffAnswer | null>(null);
  const [error, setError] = useState<unknown>(null);
  const list = useQuery({
    queryKey: ['staff', offset],
    queryFn: () => api<{ items: StaffItem[]; total: number }>(`/staff${queryOf({ offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(null);
    try {
      setCreated(
        await api<NewStaffAnswer>('/staff', {
          method: 'POST',
          body: { email: form.get('email'), role: form.get('role') },
        }),
      );
      e.currentTarget?.reset();
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (err) {
      setError(err);
    }
  };
  const disable = async (s: StaffItem) => {
    const reason = window.prompt(`Why disable ${s.email}?`);
    if (!reason) return;
    try {
      await api(`/staff/${s.id}/disable`, { method: 'POST', body: { reason } });
      await client.invalidateQueries({ queryKey: ['staff'] });
    } catch (err) {
      setError(err);
    }
  };
  const columns: Column<StaffItem>[] = [
    { key: 'id', title: 'ID', cell: (s) => s.id },
    { key: 'email', title: 'E-mail', cell: (s) => s.email },
    { key: 'role', title: 'Role', cell: (s) => s.role },
    {
      key: 'state',
      title: 'State',
      cell: (s) => (s.disabled ? 'disabled' : s.enrolled ? 'active' : 'awaiting enrolment'),
    },
    { key: 'created', title: 'Created', cell: (s) => s.created_at.slice(0, 10) },
    {
      key: 'actions',
      title: 'Actions',
      cell: (s) =>
        s.disabled || s.id === me?.id ? null : (
          <button type="button" onClick={() => disable(s)}>
            Disable
          </button>
        ),
    },
  ];
  return (
    <>
      <h1>Staff</h1>
      <form className="filters" onSubmit={create} aria-label="New staff account">
        <input name="email" type="email" placeholder="E-mail" aria-label="E-mail" required />
        <select name="role" aria-label="Role" defaultValue="support">
          {STAFF_ROLE_NAMES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <button type="submit">Create account</button>
      </form>
      <ErrorText error={error} />
      {created && (
        <div className="notice" role="status">
          <p>
            Created <strong>{created.email}</strong> ({created.role}). Hand over this one-time enrolment link (valid
            until {created.enrolment_expires_at.slice(0, 16).replace('T', ' ')}):
          </p>
          <code className="secret" data-testid="enrolment-link">
            {`${window.location.origin}${created.enrolment_path}`}
          </code>
        </div>
      )}
      <DataTable
        label="Staff accounts"
        columns={columns}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref="/admin-api/staff.csv"
        rowKey={(s) => s.id}
      />
    </>
  );
}
