import type { FastifyInstance } from 'fastify';

/** How the cashier is told what happened on a provider's page (`?deposit=…`). */
export type ReturnOutcome = 'ok' | 'declined' | 'cancelled' | 'expired';

/** The office page a provider's page sends the player back to. */
export const cashierReturnUrl = (lang: string | null, outcome: ReturnOutcome) =>
  `/${lang ?? 'ru'}/office/payments?deposit=${outcome}`;

/** The return outcome of a deposit that is no longer pending. */
export const outcomeOfStatus = (status: string): ReturnOutcome =>
  status === 'credited' ? 'ok' : status === 'cancelled' || status === 'expired' ? status : 'declined';

/** Accepts the HTML forms of a hosted page (urlencoded, small). */
export function acceptHostedForms(scope: FastifyInstance, bodyLimit = 2048) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

export interface SignedCallback {
  path: string;
  rawBody: string;
  headers: Record<string, string>;
}

/**
 * Plays the provider's server: posts its signed callback to the operator exactly as a real provider
 * would, and answers the status the operator recorded (or null when it refused the callback).
 */
export async function deliverCallback(scope: FastifyInstance, callback: SignedCallback): Promise<string | null> {
  const answer = await scope.inject({
    method: 'POST',
    url: callback.path,
    headers: { 'content-type': 'application/json', ...callback.headers },
    payload: callback.rawBody,
  });
  return answer.statusCode === 200 ? answer.json<{ status: string }>().status : null;
}
