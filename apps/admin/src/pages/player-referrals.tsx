// The player page's "Referrals" tab (ADR 0061 "Fraud checks: hold instead of pay"): who referred the
// player and what the binding saw, and each commission period on either side — paid, held with the
// checks' reasons, or nothing to pay.
import { currencyById } from '@fairline/shared/lookups/currencies';
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import type { PlayerReferralsAnswer, ReferralPeriod } from '@fairline/shared/wire/backoffice-referrals';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../api';
import { type Column, Rows } from '../components/data-table';
import { ErrorText } from '../components/error-text';
import { formatAmount, formatAt } from './payments-format';

const REASONS: Record<ReferralPeriod['reasons'][number], string> = {
  same_browser: 'same browser as the referrer',
  same_ip: 'same public address as the referrer',
  same_email: 'same mailbox as the referrer',
  same_identity: 'same identity as the referrer',
  referral_ring: 'referral ring',
  referred_blocked: 'referred account blocked',
  referred_self_excluded: 'referred player self-excluded',
  referred_unverified: 'referred player unverified',
  below_min_activity: 'below the minimum deposit',
};

const money = (minor: number, currencyId: number) =>
  formatAmount(minor, currencyId, currencyById(currencyId)?.code ?? String(currencyId));
const playerLink = (id: number) => <Link to={`/admin/players/${id}`}>{id}</Link>;

const COLUMNS: Column<ReferralPeriod>[] = [
  { key: 'period', title: 'Day (UTC)', cell: (p) => p.period },
  { key: 'role', title: 'Side', cell: (p) => (p.role === 'referrer' ? 'Referrer of' : 'Referred by') },
  { key: 'other', title: 'Player', cell: (p) => playerLink(p.role === 'referrer' ? p.referred_id : p.referrer_id) },
  { key: 'revenue', title: 'Net revenue', cell: (p) => money(p.revenue_minor, p.currency_id) },
  { key: 'commission', title: 'Commission', cell: (p) => money(p.commission_minor, p.currency_id) },
  {
    key: 'status',
    title: 'Status',
    cell: (p) => (
      <span data-testid="referral-status">
        {p.status === 'held' ? `held: ${p.reasons.map((r) => REASONS[r]).join(', ')}` : p.status}
        {p.released_at ? ` (released ${formatAt(p.released_at)})` : ''}
      </span>
    ),
  },
];

export function PlayerReferrals({ page }: { page: PlayerPageAnswer }) {
  const id = page.profile.id;
  const q = useQuery({
    queryKey: ['player', String(id), 'referrals'],
    queryFn: () => api<PlayerReferralsAnswer>(`/players/${id}/referrals`),
  });
  if (q.error) return <ErrorText error={q.error} />;
  if (!q.data) return <p>Loading…</p>;
  const { referred_by: by, referred_players: count, periods } = q.data;
  return (
    <>
      <p>
        {by ? (
          <>
            Referred by {playerLink(by.referrer_id)} on {formatAt(by.bound_at)}
            {by.bind_ip ? ` from ${by.bind_ip}` : ''}
            {by.same_browser ? ' — in a browser that had opened the referrer’s own page' : ''}.{' '}
          </>
        ) : (
          'Not referred by anyone. '
        )}
        Referred {count} player{count === 1 ? '' : 's'}.
      </p>
      {periods.length === 0 ? (
        <p className="muted">No commission periods</p>
      ) : (
        <Rows
          columns={COLUMNS}
          rows={periods}
          rowKey={(p) => `${p.referrer_id}:${p.referred_id}:${p.period}:${p.currency_id}`}
        />
      )}
    </>
  );
}
