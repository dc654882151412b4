/** A whole second, as the date header has no milliseconds. */
export const CLIENT_NOW = Date.parse('2025-03-01T12:00:00Z');
export const TOKEN_LIFE_MS = 15 * 60_000;

interface AnswerOptions {
  /** The server clock when it answers; the client's by default. */
  serverNow?: number;
  lifeMs?: number;
  /** false: the answer comes without a date header. */
  withDate?: boolean;
}

/** The server's service-token answer: `data.data.attributes {userToken, expireDate}` and a date header. */
export function tokenAnswer(userToken: string, options: AnswerOptions = {}): Response {
  const { serverNow = CLIENT_NOW, lifeMs = TOKEN_LIFE_MS, withDate = true } = options;
  const expireDate = new Date(serverNow + lifeMs).toISOString();
  const headers = new Headers({ 'content-type': 'application/json' });
  if (withDate) headers.set('date', new Date(serverNow).toUTCString());
  return new Response(JSON.stringify({ data: { data: { attributes: { userToken, expireDate } } } }), { headers });
}

/** The server's refusal of a token request when nobody is logged in. */
export function notAuthenticatedAnswer(): Response {
  const body = { message: 'User is not authenticated', error_code: 'user_not_authenticated' };
  return new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } });
}
