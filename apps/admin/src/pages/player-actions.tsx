// What staff do to a player from the player page (ADR 0045): block or unblock, an operator RG block,
// the suspicious-activity flag and an inbox message; each section shows only with its permission.
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../api';
import { ActionForm, ReasonField } from '../components/action-form';
import { ErrorText } from '../components/error-text';
import { may, useMe } from '../session';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** datetime-local input value (the staff member's local time) → ISO instant; null when indefinite. */
function untilOf(form: FormData): string | null {
  if (form.get('indefinite')) return null;
  const until = new Date(text(form, 'until'));
  if (Number.isNaN(until.getTime())) throw new ApiError(400, 'Choose when the block ends, or Indefinite', undefined);
  return until.toISOString();
}

export function PlayerActions({ page }: { page: PlayerPageAnswer }) {
  const me = useMe();
  const id = String(page.profile.id);
  const blocked = page.profile.status === 'blocked';
  return (
    <>
      {may(me, 'players.block') && page.profile.status !== 'closed' && (
        <section>
          <h2>Account block</h2>
          <ActionForm
            label={blocked ? 'Unblock player' : 'Block player'}
            playerId={id}
            submit={blocked ? 'Unblock player' : 'Block player'}
            done={blocked ? 'Player unblocked' : 'Player blocked'}
            run={(form) =>
              api(`/players/${id}/${blocked ? 'unblock' : 'block'}`, {
                method: 'POST',
                body: { reason: text(form, 'reason') },
              })
            }
          >
            <ReasonField />
          </ActionForm>
        </section>
      )}
      {may(me, 'players.rg') && (
        <section>
          <h2>Operator RG block</h2>
          <ActionForm
            label="Set an RG block"
            playerId={id}
            submit="Set RG block"
            done="RG block set"
            run={(form) =>
              api(`/players/${id}/rg-blocks`, {
                method: 'POST',
                body: { kind: text(form, 'kind'), until: untilOf(form), reason: text(form, 'reason') },
              })
            }
          >
            <label>
              Kind
              <select name="kind" defaultValue="timeout">
                <option value="timeout">Time-out</option>
                <option value="self_exclusion">Self-exclusion</option>
              </select>
            </label>
            <label>
              Ends (your local time)
              <input name="until" type="datetime-local" />
            </label>
            <label className="check">
              <input name="indefinite" type="checkbox" /> Indefinite (until lifted)
            </label>
            <ReasonField />
          </ActionForm>
        </section>
      )}
      {may(me, 'players.flag') && (
        <section>
          <h2>Suspicious activity</h2>
          <ActionForm
            label={page.flag ? 'Clear the flag' : 'Flag as suspicious'}
            playerId={id}
            submit={page.flag ? 'Clear flag' : 'Flag as suspicious'}
            done={page.flag ? 'Flag cleared' : 'Player flagged'}
            run={(form) =>
              api(`/players/${id}/flag${page.flag ? '/clear' : ''}`, {
                method: 'POST',
                body: { reason: text(form, 'reason') },
              })
            }
          >
            <ReasonField />
          </ActionForm>
        </section>
      )}
      {may(me, 'players.2fa_reset') && page.profile.totp_enabled && (
        <section>
          <h2>Two-factor authentication</h2>
          <p className="muted">Only for a verified player, once their identity is confirmed: their sessions end.</p>
          <ActionForm
            label="Reset 2FA"
            playerId={id}
            submit="Reset 2FA"
            done="2FA switched off; the player was signed out and told"
            run={(form) => api(`/players/${id}/2fa-reset`, { method: 'POST', body: { reason: text(form, 'reason') } })}
          >
            <ReasonField />
          </ActionForm>
        </section>
      )}
      {may(me, 'players.message') && (
        <section>
          <h2>Send a message</h2>
          <ActionForm
            label="Message to the player"
            playerId={id}
            submit="Send to inbox"
            done="Message sent"
            run={(form) =>
              api(`/players/${id}/messages`, {
                method: 'POST',
                body: { title: text(form, 'title'), body: text(form, 'body') },
              })
            }
          >
            <label>
              Title
              <input name="title" required maxLength={120} />
            </label>
            <label>
              Message (shown as written; write in the player's language)
              <textarea name="body" required maxLength={4000} rows={4} />
            </label>
          </ActionForm>
        </section>
      )}
    </>
  );
}

/** Lifts a running operator RG block, asking for the reason. */
export function LiftBlockButton({ playerId, blockId }: { playerId: number; blockId: number }) {
  const me = useMe();
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  if (!may(me, 'players.rg')) return null;
  const lift = async () => {
    const reason = window.prompt('Why lift this block?');
    if (!reason) return;
    setError(null);
    try {
      await api(`/players/${playerId}/rg-blocks/${blockId}/lift`, { method: 'POST', body: { reason } });
      await client.invalidateQueries({ queryKey: ['player', String(playerId)] });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <>
      {' '}
      <button type="button" onClick={lift}>
        Lift
      </button>
      <ErrorText error={error} />
    </>
  );
}
