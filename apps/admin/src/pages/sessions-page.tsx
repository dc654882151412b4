import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

interface StaffSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
  active: boolean;
}

/** The staff member's own sessions; any other one can be ended here. */
export function SessionsPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: ['sessions'], queryFn: () => api<{ items: StaffSession[] }>('/sessions') });
  const revoke = async (id: string) => {
    await api(`/sessions/${id}`, { method: 'DELETE' });
    await client.invalidateQueries({ queryKey: ['sessions'] });
  };
  return (
    <>
      <h1>My sessions</h1>
      <p className="muted">A session ends after 15 minutes without activity and after 12 hours in all.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Last seen</th>
            <th scope="col">IP</th>
            <th scope="col">Browser</th>
            <th scope="col">State</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {list.data?.items.map((s) => (
            <tr key={s.id}>
              <td>{s.created_at.slice(0, 16).replace('T', ' ')}</td>
              <td>{s.last_seen_at.slice(0, 16).replace('T', ' ')}</td>
              <td>{s.ip ?? '—'}</td>
              <td>{s.user_agent?.slice(0, 60) ?? '—'}</td>
              <td>{s.current ? 'this session' : s.active ? 'active' : 'ended'}</td>
              <td>
                {s.active && !s.current && (
                  <button type="button" onClick={() => revoke(s.id)}>
                    End
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
