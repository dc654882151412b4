import { ApiError } from '../api';

/** A failed call's message, announced to screen readers. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof ApiError ? error.message : 'Something went wrong';
  return (
    <p className="error" role="alert">
      {text}
    </p>
  );
}
