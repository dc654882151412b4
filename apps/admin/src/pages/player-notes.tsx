// Staff notes on a player (ADR 0045): append-only, newest first, each with its author and time.
import type { PlayerPageAnswer } from '@fairline/shared/wire/backoffice';
import { api } from '../api';
import { ActionForm } from '../components/action-form';
import { may, useMe } from '../session';

const at = (iso: string) => iso.slice(0, 16).replace('T', ' ');

export function PlayerNotes({ page }: { page: PlayerPageAnswer }) {
  const me = useMe();
  const id = String(page.profile.id);
  return (
    <section>
      <h2>Notes</h2>
      {page.notes.length === 0 ? (
        <p className="muted">No notes</p>
      ) : (
        <ul className="thread" aria-label="Notes">
          {page.notes.map((n) => (
            <li key={n.id}>
              <span className="muted">
                {n.staff_email} · {at(n.created_at)}
              </span>
              <p>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      {may(me, 'players.notes') && (
        <ActionForm
          label="Add a note"
          playerId={id}
          submit="Add note"
          done="Note added"
          run={(form) =>
            api(`/players/${id}/notes`, { method: 'POST', body: { text: String(form.get('text') ?? '') } })
          }
        >
          <label>
            Note (notes cannot be edited or deleted)
            <textarea name="text" required maxLength={2000} rows={3} />
          </label>
        </ActionForm>
      )}
    </section>
  );
}
