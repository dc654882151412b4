import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { api } from '../api';
import { may, useMe } from '../session';
import { DesksMenu } from './desks-menu';

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard', permission: 'dashboard.read' },
  { to: '/admin/players', label: 'Players', permission: 'players.read' },
  { to: '/admin/support', label: 'Support', permission: 'support.tickets' },
  { to: '/admin/vip', label: 'VIP bets', permission: 'risk.vip' },
  { to: '/admin/risk', label: 'Exposure', permission: 'risk.trade' },
  { to: '/admin/settlement', label: 'Settlement', permission: 'risk.settle' },
  { to: '/admin/verification', label: 'Verification', permission: 'verification.review' },
  { to: '/admin/rg-reports', label: 'RG reports', permission: 'rg.reports' },
  { to: '/admin/adjustments', label: 'Adjustments', permission: 'payments.approve' },
  { to: '/admin/withdrawals', label: 'Withdrawals', permission: 'payments.withdrawals' },
  { to: '/admin/deposits', label: 'Deposits', permission: 'payments.deposits' },
  { to: '/admin/marketing', label: 'Marketing', permission: 'marketing.campaigns' },
  { to: '/admin/casino/tournaments', label: 'Tournaments', permission: 'casino.read' },
  { to: '/admin/casino/jackpot', label: 'Jackpot', permission: 'casino.read' },
  { to: '/admin/content', label: 'Content', permission: 'content.config' },
  { to: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { to: '/admin/audit', label: 'Audit log', permission: 'audit.read' },
] as const;

/** Every staff member's own sessions, last in the menu. */
const SESSIONS_LINK = { to: '/admin/sessions', label: 'My sessions' };

/** The signed-in frame: the desks this role may open, the account and logout. */
export function Layout() {
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  if (me === undefined) return <p className="page">Loading…</p>;
  if (me === null) return <Navigate to="/admin/login" replace />;
  const logout = async () => {
    await api('/logout', { method: 'POST' });
    client.clear();
    navigate('/admin/login', { replace: true });
  };
  return (
    <div className="shell">
      <header className="top">
        <strong>Fairline back office</strong>
        <DesksMenu links={[...LINKS.filter((l) => may(me, l.permission)), SESSIONS_LINK]} />
        <span className="spacer" />
        <span className="who">
          {me.email} · {me.role}
        </span>
        <button type="button" onClick={logout}>
          Log out
        </button>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
