// The marker a browser carries while its player hides sports (ADR 0030). The feeds' cached fast path
// answers every request without it as before; a request with it is checked against the player's
// session and filtered. It is a hint, not a credential: without a session behind it the request gets
// the general answer, and the web reads it to know whether its first feed answers were the player's.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SPORT_FILTER_COOKIE = 'fl_sf';
const NEEDLE = `${SPORT_FILTER_COOKIE}=`;
const MAX_AGE_S = 400 * 86_400;

/** Whether a request's Cookie header carries the marker (a substring test: cheap on every feed call). */
export function carriesSportFilter(cookieHeader: string | undefined): boolean {
  return cookieHeader?.includes(NEEDLE) === true;
}

/** Sets or clears the marker so it matches the player's settings; nothing when it already does. */
export function syncSportFilterCookie(req: FastifyRequest, reply: FastifyReply, on: boolean): void {
  const has = carriesSportFilter(req.headers.cookie);
  if (has === on) return;
  const options = { path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https' };
  if (on) reply.setCookie(SPORT_FILTER_COOKIE, '1', { ...options, maxAge: MAX_AGE_S });
  else reply.clearCookie(SPORT_FILTER_COOKIE, options);
}
