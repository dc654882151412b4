import type { AuditItem } from '@fairline/shared/wire/backoffice';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api, queryOf } from '../api';
import { type Column, DataTable, type SortState } from '../components/data-table';
import { ErrorText } from '../components/error-text';

const LIMIT = 50;
const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));
const COLUMNS: Column<AuditItem>[] = [
  { key: 'at', title: 'When (UTC)', sort: 'at', firstDir: 'desc', cell: (a) => a.at.slice(0, 19).replace('T', ' ') },
  { key: 'staff', title: 'Staff', sort: 'staff_email', cell: (a) => a.staff_email ?? '—' },
  { key: 'action', title: 'Action', sort: 'action', cell: (a) => a.action },
  { key: 'subject', title: 'Subject', sort: 'subject', cell: (a) => a.subject ?? '' },
  {
    key: 'change',
    title: 'Before → after',
    cell: (a) => (a.before || a.after ? `${json(a.before)} → ${json(a.after)}` : ''),
  },
  { key: 'reason', title: 'Reason', cell: (a) => a.reason ?? '' },
  { key: 'ip', title: 'IP', cell: (a) => a.ip ?? '' },
];

/** The append-only audit log: filter by staff, action prefix and subject; page on the server; CSV. */
export function AuditPage() {
  const [filter, setFilter] = useState({ staff: '', action: '', subject: '' });
  const [offset, setOffset] = useState(0);
  const [sort, setSortOnly] = useState<SortState | undefined>(undefined);
  const sortQuery = { sort: sort?.by, dir: sort?.dir };
  const list = useQuery({
    queryKey: ['audit', filter, offset, sort?.by, sort?.dir],
    queryFn: () =>
      api<{ items: AuditItem[]; total: number }>(`/audit${queryOf({ ...filter, ...sortQuery, offset, limit: LIMIT })}`),
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setFilter({
      staff: String(form.get('staff') ?? ''),
      action: String(form.get('action') ?? ''),
      subject: String(form.get('subject') ?? ''),
    });
    setOffset(0);
  };
  return (
    <>
      <h1>Audit log</h1>
      <form className="filters" onSubmit={apply} aria-label="Filter the audit log">
        <input name="staff" placeholder="Staff e-mail" aria-label="Staff e-mail" />
        <input name="action" placeholder="Action (prefix, e.g. staff.)" aria-label="Action" />
        <input name="subject" placeholder="Subject (e.g. user:123)" aria-label="Subject" />
        <button type="submit">Filter</button>
      </form>
      <ErrorText error={list.error} />
      <DataTable
        label="Audit entries"
        columns={COLUMNS}
        rows={list.data?.items}
        total={list.data?.total}
        offset={offset}
        limit={LIMIT}
        onOffset={setOffset}
        csvHref={`/admin-api/audit.csv${queryOf({ ...filter, ...sortQuery })}`}
        rowKey={(a) => a.id}
        sorting={{
          sort,
          onSort: (next) => {
            setSortOnly(next);
            setOffset(0);
          },
        }}
      />
    </>
  );
}
