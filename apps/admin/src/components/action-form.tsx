import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ErrorText } from './error-text';

/**
 * A form that runs one staff action with the form's values, then reloads the player's page and says
 * what happened; the server's refusal is shown as it came.
 */
export function ActionForm({
  label,
  playerId,
  submit,
  done,
  run,
  children,
}: {
  label: string;
  playerId: string;
  submit: string;
  done: string;
  run: (form: FormData) => Promise<unknown>;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const target = e.currentTarget;
    setError(null);
    setStatus('');
    setBusy(true);
    try {
      await run(new FormData(target));
      target.reset();
      setStatus(done);
      await client.invalidateQueries({ queryKey: ['player', playerId] });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="reply" aria-label={label} onSubmit={onSubmit}>
      {children}
      <div>
        <button type="submit" disabled={busy}>
          {submit}
        </button>
      </div>
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      <ErrorText error={error} />
    </form>
  );
}

/** A required reason field (the server wants 3–500 characters). */
export function ReasonField({ name = 'reason', label = 'Reason' }: { name?: string; label?: string }) {
  return (
    <label>
      {label}
      <textarea name={name} required minLength={3} maxLength={500} rows={2} />
    </label>
  );
}
