import { useParams } from 'react-router';
import { ErrorView } from './error-view';

/** `/:lang/error/:code` — shows any error code. */
export function ErrorRoutePage() {
  const code = Number.parseInt(useParams().code ?? '', 10);
  return <ErrorView code={Number.isInteger(code) && code >= 400 && code < 600 ? code : 404} />;
}

/** The not-found page. */
export function NotFoundPage() {
  return <ErrorView code={404} />;
}
