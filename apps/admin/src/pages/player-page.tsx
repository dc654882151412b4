import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { api, formatMinor } from '../api';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';
import { LiftBlockButton, PlayerActions } from './player-actions';
import { PlayerAdjustments } from './player-adjustments';
import { PlayerNotes } from './player-notes';
import { PlayerRecords } from './player-records';

const at = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
// An indefinite operator block is stored with this end (ADR 0045).
const until = (iso: string) => (iso.startsWith('9999-') ? 'indefinite' : `until ${at(iso)}`);

/** One player: profile, balances, last bets, sessions, RG blocks, flag and notes, and the actions on them (opening it is audited). */
export function PlayerPage() {
  const { id } = useParams();
  const me = useMe();
  const page = useQuery({ queryKey: ['player', id], queryFn: () => api<PlayerPageAnswer>(`/players/${id}`) });
  if (page.error) return <ErrorText error={page.error} />;
  const p = page.data;
  if (!p) return <p>Loading…</p>;
  const { profile } = p;
  return (
    <>
      <h1>
        Player {profile.id} ·{' '}
        {[profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email || profile.phone}
      </h1>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>
          {profile.email ?? '—'} {profile.email_verified ? '(verified)' : ''}
        </dd>
        <dt>Phone</dt>
        <dd>
          {profile.phone ?? '—'} {profile.phone_verified ? '(verified)' : ''}
        </dd>
        <dt>Country</dt>
        <dd>{profile.country}</dd>
        <dt>Status</dt>
        <dd data-testid="player-status">{profile.status}</dd>
        <dt>Suspicious</dt>
        <dd data-testid="player-flag">
          {p.flag ? `flagged: ${p.flag.reason} (${p.flag.staff_email}, ${at(p.flag.flagged_at)})` : 'no'}
        </dd>
        <dt>2FA</dt>
        <dd>{profile.totp_enabled ? 'on' : 'off'}</dd>
        {may(me, 'verification.review') && (
          <>
            <dt>Verification</dt>
            <dd>
              <Link to={`/admin/verification/${profile.id}`}>Documents and decision</Link>
            </dd>
          </>
        )}
        <dt>Registered</dt>
        <dd>{at(profile.created_at)}</dd>
      </dl>
      <h2>Accounts</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Kind</th>
            <th scope="col">Currency</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {p.accounts.map((a) => (
            <tr key={a.id}>
              <td>{a.id}</td>
              <td>{a.kind}</td>
              <td>{a.currency_id}</td>
              <td>{formatMinor(a.balance_minor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Last bets</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Bet</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col">Stake</th>
            <th scope="col">Odds</th>
            <th scope="col">Payout</th>
          </tr>
        </thead>
        <tbody>
          {p.bets.map((b) => (
            <tr key={b.id}>
              <td>{b.id}</td>
              <td>{at(b.created_at)}</td>
              <td>{b.status}</td>
              <td>{formatMinor(b.stake)}</td>
              <td>{b.odds.toFixed(2)}</td>
              <td>{formatMinor(b.payout)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Sessions</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Last seen</th>
            <th scope="col">IP</th>
            <th scope="col">Ended</th>
          </tr>
        </thead>
        <tbody>
          {p.sessions.map((s) => (
            <tr key={s.created_at}>
              <td>{at(s.created_at)}</td>
              <td>{at(s.last_seen_at)}</td>
              <td>{s.ip ?? '—'}</td>
              <td>{s.closed_at ? `${at(s.closed_at)} (${s.closed_reason ?? ''})` : 'open'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Responsible gambling blocks</h2>
      {p.rg_blocks.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <ul>
          {p.rg_blocks.map((b) => (
            <li key={b.id}>
              {b.kind} {until(b.until)} (set by {b.set_by}
              {b.reason ? `: ${b.reason}` : ''}){b.running ? ' — running' : ''}
              {b.lifted_at ? ` — lifted ${at(b.lifted_at)}: ${b.lift_reason ?? ''}` : ''}
              {b.running && b.set_by === 'operator' && <LiftBlockButton playerId={profile.id} blockId={b.id} />}
            </li>
          ))}
        </ul>
      )}
      <PlayerRecords page={p} />
      <PlayerAdjustments page={p} />
      <PlayerActions page={p} />
      <PlayerNotes page={p} />
    </>
  );
}
